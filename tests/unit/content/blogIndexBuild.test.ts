// The blog index built at build time (config/markdown/blogIndex.mjs): a bad front matter is
// rejected with the file and the field named (src/content/schema.ts), so the build fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  blogIndexModuleCode,
  buildBlogIndex,
  LATEST_POSTS,
  loadBlogContext,
  type BlogContext,
} from '../../../config/markdown/blogIndex.mjs';
import { COVER_MOTIFS } from '../../../src/content/blog/covers';
import { teamMembers } from '../../../src/content/team';
import { BLOG_CATEGORIES } from '../../../src/lib/paths';

/** The checks the build runs: the site's own schema and team (loaded once, it compiles them). */
let context: BlogContext;
beforeAll(() => {
  context = loadBlogContext();
});
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const good = {
  id: 'halo-dunia',
  title: 'Halo dunia',
  date: '2026-11-22',
  category: 'tutorial',
  author: 'made-wirawan',
  summary: 'Ringkasan singkat.',
  cover: 'code',
  tags: '[contoh, tes]',
};

function post(fields: Record<string, string | undefined>, body = '## Bagian\n\nIsi artikel.\n') {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-index-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string) {
  fs.writeFileSync(path.join(dir, name), text);
}

function build() {
  return buildBlogIndex(dir, context).posts;
}

