// Field checks shared by the login, password-reset and contact forms. The email pattern is the
// one firestore.rules applies to contact messages, so the form never sends what the rules refuse.
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** True for text with something besides whitespace. */
export function isFilled(value: string): boolean {
  return value.trim().length > 0;
}
