// The Firebase project of the client bundle (docs/architecture.md#what-runs-where; `.env.example` lists them). webpack's
// DefinePlugin replaces each `process.env.REACT_APP_*` at build time (config/env.mjs).
declare namespace NodeJS {
  interface ProcessEnv {
    readonly REACT_APP_FIREBASE_API_KEY?: string;
    readonly REACT_APP_FIREBASE_AUTH_DOMAIN?: string;
    readonly REACT_APP_FIREBASE_PROJECT_ID?: string;
    readonly REACT_APP_FIREBASE_STORAGE_BUCKET?: string;
    readonly REACT_APP_FIREBASE_MESSAGING_SENDER_ID?: string;
    readonly REACT_APP_FIREBASE_APP_ID?: string;
    readonly REACT_APP_FIREBASE_MEASUREMENT_ID?: string;
    /** `'true'` points the client at the local emulators even when a project is configured. */
    readonly REACT_APP_USE_EMULATORS?: string;
    /** reCAPTCHA Enterprise site key: turns on App Check (never on the emulators). */
    readonly REACT_APP_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  }
}
