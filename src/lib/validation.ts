// Field checks shared by the login, password-reset and contact forms. The email pattern is the
// one firestore.rules applies to contact messages, so the form never sends what the rules refuse.
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * One character that is not blank. Blank: Unicode White_Space (tab to carriage return, NEL,
 * every space separator such as NBSP U+00A0 and the ideographic space U+3000, the line and
 * paragraph separators) and the invisible format characters U+180E, U+200B-U+200D, U+2060
 * and U+FEFF. firestore.rules' isValidText uses the same class (docs/product.md#the-contact-form).
 */
const NOT_BLANK = /[^\t-\r\u0085\p{Z}\u180E\u200B-\u200D\u2060\uFEFF]/u;

/** True for text with something besides blank characters (see NOT_BLANK). */
export function isFilled(value: string): boolean {
  return NOT_BLANK.test(value);
}
