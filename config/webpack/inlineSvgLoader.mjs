// An SVG imported `?raw` (an icon, a drawing) goes into the page's markup, so SVGO rewrites it
// for inline use: shorter path data at two decimals (a hundredth of a pixel on a 16 px icon), no
// empty closing tags, no `xmlns` (HTML's parser gives <svg> its namespace). Ids are kept: a
// drawing's `<use href="#hero-gate">` names them, and they share the page's id space
// (components/Drawing.tsx). Every page's HTML carries icons: the bytes count
// (docs/development.md#the-first-round-trip).
import { optimize } from 'svgo';

/**
 * The markup of the SVG file at `path`, rewritten for inline use (also Jest's transform).
 * @param {string} source
 * @param {string} path
 */
export function inlineSvg(source, path) {
  return optimize(source, {
    path,
    multipass: true,
    floatPrecision: 2,
    plugins: [
      { name: 'preset-default', params: { overrides: { cleanupIds: false } } },
      'removeXMLNS',
    ],
  }).data;
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
export default function inlineSvgLoader(source) {
  return inlineSvg(source, this.resourcePath);
}
