// Jest twin of ./caseStudyCoversLoader.mjs: src/content/caseStudies.covers → the case studies'
// real share image URLs, computed as the build does (no files written).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { caseStudyCovers, caseStudyCoversModuleCode } from './caseStudyCovers.mjs';

const ownFiles = [
  ...['coverArt.mjs', 'coverMotifs.mjs', 'coverStyles.mjs'],
  ...['caseStudyCovers.mjs', 'jestTransform.mjs'],
];

export default {
  process() {
    return { code: caseStudyCoversModuleCode({ esm: false }).code };
  },
  // The URLs depend on the case studies' module (and what it imports) and on the generator.
  /**
   * @param {string} source
   * @param {string} file
   */
  getCacheKey(source, file) {
    const hash = crypto.createHash('sha1').update(source).update(file);
    const own = ownFiles.map((name) => path.join(import.meta.dirname, name));
    for (const dep of [...own, ...caseStudyCovers().files]) {
      hash.update(dep).update(fs.readFileSync(dep));
    }
    return hash.digest('hex');
  },
};
