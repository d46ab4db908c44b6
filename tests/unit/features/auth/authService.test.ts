// The Firebase-facing auth service, with Firebase mocked at src/lib/firebase.ts only.
import {
  changePassword,
  readPreferredLanguage,
  readRole,
  recoverEmail,
  sendPasswordReset,
  signIn,
  signOutCurrentUser,
  subscribeToAuth,
  updateDisplayName,
} from '../../../../src/features/auth/authService';
import { getAuthHandle, getDb, loadAuthSdk, loadFirestoreLite } from '../../../../src/lib/firebase';

jest.mock('../../../../src/lib/firebase');

const db = { kind: 'firestore' };
const currentUser = {
  uid: 'uid-1',
  email: 'a@segara.test',
  displayName: 'A',
  emailVerified: true,
  photoURL: null,
};
const auth = {
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(),
  authStateReady: jest.fn(() => Promise.resolve()),
  currentUser: currentUser as typeof currentUser | null,
  languageCode: null as string | null,
};
const sdk = {
  signInWithEmailAndPassword: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
  checkActionCode: jest.fn(),
  applyActionCode: jest.fn(),
  updateProfile: jest.fn(),
  reauthenticateWithCredential: jest.fn(),
  updatePassword: jest.fn(),
  EmailAuthProvider: {
    credential: jest.fn((email: string, password: string) => ({ email, password })),
  },
};
const updateDoc = jest.fn();
const serverTimestamp = jest.fn(() => 'SERVER_TIME');
const doc = jest.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }));
const getDoc = jest.fn();

function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, get: (field: string) => data?.[field] };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAuthHandle).mockResolvedValue(auth as never);
  jest.mocked(getDb).mockResolvedValue(db as never);
  jest
    .mocked(loadFirestoreLite)
    .mockResolvedValue({ doc, getDoc, updateDoc, serverTimestamp } as never);
  jest.mocked(loadAuthSdk).mockResolvedValue(sdk as never);
  auth.currentUser = currentUser;
});

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

  it('answers an unknown address like a known one, but passes other failures on', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-not-found' });
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

describe('account settings', () => {
  it('re-authenticates with the current password before setting the new one', async () => {
    const order: string[] = [];
    sdk.reauthenticateWithCredential.mockImplementation(() => order.push('reauth'));
    sdk.updatePassword.mockImplementation(() => order.push('update'));
    await changePassword('Lama#2026', 'Baru#2026');
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('a@segara.test', 'Lama#2026');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(currentUser, {
      email: 'a@segara.test',
      password: 'Lama#2026',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(currentUser, 'Baru#2026');
    expect(order).toEqual(['reauth', 'update']);
  });

  it('does not set a new password when re-authentication fails', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue({ code: 'auth/invalid-credential' });
    await expect(changePassword('Salah', 'Baru#2026')).rejects.toEqual({
      code: 'auth/invalid-credential',
    });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('sets the display name on the account and on an existing profile, with server time', async () => {
    getDoc.mockResolvedValue(snapshot({ role: 'Admin' }));
    await updateDisplayName('Made');
    expect(sdk.updateProfile).toHaveBeenCalledWith(currentUser, { displayName: 'Made' });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'users/uid-1' },
      { displayName: 'Made', updatedAt: 'SERVER_TIME' },
    );
  });

  it('writes no profile for an account that has none', async () => {
    getDoc.mockResolvedValue(snapshot(undefined));
    await updateDisplayName('Made');
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('fails with a code when nobody is signed in', async () => {
    auth.currentUser = null;
    await expect(updateDisplayName('Made')).rejects.toMatchObject({ code: 'auth/no-current-user' });
  });

  it('reads a preferred language only when the site speaks it', async () => {
    getDoc.mockResolvedValueOnce(snapshot({ language: 'en' }));
    await expect(readPreferredLanguage('uid-1')).resolves.toBe('en');
    getDoc.mockResolvedValueOnce(snapshot({ language: 'fr' }));
    await expect(readPreferredLanguage('uid-1')).resolves.toBeUndefined();
    getDoc.mockResolvedValueOnce(snapshot(undefined));
    await expect(readPreferredLanguage('uid-1')).resolves.toBeUndefined();
  });
});
