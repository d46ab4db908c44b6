// Lazy Firebase handles (docs/architecture.md#what-runs-where, docs/architecture.md#state-and-auth): the configuration from REACT_APP_* variables, the
// emulators when no project is configured, memoised handles (analytics: analytics.test.ts).
// The SDK modules are mocked to record what the module asks of them.
import type * as FirebaseModuleType from '../../../src/lib/firebase';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../../config/emulators/ports.mjs';

const mockApp = { name: '[DEFAULT]' };
const mockAuth = { kind: 'auth' };
const mockDb = { kind: 'firestore' };
const mockStorage = { kind: 'storage' };
const mockInitializeApp = jest.fn((_options: unknown) => mockApp);
const mockInitializeAuth = jest.fn((_app: unknown, _deps: unknown) => mockAuth);
const mockConnectAuthEmulator = jest.fn((..._args: unknown[]) => undefined);
const mockGetFirestore = jest.fn((_app: unknown) => mockDb);
const mockConnectFirestoreEmulator = jest.fn((..._args: unknown[]) => undefined);
const mockGetStorage = jest.fn((_app: unknown) => mockStorage);

jest.mock('firebase/app', () => ({
  initializeApp: (options: unknown) => mockInitializeApp(options),
}));
jest.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  initializeAuth: (app: unknown, deps: unknown) => mockInitializeAuth(app, deps),
  connectAuthEmulator: (...args: unknown[]) => mockConnectAuthEmulator(...args),
}));
jest.mock('firebase/firestore/lite', () => ({
  getFirestore: (app: unknown) => mockGetFirestore(app),
  connectFirestoreEmulator: (...args: unknown[]) => mockConnectFirestoreEmulator(...args),
}));
const mockAppCheck = { kind: 'app-check' };
const mockInitializeAppCheck = jest.fn((_app: unknown, _options: unknown) => mockAppCheck);
const mockRecaptchaProvider = jest.fn();
jest.mock('firebase/app-check', () => ({
  initializeAppCheck: (app: unknown, options: unknown) => mockInitializeAppCheck(app, options),
  ReCaptchaEnterpriseProvider: function ReCaptchaEnterpriseProvider(siteKey: string) {
    mockRecaptchaProvider(siteKey);
    return { siteKey };
  },
}));
jest.mock('firebase/storage', () => ({
  getStorage: (app: unknown) => mockGetStorage(app),
}));

type FirebaseModule = typeof FirebaseModuleType;

const ENV_NAMES = [
  'REACT_APP_FIREBASE_API_KEY',
  'REACT_APP_FIREBASE_AUTH_DOMAIN',
  'REACT_APP_FIREBASE_PROJECT_ID',
  'REACT_APP_FIREBASE_STORAGE_BUCKET',
  'REACT_APP_FIREBASE_MESSAGING_SENDER_ID',
  'REACT_APP_FIREBASE_APP_ID',
  'REACT_APP_FIREBASE_MEASUREMENT_ID',
  'REACT_APP_USE_EMULATORS',
  'REACT_APP_RECAPTCHA_ENTERPRISE_SITE_KEY',
] as const;

const production = {
  REACT_APP_FIREBASE_API_KEY: 'api-key',
  REACT_APP_FIREBASE_AUTH_DOMAIN: 'segara-web.firebaseapp.com',
  REACT_APP_FIREBASE_PROJECT_ID: 'segara-web',
  REACT_APP_FIREBASE_STORAGE_BUCKET: 'segara-web.appspot.com',
  REACT_APP_FIREBASE_MESSAGING_SENDER_ID: '1234',
  REACT_APP_FIREBASE_APP_ID: '1:1234:web:abcd',
  REACT_APP_FIREBASE_MEASUREMENT_ID: 'G-TEST',
};

const saved = { ...process.env };
const env = process.env as Record<string, string | undefined>;

/** Sets the environment, then loads a fresh copy of the module (no memoised handles). */
function loadWith(vars: Partial<Record<(typeof ENV_NAMES)[number], string>>): FirebaseModule {
  for (const name of ENV_NAMES) delete env[name];
  Object.assign(env, vars);
  let loaded: FirebaseModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<FirebaseModule>('../../../src/lib/firebase');
  });
  return loaded!;
}

beforeEach(() => jest.clearAllMocks());
afterAll(() => {
  process.env = saved;
});

describe('without a configured project', () => {
  it('uses the emulators under the demo-segara project', async () => {
    const firebase = loadWith({});
    expect(firebase.usesEmulators()).toBe(true);
    expect(firebase.firebaseConfig()).toMatchObject({ projectId: 'demo-segara' });
    expect(firebase.firebaseConfig().measurementId).toBeUndefined();

    await expect(firebase.getAuthHandle()).resolves.toBe(mockAuth);
    expect(mockInitializeApp).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'demo-segara' }),
    );
    expect(mockInitializeAuth).toHaveBeenCalledWith(mockApp, {
      persistence: { type: 'LOCAL' },
    });
    expect(mockConnectAuthEmulator).toHaveBeenCalledWith(mockAuth, AUTH_EMULATOR.origin, {
      disableWarnings: true,
    });

    await expect(firebase.getDb()).resolves.toBe(mockDb);
    expect(mockConnectFirestoreEmulator).toHaveBeenCalledWith(
      mockDb,
      FIRESTORE_EMULATOR.host,
      FIRESTORE_EMULATOR.port,
    );
  });
});

