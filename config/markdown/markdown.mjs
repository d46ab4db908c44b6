// Markdown → HTML at build time, shared by the webpack loader (markdownLoader.mjs) and the jest
// transform (jestTransform.mjs), so the browser never downloads a Markdown parser.
//
// Libraries, and why:
// - markdown-it: CommonMark-compliant, actively maintained, synchronous and shipped as CommonJS,
//   so the same code runs in a webpack loader and in jest's synchronous transform; it has a
//   `highlight` hook for code blocks.
// - highlight.js (core + the few languages our posts use): synchronous, class-based output
//   (`hljs-*`, themed in the blog's stylesheet), no runtime needed in the browser.
// - yaml: a maintained YAML 1.2 parser for front matter (gray-matter still depends on js-yaml 3).
//   YAML 1.2's core schema keeps `date: 2026-11-22` a plain string, which is what we want.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import typescript from 'highlight.js/lib/languages/typescript';
import json from 'highlight.js/lib/languages/json';
import yaml from 'highlight.js/lib/languages/yaml';
import sql from 'highlight.js/lib/languages/sql';
import php from 'highlight.js/lib/languages/php';
import nginx from 'highlight.js/lib/languages/nginx';
import ini from 'highlight.js/lib/languages/ini';
import xml from 'highlight.js/lib/languages/xml';
import kotlin from 'highlight.js/lib/languages/kotlin';
import plaintext from 'highlight.js/lib/languages/plaintext';
import YAML from 'yaml';

const LANGUAGES = {
  bash,
  javascript,
  typescript,
  json,
  yaml,
  sql,
  php,
  nginx,
  ini,
  xml,
  kotlin,
  plaintext,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(['sh', 'shell', 'console'], { languageName: 'bash' });
hljs.registerAliases(['js', 'jsx'], { languageName: 'javascript' });
hljs.registerAliases(['ts', 'tsx'], { languageName: 'typescript' });
hljs.registerAliases(['yml'], { languageName: 'yaml' });
hljs.registerAliases(['html'], { languageName: 'xml' });
hljs.registerAliases(['text', 'txt'], { languageName: 'plaintext' });

/**
 * What a code block's label shows for each highlight.js language (plain text: per language).
 * @type {Record<string, string | undefined>}
 */
const LANGUAGE_LABELS = {
  bash: 'Bash',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  json: 'JSON',
  yaml: 'YAML',
  sql: 'SQL',
  php: 'PHP',
  nginx: 'Nginx',
  ini: 'INI',
  xml: 'HTML',
  kotlin: 'Kotlin',
};

/** @typedef {{ anchor: string; copy: string; copyCode: string; text: string }} BodyWords */
/** @typedef {{ id: string; text: string; level: number }} Heading A section heading (h2/h3). */

/**
 * The words the build writes into a post's HTML, in the file's language (`<id>.<lang>.md`).
 * The copy button's behaviour and its "Disalin"/"Copied" come with the page's reading tools.
 * @type {{ id: BodyWords } & Record<string, BodyWords | undefined>}
 */
const BODY_WORDS = {
  id: { anchor: 'Tautan ke bagian ini', copy: 'Salin', copyCode: 'Salin kode', text: 'Teks' },
  en: { anchor: 'Link to this section', copy: 'Copy', copyCode: 'Copy code', text: 'Text' },
};

/** The language a file is written in: `x.en.md` is English, anything else Indonesian. */
function languageOfFile(file = '') {
  const lang = /\.([a-z]{2})\.md$/.exec(file)?.[1];
  return lang && BODY_WORDS[lang] ? lang : 'id';
}

/**
 * A highlight.js language name for a fence's info string, plain text when unknown.
 * @param {string} info
 */
function fenceLanguage(info) {
  const name = ((info || '').trim().split(/\s+/)[0] ?? '').toLowerCase();
  const language = name && hljs.getLanguage(name);
  if (!language) return 'plaintext';
  // An alias (`sh`, `ts`) resolves to its language's registered name.
  return Object.keys(LANGUAGES).find((key) => hljs.getLanguage(key) === language) ?? 'plaintext';
}

/**
 * A heading's text as an id: lower-case ASCII words joined by "-" (`Langkah 2: Pasang` → `langkah-2-pasang`).
 * @param {string} text
 */
function slugify(text) {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'bagian'
  );
}

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The heading levels that get ids, anchors and a place in the table of contents. */
const SECTION_LEVELS = new Set(['h2', 'h3']);

