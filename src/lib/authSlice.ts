// The current user (docs/product.md#the-current-user, docs/product.md#sign-in-states-and-the-guard; docs/architecture.md#state-and-auth). State stays serialisable: `user` holds plain
// account fields, never Firebase's `User` object.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateReported(state, action: PayloadAction<AuthReport>) {
      const { user, role, signInProvider } = action.payload;
      if (user) {
        state.user = user;
        state.isLoggedIn = true;
        state.role = role === undefined ? DEFAULT_ROLE : role;
        state.signInProvider = signInProvider ?? null;
      } else {
        state.user = null;
        state.isLoggedIn = false;
        state.role = null;
        state.signInProvider = null;
      }
      state.loading = false;
    },
    /** The signed-in account changed its own fields (e.g. the display name in settings). */
    accountUpdated(state, action: PayloadAction<AccountFields>) {
      if (state.user?.uid === action.payload.uid) state.user = action.payload;
    },
  },
  // One value each, read from the store's `auth` key: a component that selects one re-renders
  // only when that value changes (docs/architecture.md#state-and-auth).
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectRole: (state) => state.role,
    selectAuthLoading: (state) => state.loading,
    selectIsAdmin: isAdmin,
    selectHasVerifiedPasswordSignIn: hasVerifiedPasswordSignIn,
  },
});

export const { authStateReported, accountUpdated } = authSlice.actions;
export const {
  selectUser,
  selectIsLoggedIn,
  selectRole,
  selectAuthLoading,
  selectIsAdmin,
  selectHasVerifiedPasswordSignIn,
} = authSlice.selectors;
export const authReducer = authSlice.reducer;
