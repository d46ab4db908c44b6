// Starting the one auth-state subscription (authThunks' listenToAuthChanges) from wherever the
// auth state is needed, without the Firebase SDK in the importer's chunk: the thunk is
// idempotent, so each caller may start it (docs/architecture.md#state-and-auth).
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { AuthState } from '../../lib/authSlice';
import { useAuthDispatch } from '../../lib/useAuth';

type AuthDispatch = ThunkDispatch<{ auth: AuthState }, unknown, UnknownAction>;

/** Subscribes to the auth state once per store; resolves when subscribed. */
export function startAuthListener(dispatch: AuthDispatch): Promise<unknown> {
  return import('./authThunks').then(({ listenToAuthChanges }) => dispatch(listenToAuthChanges()));
}

/**
 * The sign-in pages and the account area need the auth state even when the visitor came from a
 * public page that did not start the listener (no stored session there).
 */
export function useAuthListener(): void {
  const dispatch = useAuthDispatch();
  useEffect(() => {
    startAuthListener(dispatch).catch((error: unknown) =>
      console.error('Memantau status login gagal:', error),
    );
  }, [dispatch]);
}