const md = new MarkdownIt({
  // Our own files only, but raw HTML stays escaped: Markdown is enough, and it keeps every
  // page's markup predictable for accessibility checks.
  html: false,
  linkify: true,
  typographer: false,
  highlight(code, lang) {
    const name = (lang || '').trim().toLowerCase();
    const language = name && hljs.getLanguage(name) ? name : 'plaintext';
    const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
    // tabindex: a code block that scrolls sideways must be reachable by keyboard (axe
    // scrollable-region-focusable).
    return `<pre class="code-block" tabindex="0" data-language="${language}"><code class="hljs language-${language}">${value}</code></pre>`;
  },
});

// A relative link to a Markdown file (`[docs/theme.md](docs/theme.md)` in CHANGELOG.md) names a
// file of the repository, which the site does not publish: it is rendered as its text, so no
// page links to a URL that does not exist (tests/e2e/links.spec.ts).
const REPOSITORY_FILE = /^(?![a-z][a-z0-9+.-]*:|\/|#)[^?#]*\.md(?:#.*)?$/i;
md.core.ruler.push('repository_file_links', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.children) continue;
    let unlinking = false;
    token.children = token.children.filter((child) => {
      if (child.type === 'link_open') {
        unlinking = REPOSITORY_FILE.test(String(child.attrGet('href') ?? ''));
        return !unlinking;
      }
      if (child.type === 'link_close' && unlinking) {
        unlinking = false;
        return false;
      }
      return true;
    });
  }
});

// Every h2/h3 gets a stable id, unique within the document (`-2`, `-3` for repeats), and is
// listed in `env.headings` for the table of contents.
md.core.ruler.push('section_ids', (state) => {
  /** @type {Map<string, number>} */
  const used = new Map();
  /** @type {Heading[]} */
  const headings = [];
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || !SECTION_LEVELS.has(token.tag)) return;
    // A heading_open is followed by its inline token, whose children are the heading's text.
    const text = (state.tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
      .trim();
    const base = slugify(text);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    token.attrSet('id', id);
    token.meta = { id, text };
    headings.push({ id, text, level: Number(token.tag.slice(1)) });
  });
  state.env.headings = headings;
});

// A section heading sits in a wrapper beside its link anchor (outside the heading, so the
// heading's accessible name stays its text).
md.renderer.rules.heading_open = /** @type {import('markdown-it').RendererRule} */ (
  (tokens, index, options, env, self) => {
    const open = self.renderToken(tokens, index, options);
    return tokens[index]?.meta?.id ? `<div class="post-heading">${open}` : open;
  }
);
md.renderer.rules.heading_close = /** @type {import('markdown-it').RendererRule} */ (
  (tokens, index, options, env, self) => {
    const close = self.renderToken(tokens, index, options);
    const meta = tokens[index - 2]?.meta;
    if (!meta?.id) return close;
    // env.lang: renderMarkdown's.
    const words = BODY_WORDS[String(env?.lang)] ?? BODY_WORDS.id;
    const label = escapeHtml(`${words.anchor}: ${meta.text}`);
    return `${close.trimEnd()}<a class="heading-anchor" href="#${meta.id}" aria-label="${label}">#</a></div>\n`;
  }
);

