// Typed store access for the auth feature's own components (features do not import src/app).
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
