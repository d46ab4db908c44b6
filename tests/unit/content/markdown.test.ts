// The build-time Markdown pipeline (config/markdown): front matter, HTML, highlighting, words.
import { execFileSync } from 'node:child_process';
import {
  countWords,
  fileLastChange,
  markdownModuleCode,
  readingMinutes,
  renderMarkdown,
  slugify,
  splitFrontMatter,
} from '../../../config/markdown/markdown.mjs';
import changelogLike from '../../../src/content/blog/posts/README.md';

describe('renderMarkdown', () => {
  it('reads front matter as YAML and keeps ISO days as strings', () => {
    const { attributes, html } = renderMarkdown(
      '---\ntitle: "Halo: dunia"\ndate: 2026-11-22\ntags: [a, b]\n---\n\nTeks **tebal**.\n',
      'x.md',
    );
    expect(attributes).toEqual({ title: 'Halo: dunia', date: '2026-11-22', tags: ['a', 'b'] });
    expect(html).toBe('<p>Teks <strong>tebal</strong>.</p>\n');
  });

  it('treats front matter as optional (any .md file, e.g. a change log)', () => {
    const { attributes, html } = renderMarkdown('# Change log\n\n- one\n', 'CHANGELOG.md');
    expect(attributes).toEqual({});
    expect(html).toContain('<h1>Change log</h1>');
    expect(html).toContain('<li>one</li>');
  });

  it('renders a relative link to a repository Markdown file as its text, keeping site links', () => {
    const { html } = renderMarkdown(
      'See [docs/theme.md](docs/theme.md#who-sets-the-mode), [the blog](/blog), [top](#a) and ' +
        '[spec](https://example.com/spec.md).\n',
      'CHANGELOG.md',
    );
    expect(html).toContain('See docs/theme.md, ');
    expect(html).not.toContain('href="docs/');
    expect(html).toContain('<a href="/blog">the blog</a>');
    expect(html).toContain('<a href="#a">top</a>');
    expect(html).toContain('<a href="https://example.com/spec.md">spec</a>');
  });

  it('highlights fenced code at build time, with a focusable block', () => {
    const { html } = renderMarkdown('```ts\nconst x: number = 1; // one\n```\n', 'x.md');
    expect(html).toContain('<pre class="code-block" tabindex="0" data-language="ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-comment">// one</span>');
  });

  it('falls back to plain text for an unknown language', () => {
    const { html } = renderMarkdown('```cobol\nDISPLAY "<hi>"\n```\n', 'x.md');
    expect(html).toContain('data-language="plaintext"');
    expect(html).toContain('&lt;hi&gt;');
  });

  it('escapes raw HTML in Markdown', () => {
    expect(renderMarkdown('<script>alert(1)</script>\n', 'x.md').html).not.toContain('<script>');
  });

  it('names the file when the front matter is not valid YAML', () => {
    expect(() => splitFrontMatter('---\ntitle: [oops\n---\nx', 'posts/bad.id.md')).toThrow(
      /posts\/bad\.id\.md: front matter is not valid YAML/,
    );
  });

  it('emits the module interface { attributes, html, headings, lastChange } for webpack and jest', () => {
    // x.md does not exist, so it has no last change.
    expect(markdownModuleCode('---\na: 1\n---\nHi\n', 'x.md', { esm: true })).toBe(
      'export default {"attributes":{"a":1},"html":"<p>Hi</p>\\n","headings":[]};\n',
    );
    expect(changelogLike.attributes).toEqual({});
    expect(changelogLike.html).toContain('<h1');
  });
});

describe('reading time', () => {
  it('counts words of prose and code, not Markdown punctuation', () => {
    expect(countWords('## Judul bagian\n\nSatu dua [tiga](https://x.id) **empat**.\n')).toBe(6);
    expect(countWords('```bash\nnpm install x\n```\n')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('rounds up to whole minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe('section headings', () => {
  const source = [
    '## Langkah 1: Pasang `npm`',
    'teks',
    '### Cek versi',
    '## Langkah 1: Pasang npm',
    '#### Catatan kecil',
    '',
  ].join('\n\n');

  it('gives every h2/h3 an id from its text, unique within the document', () => {
    const { headings } = renderMarkdown(source, 'posts/x.id.md');
    expect(headings).toEqual([
      { id: 'langkah-1-pasang-npm', text: 'Langkah 1: Pasang npm', level: 2 },
      { id: 'cek-versi', text: 'Cek versi', level: 3 },
      { id: 'langkah-1-pasang-npm-2', text: 'Langkah 1: Pasang npm', level: 2 },
    ]);
  });

  it("renders a link anchor beside each h2/h3, named in the file's language", () => {
    const { html } = renderMarkdown(source, 'posts/x.id.md');
    expect(html).toContain(
      '<div class="post-heading"><h2 id="langkah-1-pasang-npm">Langkah 1: Pasang <code>npm</code></h2>' +
        '<a class="heading-anchor" href="#langkah-1-pasang-npm" aria-label="Tautan ke bagian ini: Langkah 1: Pasang npm">#</a></div>',
    );
    expect(html).toContain('<h3 id="cek-versi">');
    expect(html).toContain('href="#langkah-1-pasang-npm-2"');
    // h4 and below stay plain.
    expect(html).toContain('<h4>Catatan kecil</h4>');
    expect(renderMarkdown(source, 'posts/x.en.md').html).toContain(
      'aria-label="Link to this section: Cek versi"',
    );
  });

  it('slugs headings to lower-case ASCII words joined by "-"', () => {
    expect(slugify('Mengapa Café “QRIS” dinamis?')).toBe('mengapa-cafe-qris-dinamis');
    expect(slugify('???')).toBe('bagian');
  });
});

describe('code blocks', () => {
  it("show the language's name and a copy button hidden until the reading tools attach it", () => {
    const { html } = renderMarkdown('```sh\necho hi\n```\n', 'posts/x.id.md');
    expect(html).toMatch(
      /^<div class="code-frame"><div class="code-frame-bar"><span class="code-frame-language">Bash<\/span><button type="button" class="code-copy" aria-label="Salin kode" hidden="">Salin<\/button><\/div><pre class="code-block"/,
    );
    expect(renderMarkdown('```kotlin\nval x = 1\n```\n', 'x.en.md').html).toContain(
      '<span class="code-frame-language">Kotlin</span><button type="button" class="code-copy" aria-label="Copy code" hidden="">Copy</button>',
    );
    expect(renderMarkdown('```\nplain\n```\n', 'x.en.md').html).toContain(
      '<span class="code-frame-language">Text</span>',
    );
  });
});

describe('fileLastChange', () => {
  const post = 'src/content/blog/posts/qris-dinamis-untuk-kasir-warung.id.md';

  it("is the file's last git commit day", () => {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', post], {
      encoding: 'utf8',
    }).trim();
    expect(fileLastChange(post)).toBe(day);
  });

  it('is undefined for a file that does not exist', () => {
    expect(fileLastChange('src/content/blog/posts/none.id.md')).toBeUndefined();
  });
});
