// The current user (docs/product.md#the-current-user, docs/product.md#sign-in-states-and-the-guard; docs/architecture.md#state-and-auth). State stays serialisable: `user` holds plain
// account fields, never Firebase's `User` object.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { User } from 'firebase/auth';

/** Plain, serialisable fields of the signed-in account. */
export interface AccountFields {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  photoURL: string | null;
}

export function toAccountFields(user: User): AccountFields {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
  };
}

export interface AuthState {
  user: AccountFields | null;
  isLoggedIn: boolean;
  /**
   * The `role` field of `users/{uid}`; `DEFAULT_ROLE` when that document does not exist;
   * `null` when the document exists without a `role` field — which passes role checks (docs/product.md#roles).
   */
  role: string | null;
  /**
   * How the session signed in (the ID token's `firebase.sign_in_provider`, e.g. `password`);
   * `null` signed out or unknown. Admin privileges need `password` (docs/product.md#roles).
   */
  signInProvider: string | null;
  loading: boolean;
}

/** docs/product.md#the-current-user, docs/product.md#constants: the role of an account without a profile document. */
export const DEFAULT_ROLE = 'user';

/** docs/product.md#roles: the one named role, required for the account area. */
export const ADMIN_ROLE = 'Admin';

/**
 * One report of the authentication state. For a signed-in account, `role` is what the profile
 * read found: `undefined` = no `users/{uid}` document, `null` = document without a `role`
 * field, else the field.
 */
export type AuthReport =
  | { user: AccountFields; role: string | null | undefined; signInProvider?: string | null }
  | { user: null; role?: undefined; signInProvider?: undefined };

export const initialState: AuthState = {
  user: null,
  isLoggedIn: false,
  role: null,
  signInProvider: null,
  loading: true,
};

/**
 * docs/product.md#roles: admin privileges need a verified email on an email-and-password
 * sign-in, as firestore.rules' isAdmin() requires. The account area's guard checks it.
 */
export function hasVerifiedPasswordSignIn(state: AuthState): boolean {
  return state.user?.emailVerified === true && state.signInProvider === 'password';
}

/** An admin with the privileges firestore.rules grants (the Dasbor link, the dashboard). */
export function isAdmin(state: AuthState): boolean {
  return state.role === ADMIN_ROLE && hasVerifiedPasswordSignIn(state);
}

/** A report of the authentication state (authThunks, and the signed-out report at start). */
export const authStateReported = createAction<AuthReport>('auth/authStateReported');

/** The signed-in account changed its own fields (e.g. the display name in settings). */
export const accountUpdated = createAction<AccountFields>('auth/accountUpdated');

/**
 * The slice's reducer, written out: RTK's createSlice would bring immer into every page's
 * initial JS for two small updates (docs/architecture.md#state-and-auth).
 */
export function authReducer(state: AuthState = initialState, action: UnknownAction): AuthState {
  if (authStateReported.match(action)) {
    const { user, role, signInProvider } = action.payload;
    if (!user) return { ...initialState, loading: false };
    return {
      user,
      isLoggedIn: true,
      role: role === undefined ? DEFAULT_ROLE : role,
      signInProvider: signInProvider ?? null,
      loading: false,
    };
  }
  if (accountUpdated.match(action) && state.user?.uid === action.payload.uid) {
    return { ...state, user: action.payload };
  }
  return state;
}

/** The store's part this slice reads: its `auth` key. */
export interface StateWithAuth {
  auth: AuthState;
}

// One value each, read from the store's `auth` key: a component that selects one re-renders
// only when that value changes (docs/architecture.md#state-and-auth).
export const selectUser = (state: StateWithAuth) => state.auth.user;
export const selectIsLoggedIn = (state: StateWithAuth) => state.auth.isLoggedIn;
export const selectRole = (state: StateWithAuth) => state.auth.role;
export const selectAuthLoading = (state: StateWithAuth) => state.auth.loading;
export const selectIsAdmin = (state: StateWithAuth) => isAdmin(state.auth);
export const selectHasVerifiedPasswordSignIn = (state: StateWithAuth) =>
  hasVerifiedPasswordSignIn(state.auth);
