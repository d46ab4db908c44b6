// Every path of the auth reducer (docs/product.md#the-current-user, docs/product.md#sign-in-states-and-the-guard).
import {
  authReducer,
  accountUpdated,
  authStateReported,
  DEFAULT_ROLE,
  hasVerifiedPasswordSignIn,
  initialState,
  isAdmin,
  type AccountFields,
  type AuthState,
} from '../../../src/lib/authSlice';

const account: AccountFields = {
  uid: 'uid-1',
  email: 'staf@segara.test',
  displayName: 'Staf',
  emailVerified: true,
  photoURL: null,
};

const signedIn: AuthState = {
  user: account,
  isLoggedIn: true,
  role: 'Admin',
  signInProvider: 'password',
  loading: false,
};

describe('authSlice', () => {
  it('starts loading, with no user', () => {
    expect(authReducer(undefined, { type: 'unknown' })).toEqual({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: true,
    });
  });

  it('a signed-in report with a role field logs the user in with that role', () => {
    const state = authReducer(
      initialState,
      authStateReported({ user: account, role: 'Admin', signInProvider: 'password' }),
    );
    expect(state).toEqual(signedIn);
  });

  it('stores no sign-in provider when the report has none', () => {
    const state = authReducer(initialState, authStateReported({ user: account, role: 'Admin' }));
    expect(state.signInProvider).toBeNull();
  });

  it('admin privileges need the Admin role, a verified email and a password sign-in', () => {
    expect(isAdmin(signedIn)).toBe(true);
    expect(isAdmin({ ...signedIn, role: 'admin' })).toBe(false);
    expect(isAdmin({ ...signedIn, role: 'user' })).toBe(false);
    expect(isAdmin({ ...signedIn, user: { ...account, emailVerified: false } })).toBe(false);
    for (const provider of ['anonymous', 'custom', 'google.com', null]) {
      expect(isAdmin({ ...signedIn, signInProvider: provider })).toBe(false);
      expect(hasVerifiedPasswordSignIn({ ...signedIn, signInProvider: provider })).toBe(false);
    }
    expect(hasVerifiedPasswordSignIn({ ...signedIn, role: null })).toBe(true);
    expect(hasVerifiedPasswordSignIn(initialState)).toBe(false);
  });

  it("a signed-in account without a profile document gets the default role 'user'", () => {
    const state = authReducer(initialState, authStateReported({ user: account, role: undefined }));
    expect(DEFAULT_ROLE).toBe('user');
    expect(state).toEqual({
      user: account,
      isLoggedIn: true,
      role: 'user',
      signInProvider: null,
      loading: false,
    });
  });

  it('a profile document without a role field leaves role null (no role field)', () => {
    const state = authReducer(initialState, authStateReported({ user: account, role: null }));
    expect(state).toEqual({
      user: account,
      isLoggedIn: true,
      role: null,
      signInProvider: null,
      loading: false,
    });
  });

  it('a signed-out report leaves the user empty', () => {
    expect(authReducer(initialState, authStateReported({ user: null }))).toEqual({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: false,
    });
    expect(authReducer(signedIn, authStateReported({ user: null }))).toEqual({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: false,
    });
  });

  it('loading becomes false after every report', () => {
    for (const report of [
      authStateReported({ user: account, role: 'Admin' }),
      authStateReported({ user: account, role: undefined }),
      authStateReported({ user: account, role: null }),
      authStateReported({ user: null }),
    ]) {
      expect(authReducer(initialState, report).loading).toBe(false);
    }
  });

  it('keeps the state serialisable', () => {
    const state = authReducer(initialState, authStateReported({ user: account, role: 'Admin' }));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('accountUpdated replaces the signed-in account’s fields, and only that account’s', () => {
    const signedIn = authReducer(initialState, authStateReported({ user: account, role: 'Admin' }));
    const renamed = authReducer(signedIn, accountUpdated({ ...account, displayName: 'Made' }));
    expect(renamed.user?.displayName).toBe('Made');
    expect(renamed.role).toBe('Admin');
    const other = authReducer(
      signedIn,
      accountUpdated({ ...account, uid: 'other', displayName: 'X' }),
    );
    expect(other).toBe(signedIn);
  });
});
