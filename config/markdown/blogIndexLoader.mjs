// webpack loader for src/content/blog/posts/*.mdindex: turns the folder's posts into the blog
// index, or the home page's teaser index (./blogIndex.mjs), and writes each post's generated
// cover (config/covers/coverArt.mjs) as static/media/covers/<id>.<hash>.svg and .png. Errors fail
// the build, naming the file and the field.
import path from 'node:path';
import { blogIndexModuleCode } from './blogIndex.mjs';
import { coverPng } from '../covers/coverArt.mjs';

const coverModules = ['coverArt.mjs', 'coverMotifs.mjs'].map((name) =>
  path.join(import.meta.dirname, '../covers', name),
);
/** PNGs already rendered, by file (its name carries the SVG's hash): rebuilds reuse them. */
const renderedPngs = new Map();

/**
 * @this {any}
 */
export default function blogIndexLoader() {
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
}
