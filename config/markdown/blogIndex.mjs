// The blog's index, built at build time from src/content/blog/posts/<id>.<lang>.md: the posts'
// front matter (checked against src/content/schema.ts) and reading times, newest first — never
// their bodies. Each body stays its own lazily loaded chunk (see blogIndexModuleCode). A bad
// front matter fails the build with the file and the field named.
import fs from 'node:fs';
import path from 'node:path';
import { MarkdownError, readingMinutes, renderMarkdown } from './markdown.mjs';
import { loadTs } from './requireTs.mjs';
import { postCover } from '../covers/coverArt.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** @type {import('../../src/lib/i18n').Language[]} */
const LANGUAGES = ['id', 'en'];
const PRIMARY = 'id';
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/** @typedef {import('../../src/content/schema').PostFrontMatter} PostFrontMatter */
/** @typedef {(typeof import('../../src/content/schema').SHARED_POST_FIELDS)[number]} SharedField */
/**
 * A file's front matter, checked: a translation may leave the shared facts out.
 * @typedef {Omit<PostFrontMatter, SharedField> & Partial<Pick<PostFrontMatter, SharedField>>} FrontMatter
 */
/**
 * A post's facts, the same in every language: its id and the shared fields.
 * @typedef {Pick<PostFrontMatter, 'id' | SharedField>} PostFacts
 */
/**
 * One language file of a post, read and rendered.
 * @typedef {{ file: string; fileId: string; lang: string; name: string } & ReturnType<typeof renderMarkdown>} PostFile
 */
/**
 * @typedef {object} BlogContext
 * @property {string[]} authors The team members' slugs: the authors a post may name.
 * @property {readonly SharedField[]} shared The facts a translation inherits from the Indonesian version.
 * @property {(attributes: Record<string, unknown>, file: string, isTranslation: boolean) => FrontMatter} parseFrontMatter
 * @property {string[]} files Every file the context was read from (for watch and caching).
 */
/**
 * A post of the index, plus the build's own: its file name per language, motif, cover SVG.
 * @typedef {import('../../src/content/blog/postMeta').PostMeta & {
 *   files: Record<string, string>;
 *   cover?: import('../../src/content/blog/covers').CoverMotif;
 *   coverSvg: string;
 * }} IndexedPost
 */

/**
 * What posts are checked against, read from the site's own TypeScript modules: the front
 * matter's schema (src/content/schema.ts) and the team members' slugs (src/content/team.ts).
 * @returns {BlogContext}
 */
function loadBlogContext() {
  const schema = loadTs(path.join(root, 'src/content/schema.ts'));
  const team = loadTs(path.join(root, 'src/content/team.ts'));
  const authors = team.exports.teamMembers.map(
    (/** @type {{ slug: string }} */ member) => member.slug,
  );
  const { parseContent, inFrontMatter, SHARED_POST_FIELDS } = schema.exports;
  const primary = schema.exports.postFrontMatterSchema(authors);
  const translation = schema.exports.postTranslationSchema(authors);
  return {
    authors,
    shared: SHARED_POST_FIELDS,
    /** The front matter checked; throws naming the file and the field. */
    parseFrontMatter: (attributes, file, isTranslation) =>
      parseContent(isTranslation ? translation : primary, attributes, inFrontMatter(file)),
    files: [...schema.files, ...team.files],
  };
}

const list = (/** @type {readonly string[]} */ values) => values.join(', ');

/**
 * Checks one file's front matter. `primary` is the Indonesian version's facts when checking a
 * translation. Returns the normalised post facts and this language's version.
 * @param {PostFile} post
 * @param {BlogContext} context
 * @param {PostFacts} [primary]
 * @returns {{ facts: PostFacts; version: import('../../src/content/blog/postMeta').PostVersion }}
 */
function validatePost({ file, fileId, lang, attributes, html, words }, context, primary) {
  const fail = (/** @type {string} */ field, /** @type {string} */ problem) =>
    new MarkdownError(file, `front matter "${field}": ${problem}`);
  const a = context.parseFrontMatter(attributes, file, Boolean(primary));
  if (a.id !== fileId)
    throw fail('id', `"${a.id}" must match the file name (${fileId}.${lang}.md)`);

  /** @type {Partial<Record<SharedField, unknown>>} */
  const shared = {};
  for (const field of context.shared) {
    if (a[field] === undefined) {
      shared[field] = primary?.[field]; // a translation inherits it; `cover` is optional
      continue;
    }
    if (primary && a[field] !== primary[field]) {
      throw fail(field, `"${a[field]}" differs from the Indonesian version ("${primary[field]}")`);
    }
    shared[field] = a[field];
  }
  // The Indonesian version's schema requires date, category and author; a translation has
  // them from it.
  const facts = /** @type {Pick<PostFrontMatter, SharedField>} */ (shared);

  const date = facts.date;
  if (a.updated !== undefined && a.updated < date) {
    throw fail('updated', `${a.updated} is before the post's date (${date})`);
  }

  if (/<h1[\s>]/.test(html)) {
    throw new MarkdownError(
      file,
      'the body must not use "# " headings: the title is the page\'s h1; start at "## "',
    );
  }
  if (words === 0) throw new MarkdownError(file, 'the body is empty');

  return {
    facts: { id: a.id, ...facts },
    version: {
      title: a.title,
      summary: a.summary,
      tags: a.tags,
      readingMinutes: readingMinutes(words),
    },
  };
}

