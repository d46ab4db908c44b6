// The Firebase-facing auth service, with Firebase mocked at src/lib/firebase.ts only.
import {
  readRole,
  signOutCurrentUser,
  subscribeToAuth,
} from '../../../../src/features/auth/authService';
import { getAuthHandle, getDb, loadFirestoreLite } from '../../../../src/lib/firebase';

jest.mock('../../../../src/lib/firebase');

const db = { kind: 'firestore' };
const auth = { onAuthStateChanged: jest.fn(), signOut: jest.fn() };
const doc = jest.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }));
const getDoc = jest.fn();

function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, get: (field: string) => data?.[field] };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAuthHandle).mockResolvedValue(auth as never);
  jest.mocked(getDb).mockResolvedValue(db as never);
  jest.mocked(loadFirestoreLite).mockResolvedValue({ doc, getDoc } as never);
});

describe('subscribeToAuth', () => {
  it('reports plain account fields, or null, and resolves to the unsubscribe function', async () => {
    const unsubscribe = jest.fn();
    auth.onAuthStateChanged.mockReturnValue(unsubscribe);
    const onChange = jest.fn();
    await expect(subscribeToAuth(onChange)).resolves.toBe(unsubscribe);

    const listener = auth.onAuthStateChanged.mock.calls[0][0] as (user: unknown) => void;
    listener({
      uid: 'uid-1',
      email: 'a@segara.test',
      displayName: 'A',
      emailVerified: true,
      photoURL: null,
      getIdToken: () => Promise.resolve('token'),
    });
    listener(null);
    expect(onChange).toHaveBeenNthCalledWith(1, {
      uid: 'uid-1',
      email: 'a@segara.test',
      displayName: 'A',
      emailVerified: true,
      photoURL: null,
    });
    expect(onChange).toHaveBeenNthCalledWith(2, null);
  });
});

describe('readRole', () => {
  it.each<[string, Record<string, unknown> | undefined, string | null | undefined]>([
    ['the role field', { role: 'Admin' }, 'Admin'],
    ['undefined when the document does not exist', undefined, undefined],
    ['null when the document has no role field', { name: 'Staf' }, null],
    ["'user' when the role is not a string", { role: 42 }, 'user'],
  ])('returns %s', async (_name, data, expected) => {
    getDoc.mockResolvedValue(snapshot(data));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readRole('uid-1')).resolves.toBe(expected);
    expect(doc).toHaveBeenCalledWith(db, 'users', 'uid-1');
    expect(getDoc).toHaveBeenCalledWith({ path: 'users/uid-1' });
    warned.mockRestore();
  });
});

describe('signOutCurrentUser', () => {
  it('signs out of Firebase Auth', async () => {
    auth.signOut.mockResolvedValue(undefined);
    await signOutCurrentUser();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('passes a failure on', async () => {
    const error = new Error('network');
    auth.signOut.mockRejectedValue(error);
    await expect(signOutCurrentUser()).rejects.toBe(error);
  });
});
