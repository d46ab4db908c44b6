// Jest twin of webpack's rule for `?raw` SVG: its markup, rewritten for inline use as the build
// rewrites it (config/webpack/inlineSvgLoader.mjs).
import { optimize } from 'svgo';
import { INLINE_SVG } from '../webpack/inlineSvgLoader.mjs';

export default {
  /**
   * @param {string} source
   * @param {string} sourcePath
   */
  process(source, sourcePath) {
    const markup = optimize(source, { ...INLINE_SVG, path: sourcePath }).data;
    return { code: `module.exports = ${JSON.stringify(markup)};` };
  },
};