describe('with a configured project', () => {
  it('uses that project and no emulator', async () => {
    const firebase = loadWith(production);
    expect(firebase.usesEmulators()).toBe(false);
    expect(firebase.firebaseConfig()).toEqual({
      apiKey: 'api-key',
      authDomain: 'segara-web.firebaseapp.com',
      projectId: 'segara-web',
      storageBucket: 'segara-web.appspot.com',
      messagingSenderId: '1234',
      appId: '1:1234:web:abcd',
      measurementId: 'G-TEST',
    });
    await firebase.getAuthHandle();
    await firebase.getDb();
    await firebase.getStorageHandle();
    expect(mockInitializeApp).toHaveBeenCalledWith(firebase.firebaseConfig());
    expect(mockConnectAuthEmulator).not.toHaveBeenCalled();
    expect(mockConnectFirestoreEmulator).not.toHaveBeenCalled();
    expect(mockGetStorage).toHaveBeenCalledWith(mockApp);
  });

  it("uses the emulators anyway when REACT_APP_USE_EMULATORS is 'true'", async () => {
    const firebase = loadWith({ ...production, REACT_APP_USE_EMULATORS: 'true' });
    expect(firebase.usesEmulators()).toBe(true);
    expect(firebase.firebaseConfig().projectId).toBe('demo-segara');
    await firebase.getAuthHandle();
    expect(mockConnectAuthEmulator).toHaveBeenCalledTimes(1);
  });

  it('leaves unset variables out of the configuration', () => {
    const firebase = loadWith({ REACT_APP_FIREBASE_PROJECT_ID: 'segara-web' });
    expect(firebase.firebaseConfig()).toEqual({ projectId: 'segara-web' });
  });

  it('creates each handle once', async () => {
    const firebase = loadWith(production);
    const [a, b] = await Promise.all([firebase.getAuthHandle(), firebase.getAuthHandle()]);
    expect(a).toBe(b);
    await firebase.getDb();
    await firebase.getDb();
    await firebase.getStorageHandle();
    expect(mockInitializeApp).toHaveBeenCalledTimes(1);
    expect(mockInitializeAuth).toHaveBeenCalledTimes(1);
    expect(mockGetFirestore).toHaveBeenCalledTimes(1);
  });

  it('tries a failed start again on the next call, then keeps the handle', async () => {
    const firebase = loadWith(production);
    mockInitializeAuth.mockImplementationOnce(() => {
      throw new Error('auth/network-request-failed');
    });
    await expect(firebase.getAuthHandle()).rejects.toThrow('auth/network-request-failed');
    await expect(firebase.getAuthHandle()).resolves.toBe(mockAuth);
    await firebase.getAuthHandle();
    expect(mockInitializeAuth).toHaveBeenCalledTimes(2);
    // The app started the first time and is kept: only Auth's own start was retried.
    expect(mockInitializeApp).toHaveBeenCalledTimes(1);
  });

  it('loads no SDK until a handle is asked for', () => {
    loadWith(production);
    expect(mockInitializeApp).not.toHaveBeenCalled();
  });
});

describe('App Check', () => {
  const SITE_KEY = { REACT_APP_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' };

  it('is not started without a site key', async () => {
    const firebase = loadWith(production);
    expect(firebase.appCheckSiteKey()).toBeUndefined();
    await expect(firebase.startAppCheck()).resolves.toBe(false);
    await firebase.getDb();
    expect(mockInitializeAppCheck).not.toHaveBeenCalled();
  });

  it('is not started on the emulators, even with a site key', async () => {
    for (const vars of [
      SITE_KEY,
      { ...production, ...SITE_KEY, REACT_APP_USE_EMULATORS: 'true' },
    ]) {
      const firebase = loadWith(vars);
      expect(firebase.appCheckSiteKey()).toBeUndefined();
      await firebase.getDb();
      await expect(firebase.startAppCheck()).resolves.toBe(false);
    }
    expect(mockInitializeAppCheck).not.toHaveBeenCalled();
  });

  it('starts once with reCAPTCHA Enterprise before Firestore, when configured', async () => {
    const firebase = loadWith({ ...production, ...SITE_KEY });
    expect(mockInitializeAppCheck).not.toHaveBeenCalled();
    await firebase.getDb();
    await firebase.getDb();
    expect(mockInitializeAppCheck).toHaveBeenCalledTimes(1);
    expect(mockInitializeAppCheck).toHaveBeenCalledWith(mockApp, {
      provider: { siteKey: 'site-key' },
      isTokenAutoRefreshEnabled: true,
    });
    expect(mockRecaptchaProvider).toHaveBeenCalledWith('site-key');
    const [appCheckAt] = mockInitializeAppCheck.mock.invocationCallOrder;
    const [firestoreAt] = mockGetFirestore.mock.invocationCallOrder;
    expect(appCheckAt).toBeLessThan(firestoreAt ?? 0);
  });

  it('is not started by Auth alone', async () => {
    const firebase = loadWith({ ...production, ...SITE_KEY });
    await firebase.getAuthHandle();
    expect(mockInitializeAppCheck).not.toHaveBeenCalled();
  });
});

describe('a stored session, read without the SDK', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("is read under Auth's own key for the configured API key, and loads no SDK", () => {
    const firebase = loadWith(production);
    expect(firebase.storedSessionKey()).toBe('firebase:authUser:api-key:[DEFAULT]');
    expect(firebase.mayHoldSession()).toBe(false);
    localStorage.setItem('firebase:authUser:api-key:[DEFAULT]', '{"uid":"uid-1"}');
    expect(firebase.mayHoldSession()).toBe(true);
    // Another project's session is not this one's.
    localStorage.clear();
    localStorage.setItem('firebase:authUser:other-key:[DEFAULT]', '{"uid":"uid-1"}');
    expect(firebase.mayHoldSession()).toBe(false);
    expect(mockInitializeApp).not.toHaveBeenCalled();
  });

  it('counts blocked storage as a possible session (the SDK then decides)', () => {
    const firebase = loadWith({});
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(firebase.mayHoldSession()).toBe(true);
  });
});
