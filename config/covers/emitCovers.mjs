// Writes generated covers into the browser build, for the webpack loaders that make them (the
// blog index's, config/markdown/blogIndexLoader.mjs, and the case studies',
// ./caseStudyCoversLoader.mjs): under static/media/, so the hosting caches them as immutable.
import { coverPng, coverWebps } from './coverArt.mjs';

/** @typedef {{ png: Buffer; webps: [number, Buffer][] }} Encoded */

/**
 * Covers already encoded, by file (its name carries the SVG's hash): rebuilds reuse them.
 * @type {Map<string, Promise<Encoded>>}
 */
const encoded = new Map();

/**
 * @param {string} svg
 * @param {boolean} page
 * @returns {Promise<Encoded>}
 */
async function encode(svg, page) {
  const png = coverPng(svg);
  return { png, webps: page ? await coverWebps(png) : [] };
}

/**
 * Emits each cover's files: `<file>.png` (the share image, rendered with resvg) and, with `page`,
 * `<file>-<width>.webp` (shown on pages, coverWebps). Only the browser build writes them: the
 * prerenderer's Node build needs the URLs alone, and computes the same ones from the same data.
 * @param {any} loader The loader's `this`.
 * @param {{ file: string; svg: string }[]} covers `file`: the site path without extension.
 * @param {{ page: boolean }} options
 */
export async function emitCovers(loader, covers, { page }) {
  if (String(loader.target).startsWith('node')) return;
  await Promise.all(
    covers.map(async ({ file, svg }) => {
      const name = file.replace(/^\//, '');
      if (!encoded.has(name)) encoded.set(name, encode(svg, page));
      const { png, webps } = /** @type {Encoded} */ (await encoded.get(name));
      loader.emitFile(`${name}.png`, png);
      for (const [width, webp] of webps) loader.emitFile(`${name}-${width}.webp`, webp);
    }),
  );
}
