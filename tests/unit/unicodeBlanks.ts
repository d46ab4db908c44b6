// Characters that are blank in Unicode terms, each of which src/lib/validation.ts isFilled and
// firestore.rules' isValidText must refuse on its own (shared by the unit and rules tests).
export const UNICODE_BLANKS: [label: string, blank: string][] = [
  ['NBSP U+00A0', '\u00A0'],
  ['zero-width space U+200B', '\u200B'],
  ['zero-width non-joiner U+200C', '\u200C'],
  ['zero-width joiner U+200D', '\u200D'],
  ['word joiner U+2060', '\u2060'],
  ['BOM U+FEFF', '\uFEFF'],
  ['ideographic space U+3000', '\u3000'],
  ['em space U+2003', '\u2003'],
  ['narrow NBSP U+202F', '\u202F'],
  ['line separator U+2028', '\u2028'],
  ['Mongolian vowel separator U+180E', '\u180E'],
  ['next line U+0085', '\u0085'],
  ['tabs and newlines', '\t\n\r\u000B\f'],
];

/** Text with blanks around and inside it, which counts as filled. */
export const FILLED_SAMPLES: [label: string, text: string][] = [
  ['text between blanks and newlines', '\u00A0\u200B\nHalo,\n\nboleh minta demo?\u3000'],
  ['a single emoji', '🙂'],
  ['Balinese script', 'ᬲᬸᬲᬸᬦ᭄'],
];

/**
 * Text that is not blank yet shows no letter or digit: invisible letters (the Hangul fillers are
 * category Lo), format and bidirectional marks, blank symbols, lone marks, emoji and punctuation.
 * The contact form's name, subject and message refuse each as a whole (src/lib/validation.ts
 * hasVisibleLetterOrDigit, firestore.rules hasVisibleLetterOrDigit).
 */
export const NO_VISIBLE_LETTER: [label: string, text: string][] = [
  ['Hangul filler U+3164 (a letter, Lo)', '\u3164'],
  ['Hangul choseong filler U+115F (Lo)', '\u115F'],
  ['Hangul jungseong filler U+1160 (Lo)', '\u1160'],
  ['halfwidth Hangul filler U+FFA0 (Lo)', '\uFFA0'],
  ['Braille blank U+2800', '\u2800'],
  ['soft hyphen U+00AD', '\u00AD'],
  ['left-to-right mark U+200E', '\u200E'],
  ['right-to-left mark U+200F', '\u200F'],
  ['right-to-left override U+202E', '\u202E'],
  ['Arabic letter mark U+061C', '\u061C'],
  ['invisible separator U+2063', '\u2063'],
  ['combining grapheme joiner U+034F', '\u034F'],
  ['Khmer inherent vowel U+17B4', '\u17B4'],
  ['variation selector-16 U+FE0F', '\uFE0F'],
  ['tag space U+E0020', '\u{E0020}'],
  ['a combining acute accent alone U+0301', '\u0301'],
  ['fillers and marks together', '\u3164 \u200E\u115F\u00AD\u202E\uFFA0\u2800'],
  ['an emoji alone', '🙂'],
  ['punctuation alone', '...!?'],
];

/** Text with at least one visible letter or digit, which the contact form accepts. */
export const VISIBLE_TEXT: [label: string, text: string][] = [
  ['a Balinese name', 'Ni Luh Putu'],
  ['one Chinese character', '李'],
  ['one accented capital', 'Ñ'],
  ['one digit', '7'],
  ['Balinese script', 'ᬲᬸᬲᬸᬦ᭄'],
  ['Arabic', 'محمد'],
  ['a Devanagari digit', '४'],
  ['a word among invisible characters', '\u3164\u200EWayan\u202E'],
  ['an emoji and a word', '🙂 Halo'],
  ['text between blanks and newlines', '\u00A0\u200B\nHalo,\n\nboleh minta demo?\u3000'],
];
