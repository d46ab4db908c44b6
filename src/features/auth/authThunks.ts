// Side effects of the auth feature (docs/product.md#sign-in-states-and-the-guard, docs/architecture.md#state-and-auth): the one auth-state subscription and
// logout. Plain thunks, typed against the auth slice only so they do not depend on src/app.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { paths } from '../../lib/paths';
import { readRole, signOutCurrentUser, subscribeToAuth } from './authService';
import { authStateReported, DEFAULT_ROLE, signedOut, type AuthState } from './authSlice';

type AuthThunk<R> = ThunkAction<R, { auth: AuthState }, unknown, UnknownAction>;

/** One subscription per store, keyed by the store's (stable) `getState`. */
const subscriptions = new WeakMap<() => unknown, Promise<() => void>>();

/**
 * Subscribes once to the authentication state. Each report of a signed-in account reads its
 * role from `users/{uid}` and then dispatches `authStateReported`; a signed-out report is
 * dispatched at once. Only the latest report lands, so a slow role read cannot overwrite a
 * later sign-out. If the role cannot be read, the account stays signed in with `DEFAULT_ROLE`
 * (fails closed: no admin access) and the error is logged. Dispatching it again returns the
 * same subscription; the promise resolves to the unsubscribe function.
 */
export function listenToAuthChanges(): AuthThunk<Promise<() => void>> {
  return (dispatch, getState) => {
    const existing = subscriptions.get(getState);
    if (existing) return existing;

    let latest = 0;
    const subscription = subscribeToAuth((account) => {
      const report = ++latest;
      if (!account) {
        dispatch(authStateReported({ user: null }));
        return;
      }
      void readRole(account.uid)
        .catch((error: unknown) => {
          console.error('Membaca peran gagal:', error);
          return DEFAULT_ROLE;
        })
        .then((role) => {
          if (report === latest) dispatch(authStateReported({ user: account, role }));
        });
    });
    // A failed subscription may be retried by dispatching again.
    subscription.catch((error: unknown) => {
      subscriptions.delete(getState);
      console.error('Memantau status login gagal:', error);
    });
    subscriptions.set(getState, subscription);
    return subscription;
  };
}

/**
 * Signs out; on success clears the user and goes to the login page, on failure logs
 * `Logout gagal:` with the error and stays where it is (docs/product.md#sign-in-states-and-the-guard, docs/product.md#errors). Never rejects; resolves
 * to whether the sign-out worked (the logout page offers a retry when it did not).
 */
export function logout(navigate: (to: string) => void): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await signOutCurrentUser();
    } catch (error) {
      console.error('Logout gagal:', error);
      return false;
    }
    dispatch(signedOut());
    navigate(paths.auth.login);
    return true;
  };
}
