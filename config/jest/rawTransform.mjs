// Jest twin of webpack's `asset/source`: an SVG imported with `?raw` is its markup.
export default {
  /**
   * @param {any} source
   */
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
