// The account settings' Firebase calls, with Firebase mocked at src/lib/firebase.ts only.
import { changePassword, updateDisplayName } from '../../../../src/features/account/accountService';
import { getAuthHandle, getDb, loadAuthSdk, loadFirestoreLite } from '../../../../src/lib/firebase';

jest.mock('../../../../src/lib/firebase');

const db = { kind: 'firestore' };
const currentUser = {
  uid: 'uid-1',
  email: 'a@segara.test',
  displayName: 'A',
  emailVerified: true,
  photoURL: null,
};
const auth = {
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(),
  authStateReady: jest.fn(() => Promise.resolve()),
  currentUser: currentUser as typeof currentUser | null,
  languageCode: null as string | null,
};
const sdk = {
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
const updateDoc = jest.fn();
const serverTimestamp = jest.fn(() => 'SERVER_TIME');
const doc = jest.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }));
const getDoc = jest.fn();

function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, get: (field: string) => data?.[field] };
}

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

describe('account settings', () => {
  it('re-authenticates with the current password before setting the new one', async () => {
    const order: string[] = [];
    sdk.reauthenticateWithCredential.mockImplementation(() => order.push('reauth'));
    sdk.updatePassword.mockImplementation(() => order.push('update'));
    await changePassword('Lama#2026', 'Baru#2026');
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('a@segara.test', 'Lama#2026');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(currentUser, {
      email: 'a@segara.test',
      password: 'Lama#2026',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(currentUser, 'Baru#2026');
    expect(order).toEqual(['reauth', 'update']);
  });

  it('does not set a new password when re-authentication fails', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue({ code: 'auth/invalid-credential' });
    await expect(changePassword('Salah', 'Baru#2026')).rejects.toEqual({
      code: 'auth/invalid-credential',
    });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('sets the display name on the account and on an existing profile, with server time', async () => {
    getDoc.mockResolvedValue(snapshot({ role: 'Admin' }));
    await updateDisplayName('Made');
    expect(sdk.updateProfile).toHaveBeenCalledWith(currentUser, { displayName: 'Made' });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'users/uid-1' },
      { displayName: 'Made', updatedAt: 'SERVER_TIME' },
    );
  });

  it('writes no profile for an account that has none', async () => {
    getDoc.mockResolvedValue(snapshot(undefined));
    await updateDisplayName('Made');
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('fails with a code when nobody is signed in', async () => {
    auth.currentUser = null;
    await expect(updateDisplayName('Made')).rejects.toMatchObject({ code: 'auth/no-current-user' });
  });
});
