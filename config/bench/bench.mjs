// npm run bench: bundle sizes, Lighthouse (mobile preset) and two interactions for the pages of
// the production build, served as production serves it (config/serve.mjs), each beside its
// no-script twin, at two CPU profiles (config/bench/profiles.mjs), against the budgets of issues
// 7 and 22 (docs/development.md#the-bench). Prints one table per profile and the budgets
// passed/failed; exits 1 when a budget is missed.
// Not part of `npm test`/`npm run check`: it takes minutes and wants a quiet machine.
//
// BUILD_DIR (default build/) is built first when it has no index.html. BENCH_PROFILE (4x, low or
// both, the default) the profiles; BENCH_PAGES (`/home,/kontak`, `post` for the blog post) the
// pages; BENCH_RUNS (default 3) the Lighthouse runs per page and twin, and the taps and typings
// per page (at least 3); BENCH_CPU the 4x profile's slowdown (default 4, Lighthouse's); BENCH_LANG=en an
// English visitor; CHROME_PATH the browser (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators } from '../emulators/emulators.mjs';
import { writeStrippedCopy } from './baseline.mjs';
import { startPhone } from './interactions.mjs';
import { CPU_SLOWDOWN, median, startLighthouse } from './lighthouse.mjs';
import { parseProfiles, selectPages } from './profiles.mjs';
import { measureRequests } from './requests.mjs';
import { serve } from './server.mjs';
import { firebaseChunks, stylesheets, translations } from './sizes.mjs';
import {
  BUDGETS,
  LOW_TIER_BUDGETS,
  checkBudgets,
  checkLowTierBudgets,
  checkSizeBudgets,
  formatLowTierTable,
  formatTable,
  twinsBelowBudget,
} from './report.mjs';

const { loadTs } = createRequire(import.meta.url)('../markdown/requireTs.mjs');

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || 'build');
const runs = Number(process.env.BENCH_RUNS) || 3;
/** Taps and typings per page: a few even when Lighthouse runs once, for a median and a worst. */
const interactionRuns = Math.max(runs, 3);
const profiles = parseProfiles(process.env.BENCH_PROFILE);

/** The blog's category pages (/blog/<category>): the site's own list, src/lib/paths.ts. */
const BLOG_CATEGORIES = new Set(
  loadTs(path.join(projectRoot, 'src/lib/paths.ts')).exports.BLOG_CATEGORIES,
);

/**
 * A page the bench measures.
 * @typedef {object} BenchPage
 * @property {string} path
 * @property {boolean} indexed Public (sitemap) rather than noindex.
 * @property {boolean} [post] The blog post (BENCH_PAGES `post`).
 * @property {boolean} [contactForm] Has the contact form (the typing is measured there).
 */

