// The account settings' Firebase calls, with Firebase mocked at src/lib/firebase.ts only.
import { changePassword, updateDisplayName } from '../../../../src/features/account/accountService';
import {
  auth,
  currentUser,
  getDoc,
  sdk,
  snapshot,
  updateDoc,
  useFakeFirebase,
} from '../../fakeFirebase';

jest.mock('../../../../src/lib/firebase');

useFakeFirebase();

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
