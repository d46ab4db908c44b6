// The only module of the auth feature that talks to Firebase (SPEC §7): the auth-state
// subscription, the `users/{uid}` role read and sign-out. Everything it returns is plain data.
import type { User } from 'firebase/auth';
import { getAuthHandle, getDb, loadFirestoreLite } from '../../lib/firebase';
import { DEFAULT_ROLE, type AccountFields } from './authSlice';

/** The profile documents keyed by uid whose `role` field grants access (SPEC §3). */
export const USERS_COLLECTION = 'users';

export function toAccountFields(user: User): AccountFields {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
  };
}

/** Reports the current account (or `null`) now and on every change; resolves to unsubscribe. */
export async function subscribeToAuth(
  onChange: (account: AccountFields | null) => void,
): Promise<() => void> {
  const auth = await getAuthHandle();
  return auth.onAuthStateChanged((user) => onChange(user ? toAccountFields(user) : null));
}

/**
 * The role in `users/{uid}`: `undefined` when the document does not exist, `null` when it
 * exists without a `role` field, else the field. A `role` that is not a string (a data error)
 * fails closed as `DEFAULT_ROLE`, so it can never pass as "no role field".
 */
export async function readRole(uid: string): Promise<string | null | undefined> {
  const [db, { doc, getDoc }] = await Promise.all([getDb(), loadFirestoreLite()]);
  const snapshot = await getDoc(doc(db, USERS_COLLECTION, uid));
  if (!snapshot.exists()) return undefined;
  const role: unknown = snapshot.get('role');
  if (role === undefined) return null;
  if (typeof role === 'string') return role;
  console.warn(`users/${uid} has a role that is not a string; using '${DEFAULT_ROLE}'.`);
  return DEFAULT_ROLE;
}

export async function signOutCurrentUser(): Promise<void> {
  const auth = await getAuthHandle();
  await auth.signOut();
}
