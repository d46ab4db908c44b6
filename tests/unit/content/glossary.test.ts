// Indonesian copy follows docs/glossary.md: the banned terms below never appear in it.
import { clients } from '../../../src/content/clients';
import { products } from '../../../src/content/products';
import { copyCorpus } from './copyCorpus';

/** A banned term and the word docs/glossary.md puts in its place. */
const BANNED: [RegExp, string][] = [
  [/\bvillas?\b/i, 'vila'],
  [/\bback-?ups?\b/i, 'cadangan'],
  [/\bremote\b/i, 'jarak jauh'],
  [/\b(?:aku|saya)\b(?= (?:dan tim|tim kami))/i, 'kami'],
];

/** Names the glossary does not touch: "Umah Sawah Villas" keeps its spelling. */
const properNames = [...clients, ...products].map((named) => named.name);

/** Code, links and proper names may keep the English word. */
const stripCode = (text: string) =>
  properNames
    .reduce((clean, name) => clean.split(name).join(''), text)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^(?:id|tags|cover|slug):.*$/gm, '');

/** A slug, an anchor or an enum value ("backup-pemulihan", "remote"): an identifier, not copy. */
const isIdentifier = (text: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

export function bannedTerms(text: string): string[] {
  if (isIdentifier(text)) return [];
  const clean = stripCode(text);
  return BANNED.filter(([term]) => term.test(clean)).map(
    ([term, instead]) => `${clean.match(term)![0]} → ${instead}`,
  );
}

describe('the glossary', () => {
  it('flags a banned term (control)', () => {
    expect(bannedTerms('Sewa villa dengan backup harian')).toEqual([
      'villa → vila',
      'backup → cadangan',
    ]);
    expect(bannedTerms('Kami menyimpan cadangan untuk vila Anda')).toEqual([]);
    expect(bannedTerms('Umah Sawah Villas mengelola sembilan vila')).toEqual([]);
  });

  it('is followed by every Indonesian page, post and translation', () => {
    const problems = copyCorpus()
      .filter((copy) => copy.lang === 'id')
      .flatMap((copy) => bannedTerms(copy.text).map((problem) => `${copy.source}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
