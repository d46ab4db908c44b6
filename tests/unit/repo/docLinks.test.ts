/**
 * @jest-environment node
 */
// The repository's own documentation stays reachable: code comments explain a rule themselves or
// link to a section of docs/ — never to the product's outside specification documents, which a
// maintainer cannot open — and every such link points at a file and heading that exist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const README_LIMIT_BYTES = 8192;

/** Tracked files and new ones not ignored, so a link is checked before its commit too. */
const files = [
  ...new Set(
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    }).split('\0'),
  ),
]
  .filter((file) => file && !/\.(png|jpe?g|webp|gif|ico|woff2?|pdf)$/i.test(file))
  .filter((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile())
  .sort();

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * GitHub's anchor for a heading: the text without Markdown marks, lower-cased, punctuation
 * dropped (hyphens and underscores kept), each space a hyphen; a repeated one gets -1, -2, ...
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark && (fence === undefined || fence === fenceMark)) {
      fence = fence === undefined ? fenceMark : undefined;
      continue;
    }
    const heading = fence === undefined ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (!heading) continue;
    const text = heading[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Reference {
  /** Where it was written, `file:line`. */
  at: string;
  /** The repository path it points at. */
  target: string;
  anchor?: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

// Built from parts so this file names no document itself.
const DOCS = 'docs';
/** `docs/<name>.md` or `docs/<name>.md#<anchor>` anywhere: code, comments, config, prose. */
const docsReference = new RegExp(
  `(?<![\\w/.-])(?:\\.\\./)*${DOCS}/([\\w.-]+\\.md)(?:#([\\w-]+))?`,
  'g',
);
/** A Markdown link to another Markdown file, relative to the linking file, or to `#anchor`. */
const markdownLink = /\]\((?!https?:|mailto:)([^)\s#]*\.md)?(?:#([^)\s]+))?\)/g;

function referencesIn(file: string): Reference[] {
  const text = read(file);
  const found: Reference[] = [];
  for (const match of text.matchAll(docsReference)) {
    found.push({
      at: `${file}:${lineOf(text, match.index)}`,
      target: `${DOCS}/${match[1]}`,
      anchor: match[2],
    });
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(markdownLink)) {
      const [, linked, anchor] = match;
      if (!linked && !anchor) continue;
      const target = linked ? path.posix.join(path.posix.dirname(file), linked) : file;
      found.push({ at: `${file}:${lineOf(text, match.index)}`, target, anchor });
    }
  }
  return found;
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let known = anchorsOf.get(file);
  if (!known) {
    known = headingAnchors(read(file));
    anchorsOf.set(file, known);
  }
  return known;
}

/** What is wrong with a reference, or undefined when it resolves. */
function problem({ target, anchor }: Reference): string | undefined {
  if (target.startsWith('..') || !fs.existsSync(path.join(root, target))) return 'no such file';
  if (anchor === undefined) return undefined;
  if (anchors(target).has(anchor)) return undefined;
  return `no heading "#${anchor}" (it has: ${[...anchors(target)].map((a) => `#${a}`).join(' ')})`;
}

describe('headingAnchors', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces to hyphens, repeats numbered', () => {
    const markdown = [
      '# Language: from the build',
      '## Calls to Firebase and translations',
      '## 2. The boot script',
      '## `.env`',
      '## Roles',
      '```',
      '## Not a heading',
      '```',
      '## Roles',
      '### A [link](x.md) inside',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual([
      'language-from-the-build',
      'calls-to-firebase-and-translations',
      '2-the-boot-script',
      'env',
      'roles',
      'roles-1',
      'a-link-inside',
    ]);
  });
});

describe('the repository', () => {
  it('cites no outside specification section', () => {
    // Built from parts so this file does not match itself.
    const citation = new RegExp(
      `\\b(${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})(\\.md)? ?§`,
    );
    const offenders = files.filter((file) => citation.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('links only to docs files and headings that exist', () => {
    const references = files.flatMap(referencesIn);
    // The check itself must see the links the code is full of.
    expect(references.length).toBeGreaterThan(50);
    const offenders = references.flatMap((reference) => {
      const wrong = problem(reference);
      const link = `${reference.target}${reference.anchor ? `#${reference.anchor}` : ''}`;
      return wrong ? [`${reference.at}: ${link}: ${wrong}`] : [];
    });
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('keeps README.md to one screen (under 8 KB)', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThan(README_LIMIT_BYTES);
  });
});

// A docs statement about behaviour points at the test that proves it: every browser spec and
// every rules test is named, by its path, beside what it proves; and every test path the docs
// name exists.
describe('the docs and the tests', () => {
  const docs = files.filter((file) => /^docs\/.*\.md$/.test(file));
  const docsText = docs.map(read).join('\n');

  it('name every browser spec and rules test by its path', () => {
    const specs = files.filter((file) => /^tests\/(e2e|rules)\/.*\.(spec|test)\.ts$/.test(file));
    expect(specs.length).toBeGreaterThan(40);
    expect(specs.filter((spec) => !docsText.includes(spec))).toEqual([]);
  });

  it('name only tests that exist', () => {
    const named = docs.flatMap((file) =>
      [...read(file).matchAll(/\btests\/[\w/.-]+\.(?:tsx?|mjs)\b/g)].map((match) => ({
        at: `${file}:${lineOf(read(file), match.index)}`,
        path: match[0],
      })),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(
      named.filter(({ path: test }) => !fs.existsSync(path.join(root, test))).map((n) => n.at),
    ).toEqual([]);
  });
});
