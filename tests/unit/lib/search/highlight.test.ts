// Marking a result's matching words (src/lib/search/highlight.ts): stems, prefixes and typos.
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { markMatches, queryStems, snippetText } from '../../../../src/lib/search/highlight';

const marked = (text: string, query: string) =>
  markMatches(text, queryStems(query, indonesian), indonesian)
    .filter((part) => part.match)
    .map((part) => part.text);

test("words sharing the query word's root are marked, whatever their affixes", () => {
  expect(marked('Pemasangan printer: cara memasang dan yang sudah dipasang.', 'pasang')).toEqual([
    'Pemasangan',
    'memasang',
    'dipasang',
  ]);
});

test('a one-letter typo marks the word it meant; unrelated words stay plain', () => {
  expect(marked('Printer struk Bluetooth', 'printr')).toEqual(['Printer']);
  expect(marked('Kasir warung', 'printer')).toEqual([]);
});

test('the text is kept whole around the marks', () => {
  const parts = markMatches('a pasang b', ['pasang'], indonesian);
  expect(parts.map((part) => part.text).join('')).toBe('a pasang b');
});

test('the snippet is the summary when it matches, else the body around the first match', () => {
  const body = `${'kata '.repeat(100)}cara memasang printer ${'lagi '.repeat(100)}`;
  expect(snippetText('Memasang printer.', body, ['pasang'], indonesian)).toBe('Memasang printer.');
  const snippet = snippetText('Ringkasan.', body, ['pasang'], indonesian);
  expect(snippet).toMatch(/^… .*memasang printer.* …$/);
  expect(snippet.length).toBeLessThan(180);
});
