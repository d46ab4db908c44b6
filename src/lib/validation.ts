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
 * and U+FEFF. The login, password-reset and settings forms ask this much; the contact form asks
 * for more (hasVisibleLetterOrDigit).
 */
const NOT_BLANK = /[^\t-\r\u0085\p{Z}\u180E\u200B-\u200D\u2060\uFEFF]/u;

/** True for text with something besides blank characters (see NOT_BLANK). */
export function isFilled(value: string): boolean {
  return NOT_BLANK.test(value);
}

/**
 * A letter or digit that shows: Unicode \p{L} or \p{N}, except the default-ignorable ones
 * (Default_Ignorable_Code_Point), which fonts draw as nothing: the Hangul fillers U+115F, U+1160,
 * U+3164 and U+FFA0 are letters (Lo) yet invisible. Format and bidirectional marks (U+00AD,
 * U+200E, U+202E, ...), blank symbols (Braille blank U+2800), lone combining marks, emoji and
 * punctuation are no letters or digits at all. firestore.rules hasVisibleLetterOrDigit lists
 * the default-ignorable letters by hand (its RE2 has no such property); a unit test derives the
 * list from Unicode and checks that both agree on every code point
 * (tests/unit/lib/validation.test.ts).
 */
const VISIBLE_LETTER_OR_DIGIT = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

/** True for text with at least one visible letter or digit (docs/product.md#the-contact-form). */
export function hasVisibleLetterOrDigit(value: string): boolean {
  return VISIBLE_LETTER_OR_DIGIT.test(value);
}
