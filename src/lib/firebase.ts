// Lazy Firebase handles (docs/architecture.md#state-and-auth). Nothing here imports the SDK at module load: each getter
// `import()`s its part on first use and memoises the handle (loadOnce), so public pages render before any
// Firebase code has loaded. Unit tests mock this module and nothing below it.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as AuthSdk from './authSdk';
import type { Auth } from 'firebase/auth';
import type * as FirestoreLite from './firestoreSdk';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { loadOnce } from './loadOnce';

/** Profile documents keyed by uid; their `role` field grants access (docs/product.md#the-current-user). */
export const USERS_COLLECTION = 'users';

/** The project the local emulators run as (`demo-*` ids never reach a real project), put in by the build. */
export const DEMO_PROJECT_ID = process.env.EMULATOR_PROJECT_ID;
/** The local emulators' addresses: firebase.json's "emulators" block, put in by the build. */
export const AUTH_EMULATOR_URL = process.env.EMULATOR_AUTH_URL;
export const FIRESTORE_EMULATOR = {
  host: process.env.EMULATOR_FIRESTORE_HOST,
  port: Number(process.env.EMULATOR_FIRESTORE_PORT),
} as const;

/** An unset variable reaches the bundle as `undefined`; an empty one counts as unset too. */
function setting(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

/** True without a configured project, or when `REACT_APP_USE_EMULATORS` is `'true'`. */
export function usesEmulators(): boolean {
  return (
    !setting(process.env.REACT_APP_FIREBASE_PROJECT_ID) ||
    process.env.REACT_APP_USE_EMULATORS === 'true'
  );
}

/** The client configuration; each variable is read by its literal name for DefinePlugin. */
export function firebaseConfig(): FirebaseOptions {
  if (usesEmulators()) {
    // The emulators accept any API key, but Auth refuses to start without one.
    // No measurement id: analytics never runs against the emulators.
    return {
      apiKey: setting(process.env.REACT_APP_FIREBASE_API_KEY) ?? 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
      storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
      appId:
        setting(process.env.REACT_APP_FIREBASE_APP_ID) ?? '1:000000000000:web:0000000000000000',
    };
  }
  const config: FirebaseOptions = {
    apiKey: setting(process.env.REACT_APP_FIREBASE_API_KEY),
    authDomain: setting(process.env.REACT_APP_FIREBASE_AUTH_DOMAIN),
    projectId: setting(process.env.REACT_APP_FIREBASE_PROJECT_ID),
    storageBucket: setting(process.env.REACT_APP_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: setting(process.env.REACT_APP_FIREBASE_MESSAGING_SENDER_ID),
    appId: setting(process.env.REACT_APP_FIREBASE_APP_ID),
    measurementId: setting(process.env.REACT_APP_FIREBASE_MEASUREMENT_ID),
  };
  // Leave unset options out rather than passing `undefined` values to the SDK.
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}

/**
 * The reCAPTCHA Enterprise site key App Check attests this site with (docs/architecture.md#app-check),
 * from `.env`; unset, and always on the emulators, App Check stays off.
 */
export function appCheckSiteKey(): string | undefined {
  return usesEmulators() ? undefined : setting(process.env.REACT_APP_RECAPTCHA_ENTERPRISE_SITE_KEY);
}

/**
 * The key under which Auth's `browserLocalPersistence` (getAuthHandle) keeps the signed-in
 * account: the SDK's own `firebase:authUser:<apiKey>:<app name>`, the default app here.
 */
export function storedSessionKey(): string {
  return `firebase:authUser:${firebaseConfig().apiKey ?? ''}:[DEFAULT]`;
}

/**
 * Whether this browser may hold a signed-in account, read without the SDK: a public page starts
 * Auth only then (docs/architecture.md#state-and-auth). Blocked storage counts as "may".
 */
export function mayHoldSession(): boolean {
  try {
    return localStorage.getItem(storedSessionKey()) !== null;
  } catch {
    return true;
  }
}

// Each handle starts once; a failed start is forgotten so the next call tries again (loadOnce).
export const getFirebaseApp: () => Promise<FirebaseApp> = loadOnce(async () => {
  const { initializeApp } = await import('firebase/app');
  return initializeApp(firebaseConfig());
});

/** Auth with the session kept in local storage; connected to the Auth emulator locally. */
export const getAuthHandle: () => Promise<Auth> = loadOnce(async () => {
  const [firebaseApp, sdk] = await Promise.all([getFirebaseApp(), loadAuthSdk()]);
  const handle = sdk.initializeAuth(firebaseApp, {
    persistence: sdk.browserLocalPersistence,
  });
  if (usesEmulators()) {
    sdk.connectAuthEmulator(handle, AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return handle;
});

/**
 * Starts App Check when a site key is configured (appCheckSiteKey); resolves to whether it
 * runs. Its chunk loads only then, from getDb(): Firestore enforces App Check on every request,
 * so it must be started before the first one.
 */
export const startAppCheck: () => Promise<boolean> = loadOnce(async () => {
  const siteKey = appCheckSiteKey();
  if (!siteKey) return false;
  const [firebaseApp, sdk] = await Promise.all([getFirebaseApp(), import('./appCheckSdk')]);
  sdk.initializeAppCheck(firebaseApp, {
    provider: new sdk.ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return true;
});

/** Cloud Firestore, lite edition (one-shot reads and writes); the emulator locally. */
export const getDb: () => Promise<Firestore> = loadOnce(async () => {
  const [firebaseApp, sdk] = await Promise.all([
    getFirebaseApp(),
    loadFirestoreLite(),
    startAppCheck(),
  ]);
  const handle = sdk.getFirestore(firebaseApp);
  if (usesEmulators()) {
    sdk.connectFirestoreEmulator(handle, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
  }
  return handle;
});

/**
 * The Firestore lite functions (`doc`, `getDoc`, ...) for the services that use `getDb()`.
 * Same chunk as `getDb()`; kept here so unit tests mock Firebase at this one module.
 */
export function loadFirestoreLite(): Promise<typeof FirestoreLite> {
  return import('./firestoreSdk');
}

/** The Auth SDK's functions (`signInWithEmailAndPassword`, ...); same chunk as `getAuthHandle()`. */
export function loadAuthSdk(): Promise<typeof AuthSdk> {
  return import('./authSdk');
}

/**
 * Cloud Storage (docs/product.md#calls-to-firebase-and-translations: the handle exists; no page uses it yet). Its chunk holds only what
 * `storageSdk.ts` names, and loads on the first call, never at start-up.
 */
export const getStorageHandle: () => Promise<FirebaseStorage> = loadOnce(async () => {
  const [firebaseApp, sdk] = await Promise.all([getFirebaseApp(), import('./storageSdk')]);
  return sdk.getStorage(firebaseApp);
});

/**
 * Whether the sign-in service answers. Only the local emulators are probed (a plain GET of
 * the Auth emulator); a real project is assumed reachable and its errors speak for it.
 */
export async function authServiceReachable(): Promise<boolean> {
  if (!usesEmulators()) return true;
  try {
    const response = await fetch(`${AUTH_EMULATOR_URL}/`, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}
