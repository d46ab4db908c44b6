import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasVisibleLetterOrDigit, isFilled } from '../../../src/lib/validation';
import { FILLED_SAMPLES, NO_VISIBLE_LETTER, UNICODE_BLANKS, VISIBLE_TEXT } from '../unicodeBlanks';

describe('isFilled', () => {
  it.each(UNICODE_BLANKS)('refuses text made only of %s and spaces', (_label, blank) => {
    expect(isFilled(blank)).toBe(false);
    expect(isFilled(` ${blank}${blank} `)).toBe(false);
  });

  it('refuses empty text and every blank at once', () => {
    expect(isFilled('')).toBe(false);
    expect(isFilled(UNICODE_BLANKS.map(([, blank]) => blank).join(' '))).toBe(false);
  });

  it.each(FILLED_SAMPLES)('accepts %s', (_label, text) => {
    expect(isFilled(text)).toBe(true);
  });
});

describe('hasVisibleLetterOrDigit', () => {
  it.each([...UNICODE_BLANKS, ...NO_VISIBLE_LETTER])('refuses %s', (_label, text) => {
    expect(hasVisibleLetterOrDigit(text)).toBe(false);
    expect(hasVisibleLetterOrDigit(` ${text}\n${text} `)).toBe(false);
  });

  it.each(VISIBLE_TEXT)('accepts %s', (_label, text) => {
    expect(hasVisibleLetterOrDigit(text)).toBe(true);
  });
});

/** Every code point, as a one-character string (lone surrogates left out). */
function* codePoints() {
  for (let code = 0; code <= 0x10ffff; code += 1) {
    if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code);
  }
}

describe("firestore.rules' hasVisibleLetterOrDigit", () => {
  const rules = readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8');
  const pattern =
    /function hasVisibleLetterOrDigit\(value\) \{\s*return value\.matches\('(.+)'\);/.exec(
      rules,
    )?.[1];

  it('lists exactly the letters and digits that Unicode makes default-ignorable', () => {
    // RE2 has no Default_Ignorable_Code_Point, so the rule names them; derived here from Unicode.
    const ignorable = /\p{Default_Ignorable_Code_Point}/u;
    const letterOrDigit = /[\p{L}\p{N}]/u;
    const expected = [...codePoints()]
      .filter((char) => ignorable.test(char) && letterOrDigit.test(char))
      .map((char) => char.codePointAt(0)!.toString(16).toUpperCase());
    expect(expected).toEqual(expect.arrayContaining(['115F', '1160', '3164', 'FFA0']));
    const classes = [...(pattern ?? '').matchAll(/\[\^\\\\P\{[LN]\}((?:\\\\x\{[0-9A-F]+\})+)\]/g)];
    expect(classes).toHaveLength(2);
    for (const [, listed] of classes) {
      expect([...listed!.matchAll(/\{([0-9A-F]+)\}/g)].map(([, hex]) => hex)).toEqual(expected);
    }
  });

  it('agrees with the form on every code point', () => {
    // The rule's RE2 pattern in JavaScript's syntax: \x{…} is \u{…}; (?s) is the `s` flag.
    const source = (pattern ?? '')
      .replaceAll('\\\\', '\\')
      .replaceAll('\\x{', '\\u{')
      .replace('(?s)', '');
    const rule = new RegExp(`^(?:${source})$`, 'su');
    const disagree = [...codePoints()].filter(
      (char) => rule.test(`a${char}`) !== true || rule.test(char) !== hasVisibleLetterOrDigit(char),
    );
    expect(disagree).toEqual([]);
  });
});
