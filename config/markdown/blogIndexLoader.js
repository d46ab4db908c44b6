// webpack loader for src/content/blog/posts/*.mdindex: turns the folder's posts into the blog
// index, or the home page's teaser index (./blogIndex.js), and writes each post's generated
// cover (config/covers/coverArt.js) as static/media/covers/<id>.<hash>.svg and .png. Errors fail
// the build, naming the file and the field.
const path = require('node:path');
const { blogIndexModuleCode } = require('./blogIndex');
const { coverPng } = require('../covers/coverArt');

const coverModules = ['coverArt.js', 'coverMotifs.js'].map((name) =>
  path.join(__dirname, '../covers', name),
);
/** PNGs already rendered, by file (its name carries the SVG's hash): rebuilds reuse them. */
const renderedPngs = new Map();

module.exports = function blogIndexLoader() {
  const { code, dependencies, postsDir, covers } = blogIndexModuleCode(this.resourcePath, {
    esm: true,
  });
  // Rebuild when a post, the team or the category list changes, or a post is added.
  this.addContextDependency(postsDir);
  for (const file of [...dependencies, ...coverModules]) this.addDependency(file);
  // The browser build writes the covers; the prerenderer's Node build needs no copy.
  if (!String(this.target).startsWith('node')) {
    for (const { coverFile, coverSvg } of covers) {
      const name = coverFile.replace(/^\//, '');
      if (!renderedPngs.has(name)) renderedPngs.set(name, coverPng(coverSvg));
      this.emitFile(`${name}.svg`, coverSvg);
      this.emitFile(`${name}.png`, renderedPngs.get(name));
    }
  }
  return code;
};
