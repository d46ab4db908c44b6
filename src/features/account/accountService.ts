// The account settings' calls to Firebase (docs/product.md#calls-to-firebase-and-translations): the
// signed-in admin's display name, password and preferred language. Errors keep Firebase's `code`
// (lib/authErrors.ts turns them into messages).
import type { User } from 'firebase/auth';
import { toAccountFields, type AccountFields } from '../../lib/authSlice';
import {
  getAuthHandle,
  getDb,
  loadAuthSdk,
  loadFirestoreLite,
  USERS_COLLECTION,
} from '../../lib/firebase';
import type { Language } from '../../lib/i18n';

/** The signed-in Firebase user, or an error with Firebase's code for "no user". */
async function currentUser(): Promise<User> {
  const auth = await getAuthHandle();
  await auth.authStateReady();
  if (!auth.currentUser)
    throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

/** Sets the display name on the account and, for a profile that exists, on `users/{uid}`. */
export async function updateDisplayName(displayName: string): Promise<AccountFields> {
  const [user, { updateProfile }] = await Promise.all([currentUser(), loadAuthSdk()]);
  await updateProfile(user, { displayName });
  await updateOwnProfile(user.uid, { displayName });
  return toAccountFields(user);
}

/** Re-authenticates with the current password, then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const [user, sdk] = await Promise.all([currentUser(), loadAuthSdk()]);
  const credential = sdk.EmailAuthProvider.credential(user.email ?? '', currentPassword);
  await sdk.reauthenticateWithCredential(user, credential);
  await sdk.updatePassword(user, newPassword);
}

export async function savePreferredLanguage(language: Language): Promise<void> {
  const user = await currentUser();
  await updateOwnProfile(user.uid, { language });
}

/** Merges fields into the signed-in admin's own profile (rules: admins only; server time). */
async function updateOwnProfile(uid: string, fields: Record<string, string>): Promise<void> {
  const [db, { doc, getDoc, serverTimestamp, updateDoc }] = await Promise.all([
    getDb(),
    loadFirestoreLite(),
  ]);
  const ref = doc(db, USERS_COLLECTION, uid);
  if (!(await getDoc(ref)).exists()) return;
  await updateDoc(ref, { ...fields, updatedAt: serverTimestamp() });
}
