// Prerenders every public route into build/<path>/index.html, its English twin into
// build/en/<path>/index.html (docs/language.md), and the not-found page into build/404.html, with React 19's react-dom/static, using the Node bundle of
// config/webpack/prerender.config.mjs and build/index.html as the template. Part of
// `npm run build`; prints the number of pages and the time. The login page is prerendered too;
// the other auth and admin routes are left to build/index.html, the app shell. It refuses a
// template whose inline boot script firebase.json's CSP would block, and content records that
// break src/content/schema.ts (src/content/checkContent.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../markdown/requireTs.mjs';
import { fillTemplate, robotsTxt, rssXml, sitemapXml, splitHead } from './html.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');
const serverBundle = path.join(root, '.prerender', path.basename(buildDir), 'entry-server.js');
const require = createRequire(import.meta.url);

/**
 * @param {string} pathname
 */
function outputFile(pathname) {
  return path.join(
    buildDir,
    ...pathname.split('/').filter(Boolean).map(decodeURIComponent),
    'index.html',
  );
}

/**
 * The inline boot script of the template must be the one firebase.json's CSP allows.
 * @param {string} template
 */
function checkBootScript(template) {
  const inline = /<script data-scripts="[^"]*">([\s\S]*?)<\/script>/.exec(template)?.[1];
  if (!inline) throw new Error('build/index.html has no inline boot script (public/boot.js)');
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  const firebase = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
  if (!firebase.includes(hash)) {
    throw new Error(
      `firebase.json's script-src lacks ${hash}, the boot script's hash: put it in place of the old one.`,
    );
  }
}

/**
 * `/static/css/template.<hash>.css`, the template material's stylesheet (webpack.config.js). PurgeCSS
 * judges custom properties per file: each Bootstrap one (--bs-*) it reads without a fallback must
 * be declared in it or in the site's stylesheet, or the site's lost it. (Others, like --bar, are
 * data set on the element.)
 */
function templateStylesheet() {
  const cssDir = path.join(buildDir, 'static/css');
  const names = fs.readdirSync(cssDir).filter((name) => name.endsWith('.css'));
  const template = names.filter((name) => /^template\.[0-9a-f]+\.css$/.test(name));
  if (template.length !== 1) throw new Error(`Expected one template.*.css, found: ${template}`);
  const read = (/** @type {string} */ name) => fs.readFileSync(path.join(cssDir, name), 'utf8');
  const declared = new Set(
    names.flatMap((name) => [...read(name).matchAll(/(--[\w-]+):/g)].map((match) => match[1])),
  );
  // Exactly one, checked above.
  const missing = [...read(/** @type {string} */ (template[0])).matchAll(/var\((--[\w-]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name.startsWith('--bs-') && !declared.has(name));
  if (missing.length) {
    throw new Error(
      `${template[0]} reads undeclared ${[...new Set(missing)].join(', ')}: safelist them`,
    );
  }
  return `/static/css/${template[0]}`;
}

async function main() {
  const started = performance.now();
  // The TypeScript content records against their schema, in Node: zod stays out of the bundles.
  loadTs(path.join(root, 'src/content/checkContent.ts')).exports.checkContentRecords();
  /** @type {typeof import('../../src/entry-server')} */
  const server = require(serverBundle);
  // The first script's copy of the single-URL sections must be the route table's.
  server.assertSingleUrlSections();
  const template = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  checkBootScript(template);
  // Every namespace of each language (public/locales/<lng>/<namespace>.json): the prerenderer
  // renders with all of them; each page's HTML names those it used.
  const translations = Object.fromEntries(
    ['id', 'en'].map((language) => {
      const dir = path.join(root, 'public/locales', language);
      const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
      return [
        language,
        Object.fromEntries(
          files.map((file) => [
            path.basename(file, '.json'),
            JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
          ]),
        ),
      ];
    }),
  );
  const templateStyles = templateStylesheet();
  const templatePages = new Set(server.templatePaths());

  const write = async (
    /** @type {string} */ pathname,
    /** @type {string} */ file,
    /** @type {import('../../src/lib/i18n').Language} */ language = 'id',
  ) => {
    const bundles = /** @type {Record<string, object>} */ (translations[language]);
    const page = await server.renderPage(pathname, language, { [language]: bundles });
    if (page.location || page.status !== 200) {
      throw new Error(`${pathname}: answered ${page.status} ${page.location ?? ''}`);
    }
    if (page.hydrationData.errors) {
      throw new Error(`${pathname}: a route error: ${JSON.stringify(page.hydrationData.errors)}`);
    }
    const { head, body } = splitHead(page.html);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      fillTemplate(template, {
        head,
        body,
        hydrationData: page.hydrationData,
        namespaces: page.namespaces,
        language,
        path: pathname,
        routeId: page.routeId,
        stylesheets: templatePages.has(pathname) ? [templateStyles] : [],
      }),
    );
  };

  const pages = server.prerenderPaths();
  for (const pathname of pages) await write(pathname, outputFile(pathname));
  const englishPages = server.englishPrerenderPaths();
  for (const pathname of englishPages) await write(pathname, outputFile(pathname), 'en');
  await write(server.NOT_FOUND_PATH, path.join(buildDir, '404.html'));

  const buildDay = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(path.join(buildDir, 'sitemap.xml'), sitemapXml(server.sitemapEntries(buildDay)));
  fs.writeFileSync(path.join(buildDir, 'robots.txt'), robotsTxt(server.SITE_ORIGIN));
  for (const feed of server.feeds()) {
    fs.mkdirSync(path.dirname(path.join(buildDir, feed.path)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, feed.path), rssXml(feed.channel, feed.items));
  }
  // For the tests, not shipped: which route renders each page (tests/e2e/a11y.spec.ts).
  fs.writeFileSync(
    path.join(path.dirname(serverBundle), 'routes.json'),
    JSON.stringify(server.prerenderRoutes(), null, 1),
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = pages.length + englishPages.length;
  console.log(
    `Prerendered ${total + 1} pages (${pages.length} Indonesian + ${englishPages.length} English + 404.html) in ${seconds} s.`,
  );
}

const isCli = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  main().catch((error) => {
    // A content error names the file and the field; its stack would only bury that.
    console.error(error?.name === 'ContentError' ? error.message : (error?.stack ?? error));
    process.exit(1);
  });
}
