// Jest twin of the webpack loaders: `*.md` → { attributes, html }, the blog's `*.mdindex` →
// its index, with the same code as the build (./markdown.mjs, ./blogIndex.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { markdownModuleCode } from './markdown.mjs';
import { blogIndexModuleCode, loadBlogContext } from './blogIndex.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const isIndex = (/** @type {string} */ file) => file.endsWith('.mdindex');
const ownFiles = [
  ...['markdown.mjs', 'blogIndex.mjs', 'requireTs.mjs', 'jestTransform.mjs'],
  ...['../covers/coverArt.mjs', '../covers/coverMotifs.mjs', '../covers/coverStyles.mjs'],
].map((f) => path.join(import.meta.dirname, f));

export default {
  /**
   * @param {any} source
   * @param {string} file
   */
  process(source, file) {
    if (isIndex(file)) return { code: blogIndexModuleCode(file, { esm: false }).code };
    return { code: markdownModuleCode(source, path.relative(root, file), { esm: false }) };
  },
  // The index depends on every post and on the modules it is checked against (team.ts, the
  // schema and what they import): key the cache on all of them.
  /**
   * @param {string} source
   * @param {string} file
   */
  getCacheKey(source, file) {
    const hash = crypto.createHash('sha1').update(source).update(file);
    const extra = isIndex(file)
      ? [
          ...fs
            .readdirSync(path.dirname(file))
            .sort()
            .map((name) => path.join(path.dirname(file), name)),
          ...loadBlogContext().files,
        ]
      : [];
    for (const dep of [...ownFiles, ...extra]) {
      if (fs.existsSync(dep) && fs.statSync(dep).isFile()) {
        hash.update(dep).update(fs.readFileSync(dep));
      }
    }
    return hash.digest('hex');
  },
};
