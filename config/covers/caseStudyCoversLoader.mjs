// webpack loader for src/content/caseStudies.covers: generates every case study's share image
// (./caseStudyCovers.mjs) and becomes the module naming their URLs. A loader over a marker, as
// the blog index does, rather than importing generated files: the images are made from the
// case studies' data at build time, so no file stands on disk to import, and the URLs come from
// the data alone, the same in the prerenderer's Node build, which writes no files.
import path from 'node:path';
import { caseStudyCoversModuleCode } from './caseStudyCovers.mjs';
import { emitCovers } from './emitCovers.mjs';

const coverModules = [
  'coverArt.mjs',
  'coverMotifs.mjs',
  'coverStyles.mjs',
  'caseStudyCovers.mjs',
].map((name) => path.join(import.meta.dirname, name));

/**
 * @this {any}
 */
export default async function caseStudyCoversLoader() {
  const { code, covers, files } = caseStudyCoversModuleCode({ esm: true });
  for (const file of [...files, ...coverModules]) this.addDependency(file);
  // The share image only: no page shows the picture itself.
  await emitCovers(this, covers, { page: false });
  return code;
}
