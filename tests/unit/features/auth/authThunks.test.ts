// The auth listener and logout (docs/product.md#sign-in-states-and-the-guard, docs/product.md#errors), with the Firebase-facing service mocked.
import type { AccountFields } from '../../../../src/lib/authSlice';
import { listenToAuthChanges, logout } from '../../../../src/features/auth/authThunks';
import {
  readRole,
  readSignInProvider,
  signOutCurrentUser,
  subscribeToAuth,
} from '../../../../src/features/auth/authService';
import { makeStore } from '../../../../src/app/store';

jest.mock('../../../../src/features/auth/authService');

const subscribe = jest.mocked(subscribeToAuth);
const read = jest.mocked(readRole);
const readProvider = jest.mocked(readSignInProvider);
const signOut = jest.mocked(signOutCurrentUser);

const account: AccountFields = {
  uid: 'uid-1',
  email: 'admin@segara.test',
  displayName: 'Admin',
  emailVerified: true,
  photoURL: null,
};

type Listener = (account: AccountFields | null) => void;
let report: Listener;
const unsubscribe = jest.fn();

/** Lets pending promise callbacks (the role read) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetAllMocks();
  readProvider.mockResolvedValue('password');
  subscribe.mockImplementation((listener) => {
    report = listener;
    return Promise.resolve(unsubscribe);
  });
});

describe('listenToAuthChanges', () => {
  it('subscribes once, however often it is dispatched', async () => {
    const store = makeStore();
    const first = store.dispatch(listenToAuthChanges());
    const second = store.dispatch(listenToAuthChanges());
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    await expect(first).resolves.toBe(unsubscribe);
  });

  it('subscribes once per store', () => {
    void makeStore().dispatch(listenToAuthChanges());
    void makeStore().dispatch(listenToAuthChanges());
    expect(subscribe).toHaveBeenCalledTimes(2);
  });

  it('a signed-in report reads users/{uid} and sets the role', async () => {
    read.mockResolvedValue('Admin');
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    expect(store.getState().auth.loading).toBe(true); // until the role is known
    await settle();
    expect(read).toHaveBeenCalledWith('uid-1', expect.anything());
    expect(readProvider).toHaveBeenCalledWith('uid-1');
    expect(store.getState().auth).toEqual({
      user: account,
      isLoggedIn: true,
      role: 'Admin',
      signInProvider: 'password',
      loading: false,
    });
  });

  it('stores no sign-in provider when it cannot be read (no admin privileges)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    read.mockResolvedValue('Admin');
    readProvider.mockRejectedValue(new Error('network'));
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    await settle();
    expect(store.getState().auth).toMatchObject({ role: 'Admin', signInProvider: null });
    expect(logged).toHaveBeenCalledWith('Membaca cara login gagal:', expect.any(Error));
    logged.mockRestore();
  });

  it("a missing profile document gives role 'user'", async () => {
    read.mockResolvedValue(undefined);
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    await settle();
    expect(store.getState().auth.role).toBe('user');
  });

  it('a profile without a role field gives role null', async () => {
    read.mockResolvedValue(null);
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    await settle();
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, role: null });
  });

  it("a failed role read keeps the user signed in with role 'user' and logs", async () => {
    const error = new Error('permission-denied');
    read.mockRejectedValue(error);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    await settle();
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, role: 'user', loading: false });
    expect(logged).toHaveBeenCalledWith('Membaca peran gagal:', error);
    logged.mockRestore();
  });

  it('a signed-out report leaves the user empty without reading a role', async () => {
    read.mockResolvedValue('Admin');
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    await settle();
    report(null);
    expect(read).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toEqual({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: false,
    });
  });

  it('a slow role read does not overwrite a later sign-out', async () => {
    let resolveRole: (role: string) => void = () => undefined;
    read.mockReturnValue(new Promise((resolve) => (resolveRole = resolve)));
    const store = makeStore();
    void store.dispatch(listenToAuthChanges());
    report(account);
    report(null);
    resolveRole('Admin');
    await settle();
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, role: null });
  });
});

describe('logout', () => {
  const signedIn = {
    auth: {
      user: account,
      isLoggedIn: true,
      role: 'Admin',
      signInProvider: 'password',
      loading: false,
    },
  };

  it('signs out, clears the user and goes to /auth/login', async () => {
    signOut.mockResolvedValue(undefined);
    const navigate = jest.fn();
    const store = makeStore(signedIn);
    await expect(store.dispatch(logout(navigate))).resolves.toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, role: null });
  });

  it("on failure logs 'Logout gagal:' with the error and stays", async () => {
    const error = new Error('network-request-failed');
    signOut.mockRejectedValue(error);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = jest.fn();
    const store = makeStore(signedIn);
    const before = store.getState();
    await expect(store.dispatch(logout(navigate))).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('Logout gagal:', error);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
    logged.mockRestore();
  });

  // Opening /auth/logout with a restored session: the listener reports the account while the
  // logout page signs out. Firestore refuses a users/{uid} read once the token is gone.
  describe('while signing out', () => {
    it('reads no role for an account reported after the sign-out began', async () => {
      let finishSignOut: () => void = () => undefined;
      signOut.mockReturnValue(new Promise<void>((resolve) => (finishSignOut = resolve)));
      const navigate = jest.fn();
      const store = makeStore();
      void store.dispatch(listenToAuthChanges());
      const done = store.dispatch(logout(navigate));
      report(account); // the restored session
      await settle();
      expect(read).not.toHaveBeenCalled();
      finishSignOut();
      report(null);
      await expect(done).resolves.toBe(true);
      expect(read).not.toHaveBeenCalled();
      expect(navigate).toHaveBeenCalledWith('/auth/login');
      expect(store.getState().auth).toMatchObject({
        user: null,
        isLoggedIn: false,
        loading: false,
      });
    });

    it('lets a role read already sent finish before signing out, and discards it', async () => {
      let finishRead: (role: string) => void = () => undefined;
      read.mockReturnValue(new Promise((resolve) => (finishRead = resolve)));
      signOut.mockResolvedValue(undefined);
      const store = makeStore();
      void store.dispatch(listenToAuthChanges());
      report(account);
      const done = store.dispatch(logout(jest.fn()));
      await settle();
      expect(signOut).not.toHaveBeenCalled();
      finishRead('Admin');
      await expect(done).resolves.toBe(true);
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(read).toHaveBeenCalledTimes(1);
      expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, role: null });
    });

    it('stops a role read not yet sent, and logs nothing', async () => {
      let sendRead: () => void = () => undefined;
      const sent: string[] = [];
      read.mockImplementation(async (uid, signal) => {
        await new Promise<void>((resolve) => (sendRead = resolve)); // Firestore still loading
        signal?.throwIfAborted();
        sent.push(uid);
        return 'Admin';
      });
      signOut.mockResolvedValue(undefined);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const store = makeStore();
      void store.dispatch(listenToAuthChanges());
      report(account);
      const done = store.dispatch(logout(jest.fn()));
      sendRead();
      await expect(done).resolves.toBe(true);
      expect(sent).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, role: null });
      logged.mockRestore();
    });

    it('reads the role after all when the sign-out fails', async () => {
      let failSignOut: (error: Error) => void = () => undefined;
      signOut.mockReturnValue(new Promise((_, reject) => (failSignOut = reject)));
      read.mockResolvedValue('Admin');
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const store = makeStore();
      void store.dispatch(listenToAuthChanges());
      const done = store.dispatch(logout(jest.fn()));
      report(account);
      await settle();
      expect(read).not.toHaveBeenCalled();
      failSignOut(new Error('network-request-failed'));
      await expect(done).resolves.toBe(false);
      await settle();
      expect(read).toHaveBeenCalledWith('uid-1', expect.anything());
      expect(store.getState().auth).toMatchObject({ isLoggedIn: true, role: 'Admin' });
      logged.mockRestore();
    });
  });
});
