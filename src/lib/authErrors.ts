// Firebase Auth error codes → the message keys under `auth.errors` (both languages). No message
// reveals whether an account exists or what state it is in (docs/product.md#sign-in-states-and-the-guard).

/** The `code` of a FirebaseError (or anything shaped like one), else undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Codes that tell something about an account: that it exists, is disabled, belongs to someone
 * else, or which of email and password was wrong. They all read like a wrong password. (An
 * expired session of a signed-in user tells a stranger nothing: it keeps the generic message.)
 */
const ACCOUNT_STATE_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/user-mismatch',
  'auth/unverified-email',
  'auth/email-already-in-use',
  'auth/credential-already-in-use',
  'auth/account-exists-with-different-credential',
]);

const MESSAGE_KEYS: Record<string, string> = {
  // Input, not account state: the forms check addresses before sending them.
  'auth/invalid-email': 'wrongCredentials',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'network',
  'auth/expired-action-code': 'expiredCode',
  'auth/invalid-action-code': 'invalidCode',
  'auth/weak-password': 'weakPassword',
  'auth/requires-recent-login': 'recentLogin',
};

/** The message keys an account-state code may read as, depending on the form. */
type AccountStateKey = 'wrongCredentials' | 'wrongCurrentPassword' | 'invalidCode';

/** True when `error` has one of the account-state codes above. */
export function isAccountStateError(error: unknown): boolean {
  return ACCOUNT_STATE_CODES.has(errorCode(error) ?? '');
}

/**
 * `auth.errors.<key>` for `error`: an account-state code gives `accountStateKey` (by default
 * the wrong-email-or-password message), unknown codes the generic message.
 */
export function authErrorKey(
  error: unknown,
  accountStateKey: AccountStateKey = 'wrongCredentials',
): string {
  if (isAccountStateError(error)) return `auth.errors.${accountStateKey}`;
  return `auth.errors.${MESSAGE_KEYS[errorCode(error) ?? ''] ?? 'generic'}`;
}

/** After re-authentication, every account-state code says the current password is wrong. */
export function reauthErrorKey(error: unknown): string {
  return authErrorKey(error, 'wrongCurrentPassword');
}

/** An email action link (reset, verify, recover): an account-state code reads as a bad link. */
export function actionCodeErrorKey(error: unknown): string {
  return authErrorKey(error, 'invalidCode');
}
