// webpack loader for `*.md`: `import doc from './x.md'` gives `{ attributes, html }`, rendered
// at build time by ./markdown.js (types: src/types/markdown.d.ts).
const path = require('node:path');
const { markdownModuleCode } = require('./markdown');

module.exports = function markdownLoader(source) {
  const file = path.relative(this.rootContext, this.resourcePath);
  return markdownModuleCode(source, file, { esm: true });
};
