// Jest twin of the webpack loaders: `*.md` → { attributes, html }, the blog's `*.mdindex` →
// its index, with the same code as the build (./markdown.js, ./blogIndex.js).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { markdownModuleCode } = require('./markdown');
const { blogIndexModuleCode, loadBlogContext } = require('./blogIndex');

const root = path.resolve(__dirname, '../..');
const isIndex = (file) => file.endsWith('.mdindex');
const ownFiles = [
  ...['markdown.js', 'blogIndex.js', 'requireTs.js', 'jestTransform.js'],
  ...['../covers/coverArt.js', '../covers/coverMotifs.js'],
].map((f) => path.join(__dirname, f));

module.exports = {
  process(source, file) {
    if (isIndex(file)) return { code: blogIndexModuleCode(file, { esm: false }).code };
    return { code: markdownModuleCode(source, path.relative(root, file), { esm: false }) };
  },
  // The index depends on every post and on the modules it is checked against (team.ts, the
  // schema and what they import): key the cache on all of them.
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
