// Side effects of the auth feature (docs/product.md#sign-in-states-and-the-guard, docs/architecture.md#state-and-auth): the one auth-state subscription and
// logout. Plain thunks, typed against the auth slice only so they do not depend on src/app.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  authStateReported,
  DEFAULT_ROLE,
  type AccountFields,
  type AuthState,
} from '../../lib/authSlice';
import { paths } from '../../lib/paths';
import { readRole, readSignInProvider, signOutCurrentUser, subscribeToAuth } from './authService';

type AuthThunk<R> = ThunkAction<R, { auth: AuthState }, unknown, UnknownAction>;

/** What the listener and logout of one store share. */
interface Session {
  subscription?: Promise<() => void>;
  /** Handles one report of the auth listener (set once subscribed). */
  report?: (account: AccountFields | null) => void;
  /** An account reported while signing out, its role not read (yet). */
  skipped?: AccountFields;
  /** Counts reports, so only the latest lands. */
  latest: number;
  /** The role read under way, if any; it never rejects. */
  roleRead?: Promise<void>;
  /** Stops that read before it is sent, if it has not been sent yet. */
  stopRoleRead?: () => void;
  /** From the start of a sign-out to its end: no role read starts (Firestore refuses it). */
  signingOut: boolean;
}

/** One session per store, keyed by the store's (stable) `getState`. */
const sessions = new WeakMap<() => unknown, Session>();

function sessionOf(getState: () => unknown): Session {
  let session = sessions.get(getState);
  if (!session) {
    session = { latest: 0, signingOut: false };
    sessions.set(getState, session);
  }
  return session;
}

/**
 * Subscribes once to the authentication state. Each report of a signed-in account reads its
 * role from `users/{uid}` and then dispatches `authStateReported`; a signed-out report is
 * dispatched at once. Only the latest report lands, so a slow role read cannot overwrite a
 * later sign-out. While a sign-out is under way no role is read: logout reports its outcome.
 * If the role cannot be read, the account stays signed in with `DEFAULT_ROLE` (fails closed:
 * no admin access) and the error is logged. Dispatching it again returns the same
 * subscription; the promise resolves to the unsubscribe function.
 */
export function listenToAuthChanges(): AuthThunk<Promise<() => void>> {
  return (dispatch, getState) => {
    const session = sessionOf(getState);
    if (session.subscription) return session.subscription;

    const readRoleOf = async (account: AccountFields, report: number) => {
      const controller = new AbortController();
      session.stopRoleRead = () => controller.abort();
      // Unknown on failure: no admin privileges (docs/product.md#roles).
      const provider = readSignInProvider(account.uid).catch((error: unknown) => {
        console.error('Membaca cara login gagal:', error);
        return null;
      });
      let role: string | null | undefined;
      try {
        role = await readRole(account.uid, controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) console.error('Membaca peran gagal:', error);
        role = DEFAULT_ROLE;
      }
      const signInProvider = await provider;
      if (report !== session.latest) return;
      if (session.signingOut) session.skipped = account;
      else dispatch(authStateReported({ user: account, role, signInProvider }));
    };
    session.report = (account) => {
      const report = ++session.latest;
      session.skipped = undefined;
      if (!account) {
        dispatch(authStateReported({ user: null }));
        return;
      }
      if (session.signingOut) {
        session.skipped = account;
        return;
      }
      session.roleRead = readRoleOf(account, report);
    };
    const subscription = subscribeToAuth((account) => session.report?.(account));
    // A failed subscription may be retried by dispatching again.
    subscription.catch((error: unknown) => {
      session.subscription = undefined;
      console.error('Memantau status login gagal:', error);
    });
    session.subscription = subscription;
    return subscription;
  };
}

/**
 * Signs out; on success clears the user and goes to the login page, on failure logs
 * `Logout gagal:` with the error and stays where it is (docs/product.md#sign-in-states-and-the-guard, docs/product.md#errors). Never rejects; resolves
 * to whether the sign-out worked (the logout page offers a retry when it did not).
 * From its start no read of `users/{uid}` is sent (Firestore would refuse it once the token is
 * gone): a role read not yet sent is stopped, one already sent finishes before the sign-out.
 */
export function logout(navigate: (to: string) => void): AuthThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const session = sessionOf(getState);
    session.signingOut = true;
    session.stopRoleRead?.();
    // The start of the sign-out, for DevTools' timeline and the browser suite.
    performance.mark('segara:sign-out');
    try {
      await session.roleRead;
      await signOutCurrentUser();
    } catch (error) {
      console.error('Logout gagal:', error);
      session.signingOut = false;
      // Still signed in: an account reported meanwhile gets its role after all.
      if (session.skipped) session.report?.(session.skipped);
      return false;
    }
    session.signingOut = false;
    dispatch(authStateReported({ user: null }));
    navigate(paths.auth.login);
    return true;
  };
}