// A code block gets a bar with its language's name and a copy button; the button is hidden
// until the page's reading tools attach its behaviour, so it never does nothing.
// markdown-it's default renderer always has a fence rule.
const renderFence = /** @type {import('markdown-it').RendererRule} */ (md.renderer.rules.fence);
md.renderer.rules.fence = /** @type {import('markdown-it').RendererRule} */ (
  (tokens, index, options, env, self) => {
    const block = renderFence(tokens, index, options, env, self);
    const words = BODY_WORDS[String(env?.lang)] ?? BODY_WORDS.id;
    const language = fenceLanguage(tokens[index]?.info ?? '');
    const label = LANGUAGE_LABELS[language] ?? words.text;
    return (
      `<div class="code-frame"><div class="code-frame-bar"><span class="code-frame-language">${label}</span>` +
      `<button type="button" class="code-copy" aria-label="${words.copyCode}" hidden="">${words.copy}</button></div>` +
      `${block.trimEnd()}</div>\n`
    );
  }
);

/** A front-matter error, with the file named so the build output points at it. */
class MarkdownError extends Error {
  /**
   * @param {string} file
   * @param {string} message
   */
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.name = 'MarkdownError';
    this.file = file;
  }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits `---\nyaml\n---\nbody`; files without front matter have empty attributes.
 * @param {string} source
 * @returns {{ attributes: Record<string, unknown>; body: string }}
 */
function splitFrontMatter(source, file = '<markdown>') {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { attributes: {}, body: text };
  let attributes;
  try {
    attributes = YAML.parse(match[1] ?? '') ?? {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new MarkdownError(file, `front matter is not valid YAML: ${message}`);
  }
  if (typeof attributes !== 'object' || Array.isArray(attributes)) {
    throw new MarkdownError(file, 'front matter must be a YAML mapping (key: value lines)');
  }
  return { attributes, body: text.slice(match[0].length) };
}

/**
 * Words a reader reads: prose and code, without Markdown punctuation.
 * @param {string} body
 */
function countWords(body) {
  const text = body
    .replace(/```[^\n]*\n/g, ' ') // fence lines
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep their text
    .replace(/[#>*_`|~-]+/g, ' ');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.:/=()_-]*/gu);
  return words ? words.length : 0;
}

/** Average adult reading speed for web prose (Indonesian and English alike), words per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * Whole minutes, at least one.
 * @param {number} words
 */
function readingMinutes(words) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Any Markdown file → its front matter, its HTML, its h2/h3 headings (`{ id, text, level }`,
 * for the table of contents) and its word count. The file name's language (`x.en.md`) picks
 * the words the HTML carries (anchors, code blocks).
 * @param {string} source
 * @param {string | undefined} file
 */
function renderMarkdown(source, file) {
  const { attributes, body } = splitFrontMatter(source, file);
  /** @type {{ lang: string; headings?: Heading[] }} */
  const env = { lang: languageOfFile(file) };
  const html = md.render(body, env);
  return { attributes, html, headings: env.headings, words: countWords(body) };
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The day (`YYYY-MM-DD`) a file last changed: its last git commit, else (outside a git
 * checkout, or not committed yet) its modification time, else undefined.
 * @param {string} file
 */
function fileLastChange(file) {
  const absolute = path.resolve(root, file);
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', absolute], {
      cwd: path.dirname(absolute),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // not a git checkout, or no git: fall back to the file's own time
  }
  try {
    return fs.statSync(absolute).mtime.toISOString().slice(0, 10);
  } catch {
    return undefined;
  }
}

/**
 * The module every `*.md` import gets: `export default { attributes, html, headings,
 * lastChange }` (lastChange: see fileLastChange; `file` is relative to the repository).
 * @param {string} source
 * @param {string} file
 * @param {{ esm: boolean }} options
 */
function markdownModuleCode(source, file, { esm }) {
  const { attributes, html, headings } = renderMarkdown(source, file);
  const json = JSON.stringify({ attributes, html, headings, lastChange: fileLastChange(file) });
  return esm
    ? `export default ${json};\n`
    : `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = ${json};\n`;
}

export {
  MarkdownError,
  splitFrontMatter,
  countWords,
  readingMinutes,
  renderMarkdown,
  markdownModuleCode,
  fileLastChange,
  slugify,
  WORDS_PER_MINUTE,
};
