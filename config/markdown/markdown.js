// Markdown → HTML at build time, shared by the webpack loader (markdownLoader.js) and the jest
// transform (jestTransform.js), so the browser never downloads a Markdown parser.
//
// Libraries, and why:
// - markdown-it: CommonMark-compliant, actively maintained, synchronous and shipped as CommonJS,
//   so the same code runs in a webpack loader and in jest's synchronous transform; it has a
//   `highlight` hook for code blocks.
// - highlight.js (core + the few languages our posts use): synchronous, class-based output
//   (`hljs-*`, themed in the blog's stylesheet), no runtime needed in the browser.
// - yaml: a maintained YAML 1.2 parser for front matter (gray-matter still depends on js-yaml 3).
//   YAML 1.2's core schema keeps `date: 2026-11-22` a plain string, which is what we want.
const MarkdownIt = require('markdown-it');
const hljs = require('highlight.js/lib/core');
const YAML = require('yaml');

const LANGUAGES = {
  bash: require('highlight.js/lib/languages/bash'),
  javascript: require('highlight.js/lib/languages/javascript'),
  typescript: require('highlight.js/lib/languages/typescript'),
  json: require('highlight.js/lib/languages/json'),
  yaml: require('highlight.js/lib/languages/yaml'),
  sql: require('highlight.js/lib/languages/sql'),
  php: require('highlight.js/lib/languages/php'),
  nginx: require('highlight.js/lib/languages/nginx'),
  ini: require('highlight.js/lib/languages/ini'),
  xml: require('highlight.js/lib/languages/xml'),
  kotlin: require('highlight.js/lib/languages/kotlin'),
  plaintext: require('highlight.js/lib/languages/plaintext'),
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(['sh', 'shell', 'console'], { languageName: 'bash' });
hljs.registerAliases(['js', 'jsx'], { languageName: 'javascript' });
hljs.registerAliases(['ts', 'tsx'], { languageName: 'typescript' });
hljs.registerAliases(['yml'], { languageName: 'yaml' });
hljs.registerAliases(['html'], { languageName: 'xml' });
hljs.registerAliases(['text', 'txt'], { languageName: 'plaintext' });

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

/** A front-matter error, with the file named so the build output points at it. */
class MarkdownError extends Error {
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.name = 'MarkdownError';
    this.file = file;
  }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---\nyaml\n---\nbody`; files without front matter have empty attributes. */
function splitFrontMatter(source, file = '<markdown>') {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { attributes: {}, body: text };
  let attributes;
  try {
    attributes = YAML.parse(match[1] ?? '') ?? {};
  } catch (error) {
    throw new MarkdownError(file, `front matter is not valid YAML: ${error.message}`);
  }
  if (typeof attributes !== 'object' || Array.isArray(attributes)) {
    throw new MarkdownError(file, 'front matter must be a YAML mapping (key: value lines)');
  }
  return { attributes, body: text.slice(match[0].length) };
}

/** Words a reader reads: prose and code, without Markdown punctuation. */
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

/** Whole minutes, at least one. */
function readingMinutes(words) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Any Markdown file → its front matter, its HTML and its word count. */
function renderMarkdown(source, file) {
  const { attributes, body } = splitFrontMatter(source, file);
  return { attributes, html: md.render(body), words: countWords(body) };
}

/** The module every `*.md` import gets: `export default { attributes, html }`. */
function markdownModuleCode(source, file, { esm }) {
  const { attributes, html } = renderMarkdown(source, file);
  const json = JSON.stringify({ attributes, html });
  return esm
    ? `export default ${json};\n`
    : `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = ${json};\n`;
}

module.exports = {
  MarkdownError,
  splitFrontMatter,
  countWords,
  readingMinutes,
  renderMarkdown,
  markdownModuleCode,
  WORDS_PER_MINUTE,
};
