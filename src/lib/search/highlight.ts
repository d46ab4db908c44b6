// Which words of a result match the query, for its <mark>s (docs/search.md): a word matches
// when its stem begins with a query word's stem (Orama matches prefixes) or is one letter away
// from it (the search's typo tolerance).

export interface TextPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's words, reduced to their stems. */
export function queryStems(query: string, stem: (word: string) => string): string[] {
  return [...query.toLowerCase().matchAll(WORD)].map(([word]) => stem(word));
}

/** True when `a` and `b` differ by at most one insertion, deletion or substitution. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function isMatch(word: string, stems: readonly string[], stem: (w: string) => string) {
  const own = stem(word.toLowerCase());
  return stems.some((q) => own.startsWith(q) || (q.length > 3 && withinOneEdit(own, q)));
}

/** `text` cut into matching words and the rest. */
export function markMatches(
  text: string,
  stems: readonly string[],
  stem: (word: string) => string,
): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0], stems, stem)) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

const SNIPPET_LENGTH = 160;

/**
 * The passage to show under a result: the summary when it matches, else the body around its
 * first match (cut at word boundaries, with ellipses), else the summary or the body's start.
 */
export function snippetText(
  summary: string,
  body: string,
  stems: readonly string[],
  stem: (word: string) => string,
): string {
  const matchAt = (text: string) =>
    [...text.matchAll(WORD)].find((found) => isMatch(found[0], stems, stem))?.index;
  if (summary && matchAt(summary) !== undefined) return summary;
  const at = matchAt(body);
  if (at === undefined) return summary || cut(body, 0);
  return cut(body, Math.max(0, at - SNIPPET_LENGTH / 3));
}

function cut(text: string, from: number): string {
  const start = from === 0 ? 0 : text.indexOf(' ', from) + 1;
  const end = text.lastIndexOf(' ', start + SNIPPET_LENGTH);
  const slice = text.slice(start, end > start ? end : start + SNIPPET_LENGTH);
  return `${start > 0 ? '… ' : ''}${slice}${start + slice.length < text.length ? ' …' : ''}`;
}
