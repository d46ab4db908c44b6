// The blog's index, built at build time from src/content/blog/posts/<id>.<lang>.md: the posts'
// front matter (validated) and reading times, newest first — never their bodies. Each body
// stays its own lazily loaded chunk (see blogIndexModuleCode). A bad front matter fails the
// build with the file and the field named.
const fs = require('node:fs');
const path = require('node:path');
const { MarkdownError, readingMinutes, renderMarkdown } = require('./markdown');
const { loadTs } = require('./requireTs');

const root = path.resolve(__dirname, '../..');
const LANGUAGES = ['id', 'en'];
const PRIMARY = 'id';
const FIELDS = ['id', 'title', 'date', 'category', 'author', 'summary', 'cover', 'tags'];
/** Facts every language version shares; the English file may leave them out. */
const SHARED = ['date', 'category', 'author', 'cover'];
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The lists posts are checked against, read from the site's own TypeScript modules. */
function loadBlogContext() {
  const paths = loadTs(path.join(root, 'src/lib/paths.ts'));
  const team = loadTs(path.join(root, 'src/content/team.ts'));
  const covers = loadTs(path.join(root, 'src/content/blog/covers.ts'));
  return {
    categories: [...paths.exports.BLOG_CATEGORIES],
    authors: team.exports.teamMembers.map((member) => member.slug),
    covers: [...covers.exports.COVER_MOTIFS],
    files: [...paths.files, ...team.files, ...covers.files],
  };
}

const list = (values) => values.join(', ');

function isIsoDay(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * Checks one file's front matter. `primary` is the Indonesian version's facts when checking a
 * translation. Returns the normalised post facts and this language's version.
 */
function validatePost({ file, fileId, lang, attributes, html, words }, context, primary) {
  const fail = (field, problem) =>
    new MarkdownError(file, `front matter field "${field}" ${problem}`);
  const a = attributes;

  for (const key of Object.keys(a)) {
    if (!FIELDS.includes(key)) {
      throw fail(key, `is not a known field; the fields are ${list(FIELDS)}`);
    }
  }
  const requiredText = (field) => {
    if (a[field] === undefined || a[field] === null) throw fail(field, 'is missing');
    if (typeof a[field] !== 'string' || a[field].trim() === '') {
      throw fail(field, 'must be a non-empty text');
    }
    return a[field].trim();
  };

  const id = requiredText('id');
  if (!SLUG.test(id)) throw fail('id', `"${id}" must be lower-case words joined by "-"`);
  if (id !== fileId) throw fail('id', `"${id}" must match the file name (${fileId}.${lang}.md)`);
  const title = requiredText('title');
  const summary = requiredText('summary');

  const shared = {};
  for (const field of SHARED) {
    const value = a[field];
    if ((value === undefined || value === null) && primary) {
      shared[field] = primary[field];
      continue;
    }
    if (value === undefined || value === null) throw fail(field, 'is missing');
    if (field === 'date' && !isIsoDay(value)) {
      throw fail('date', `"${String(value)}" must be a day written YYYY-MM-DD`);
    }
    if (field === 'category' && !context.categories.includes(value)) {
      throw fail('category', `"${String(value)}" is not one of ${list(context.categories)}`);
    }
    if (field === 'author' && !context.authors.includes(value)) {
      throw fail(
        'author',
        `"${String(value)}" is not a team member's slug (src/content/team.ts): ${list(context.authors)}`,
      );
    }
    if (field === 'cover' && !context.covers.includes(value)) {
      throw fail('cover', `"${String(value)}" is not one of ${list(context.covers)}`);
    }
    if (primary && value !== primary[field]) {
      throw fail(
        field,
        `"${String(value)}" differs from the Indonesian version ("${primary[field]}")`,
      );
    }
    shared[field] = value;
  }

  const tags = a.tags;
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    !tags.every((tag) => typeof tag === 'string' && tag.trim())
  ) {
    throw fail('tags', 'must be a list of at least one tag, e.g. [qris, android]');
  }

  if (/<h1[\s>]/.test(html)) {
    throw new MarkdownError(
      file,
      'the body must not use "# " headings: the title is the page\'s h1; start at "## "',
    );
  }
  if (words === 0) throw new MarkdownError(file, 'the body is empty');

  return {
    facts: { id, ...shared },
    version: {
      title,
      summary,
      tags: tags.map((tag) => tag.trim()),
      readingMinutes: readingMinutes(words),
    },
  };
}

