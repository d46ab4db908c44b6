// webpack loader for src/content/blog/posts/*.mdindex: turns the folder's posts into the blog
// index, or the home page's teaser index (./blogIndex.js). Errors fail the build, naming the
// file and the field.
const { blogIndexModuleCode } = require('./blogIndex');

module.exports = function blogIndexLoader() {
  const { code, dependencies, postsDir } = blogIndexModuleCode(this.resourcePath, { esm: true });
  // Rebuild when a post, the team or the category list changes, or a post is added.
  this.addContextDependency(postsDir);
  for (const file of dependencies) this.addDependency(file);
  return code;
};
