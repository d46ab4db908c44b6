// The bench's table and its budgets (issue 7). Sizes are gzip KB (1024 bytes, level 9).
export const BUDGETS = {
  initialJsKb: 150,
  firebaseKb: 75,
  cssKb: 25,
  translationKb: 15,
  performance: 95,
  lcpRatio: 1.2,
  cls: 0.02,
};

const kb = (value) => value.toFixed(1);
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

function pad(cells, widths) {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
    .join('  ');
}

/** `value (base)`: the same measure of the script-free baseline, when there is one. */
const withBase = (value, base) => (base === undefined ? value : `${value} (${base})`);

/** The one table: a row per page, then the build's Firebase, CSS and translation files. */
export function formatTable(rows, files, runs) {
  const header = [
    'page',
    'init JS',
    'all JS',
    'CSS',
    'req',
    'perf (base)',
    'a11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT (base)',
    'CLS',
    'LCP/base',
  ];
  const body = rows.map((row) => [
    row.path,
    kb(row.initialJsKb),
    kb(row.allJsKb),
    kb(row.cssKb),
    String(row.requests),
    withBase(String(row.scores.performance), row.baselinePerformance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    ms(row.metrics.fcp),
    ms(row.metrics.lcp),
    withBase(ms(row.metrics.tbt), row.baselineTbt === undefined ? undefined : ms(row.baselineTbt)),
    row.metrics.cls.toFixed(3),
    `${(row.metrics.lcp / row.baselineLcp).toFixed(2)} (${ms(row.baselineLcp)})`,
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...body].map((cells) => cells[i].length)),
  );
  const lines = [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((cells) => pad(cells, widths)),
  ];
  const total = (list) => list.reduce((sum, file) => sum + file.kb, 0);
  lines.push(
    '',
    `JS/CSS/requests: gzip KB until React has taken over the page (init JS) and until network idle (all JS, CSS, req). ` +
      `Lighthouse ${runs}× mobile preset, medians; FCP/LCP/TBT in ms; (base) and LCP/base: the same HTML without scripts, whose main-thread work is only style, layout and paint.`,
    `Firebase chunks: ${kb(total(files.firebase))} KB (${files.firebase.map((f) => `${f.name} ${kb(f.kb)}`).join(', ') || 'none'})`,
    `Stylesheets of the build (every route's, not a budget): ${kb(total(files.css))} KB: ${files.css.map((f) => `${f.name} ${kb(f.kb)}`).join(', ')}`,
    `Translations: ${files.translations.map((f) => `${f.name} ${kb(f.kb)}`).join(', ')}`,
  );
  return lines.join('\n');
}

/**
 * Every budget with ok/detail. Every page is gated on everything, except that SEO is scored only
 * on pages meant to be found: /auth/login is `noindex` (and disallowed in robots.txt) by design.
 */
export function checkBudgets(rows, files) {
  const results = [];
  const add = (label, ok, detail = '') => results.push({ label, ok, detail });
  for (const row of rows) {
    const where = row.path;
    add(
      `${where} initial JS ≤ ${BUDGETS.initialJsKb} KB`,
      row.initialJsKb <= BUDGETS.initialJsKb,
      `${kb(row.initialJsKb)} KB`,
    );
    add(
      `${where} no Firebase code in initial JS`,
      row.initialFirebase.length === 0,
      row.initialFirebase.join(', '),
    );
    add(`${where} CSS ≤ ${BUDGETS.cssKb} KB`, row.cssKb <= BUDGETS.cssKb, `${kb(row.cssKb)} KB`);
    const failing = (category) =>
      row.failing
        .filter((id) => id.startsWith(`${category}:`))
        .map((id) => id.split(':')[1])
        .join(', ');
    add(
      `${where} performance ≥ ${BUDGETS.performance}`,
      row.scores.performance >= BUDGETS.performance,
      withBase(String(row.scores.performance), row.baselinePerformance),
    );
    for (const category of ['accessibility', 'best-practices', ...(row.indexed ? ['seo'] : [])]) {
      const score = row.scores[category];
      add(
        `${where} ${category} = 100`,
        score === 100,
        score === 100 ? '' : `${score} (${failing(category)})`,
      );
    }
    const ratio = row.metrics.lcp / row.baselineLcp;
    add(
      `${where} LCP ≤ ${BUDGETS.lcpRatio} × baseline`,
      ratio <= BUDGETS.lcpRatio,
      `${ratio.toFixed(2)}`,
    );
    add(
      `${where} CLS ≤ ${BUDGETS.cls}`,
      row.metrics.cls <= BUDGETS.cls,
      row.metrics.cls.toFixed(3),
    );
  }
  const firebaseKb = files.firebase.reduce((sum, file) => sum + file.kb, 0);
  add(
    `all Firebase chunks ≤ ${BUDGETS.firebaseKb} KB`,
    firebaseKb <= BUDGETS.firebaseKb,
    `${kb(firebaseKb)} KB in ${files.firebase.length} chunks`,
  );
  for (const file of files.translations) {
    add(
      `${file.name} ≤ ${BUDGETS.translationKb} KB`,
      file.kb <= BUDGETS.translationKb,
      `${kb(file.kb)} KB`,
    );
  }
  return results;
}
