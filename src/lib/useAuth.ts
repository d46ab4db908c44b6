// The one way components reach the auth state (docs/architecture.md#state-and-auth): read it with
// `useAuthState()`, dispatch the auth thunks and actions with `useAuthDispatch()`. Typed against
// the auth slice alone, so features and app use the same hooks.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthState } from './authSlice';

interface StateWithAuth {
  auth: AuthState;
}

export function useAuthState(): AuthState {
  return useSelector((state: StateWithAuth) => state.auth);
}

export const useAuthDispatch =
  useDispatch.withTypes<ThunkDispatch<StateWithAuth, unknown, UnknownAction>>();
