// Each case study's share image (docs/content.md#covers), from the case studies' own list,
// src/content/caseStudies.ts: drawn by ./coverArt.mjs like the posts' covers, from the case
// study's slug and Indonesian title, in its product's colours (or those of custom work).
import path from 'node:path';
import { loadTs } from '../markdown/requireTs.mjs';
import { caseStudyCover } from './coverArt.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CASE_STUDIES = path.join(root, 'src/content/caseStudies.ts');

/** @typedef {import('../../src/content/schema').CaseStudy} CaseStudy */

/**
 * Every case study's cover: its slug, file (the site path without extension) and SVG; and the
 * files they were read from (for watch and caching).
 */
function caseStudyCovers() {
  const { exports, files } = loadTs(CASE_STUDIES);
  const caseStudies = /** @type {CaseStudy[]} */ (exports.caseStudies);
  const covers = caseStudies.map(({ slug, title, product }) => ({
    slug,
    ...caseStudyCover({ slug, title: title.id, product }),
  }));
  return { covers, files };
}

/**
 * The module src/content/caseStudies.covers becomes: `caseStudyShareImages`, each case study's
 * share image (a site path) by slug. A few hundred bytes, imported by the case study page only.
 * @param {{ esm: boolean }} options
 */
function caseStudyCoversModuleCode({ esm }) {
  const { covers, files } = caseStudyCovers();
  const images = JSON.stringify(Object.fromEntries(covers.map((c) => [c.slug, `${c.file}.png`])));
  const code = esm
    ? `export const caseStudyShareImages = ${images};\n`
    : `Object.defineProperty(exports, '__esModule', { value: true });\nexports.caseStudyShareImages = ${images};\n`;
  return { code, covers, files };
}

export { caseStudyCovers, caseStudyCoversModuleCode };