/**
 * Reads and validates every post in `postsDir`. Returns the index (newest first) and the files
 * it read.
 */
function buildBlogIndex(postsDir, context = loadBlogContext()) {
  const rel = (name) => path.relative(root, path.join(postsDir, name)).split(path.sep).join('/');
  const names = fs
    .readdirSync(postsDir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

  const byId = new Map();
  for (const name of names) {
    const file = rel(name);
    const match = FILE_NAME.exec(name);
    if (!match)
      throw new MarkdownError(
        file,
        'a post file is named <id>.<language>.md, e.g. qris-dinamis.id.md',
      );
    const [, fileId, lang] = match;
    if (!LANGUAGES.includes(lang)) {
      throw new MarkdownError(file, `language "${lang}" is not one of ${list(LANGUAGES)}`);
    }
    const source = fs.readFileSync(path.join(postsDir, name), 'utf8');
    const rendered = renderMarkdown(source, file);
    const entry = byId.get(fileId) ?? {};
    entry[lang] = { file, fileId, lang, name, ...rendered };
    byId.set(fileId, entry);
  }

  const posts = [];
  for (const [id, files] of byId) {
    const primaryFile = files[PRIMARY];
    if (!primaryFile) {
      const other = Object.values(files)[0];
      throw new MarkdownError(
        other.file,
        `has no Indonesian version (${id}.${PRIMARY}.md); every post is written in Indonesian first`,
      );
    }
    const primary = validatePost(primaryFile, context);
    const post = { ...primary.facts, versions: { [PRIMARY]: primary.version }, files: {} };
    post.files[PRIMARY] = primaryFile.name;
    for (const lang of LANGUAGES.filter((l) => l !== PRIMARY && files[l])) {
      const translated = validatePost(files[lang], context, primary.facts);
      post.versions[lang] = translated.version;
      post.files[lang] = files[lang].name;
    }
    posts.push(post);
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
 */
function blogIndexModuleCode(markerFile, { esm }) {
  const postsDir = path.dirname(markerFile);
  const context = loadBlogContext();
  const { posts: allPosts, files } = buildBlogIndex(postsDir, context);
  const teaser = path.basename(markerFile) === 'latest.mdindex';
  const posts = teaser ? allPosts.slice(0, LATEST_POSTS) : allPosts;
  // The browser needs no file names: drop them from the metadata.
  const metadata = posts.map((post) => ({ ...post, files: undefined }));
  const bodies = (teaser ? [] : posts).flatMap((post) =>
    Object.entries(post.files).map(([lang, name]) => {
      const key = JSON.stringify(`${post.id}.${lang}`);
      const request = JSON.stringify(`./${name}`);
      return esm
        ? `  ${key}: () => import(/* webpackChunkName: ${JSON.stringify(`post-${post.id}-${lang}`)} */ ${request}),`
        : `  ${key}: () => Promise.resolve().then(() => require(${request})),`;
    }),
  );
  const body = `{\n${bodies.join('\n')}\n}`;
  const code = esm
    ? `export const posts = ${JSON.stringify(metadata)};\nexport const bodies = ${body};\n`
    : `Object.defineProperty(exports, '__esModule', { value: true });\nexports.posts = ${JSON.stringify(metadata)};\nexports.bodies = ${body};\n`;
  return { code, dependencies: [...files, ...context.files], postsDir };
}

module.exports = {
  buildBlogIndex,
  blogIndexModuleCode,
  loadBlogContext,
  validatePost,
  LANGUAGES,
  LATEST_POSTS,
};
