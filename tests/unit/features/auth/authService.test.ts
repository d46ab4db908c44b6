// The Firebase-facing auth service, with Firebase mocked at src/lib/firebase.ts only.
import {
  readPreferredLanguage,
  readRole,
  readSignInProvider,
  recoverEmail,
  sendPasswordReset,
  signIn,
  signOutCurrentUser,
  subscribeToAuth,
} from '../../../../src/features/auth/authService';
import {
  auth,
  currentUser,
  db,
  doc,
  getDoc,
  sdk,
  snapshot,
  useFakeFirebase,
} from '../../fakeFirebase';

jest.mock('../../../../src/lib/firebase');

useFakeFirebase();

describe('subscribeToAuth', () => {
  it('reports plain account fields, or null, and resolves to the unsubscribe function', async () => {
    const unsubscribe = jest.fn();
    auth.onAuthStateChanged.mockReturnValue(unsubscribe);
    const onChange = jest.fn();
    await expect(subscribeToAuth(onChange)).resolves.toBe(unsubscribe);

    const listener = auth.onAuthStateChanged.mock.calls[0][0] as (user: unknown) => void;
    listener({
      uid: 'uid-1',
      email: 'a@segara.test',
      displayName: 'A',
      emailVerified: true,
      photoURL: null,
      getIdToken: () => Promise.resolve('token'),
    });
    listener(null);
    expect(onChange).toHaveBeenNthCalledWith(1, {
      uid: 'uid-1',
      email: 'a@segara.test',
      displayName: 'A',
      emailVerified: true,
      photoURL: null,
    });
    expect(onChange).toHaveBeenNthCalledWith(2, null);
  });

  it('reports an anonymous account (the contact form’s) as signed out', async () => {
    const onChange = jest.fn();
    await subscribeToAuth(onChange);
    const listener = auth.onAuthStateChanged.mock.calls[0][0] as (user: unknown) => void;
    listener({ uid: 'anon-1', isAnonymous: true, email: null, displayName: null });
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('readSignInProvider', () => {
  it("reads the ID token's sign-in provider of the signed-in account", async () => {
    const getIdTokenResult = jest.fn(() => Promise.resolve({ signInProvider: 'password' }));
    auth.currentUser = { ...currentUser, getIdTokenResult } as typeof currentUser;
    await expect(readSignInProvider('uid-1')).resolves.toBe('password');
    expect(getIdTokenResult).toHaveBeenCalledTimes(1);
  });

  it('gives null once another account, or none, is signed in', async () => {
    await expect(readSignInProvider('someone-else')).resolves.toBeNull();
    auth.currentUser = null;
    await expect(readSignInProvider('uid-1')).resolves.toBeNull();
  });
});

describe('readRole', () => {
  it.each<[string, Record<string, unknown> | undefined, string | null | undefined]>([
    ['the role field', { role: 'Admin' }, 'Admin'],
    ['undefined when the document does not exist', undefined, undefined],
    ['null when the document has no role field', { name: 'Staf' }, null],
    ["'user' when the role is not a string", { role: 42 }, 'user'],
  ])('returns %s', async (_name, data, expected) => {
    getDoc.mockResolvedValue(snapshot(data));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readRole('uid-1')).resolves.toBe(expected);
    expect(doc).toHaveBeenCalledWith(db, 'users', 'uid-1');
    expect(getDoc).toHaveBeenCalledWith({ path: 'users/uid-1' });
    warned.mockRestore();
  });

  it('sends no read once its signal is aborted (a sign-out began)', async () => {
    const controller = new AbortController();
    const reading = readRole('uid-1', controller.signal);
    controller.abort();
    await expect(reading).rejects.toThrow();
    expect(getDoc).not.toHaveBeenCalled();
  });
});

describe('signOutCurrentUser', () => {
  it('signs out of Firebase Auth', async () => {
    auth.signOut.mockResolvedValue(undefined);
    await signOutCurrentUser();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('passes a failure on', async () => {
    const error = new Error('network');
    auth.signOut.mockRejectedValue(error);
    await expect(signOutCurrentUser()).rejects.toBe(error);
  });
});

describe('signIn', () => {
  it('signs in with email and password and returns plain account fields', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({
      user: { ...currentUser, getIdToken: jest.fn() },
    });
    await expect(signIn('a@segara.test', 'Rahasia#1')).resolves.toEqual(currentUser);
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'a@segara.test', 'Rahasia#1');
  });
});

describe('sendPasswordReset', () => {
  it('sends in the page language with a link back to the login page', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    await sendPasswordReset('a@segara.test', 'en');
    expect(auth.languageCode).toBe('en');
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'a@segara.test', {
      url: 'http://localhost/auth/login',
    });
  });

  it('answers an unknown or disabled address like a known one, but passes other failures on', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await expect(sendPasswordReset('x@segara.test', 'id')).resolves.toBeUndefined();
    sdk.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-disabled' });
    await expect(sendPasswordReset('x@segara.test', 'id')).resolves.toBeUndefined();
    sdk.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    await expect(sendPasswordReset('x@segara.test', 'id')).rejects.toEqual({
      code: 'auth/network-request-failed',
    });
  });
});

describe('recoverEmail', () => {
  it('checks the code for the restored address, then applies it', async () => {
    sdk.checkActionCode.mockResolvedValue({ data: { email: 'lama@segara.test' } });
    sdk.applyActionCode.mockResolvedValue(undefined);
    await expect(recoverEmail('CODE')).resolves.toBe('lama@segara.test');
    expect(sdk.checkActionCode).toHaveBeenCalledWith(auth, 'CODE');
    expect(sdk.applyActionCode).toHaveBeenCalledWith(auth, 'CODE');
  });
});

describe('readPreferredLanguage', () => {
  it('reads a preferred language only when the site speaks it', async () => {
    getDoc.mockResolvedValueOnce(snapshot({ language: 'en' }));
    await expect(readPreferredLanguage('uid-1')).resolves.toBe('en');
    getDoc.mockResolvedValueOnce(snapshot({ language: 'fr' }));
    await expect(readPreferredLanguage('uid-1')).resolves.toBeUndefined();
    getDoc.mockResolvedValueOnce(snapshot(undefined));
    await expect(readPreferredLanguage('uid-1')).resolves.toBeUndefined();
  });
});
