// Each post's generated cover (config/covers/coverArt.mjs): the same post always gives the same
// picture, no two posts share one, the share image is a real 1200×630 PNG, and the pages get it
// as WebP in each of the widths their <img srcset> names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  CATEGORY_STYLES,
  coverPng,
  coverSvg,
  coverWebps,
  postCover,
} from '../../../config/covers/coverArt.mjs';
import { emitCovers } from '../../../config/covers/emitCovers.mjs';
import { MOTIFS } from '../../../config/covers/coverMotifs.mjs';
import {
  blogIndexModuleCode,
  buildBlogIndex,
  type IndexedPost,
} from '../../../config/markdown/blogIndex.mjs';
import { allPosts } from '../../../src/content/blog/blogIndex';
import { COVER_MOTIFS } from '../../../src/content/blog/covers';
import {
  POST_COVER_SIZE,
  POST_COVER_WIDTHS,
  postShareImage,
} from '../../../src/content/blog/postMeta';
import { BLOG_CATEGORIES } from '../../../src/lib/paths';

const postsDir = path.resolve(__dirname, '../../../src/content/blog/posts');
let indexed: IndexedPost[];
beforeAll(() => {
  indexed = buildBlogIndex(postsDir).posts;
});

const sample = { id: 'halo-dunia', category: 'tutorial', title: 'Halo dunia' };

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

it('draws every motif a post may name, and has a style for every category', () => {
  expect(Object.keys(MOTIFS).sort()).toEqual([...COVER_MOTIFS].sort());
  expect(Object.keys(CATEGORY_STYLES).sort()).toEqual([...BLOG_CATEGORIES].sort());
  for (const style of Object.values(CATEGORY_STYLES)) expect(COVER_MOTIFS).toContain(style.motif);
});

it('is deterministic: the same post gives the same SVG, a new title a new one', () => {
  expect(coverSvg(sample)).toBe(coverSvg({ ...sample }));
  expect(coverSvg({ ...sample, title: 'Halo dunia!' })).not.toBe(coverSvg(sample));
  expect(coverSvg({ ...sample, id: 'halo-dunia-2' })).not.toBe(coverSvg(sample));
  // The motif: the category's unless the front matter names one.
  const tutorialMotif = MOTIFS[CATEGORY_STYLES.tutorial!.motif]!.art[0]!;
  expect(coverSvg(sample)).toContain(tutorialMotif);
  expect(coverSvg({ ...sample, motif: 'bug' })).toContain(MOTIFS.bug!.art[0]!);
  expect(coverSvg({ ...sample, motif: 'bug' })).not.toContain(tutorialMotif);
});

it('is a 1200×630 SVG with no text, so every machine draws it alike', () => {
  const svg = coverSvg(sample);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
  expect(svg).not.toMatch(/<text|<image|href="http/);
  expect(POST_COVER_SIZE).toEqual({ width: 1200, height: 630 });
});

it('gives every real post its own cover: no two SVGs or files alike', () => {
  expect(indexed.length).toBe(allPosts.length);
  const svgs = indexed.map((post) => post.coverSvg);
  expect(new Set(svgs).size).toBe(indexed.length);
  const files = allPosts.map((post) => post.coverFile);
  expect(new Set(files).size).toBe(allPosts.length);
  for (const post of allPosts) {
    expect(post.coverFile).toMatch(new RegExp(`^/static/media/covers/${post.id}\\.[0-9a-f]{8}$`));
    expect(postShareImage(post)).toBe(`${post.coverFile}.png`);
  }
  // The index the browser gets names the files, never the motif or the markup.
  expect(allPosts[0]).not.toHaveProperty('cover');
  expect(allPosts[0]).not.toHaveProperty('coverSvg');
});

it("names the file by the SVG's hash, from the Indonesian title (every language shares it)", () => {
  const [post] = indexed;
  const cover = postCover({
    id: post!.id,
    category: post!.category,
    title: post!.versions.id.title,
    motif: post!.cover,
  });
  expect(cover).toEqual({ file: post!.coverFile, svg: post!.coverSvg });
});

it('renders the share image as a 1200×630 PNG', () => {
  const png = coverPng(indexed[0]!.coverSvg);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(png.length).toBeGreaterThan(5_000); // a picture, not an empty canvas
});

it('encodes the cover for pages as WebP at each width of the srcset, in proportion', async () => {
  const webps = await coverWebps(coverPng(indexed[0]!.coverSvg));
  expect(webps.map(([width]) => width)).toEqual(POST_COVER_WIDTHS);
  for (const [width, bytes] of webps) {
    const { format, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({
      format: 'webp',
      width,
      height: Math.round((width * 630) / 1200),
    });
    // A picture, yet far from the 1200 px PNG's 50-100 KB.
    expect(bytes.length).toBeGreaterThan(1_000);
    expect(bytes.length).toBeLessThan(25_000);
  }
});

it("writes a post's PNG and WebP files from the browser build only", async () => {
  const cover = { file: indexed[0]!.coverFile, svg: indexed[0]!.coverSvg };
  const emitted = async (target: string) => {
    const emitFile = jest.fn();
    await emitCovers({ target, emitFile }, [cover], { page: true });
    return emitFile.mock.calls.map(([name]) => name as string);
  };
  const name = cover.file.slice(1);
  expect(await emitted('web')).toEqual([
    `${name}.png`,
    ...POST_COVER_WIDTHS.map((width) => `${name}-${width}.webp`),
  ]);
  expect(await emitted('node20')).toEqual([]);
});

it('hands the webpack loader the covers of the full index, none for the teaser', () => {
  const full = blogIndexModuleCode(path.join(postsDir, 'blog.mdindex'), { esm: true });
  expect(full.covers.map((cover) => cover.coverFile)).toEqual(
    allPosts.map((post) => post.coverFile),
  );
  const teaser = blogIndexModuleCode(path.join(postsDir, 'latest.mdindex'), { esm: true });
  expect(teaser.covers).toEqual([]);
  expect(teaser.code).not.toContain('coverFile');
});

it('accepts a post without `cover:`: it gets its category’s motif', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'covers-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'halo-dunia.id.md'),
      '---\nid: halo-dunia\ntitle: Halo dunia\ndate: 2026-11-22\ncategory: troubleshoot\n' +
        'author: made-wirawan\nsummary: Ringkas.\ntags: [tes]\n---\n\n## Bagian\n\nIsi.\n',
    );
    const [post] = buildBlogIndex(dir).posts;
    expect(post!.cover).toBeUndefined();
    expect(post!.coverSvg).toBe(
      coverSvg({ id: 'halo-dunia', category: 'troubleshoot', title: 'Halo dunia' }),
    );
    expect(post!.coverSvg).toContain(MOTIFS.bug!.art[0]!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