describe('buildBlogIndex', () => {
  it('indexes valid posts newest first, with reading time and languages', () => {
    write('halo-dunia.id.md', post(good));
    write(
      'halo-dunia.en.md',
      post({ id: 'halo-dunia', title: 'Hello world', summary: 'Short.', tags: '[example]' }),
    );
    write('lama.id.md', post({ ...good, id: 'lama', date: '2025-01-02' }));
    const posts = build();
    expect(posts.map((p: { id: string }) => p.id)).toEqual(['halo-dunia', 'lama']);
    expect(posts[0]).toMatchObject({
      id: 'halo-dunia',
      date: '2026-11-22',
      category: 'tutorial',
      author: 'made-wirawan',
      cover: 'code',
      versions: {
        id: { title: 'Halo dunia', tags: ['contoh', 'tes'], readingMinutes: 1 },
        en: { title: 'Hello world', tags: ['example'] },
      },
    });
    expect(posts[1]?.versions.en).toBeUndefined();
  });

  it.each([
    [
      'an unknown category',
      { category: 'gosip' },
      escape(
        `halo-dunia.id.md: front matter "category": expected one of ${BLOG_CATEGORIES.join(', ')}; got "gosip"`,
      ),
    ],
    [
      'a missing title',
      { title: undefined },
      /halo-dunia\.id\.md: front matter "title": is missing/,
    ],
    ['an empty title', { title: '""' }, /front matter "title": must be a non-empty text/],
    ['a missing date', { date: undefined }, /halo-dunia\.id\.md: front matter "date": is missing/],
    [
      'an impossible date',
      { date: '2026-02-30' },
      /halo-dunia\.id\.md: front matter "date": must be a day written YYYY-MM-DD; got "2026-02-30"/,
    ],
    [
      'an author who does not exist',
      { author: 'budi' },
      /halo-dunia\.id\.md: front matter "author": expected one of made-wirawan, .*; got "budi"/,
    ],
    [
      'an unknown cover',
      { cover: 'kucing' },
      escape(`front matter "cover": expected one of ${COVER_MOTIFS.join(', ')}; got "kucing"`),
    ],
    ['tags that are not a list', { tags: 'qris' }, /front matter "tags": expected array/],
    [
      'an empty tag list',
      { tags: '[]' },
      /front matter "tags": must be a list of at least one tag/,
    ],
    [
      'an id that differs from the file name',
      { id: 'lain' },
      /front matter "id": "lain" must match the file name/,
    ],
    [
      'a misspelt field',
      { categroy: 'tutorial' },
      /front matter "categroy": is not a known field; the fields are id, title, date, category/,
    ],
  ])('rejects %s, naming the file and the field', (_what, change, message) => {
    write('halo-dunia.id.md', post({ ...good, ...change }));
    expect(build).toThrow(message);
  });

  it('rejects an English version whose shared facts differ from the Indonesian one', () => {
    write('halo-dunia.id.md', post(good));
    write('halo-dunia.en.md', post({ ...good, title: 'Hello', date: '2026-11-23' }));
    expect(build).toThrow(
      /halo-dunia\.en\.md: front matter "date": "2026-11-23" differs from the Indonesian version/,
    );
  });

  it("accepts an optional `updated` day, per language, not before the post's date", () => {
    write('halo-dunia.id.md', post({ ...good, updated: '2026-11-25' }));
    write('halo-dunia.en.md', post({ ...good, title: 'Hello', updated: '2026-11-30' }));
    expect(build()).toHaveLength(1);
    write('halo-dunia.en.md', post({ ...good, title: 'Hello', updated: '2026-11-02' }));
    expect(build).toThrow(
      /halo-dunia\.en\.md: front matter "updated": 2026-11-02 is before the post's date \(2026-11-22\)/,
    );
    write('halo-dunia.en.md', post({ ...good, title: 'Hello', updated: '25 Nov' }));
    expect(build).toThrow(
      /halo-dunia\.en\.md: front matter "updated": must be a day written YYYY-MM-DD/,
    );
  });

  it('rejects an English post without an Indonesian original', () => {
    write('halo-dunia.en.md', post(good));
    expect(build).toThrow(/halo-dunia\.en\.md: has no Indonesian version/);
  });

  it('rejects badly named files and "# " headings in the body', () => {
    write('Halo Dunia.md', post(good));
    expect(build).toThrow(/Halo Dunia\.md: a post file is named <id>\.<language>\.md/);
    fs.rmSync(path.join(dir, 'Halo Dunia.md'));
    write('halo-dunia.id.md', post(good, '# Judul kedua\n\nIsi.\n'));
    expect(build).toThrow(/halo-dunia\.id\.md: the body must not use "# " headings/);
  });

  it('names every problem of a file, one line each', () => {
    write('halo-dunia.id.md', post({ ...good, title: undefined, category: 'gosip' }));
    expect(build).toThrow(
      /halo-dunia\.id\.md: front matter "title": is missing\n\S*halo-dunia\.id\.md: front matter "category": expected one of/,
    );
  });

  it('takes the authors from the team (src/content/team.ts)', () => {
    expect(context.authors).toEqual(teamMembers.map((member) => member.slug));
  });
});

describe('the modules the marker files become', () => {
  const postsDir = path.resolve(__dirname, '../../../src/content/blog/posts');

  it('blog.mdindex: every post, and one lazy body chunk per post and language', () => {
    const { code } = blogIndexModuleCode(path.join(postsDir, 'blog.mdindex'), { esm: true });
    const { posts } = buildBlogIndex(postsDir);
    const versions = posts.reduce((sum, post) => sum + Object.keys(post.versions).length, 0);
    expect(code.match(/import\(/g)).toHaveLength(versions);
    for (const post of posts) expect(code).toContain(`"id":"${post.id}"`);
  });

  it('latest.mdindex: only the newest posts, and no bodies', () => {
    const { code } = blogIndexModuleCode(path.join(postsDir, 'latest.mdindex'), { esm: true });
    const { posts } = buildBlogIndex(postsDir);
    expect(code).not.toContain('import(');
    expect(code).toMatch(/export const bodies = \{\s*\};/);
    for (const post of posts.slice(0, LATEST_POSTS)) expect(code).toContain(`"id":"${post.id}"`);
    for (const post of posts.slice(LATEST_POSTS)) expect(code).not.toContain(`"id":"${post.id}"`);
  });
});
