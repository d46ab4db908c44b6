import { isFilled } from '../../../src/lib/validation';
import { FILLED_SAMPLES, UNICODE_BLANKS } from '../unicodeBlanks';

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