/**
 * Reads and validates every post in `postsDir`. Returns the index (newest first) and the files
 * it read.
 * @param {string} postsDir
 * @param {BlogContext} [context]
 * @returns {{ posts: IndexedPost[]; files: string[] }}
 */
function buildBlogIndex(postsDir, context = loadBlogContext()) {
  const rel = (/** @type {string} */ name) =>
    path.relative(root, path.join(postsDir, name)).split(path.sep).join('/');
  const names = fs
    .readdirSync(postsDir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

  /** @type {Map<string, Record<string, PostFile>>} */
  const byId = new Map();
  for (const name of names) {
    const file = rel(name);
    const match = FILE_NAME.exec(name);
    if (!match)
      throw new MarkdownError(
        file,
        'a post file is named <id>.<language>.md, e.g. qris-dinamis.id.md',
      );
    const [, fileId = '', lang = ''] = match;
    if (!(/** @type {readonly string[]} */ (LANGUAGES).includes(lang))) {
      throw new MarkdownError(file, `language "${lang}" is not one of ${list(LANGUAGES)}`);
    }
    const source = fs.readFileSync(path.join(postsDir, name), 'utf8');
    const rendered = renderMarkdown(source, file);
    const entry = byId.get(fileId) ?? {};
    entry[lang] = { file, fileId, lang, name, ...rendered };
    byId.set(fileId, entry);
  }

  /** @type {IndexedPost[]} */
  const posts = [];
  for (const [id, files] of byId) {
    const primaryFile = files[PRIMARY];
    if (!primaryFile) {
      // byId holds a post once one of its files has been read.
      const other = /** @type {PostFile} */ (Object.values(files)[0]);
      throw new MarkdownError(
        other.file,
        `has no Indonesian version (${id}.${PRIMARY}.md); every post is written in Indonesian first`,
      );
    }
    const primary = validatePost(primaryFile, context);
    /** @type {Omit<IndexedPost, 'coverFile' | 'coverSvg'> & Partial<IndexedPost>} */
    const post = { ...primary.facts, versions: { [PRIMARY]: primary.version }, files: {} };
    post.files[PRIMARY] = primaryFile.name;
    for (const lang of LANGUAGES.filter((l) => l !== PRIMARY && files[l])) {
      const file = /** @type {PostFile} */ (files[lang]); // filtered on above
      const translated = validatePost(file, context, primary.facts);
      post.versions[lang] = translated.version;
      post.files[lang] = file.name;
    }
    // The generated cover (config/covers/coverArt.mjs), the same in every language.
    const cover = postCover({ ...primary.facts, title: primary.version.title, motif: post.cover });
    post.coverFile = cover.file;
    post.coverSvg = cover.svg;
    posts.push(/** @type {IndexedPost} */ (post));
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { posts, files: names.map((name) => path.join(postsDir, name)) };
}

/** How many posts the teaser index (posts/latest.mdindex) holds: the home page shows them. */
const LATEST_POSTS = 3;

/**
 * The module a marker file becomes. posts/blog.mdindex: `posts` (metadata only) and `bodies`,
 * one lazy import per post and language, so each body is its own chunk. posts/latest.mdindex:
 * the same for the LATEST_POSTS newest posts, without bodies, so the home page's teaser does
 * not download the whole index.
 * @param {string} markerFile
 * @param {{ esm: boolean }} options
 * @returns {{ code: string; dependencies: string[]; postsDir: string; covers: { coverFile: string; coverSvg: string }[] }}
 */
function blogIndexModuleCode(markerFile, { esm }) {
  const postsDir = path.dirname(markerFile);
  const context = loadBlogContext();
  const { posts: allPosts, files } = buildBlogIndex(postsDir, context);
  const teaser = path.basename(markerFile) === 'latest.mdindex';
  const posts = teaser ? allPosts.slice(0, LATEST_POSTS) : allPosts;
  // The browser needs no file names, motif or cover markup, and the teaser shows no cover.
  const metadata = posts.map((post) => ({
    ...post,
    files: undefined,
    cover: undefined,
    coverSvg: undefined,
    coverFile: teaser ? undefined : post.coverFile,
  }));
  const bodies = (teaser ? [] : posts).flatMap((post) =>
    Object.entries(post.files).map(([lang, name]) => {
      const key = JSON.stringify(`${post.id}.${lang}`);
      const request = JSON.stringify(`./${name}`);
      // Unnamed: a named chunk's name is in webpack's runtime, in main, on every page (12 bytes
      // compressed per post and language).
      return esm
        ? `  ${key}: () => import(${request}),`
        : `  ${key}: () => Promise.resolve().then(() => require(${request})),`;
    }),
  );
  const body = `{\n${bodies.join('\n')}\n}`;
  const code = esm
    ? `export const posts = ${JSON.stringify(metadata)};\nexport const bodies = ${body};\n`
    : `Object.defineProperty(exports, '__esModule', { value: true });\nexports.posts = ${JSON.stringify(metadata)};\nexports.bodies = ${body};\n`;
  const covers = teaser ? [] : posts.map(({ coverFile, coverSvg }) => ({ coverFile, coverSvg }));
  return { code, dependencies: [...files, ...context.files], postsDir, covers };
}

export {
  buildBlogIndex,
  blogIndexModuleCode,
  loadBlogContext,
  validatePost,
  LANGUAGES,
  LATEST_POSTS,
};
