// The build-time Markdown pipeline (config/markdown): front matter, HTML, highlighting, words.
import {
  countWords,
  markdownModuleCode,
  readingMinutes,
  renderMarkdown,
  splitFrontMatter,
} from '../../../config/markdown/markdown';
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

  it('emits the module interface { attributes, html } for webpack and jest', () => {
    expect(markdownModuleCode('---\na: 1\n---\nHi\n', 'x.md', { esm: true })).toBe(
      'export default {"attributes":{"a":1},"html":"<p>Hi</p>\\n"};\n',
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
