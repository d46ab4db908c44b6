// The only module of the auth feature that talks to Firebase (docs/product.md#calls-to-firebase-and-translations): the auth-state
// subscription, the `users/{uid}` role read, sign-in and sign-out, the email action codes
// (password reset, email verification and recovery) and the preferred-language read. The account
// settings' own calls are in features/account/accountService.ts.
// Everything it returns is plain data; errors keep Firebase's `code` (see lib/authErrors.ts).
import {
  getAuthHandle,
  getDb,
  loadAuthSdk,
  loadFirestoreLite,
  USERS_COLLECTION,
} from '../../lib/firebase';
import { isLanguage, type Language } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { isAccountStateError } from '../../lib/authErrors';
import { DEFAULT_ROLE, toAccountFields, type AccountFields } from '../../lib/authSlice';

/**
 * Reports the current account (or `null`) now and on every change; resolves to unsubscribe.
 * An anonymous account (the contact form's, docs/product.md#the-contact-form) is reported as
 * `null`: it is never a logged-in user, has no Logout and no role to read.
 */
export async function subscribeToAuth(
  onChange: (account: AccountFields | null) => void,
): Promise<() => void> {
  const auth = await getAuthHandle();
  return auth.onAuthStateChanged((user) =>
    onChange(user && !user.isAnonymous ? toAccountFields(user) : null),
  );
}

/**
 * The role in `users/{uid}`: `undefined` when the document does not exist, `null` when it
 * exists without a `role` field, else the field. A `role` that is not a string (a data error)
 * fails closed as `DEFAULT_ROLE`, so it can never pass as "no role field". Once `signal` is
 * aborted (a sign-out began) it rejects without sending the read.
 */
export async function readRole(
  uid: string,
  signal?: AbortSignal,
): Promise<string | null | undefined> {
  const [db, { doc, getDoc }] = await Promise.all([getDb(), loadFirestoreLite()]);
  signal?.throwIfAborted();
  const snapshot = await getDoc(doc(db, USERS_COLLECTION, uid));
  if (!snapshot.exists()) return undefined;
  const role: unknown = snapshot.get('role');
  if (role === undefined) return null;
  if (typeof role === 'string') return role;
  console.warn(`users/${uid} has a role that is not a string; using '${DEFAULT_ROLE}'.`);
  return DEFAULT_ROLE;
}

/**
 * How the current session of `uid` signed in: the ID token's `firebase.sign_in_provider`
 * (`password`, `anonymous`, `custom`...), or `null` when `uid` is no longer signed in.
 */
export async function readSignInProvider(uid: string): Promise<string | null> {
  const auth = await getAuthHandle();
  const user = auth.currentUser;
  if (user?.uid !== uid) return null;
  return (await user.getIdTokenResult()).signInProvider;
}

export async function signOutCurrentUser(): Promise<void> {
  const auth = await getAuthHandle();
  await auth.signOut();
}

/** Signs in with email and password; the auth listener then reports the account. */
export async function signIn(email: string, password: string): Promise<AccountFields> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    getAuthHandle(),
    loadAuthSdk(),
  ]);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return toAccountFields(credential.user);
}

/**
 * Sends the password-reset email in `language`, with a link back to the login page. An
 * unknown or disabled address resolves like a known one, so the answer never reveals which exist.
 */
export async function sendPasswordReset(email: string, language: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([getAuthHandle(), loadAuthSdk()]);
  auth.languageCode = language;
  try {
    await sendPasswordResetEmail(auth, email, {
      url: `${window.location.origin}${paths.auth.login}`,
    });
  } catch (error) {
    if (!isAccountStateError(error)) throw error;
  }
}

/** The email a reset code belongs to; rejects for an expired, used or invalid code. */
export async function verifyResetCode(code: string): Promise<string> {
  const [auth, { verifyPasswordResetCode }] = await Promise.all([getAuthHandle(), loadAuthSdk()]);
  return verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  const [auth, { confirmPasswordReset }] = await Promise.all([getAuthHandle(), loadAuthSdk()]);
  await confirmPasswordReset(auth, code, newPassword);
}

/** Applies a verifyEmail code. */
export async function verifyEmail(code: string): Promise<void> {
  const [auth, { applyActionCode }] = await Promise.all([getAuthHandle(), loadAuthSdk()]);
  await applyActionCode(auth, code);
}

/** Applies a recoverEmail code; resolves to the address the account is back on. */
export async function recoverEmail(code: string): Promise<string | null> {
  const [auth, { applyActionCode, checkActionCode }] = await Promise.all([
    getAuthHandle(),
    loadAuthSdk(),
  ]);
  const info = await checkActionCode(auth, code);
  await applyActionCode(auth, code);
  return info.data.email ?? null;
}

/** The `language` field of `users/{uid}`, when it is one the site speaks. */
export async function readPreferredLanguage(uid: string): Promise<Language | undefined> {
  const [db, { doc, getDoc }] = await Promise.all([getDb(), loadFirestoreLite()]);
  const snapshot = await getDoc(doc(db, USERS_COLLECTION, uid));
  const language: unknown = snapshot.exists() ? snapshot.get('language') : undefined;
  return isLanguage(language) ? language : undefined;
}
