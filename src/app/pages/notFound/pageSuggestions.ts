// The pages closest to a path that was not found (docs/product.md#the-not-found-page): the typed
// path's words compared with the words of every page's path, allowing a typo per few letters.
import { stripLanguage } from '../../../lib/languagePaths';

/** A page the not-found page may suggest: its Indonesian site path and its title. */
export interface SitePage {
  path: string;
  title: string;
}

/** How alike two words must be (1 = equal) for a match to count. */
const MIN_SIMILARITY = 0.6;
/** What each segment of a page's path that matched nothing costs: `/blog` before `/blog/other`. */
const UNMATCHED_SEGMENT_COST = 0.1;
/** The lowest score a suggestion needs: a single near match of one word. */
const MIN_SCORE = 0.6;

const segmentsOf = (path: string) =>
  path.split(/[?#]/)[0]!.split('/').map(decodeSegment).filter(Boolean);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const wordsOf = (segment: string) => segment.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal words, 0.9 for a prefix of three letters or more, less per letter of difference. */
function similarity(typed: string, word: string): number {
  if (typed === word) return 1;
  if (typed.length >= 3 && word.startsWith(typed)) return 0.9;
  const value = 1 - editDistance(typed, word) / Math.max(typed.length, word.length);
  return value >= MIN_SIMILARITY ? value : 0;
}

/** The best match of `typed` among `candidates`: its score and index (-1: none). */
function bestMatch(candidates: string[], score: (candidate: string) => number) {
  return candidates.reduce(
    (best, candidate, index) => {
      const value = score(candidate);
      return value > best.score ? { score: value, index } : best;
    },
    { score: 0, index: -1 },
  );
}

/**
 * How well a page's path matches the typed segments: each typed segment word by word, against
 * the words of every segment of the path (`qris` in `qris-dinamis-untuk-kasir-warung`,
 * `produk-kasir` in `/produk/kasir-warung`), or as a whole without separators (`semuatim`);
 * higher is closer.
 */
function pathScore(typed: string[], pagePath: string): number {
  const segments = segmentsOf(pagePath);
  const words = segments.flatMap((segment, index) =>
    wordsOf(segment).map((word) => ({ word, index })),
  );
  const matched = new Set<number>();
  let total = 0;
  for (const typedSegment of typed) {
    const typedWords = wordsOf(typedSegment);
    const byWords = typedWords.map((typedWord) =>
      bestMatch(
        words.map(({ word }) => word),
        (word) => similarity(typedWord, word),
      ),
    );
    const wordsScore = byWords.reduce((sum, match) => sum + match.score, 0);
    const whole = bestMatch(segments, (segment) =>
      similarity(typedWords.join(''), wordsOf(segment).join('')),
    );
    if (whole.score > wordsScore) {
      total += whole.score;
      matched.add(whole.index);
    } else {
      total += wordsScore;
      for (const match of byWords) if (match.index >= 0) matched.add(words[match.index]!.index);
    }
  }
  return total - UNMATCHED_SEGMENT_COST * (segments.length - matched.size);
}

/**
 * The pages closest to `typedPath` (with or without `/en`), best first, at most `limit`; none
 * when nothing is close. A tie goes to the shorter path, then to the earlier page of `pages`.
 */
export function suggestPages(typedPath: string, pages: readonly SitePage[], limit = 4): SitePage[] {
  const typed = segmentsOf(stripLanguage(typedPath));
  if (typed.length === 0) return [];
  return pages
    .map((page, order) => ({
      page,
      order,
      score: pathScore(typed, page.path),
      depth: segmentsOf(page.path).length,
    }))
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.depth - b.depth || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.page);
}

/** Words of the typed path's last segment, for the search field: `/blg/qris` → `qris`. */
export function searchGuess(typedPath: string): string {
  const last = segmentsOf(stripLanguage(typedPath)).at(-1) ?? '';
  return wordsOf(last).join(' ');
}
