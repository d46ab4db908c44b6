// The Redux store (docs/architecture.md#state-and-auth). `makeStore` builds a fresh one, so tests and the prerenderer get
// their own; index.tsx makes the browser's.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../lib/authSlice';

const rootReducer = combineReducers({ auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
