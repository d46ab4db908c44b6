// The one way components reach the auth state (docs/architecture.md#state-and-auth): select one
// value with `useAuthSelector(selectRole)` and the auth slice's other selectors, so a component
// re-renders only when that value changes; dispatch the auth thunks and actions with
// `useAuthDispatch()`. Typed against the auth slice alone, so features and app use the same hooks.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { StateWithAuth } from './authSlice';

export const useAuthSelector = useSelector.withTypes<StateWithAuth>();

export const useAuthDispatch =
  useDispatch.withTypes<ThunkDispatch<StateWithAuth, unknown, UnknownAction>>();
