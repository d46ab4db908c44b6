// The site's generated covers (docs/content.md#covers): each blog post's, and each case study's
// share image. An SVG of 1200×630 (the share-image size) in the colours of the post's category
// or the case study's product, with a backdrop of shapes placed by a seed drawn from its id (or
// slug) and Indonesian title, and a motif framed on it. The same data always gives the same
// picture; no two share one. Rendered as a PNG for Open Graph with resvg, and a post's also as
// WebP at a few widths for the pages (coverWebps). No text: fonts would make the picture depend
// on the machine that builds it.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { MOTIFS, el } from './coverMotifs.mjs';
import { CASE_STUDY_STYLES, CATEGORY_STYLES, CUSTOM_WORK } from './coverStyles.mjs';

/**
 * The covers' size, and the widths the pages' WebP come in: one file for src/ and config/.
 * @type {{ width: number; height: number; pageWidths: number[] }}
 */
const {
  width: WIDTH,
  height: HEIGHT,
  pageWidths: PAGE_WIDTHS,
} = createRequire(import.meta.url)('../../src/content/coverSize.json');

/** Where the browser build writes covers (webpack's static/media, cached as immutable). */
const COVER_DIR = 'static/media/covers';

/**
 * @typedef {import('./coverStyles.mjs').CoverStyle} CoverStyle
 * @typedef {{ between: (min: number, max: number) => number; pick: <T>(list: T[]) => T }} Dice
 */

/**
 * A deterministic random source in [0, 1) from a string (FNV-1a seeding mulberry32).
 * @param {string} text
 */
