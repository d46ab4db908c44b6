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
/** `doc(collectionRef)` gets the id `auto-1`, `auto-2`... (reset before each test). */
let autoIds = 0;
export const doc = jest.fn((parent: unknown, ...segments: string[]) => {
  if (segments.length > 0) return { path: segments.join('/') };
  autoIds += 1;
  return { path: `${(parent as { path: string }).path}/auto-${autoIds}`, id: `auto-${autoIds}` };
});
export const getDoc = jest.fn();

// Queries: a query is its collection's path plus the constraints given, in order.
export const collection = jest.fn((_db: unknown, ...segments: string[]) => ({
  path: segments.join('/'),
  constraints: [] as unknown[],
}));
export const query = jest.fn(
  (ref: { path: string; constraints: unknown[] }, ...constraints: unknown[]) => ({
    path: ref.path,
    constraints: [...ref.constraints, ...constraints],
  }),
);
export const orderBy = jest.fn((field: unknown, direction = 'asc') => ({
  orderBy: [field, direction],
}));
export const limit = jest.fn((count: number) => ({ limit: count }));
export const startAfter = jest.fn((value: unknown) => ({ startAfter: value }));
export const documentId = jest.fn(() => '__name__');
export const getDocs = jest.fn();

/** A query snapshot of documents `{ id, ...fields }`. */
export function querySnapshot(documents: ({ id: string } & Record<string, unknown>)[]) {
  return {
    docs: documents.map(({ id, ...data }) => ({
      id,
      data: () => data,
      get: (field: string) => data[field],
    })),
  };
}

/** The batch that `writeBatch` hands out; `commit` resolves unless a test says otherwise. */
export const batch = { set: jest.fn(), update: jest.fn(), commit: jest.fn() };
export const writeBatch = jest.fn(() => batch);

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
    autoIds = 0;
    batch.commit.mockResolvedValue(undefined);
    jest.mocked(loadFirestoreLite).mockResolvedValue({
      doc,
      getDoc,
      updateDoc,
      serverTimestamp,
      collection,
      query,
      orderBy,
      limit,
      startAfter,
      documentId,
      getDocs,
      writeBatch,
    } as never);
    jest.mocked(loadAuthSdk).mockResolvedValue(sdk as never);
    auth.currentUser = currentUser;
  });
}
