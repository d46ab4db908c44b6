// Firebase Auth error codes → the message keys under `auth.errors` (both languages). Sign-in
// failures never say whether the email or the password was wrong.

/** The `code` of a FirebaseError (or anything shaped like one), else undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const MESSAGE_KEYS: Record<string, string> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'wrongCredentials',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'disabled',
  'auth/expired-action-code': 'expiredCode',
  'auth/invalid-action-code': 'invalidCode',
  'auth/weak-password': 'weakPassword',
  'auth/requires-recent-login': 'recentLogin',
};

/** `auth.errors.<key>` for `error`; unknown codes get the generic message. */
export function authErrorKey(error: unknown): string {
  return `auth.errors.${MESSAGE_KEYS[errorCode(error) ?? ''] ?? 'generic'}`;
}

/** After re-authentication, a wrong current password has its own message. */
export function reauthErrorKey(error: unknown): string {
  const key = authErrorKey(error);
  return key === 'auth.errors.wrongCredentials' ? 'auth.errors.wrongCurrentPassword' : key;
}
