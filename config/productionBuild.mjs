// The production build the browser suite checks (tests/e2e/production-build.spec.ts): a Firebase
// project configured that reaches nothing, no emulators, analytics with a measurement id.
// `npm run check` builds it beside the rules tests; the spec builds it itself otherwise.

export const PRODUCTION_BUILD_DIR = 'build-production';
export const MEASUREMENT_ID = 'G-SEGARA0TEST';

/** The environment `npm run build` is given for it (config/env.mjs reads these). */
export const PRODUCTION_ENV = {
  REACT_APP_FIREBASE_API_KEY: 'production-api-key',
  REACT_APP_FIREBASE_AUTH_DOMAIN: 'segara-digital-web.firebaseapp.com',
  REACT_APP_FIREBASE_PROJECT_ID: 'segara-digital-web',
  REACT_APP_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  REACT_APP_FIREBASE_MEASUREMENT_ID: MEASUREMENT_ID,
  REACT_APP_USE_EMULATORS: '',
  BUILD_DIR: PRODUCTION_BUILD_DIR,
};

/** Set by `npm run check` once it has built it: the spec then tests that build as it is. */
export const PRODUCTION_BUILT = 'PRODUCTION_BUILT';
