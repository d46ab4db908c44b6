// webpack loader for `*.md`: `import doc from './x.md'` gives `{ attributes, html }`, rendered
// at build time by ./markdown.mjs (types: src/types/markdown.d.ts).
import path from 'node:path';
import { markdownModuleCode } from './markdown.mjs';

/**
 * @param {any} source
 * @this {any}
 */
export default function markdownLoader(source) {
  const file = path.relative(this.rootContext, this.resourcePath);
  return markdownModuleCode(source, file, { esm: true });
}
