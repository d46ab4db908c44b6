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
