// Every HTML file of the build — each prerendered page, 404.html and the app shell
// build/index.html — is standards-conformant HTML by html-validate's recommended rules. No
// browser: it reads build/ (the browser suite runs after `npm run build`). One test per file,
// so a failure names the page. Every page also shows its heading and content without script.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate, Rule, type ConfigData, type Message, type Plugin } from 'html-validate';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');

/**
 * Elements whose implicit ARIA role (generic, paragraph, code, emphasis, …) prohibits naming
 * (ARIA in HTML). html-validate's aria-label-misuse lets any element with a tabindex through;
 * the W3C checker does not: a focusable `<pre tabindex="0">` is still generic.
 */
const NAMING_PROHIBITED = new Set(
  'abbr b bdi bdo br caption cite code data del dfn div em i ins kbd legend mark p pre q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

class NamingProhibited extends Rule {
  setup(): void {
    this.on('dom:ready', ({ document }) => {
      for (const element of document.querySelectorAll('[aria-label], [aria-labelledby]')) {
        if (element.hasAttribute('role') || !NAMING_PROHIBITED.has(element.tagName)) continue;
        this.report(element, `<${element.tagName}> cannot be named: its role prohibits it`);
      }
    });
  }
}

const SITE_RULES: Plugin = {
  name: 'segara',
  rules: { 'segara/naming-prohibited': NamingProhibited },
};

const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  plugins: [SITE_RULES],
  rules: {
    'segara/naming-prohibited': 'error',
    // Not in the recommended set: a skipped heading level (h2 → h4) or a page not starting at h1.
    'heading-level': 'error',
    // React 19 (and the app shell's minifier) write void elements self-closed: <meta/>, <img/>.
    'void-style': ['error', { style: 'selfclosing' }],
    // React 19 writes some attribute names as their DOM property (dateTime, hrefLang, autoComplete).
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React 19 writes boolean and empty attributes with an empty value: required="", hidden="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React 19's useId ids start with "_" (_R_2e9_): valid HTML ids, not HTML 4 names.
    'valid-id': ['error', { relaxed: true }],
    // Prettier writes the doctype in lowercase.
    'doctype-style': ['error', { style: 'lowercase' }],
    // Every title ends in " — Segara Digital" (pages.spec.ts), after a post's own title of up to ~70.
    'long-title': ['error', { maxlength: 90 }],
  },
};

const validator = new HtmlValidate(CONFIG);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

async function problems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results
    .flatMap((result) => result.messages)
    .map((m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
}

const files = htmlFiles(buildDir).map((file) => path.relative(buildDir, file));

test('the build has its pages, 404.html and the app shell', () => {
  expect(files).toContain('index.html');
  expect(files).toContain('404.html');
  expect(files.length).toBeGreaterThan(50);
});

for (const file of files) {
  test(`${file} is conformant HTML`, async () => {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    expect(await problems(html, file)).toEqual([]);
  });
}

/** The two pages whose <main> is short by nature: a form, and a way on from a wrong address. */
const SHORT_PAGES = new Set(['auth/login/index.html', '404.html']);

/**
 * What a visitor without script reads: one h1 and the page's words in <main>, never the page's
 * loading spinner (components/Spinner.tsx; the docs show one, with another class). From the HTML
 * the build writes, for every page: the browser suite needs no page-by-page visit with script off.
 */
function withoutScript(html: string) {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const spinner = /class="page-loading"/.test(main);
  return { headings: html.match(/<h1[\s>]/g)?.length ?? 0, text, spinner };
}

for (const file of files.filter((name) => name !== 'index.html')) {
  test(`${file} shows its heading and content without script`, () => {
    const page = withoutScript(readFileSync(path.join(buildDir, file), 'utf8'));
    expect(page.headings).toBe(1);
    expect(page.text.length).toBeGreaterThan(SHORT_PAGES.has(file) ? 150 : 200);
    expect(page.spinner).toBe(false);
  });
}

// Search engines tell pages apart by their titles: an indexable page and its twin in the other
// language never share one (a name that reads the same in both gets its section's name).
test('every indexable page has a title of its own', () => {
  const pagesByTitle = new Map<string, string[]>();
  for (const file of files) {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    if (/<meta name="robots" content="[^"]*noindex/.test(html) || file === 'index.html') continue;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), file]);
  }
  const shared = [...pagesByTitle].filter(([, pages]) => pages.length > 1);
  expect(shared).toEqual([]);
  expect(pagesByTitle.size).toBeGreaterThan(50);
});

// The sitemap and the pages' robots meta agree: every page the sitemap lists is indexable in
// its own HTML, and every built page marked noindex stays out of the sitemap.
test('the sitemap lists exactly the indexable pages', () => {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
  );
  const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
  const cleanUrl = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  const built = new Map(
    files
      .filter((file) => file !== 'index.html' && file !== '404.html')
      .map((file) => [cleanUrl(file), readFileSync(path.join(buildDir, file), 'utf8')]),
  );
  const listedButMissingOrNoindex = [...listed].filter((url) => {
    const html = built.get(url);
    return html === undefined || noindex(html);
  });
  const indexableButUnlisted = [...built]
    .filter(([url, html]) => !noindex(html) && !listed.has(url))
    .map(([url]) => url);
  expect(listedButMissingOrNoindex).toEqual([]);
  expect(indexableButUnlisted).toEqual([]);
  expect(listed.size).toBeGreaterThan(50);
});

test.describe('the rules catch', () => {
  const page = (head: string, body: string) =>
    `<!doctype html><html lang="id"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;
  const titled = (body: string) => page('<title>T</title>', `<main><h1>H</h1>${body}</main>`);
  const rulesOf = async (html: string) =>
    (await validator.validateString(html, 'case.html')).results
      .flatMap((result) => result.messages)
      .map((m) => m.ruleId);

  test('a page without a <title>', async () => {
    expect(await rulesOf(page('', '<main><h1>H</h1></main>'))).toContain(
      'element-required-content',
    );
    expect(await rulesOf(titled(''))).toEqual([]);
  });

  test('a figcaption outside its figure', async () => {
    expect(await rulesOf(titled('<figure><div><figcaption>C</figcaption></div></figure>'))).toEqual(
      ['element-permitted-content'],
    );
    expect(await rulesOf(titled('<figure><p>P</p><figcaption>C</figcaption></figure>'))).toEqual(
      [],
    );
  });

  test("an ARIA attribute the element's role does not allow", async () => {
    expect(await rulesOf(titled('<pre aria-label="Kode">x</pre>'))).toContain('aria-label-misuse');
    // Focusable, still generic: the W3C checker refuses it, html-validate's own rule does not.
    expect(await rulesOf(titled('<pre tabindex="0" aria-label="Kode">x</pre>'))).toEqual([
      'segara/naming-prohibited',
    ]);
    expect(
      await rulesOf(titled('<figure aria-label="Kode"><pre tabindex="0">x</pre></figure>')),
    ).toEqual([]);
    expect(await rulesOf(titled('<ul aria-label="Sosial"><li>x</li></ul>'))).toContain(
      'aria-label-misuse',
    );
  });

  test('a skipped heading level', async () => {
    expect(await rulesOf(titled('<h2>A</h2><h4>B</h4>'))).toEqual(['heading-level']);
    expect(await rulesOf(titled('<h2>A</h2><h3>B</h3><h2>C</h2>'))).toEqual([]);
  });
});
