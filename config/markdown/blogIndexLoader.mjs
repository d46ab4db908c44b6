// webpack loader for src/content/blog/posts/*.mdindex: turns the folder's posts into the blog
// index, or the home page's teaser index (./blogIndex.mjs), and writes each post's generated
// cover (config/covers/coverArt.mjs) as static/media/covers/<id>.<hash>.png and
// <id>.<hash>-<width>.webp. Errors fail the build, naming the file and the field.
import path from 'node:path';
import { blogIndexModuleCode } from './blogIndex.mjs';
import { emitCovers } from '../covers/emitCovers.mjs';

const coverModules = ['coverArt.mjs', 'coverMotifs.mjs', 'coverStyles.mjs'].map((name) =>
  path.join(import.meta.dirname, '../covers', name),
);

/**
 * @this {any}
 */
export default async function blogIndexLoader() {
  const { code, dependencies, postsDir, covers } = blogIndexModuleCode(this.resourcePath, {
    esm: true,
  });
  // Rebuild when a post, the team or the category list changes, or a post is added.
  this.addContextDependency(postsDir);
  for (const file of [...dependencies, ...coverModules]) this.addDependency(file);
  const files = covers.map(({ coverFile, coverSvg }) => ({ file: coverFile, svg: coverSvg }));
  await emitCovers(this, files, { page: true });
  return code;
}
