// Jest twin of webpack's rule for `?raw` SVG: its markup, rewritten for inline use as the build
// rewrites it.
import { inlineSvg } from '../webpack/inlineSvgLoader.mjs';

export default {
  /**
   * @param {string} source
   * @param {string} sourcePath
   */
  process(source, sourcePath) {
    return { code: `module.exports = ${JSON.stringify(inlineSvg(source, sourcePath))};` };
  },
};