/** The first blog post of the sitemap (/blog/<id>, not a category). */
function firstBlogPost() {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const [, pathname = ''] of sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)) {
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

/**
 * The page's no-script twin, scored for performance only.
 * @param {import('./server.mjs').Server} baseline
 * @param {BenchPage} page
 */
const twinOf = (baseline, page) => ({
  url: baseline.origin + page.path,
  categories: ['performance'],
});

const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * The 4x profile: each page `runs` times (every category) and its no-script twin `runs` times
 * (performance), in turn, at the fixed slowdown.
 * @param {import('./lighthouse.mjs').Lighthouse} lh
 * @param {BenchPage[]} pages
 * @param {import('./server.mjs').Server} site
 * @param {import('./server.mjs').Server} baseline
 * @param {PageRequests[]} requests
 */
async function measure4x(lh, pages, site, baseline, requests) {
  console.log(`Profile 4x (CPU ${CPU_SLOWDOWN}×):`);
  /** @type {(import('./report.mjs').BenchRow & import('./lighthouse.mjs').Audit)[]} */
  const rows = [];
  for (const [index, page] of pages.entries()) {
    const started = Date.now();
    const { page: audit, twin: base } = await lh.audit(
      { page: { url: site.origin + page.path }, twin: twinOf(baseline, page) },
      { runs },
    );
    rows.push({
      ...page,
      // measureRequests measured every page, in order.
      .../** @type {PageRequests} */ (requests[index]),
      ...audit,
      baselineLcp: base.metrics.lcp,
      baselinePerformance: base.scores.performance,
      baselineTbt: base.metrics.tbt,
    });
    console.log(`  ${page.path}: ${runs}+${runs} Lighthouse runs in ${seconds(started)}`);
  }
  return rows;
}

/**
 * The low profile, on the public pages: before each page this machine's BenchmarkIndex is
 * measured afresh (Lighthouse's own benchmark); the page's and its twin's runs are calibrated
 * from it (lighthouse.mjs auditLowTier), then the tap on the page and on its twin and, on the
 * contact page, the typing.
 * @param {import('./lighthouse.mjs').Lighthouse} lh
 * @param {import('./interactions.mjs').Phone} phone
 * @param {BenchPage[]} pages
 * @param {import('./server.mjs').Server} site
 * @param {import('./server.mjs').Server} baseline
 */
async function measureLowTier(lh, phone, pages, site, baseline) {
  console.log('Profile low (a low-tier phone, BenchmarkIndex 264):');
  /** @type {import('./report.mjs').LowTierRow[]} */
  const rows = [];
  for (const page of pages.filter((entry) => entry.indexed)) {
    const started = Date.now();
    const calibration = { index: await phone.benchmarkIndex() };
    console.log(`  ${page.path}: this machine's BenchmarkIndex ${Math.round(calibration.index)}`);
    const { page: audit, twin: base } = await lh.auditLowTier(
      {
        page: { url: site.origin + page.path, categories: ['performance'] },
        twin: twinOf(baseline, page),
      },
      { runs, calibration },
    );
    const tap = await phone.tap(site.origin + page.path, interactionRuns);
    // The browser's own share of a tap (parsing, layout, opening the menu), beside the page's.
    const baselineTap = await phone.tap(baseline.origin + page.path, interactionRuns);
    const keystrokes = page.contactForm
      ? await phone.typing(site.origin + page.path, interactionRuns)
      : undefined;
    rows.push({
      ...page,
      ...audit,
      baselinePerformance: base.scores.performance,
      baselineTbt: base.metrics.tbt,
      baselineCalibrated: base.calibrated,
      baselineRuns: base.runs.length,
      tap,
      baselineTap,
      keystrokes,
    });
    console.log(
      `  ${page.path}: ${runs}+${runs} Lighthouse runs, ${interactionRuns}+${interactionRuns} taps${keystrokes ? `, ${interactionRuns} typings` : ''} in ${seconds(started)}`,
    );
  }
  return rows;
}

/** @typedef {Awaited<ReturnType<typeof measureRequests>>[number]} PageRequests */

async function main() {
  ensureBuild();
  const post = firstBlogPost();
  /** @type {BenchPage[]} */
  const candidates = [
    { path: '/home', indexed: true },
    { path: '/tentang', indexed: true },
    { path: '/tentang/karir', indexed: true },
    { path: '/blog', indexed: true },
    { path: post, indexed: true, post: true },
    { path: '/produk', indexed: true },
    { path: '/studi-kasus', indexed: true },
    { path: '/kontak', indexed: true, contactForm: true },
    { path: '/auth/login', indexed: false },
    // English visitors, on the English pages: there the URL alone decides the language, so
    // the browser's language (Indonesian, below) changes nothing.
    { path: '/en/home', indexed: true },
    { path: '/en/blog', indexed: true },
  ];
  const pages = selectPages(candidates, process.env.BENCH_PAGES);
  const baselineCopy = writeStrippedCopy(buildDir);
  const servers = [];
  let lh;
  let phone;
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
    const files = {
      firebase: firebaseChunks(buildDir),
      css: stylesheets(buildDir),
      translations: translations(buildDir),
    };

    lh = await startLighthouse();
    const budgets = [];
    const tables = [];
    /** @type {(string | undefined)[]} */
    const notes = [];
    if (profiles.includes('4x')) {
      const rows = await measure4x(lh, pages, site, baseline, requests);
      const speed = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
      tables.push(
        `Profile 4x\n\n${formatTable(rows, files, runs)}\n` +
          `Machine: Lighthouse benchmarkIndex ${Math.round(speed)} (median of the runs); simulated CPU slowdown ${CPU_SLOWDOWN}×.`,
      );
      budgets.push(...checkBudgets(rows, files));
      notes.push(twinsBelowBudget('4x', rows, BUDGETS.performance));
    } else {
      budgets.push(
        ...checkSizeBudgets(
          pages.map((page, index) => ({
            ...page,
            .../** @type {PageRequests} */ (requests[index]),
          })),
          files,
        ),
      );
    }
    if (profiles.includes('low')) {
      phone = await startPhone();
      const rows = await measureLowTier(lh, phone, pages, site, baseline);
      tables.push(`Profile low\n\n${formatLowTierTable(rows, runs)}`);
      budgets.push(...checkLowTierBudgets(rows));
      notes.push(twinsBelowBudget('low', rows, LOW_TIER_BUDGETS.performance));
    }

    for (const text of tables) console.log(`\n${text}`);
    console.log('');
    for (const budget of budgets)
      console.log(
        `${budget.ok ? 'PASS' : 'FAIL'}  ${budget.label}${budget.detail ? `: ${budget.detail}` : ''}`,
      );
    for (const note of notes) if (note) console.log(`\n${note}`);
    const failed = budgets.filter((budget) => !budget.ok).length;
    console.log(`\n${budgets.length - failed} budgets passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await phone?.close();
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