function seededRandom(text) {
  let seed = 0x811c9dc5;
  for (const char of text) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Helpers over one random source: numbers rounded to 0.1 so the SVG stays short.
 * @param {() => number} random
 * @returns {Dice}
 */
function dice(random) {
  /** @type {Dice['between']} */
  const between = (min, max) => Math.round((min + random() * (max - min)) * 10) / 10;
  /** @type {Dice['pick']} */
  const pick = (list) => /** @type {any} */ (list[Math.floor(random() * list.length)]);
  return { between, pick };
}

/**
 * The backdrops a seed chooses from: shapes in the style's ink and accent.
 * @type {Record<string, (roll: Dice, style: CoverStyle) => string[]>}
 */
const BACKDROPS = {
  orbs({ between, pick }, { ink, accent }) {
    return Array.from({ length: Math.round(between(6, 9)) }, () =>
      el('circle', {
        cx: between(0, WIDTH),
        cy: between(0, HEIGHT),
        r: between(30, 200),
        fill: pick([ink, ink, accent]),
        opacity: between(0.08, 0.22),
      }),
    );
  },
  rings({ between }, { ink, accent }) {
    const [cx, cy, step] = [between(0, WIDTH), between(0, HEIGHT), between(60, 90)];
    return Array.from({ length: 6 }, (_, i) =>
      el('circle', {
        cx,
        cy,
        r: step * (i + 1),
        fill: 'none',
        stroke: i === 2 ? accent : ink,
        'stroke-width': between(10, 24),
        opacity: i === 2 ? 0.3 : 0.12,
      }),
    );
  },
  waves({ between }, { ink, accent }) {
    return Array.from({ length: 4 }, (_, i) => {
      const y = between(260, 380) + i * 60;
      const lift = between(30, 70);
      const d = `M0 ${y}c200 ${-lift} 400 ${-lift} 600 0s400 ${lift} 600 0V${HEIGHT}H0z`;
      return el('path', { d, fill: i === 3 ? accent : ink, opacity: i === 3 ? 0.3 : 0.12 });
    });
  },
  stripes({ between }, { ink, accent }) {
    const slant = between(-300, 300);
    return Array.from({ length: 5 }, (_, i) => {
      const x = between(-200, WIDTH);
      const width = between(40, 160);
      const d = `M${x} 0h${width}l${slant} ${HEIGHT}h${-width}z`;
      return el('path', { d, fill: i === 0 ? accent : ink, opacity: i === 0 ? 0.25 : 0.1 });
    });
  },
  grid({ between, pick }, { ink, accent }) {
    const gap = Math.round(between(40, 56));
    const dots = Array.from({ length: 7 }, () =>
      el('circle', {
        cx: gap * Math.round(between(1, WIDTH / gap - 1)),
        cy: gap * Math.round(between(1, HEIGHT / gap - 1)),
        r: pick([8, 12, 16]),
        fill: accent,
        opacity: 0.7,
      }),
    );
    return [
      `<pattern id="dots" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">${el('circle', { cx: gap / 2, cy: gap / 2, r: 3, fill: ink, opacity: 0.25 })}</pattern>`,
      el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#dots)' }),
      ...dots,
    ];
  },
};

/**
 * Small accents scattered by the seed: dots, rings and plus signs.
 * @param {Dice} roll
 * @param {CoverStyle} style
 * @returns {string[]}
 */
function sparkles({ between, pick }, { ink, accent }) {
  return Array.from({ length: 4 }, () => {
    const [x, y, color] = [between(40, WIDTH - 40), between(40, HEIGHT - 40), pick([ink, accent])];
    return pick([
      el('circle', { cx: x, cy: y, r: 10, fill: color }),
      el('circle', { cx: x, cy: y, r: 14, fill: 'none', stroke: color, 'stroke-width': 6 }),
      el('path', {
        d: `M${x - 14} ${y}h28M${x} ${y - 14}v28`,
        stroke: color,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    ]);
  });
}

/**
 * A cover's SVG markup: the seed (from the subject's own data) places the backdrop, the
 * sparkles and the framed motif; the style gives the colours.
 * @param {string} seed
 * @param {CoverStyle} style
 * @param {string} motif A motif of src/content/blog/covers.ts.
 * @returns {string}
 */
function drawCover(seed, style, motif) {
  const drawing = MOTIFS[motif];
  if (!drawing) throw new Error(`No cover motif "${motif}"`);
  const roll = dice(seededRandom(seed));
  const angle = roll.between(0, Math.PI * 2);
  const dx = Math.round((Math.cos(angle) / 2) * 100);
  const dy = Math.round((Math.sin(angle) / 2) * 100);
  const backdrop = roll.pick(Object.values(BACKDROPS))(roll, style);
  // The motif on a 320×180 panel, scaled ×2, placed and tilted by the seed.
  const [x, y, tilt] = [roll.between(80, 480), roll.between(100, 170), roll.between(-4, 4)];
  const panel = [
    el('rect', { x: 10, y: 12, width: 320, height: 180, rx: 14, fill: '#000', opacity: 0.18 }),
    `<g clip-path="url(#panel)">${el('rect', { width: 320, height: 180, fill: drawing.background })}${drawing.art.join('')}</g>`,
    el('rect', {
      width: 320,
      height: 180,
      rx: 14,
      fill: 'none',
      stroke: style.ink,
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    }),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="${50 - dx}%" y1="${50 - dy}%" x2="${50 + dx}%" y2="${50 + dy}%">`,
    `<stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>`,
    `<clipPath id="panel">${el('rect', { width: 320, height: 180, rx: 14 })}</clipPath></defs>`,
    el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#bg)' }),
    ...backdrop,
    ...sparkles(roll, style),
    `<g transform="translate(${x} ${y}) scale(2) rotate(${tilt} 160 90)">${panel.join('')}</g>`,
    '</svg>\n',
  ].join('');
}

/**
 * A cover's files: `file`, the site path without extension
 * (`/static/media/covers/<dir><name>.<hash>`: `-<width>.webp` for a page, `.png` for the share
 * image),
 * and the SVG. The hash is of the SVG, so a changed cover gets a new URL.
 * @param {string} name
 * @param {string} svg
 * @param {string} [dir] A sub-folder, ending in `/`.
 * @returns {{ file: string; svg: string }}
 */
function coverFiles(name, svg, dir = '') {
  const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { file: `/${COVER_DIR}/${dir}${name}.${hash}`, svg };
}

/**
 * What a post's cover is drawn from.
 * @typedef {object} CoverSource
 * @property {string} id
 * @property {string} category
 * @property {string} title The Indonesian title: every language shares the cover.
 * @property {string} [motif] A motif of src/content/blog/covers.ts; the category's when absent.
 */

/**
 * The cover of a post: `{ id, category, title, motif }` (the Indonesian title; `motif` optional,
 * else the category's). Returns the SVG markup.
 * @param {CoverSource} post
 * @returns {string}
 */
function coverSvg({ id, category, title, motif }) {
  const style = CATEGORY_STYLES[category];
  if (!style) throw new Error(`No cover style for the category "${category}"`);
  return drawCover(`${id}\n${title}`, style, motif ?? style.motif);
}

/**
 * A post's cover files: `/static/media/covers/<id>.<hash>` and the SVG.
 * @param {CoverSource} post
 */
function postCover(post) {
  return coverFiles(post.id, coverSvg(post));
}

/**
 * A case study's share image: `/static/media/covers/case-studies/<slug>.<hash>` and the SVG,
 * in its product's style (custom work's without one). `title` is the Indonesian one: both
 * languages share the picture.
 * @param {{ slug: string; title: string; product?: string | undefined }} caseStudy
 */
function caseStudyCover({ slug, title, product }) {
  const style = CASE_STUDY_STYLES[product ?? CUSTOM_WORK];
  if (!style) throw new Error(`${slug}: no cover style for the product "${product}"`);
  return coverFiles(slug, drawCover(`${slug}\n${title}`, style, style.motif), 'case-studies/');
}

/**
 * The cover as a 1200×630 PNG (the share image), rendered with resvg, without system fonts.
 * @param {string} svg
 * @returns {Buffer}
 */
function coverPng(svg) {
  // Loaded on first use: only the build's share images need the native renderer.
  const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js');
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: WIDTH },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

/**
 * The cover for pages: the share PNG as WebP at each of PAGE_WIDTHS (`[width, bytes]`), encoded
 * with sharp, for an <img srcset>. A raster picture is decoded off the page's main thread; an
 * SVG <img> builds a document of its own on it (on /blog, its three first covers took 35-90 ms
 * of main thread at 1x CPU, 200-500 ms on a low-tier phone). 4-16 KB each.
 * @param {Buffer} png
 * @returns {Promise<[number, Buffer][]>}
 */
function coverWebps(png) {
  // Loaded on first use, like resvg.
  const sharp = createRequire(import.meta.url)('sharp');
  return Promise.all(
    PAGE_WIDTHS.map(async (width) => [
      width,
      await sharp(png).resize(width).webp({ quality: 80 }).toBuffer(),
    ]),
  );
}

export {
  coverSvg,
  coverPng,
  coverWebps,
  postCover,
  caseStudyCover,
  CATEGORY_STYLES,
  CASE_STUDY_STYLES,
  CUSTOM_WORK,
  WIDTH,
  HEIGHT,
};
