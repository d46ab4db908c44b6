// npm run bench: bundle sizes and Lighthouse (mobile preset) for eight pages of the production
// build, served as production serves it (config/serve.mjs), against the budgets of issue 7.
// Prints one table and the budgets passed/failed; exits 1 when a budget is missed.
// Not part of `npm test`/`npm run check`: it takes minutes and wants a quiet machine.
//
// BUILD_DIR (default build/) is built first when it has no index.html. BENCH_RUNS (default 5)
// sets the Lighthouse runs per page; BENCH_CPU the simulated CPU slowdown (default 4, Lighthouse's);
// BENCH_LANG=en an English visitor; CHROME_PATH the browser (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators } from '../emulators/emulators.mjs';
import { writeStrippedCopy } from './baseline.mjs';
import { CPU_SLOWDOWN, median, startLighthouse } from './lighthouse.mjs';
import { measureRequests } from './requests.mjs';
import { serve } from './server.mjs';
import { firebaseChunks, stylesheets, translations } from './sizes.mjs';
import { checkBudgets, formatTable } from './report.mjs';

const { loadTs } = createRequire(import.meta.url)('../markdown/requireTs.js');

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || 'build');
const runs = Number(process.env.BENCH_RUNS) || 5;

/** The blog's category pages (/blog/<category>): the site's own list, src/lib/paths.ts. */
const BLOG_CATEGORIES = new Set(
  loadTs(path.join(projectRoot, 'src/lib/paths.ts')).exports.BLOG_CATEGORIES,
);

/** The first blog post of the sitemap (/blog/<id>, not a category). */
function firstBlogPost() {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const [, pathname] of sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)) {
    const match = /^\/blog\/([^/]+)$/.exec(pathname);
    if (match && !BLOG_CATEGORIES.has(match[1])) return pathname;
  }
  throw new Error('no /blog/<id> in sitemap.xml');
}

function ensureBuild() {
  if (
    existsSync(path.join(buildDir, 'index.html')) &&
    existsSync(path.join(buildDir, 'sitemap.xml'))
  )
    return;
  console.log(`No build in ${path.relative(projectRoot, buildDir)}/: npm run build`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function main() {
  ensureBuild();
  const pages = [
    { path: '/home', indexed: true },
    { path: '/tentang', indexed: true },
    { path: '/blog', indexed: true },
    { path: firstBlogPost(), indexed: true },
    { path: '/kontak', indexed: true },
    { path: '/auth/login', indexed: false },
    // English visitors, on the English pages: there the URL alone decides the language, so the
    // browser's language (Indonesian, below) changes nothing.
    { path: '/en/home', indexed: true },
    { path: '/en/blog', indexed: true },
  ];
  const baselineCopy = writeStrippedCopy(buildDir);
  const servers = [];
  let lh;
  // The build talks to the local emulators as production talks to Firebase: without them the
  // login page would be measured reporting an unreachable sign-in service.
  const emulators = await startEmulators({ log: (line) => console.log(`[emulators] ${line}`) });
  try {
    const site = await serve(buildDir);
    servers.push(site);
    const baseline = await serve(baselineCopy.dir);
    servers.push(baseline);

    console.log(`Measuring requests of ${pages.length} pages...`);
    const requests = await measureRequests(pages.map((page) => site.origin + page.path));

    lh = await startLighthouse();
    const rows = [];
    for (const [index, page] of pages.entries()) {
      const started = Date.now();
      const audit = await lh.audit(site.origin + page.path, { runs });
      const base = await lh.audit(baseline.origin + page.path, {
        runs,
        categories: ['performance'],
      });
      rows.push({
        ...page,
        ...requests[index],
        ...audit,
        baselineLcp: base.metrics.lcp,
        baselinePerformance: base.scores.performance,
        baselineTbt: base.metrics.tbt,
      });
      console.log(
        `  ${page.path}: ${runs}+${runs} Lighthouse runs in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }

    const files = {
      firebase: firebaseChunks(buildDir),
      css: stylesheets(buildDir),
      translations: translations(buildDir),
    };
    console.log('');
    console.log(formatTable(rows, files, runs));
    const speed = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
    console.log(
      `Machine: Lighthouse benchmarkIndex ${Math.round(speed)} (median of the runs); simulated CPU slowdown ${CPU_SLOWDOWN}×.`,
    );
    const budgets = checkBudgets(rows, files);
    console.log('');
    for (const budget of budgets)
      console.log(
        `${budget.ok ? 'PASS' : 'FAIL'}  ${budget.label}${budget.detail ? `: ${budget.detail}` : ''}`,
      );
    const failed = budgets.filter((budget) => !budget.ok).length;
    console.log(`\n${budgets.length - failed} budgets passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await lh?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await emulators.stop();
    baselineCopy.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
