// The nine cover motifs of src/content/blog/covers.ts, drawn as SVG on a 320×180 canvas in the
// site's palette (src/styles/_theme.scss). The cover generator (./coverArt.mjs) frames one of
// them on each generated cover (a post's, a case study's); a unit test checks both lists name
// the same motifs.

const OCEAN = '#0d5f66';
const DEEP = '#0b2530';
const SUNSET = '#e07a2f';
const SAND = '#f6f1e7';
const MIST = '#eef5f4';

/**
 * `<tag a="1" …/>` from an attribute object (numbers as they are, undefined left out).
 * @param {string} tag
 * @param {Record<string, string | number | undefined>} attributes
 */
function el(tag, attributes) {
  const pairs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${value}"`);
  return `<${tag} ${pairs.join(' ')}/>`;
}

const range = (/** @type {number} */ n) => [...Array(n).keys()];

/**
 * Each motif: a background and its shapes, as SVG markup.
 * @type {Record<string, { background: string; art: string[] }>}
 */
const MOTIFS = {
  waves: {
    background: OCEAN,
    art: [
      el('circle', { cx: 250, cy: 56, r: 26, fill: SUNSET }),
      ...[96, 120, 144].map((y, i) =>
        el('path', {
          d: `M0 ${y}c40-18 80-18 120 0s80 18 120 0 60-18 80-9v${180 - y}H0z`,
          fill: i === 2 ? DEEP : MIST,
          opacity: [0.35, 0.55, 1][i] ?? 1,
        }),
      ),
    ],
  },
  terminal: {
    background: DEEP,
    art: [
      el('rect', { x: 40, y: 30, width: 240, height: 124, rx: 10, fill: '#123a47' }),
      el('circle', { cx: 58, cy: 46, r: 5, fill: SUNSET }),
      el('circle', { cx: 74, cy: 46, r: 5, fill: SAND, opacity: 0.6 }),
      el('path', { d: 'm60 80 16 12-16 12', stroke: SUNSET, 'stroke-width': 5, fill: 'none' }),
      el('rect', { x: 86, y: 98, width: 60, height: 6, rx: 3, fill: MIST }),
      el('rect', { x: 60, y: 118, width: 130, height: 6, rx: 3, fill: MIST, opacity: 0.45 }),
      el('rect', { x: 60, y: 134, width: 90, height: 6, rx: 3, fill: MIST, opacity: 0.3 }),
    ],
  },
  receipt: {
    background: SAND,
    art: [
      el('rect', { x: 40, y: 120, width: 240, height: 40, rx: 8, fill: OCEAN, opacity: 0.15 }),
      el('path', { d: 'M120 20h80v130l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8z', fill: '#fff' }),
      ...[40, 56, 72, 88].map((y, i) =>
        el('rect', {
          x: 132,
          y,
          width: i % 2 ? 40 : 56,
          height: 6,
          rx: 3,
          fill: DEEP,
          opacity: 0.55,
        }),
      ),
      el('rect', { x: 132, y: 108, width: 56, height: 8, rx: 3, fill: SUNSET }),
    ],
  },
  calendar: {
    background: MIST,
    art: [
      el('rect', { x: 90, y: 28, width: 140, height: 128, rx: 12, fill: '#fff' }),
      el('rect', { x: 90, y: 28, width: 140, height: 30, rx: 12, fill: OCEAN }),
      ...range(4).flatMap((row) =>
        range(5).map((col) => {
          const marked = row === 1 && col > 0 && col < 4;
          return el('rect', {
            x: 104 + col * 24,
            y: 70 + row * 20,
            width: 16,
            height: 12,
            rx: 3,
            fill: marked ? SUNSET : DEEP,
            opacity: marked ? undefined : 0.18,
          });
        }),
      ),
    ],
  },
  signal: {
    background: DEEP,
    art: [
      ...[70, 50, 30].map((r, i) =>
        el('path', {
          d: `M${160 - r} ${120 - r * 0.2}a${r} ${r} 0 0 1 ${r * 2} 0`,
          stroke: i === 2 ? SUNSET : MIST,
          'stroke-width': 8,
          'stroke-linecap': 'round',
          fill: 'none',
          opacity: i === 0 ? 0.35 : 0.7,
        }),
      ),
      el('circle', { cx: 160, cy: 126, r: 9, fill: SUNSET }),
      el('path', { d: 'M0 160c50-10 100-10 160 0s110 10 160 0v20H0z', fill: OCEAN }),
    ],
  },
  bug: {
    background: '#fbe9dc',
    art: [
      el('ellipse', { cx: 160, cy: 98, rx: 34, ry: 44, fill: DEEP }),
      el('circle', { cx: 160, cy: 50, r: 18, fill: DEEP }),
      el('path', { d: 'M160 58v80', stroke: SUNSET, 'stroke-width': 4 }),
      ...[-1, 1].flatMap((side) =>
        [80, 100, 120].map((y) =>
          el('path', {
            d: `M${160 + side * 32} ${y}l${side * 30} ${y === 100 ? 0 : y < 100 ? -12 : 12}`,
            stroke: DEEP,
            'stroke-width': 5,
            'stroke-linecap': 'round',
          }),
        ),
      ),
      el('circle', { cx: 250, cy: 40, r: 14, fill: 'none', stroke: OCEAN, 'stroke-width': 5 }),
      el('path', {
        d: 'm260 50 14 14',
        stroke: OCEAN,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    ],
  },
  people: {
    background: OCEAN,
    art: [
      ...[90, 160, 230].flatMap((x, i) => [
        el('circle', { cx: x, cy: i === 1 ? 70 : 82, r: 20, fill: i === 1 ? SUNSET : SAND }),
        el('path', {
          d: `M${x - 34} ${i === 1 ? 150 : 160}a34 34 0 0 1 68 0z`,
          fill: i === 1 ? SUNSET : SAND,
          opacity: i === 1 ? undefined : 0.85,
        }),
      ]),
      el('rect', { x: 0, y: 150, width: 320, height: 30, fill: DEEP }),
    ],
  },
  village: {
    background: SAND,
    art: [
      el('circle', { cx: 250, cy: 46, r: 20, fill: SUNSET }),
      el('path', { d: 'M0 150 70 70l50 50 50-70 90 100H0z', fill: OCEAN, opacity: 0.25 }),
      el('path', { d: 'm96 96 34-30 34 30z', fill: DEEP }),
      el('rect', { x: 104, y: 96, width: 52, height: 44, fill: OCEAN }),
      el('rect', { x: 122, y: 112, width: 16, height: 28, fill: SAND }),
      el('path', { d: 'm186 110 22-20 22 20z', fill: DEEP }),
      el('rect', { x: 192, y: 110, width: 32, height: 30, fill: OCEAN, opacity: 0.8 }),
      el('rect', { x: 0, y: 140, width: 320, height: 40, fill: '#8aa88f', opacity: 0.5 }),
    ],
  },
  code: {
    background: DEEP,
    art: [
      el('path', {
        d: 'm110 60-40 30 40 30M210 60l40 30-40 30',
        stroke: MIST,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        fill: 'none',
      }),
      el('path', {
        d: 'm176 48-32 84',
        stroke: SUNSET,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      el('path', { d: 'M0 160c50-10 100-10 160 0s110 10 160 0v20H0z', fill: OCEAN }),
    ],
  },
};

const PALETTE = { OCEAN, DEEP, SUNSET, SAND, MIST };

export { MOTIFS, el, PALETTE };
