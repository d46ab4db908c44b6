// Writes generated covers into the browser build, for the webpack loaders that make them (the
// blog index's, config/markdown/blogIndexLoader.mjs, and the case studies',
// ./caseStudyCoversLoader.mjs): under static/media/, so the hosting caches them as immutable.
import { coverPng } from './coverArt.mjs';

/** PNGs already rendered, by file (its name carries the SVG's hash): rebuilds reuse them. */
const renderedPngs = new Map();

/**
 * Emits each cover's files: `<file>.png` (the share image, rendered with resvg) and, with `svg`,
 * `<file>.svg` (shown on pages). Only the browser build writes them: the prerenderer's Node
 * build needs the URLs alone, and computes the same ones from the same data.
 * @param {any} loader The loader's `this`.
 * @param {{ file: string; svg: string }[]} covers `file`: the site path without extension.
 * @param {{ svg: boolean }} options
 */
export function emitCovers(loader, covers, { svg }) {
  if (String(loader.target).startsWith('node')) return;
  for (const cover of covers) {
    const name = cover.file.replace(/^\//, '');
    if (!renderedPngs.has(name)) renderedPngs.set(name, coverPng(cover.svg));
    if (svg) loader.emitFile(`${name}.svg`, cover.svg);
    loader.emitFile(`${name}.png`, renderedPngs.get(name));
  }
}
