// A fake of the Firebase handles that src/lib/firebase.ts hands out, for the service tests
// (Firebase is mocked at that module only). The test file itself calls
// `jest.mock('<path>/src/lib/firebase')`, which jest hoists above this module's import, and
// `useFakeFirebase()` at its top level.
import { getAuthHandle, getDb, loadAuthSdk, loadFirestoreLite } from '../../src/lib/firebase';

export const db = { kind: 'firestore' };
export const currentUser = {
  uid: 'uid-1',
  email: 'a@segara.test',
  displayName: 'A',
  emailVerified: true,
  photoURL: null,
};
export const auth = {
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(),
  authStateReady: jest.fn(() => Promise.resolve()),
  currentUser: currentUser as typeof currentUser | null,
  languageCode: null as string | null,
};
export const sdk = {
  signInWithEmailAndPassword: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
  checkActionCode: jest.fn(),
  applyActionCode: jest.fn(),
  updateProfile: jest.fn(),
  reauthenticateWithCredential: jest.fn(),
  updatePassword: jest.fn(),
  EmailAuthProvider: {
    credential: jest.fn((email: string, password: string) => ({ email, password })),
  },
};
export const updateDoc = jest.fn();
export const serverTimestamp = jest.fn(() => 'SERVER_TIME');
export const doc = jest.fn((_db: unknown, ...segments: string[]) => ({
  path: segments.join('/'),
}));
export const getDoc = jest.fn();

/** A Firestore document snapshot holding `data`, or a missing document. */
export function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, get: (field: string) => data?.[field] };
}

/** Before each test: fresh mocks, and the handles above behind src/lib/firebase.ts. */
export function useFakeFirebase() {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(getAuthHandle).mockResolvedValue(auth as never);
    jest.mocked(getDb).mockResolvedValue(db as never);
    jest
      .mocked(loadFirestoreLite)
      .mockResolvedValue({ doc, getDoc, updateDoc, serverTimestamp } as never);
    jest.mocked(loadAuthSdk).mockResolvedValue(sdk as never);
    auth.currentUser = currentUser;
  });
}
