// What a new password must have (reset and change): at least 8 characters with a letter and a
// digit, at most 128 (Firebase's own minimum is 6; we ask a little more).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The `auth.password.*` message key of the first rule `password` breaks, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'auth.password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'auth.password.tooLong';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'auth.password.letterAndDigit';
  return undefined;
}
