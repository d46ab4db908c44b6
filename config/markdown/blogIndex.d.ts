// Types of blogIndex.js (CommonJS, run by webpack and jest in Node).
import type { CoverMotif } from '../../src/content/blog/covers';
import type { PostMeta } from '../../src/content/blog/postMeta';

export interface BlogContext {
  /** The team members' slugs: the authors a post may name. */
  authors: string[];
  /** The facts a translation inherits from the Indonesian version. */
  shared: readonly string[];
  parseFrontMatter(
    attributes: Record<string, unknown>,
    file: string,
    isTranslation: boolean,
  ): Record<string, unknown>;
  /** Every file the context was read from (for watch and caching). */
  files: string[];
}
/** A post of the index, plus the build's own: its file name per language, motif, cover SVG. */
export type IndexedPost = PostMeta & {
  files: Record<string, string>;
  cover?: CoverMotif;
  coverSvg: string;
};
export declare const LANGUAGES: string[];
/** How many posts posts/latest.mdindex (the home page's teaser) holds. */
export declare const LATEST_POSTS: number;
export declare function loadBlogContext(): BlogContext;
export declare function buildBlogIndex(
  postsDir: string,
  context?: BlogContext,
): { posts: IndexedPost[]; files: string[] };
export declare function blogIndexModuleCode(
  markerFile: string,
  options: { esm: boolean },
): {
  code: string;
  dependencies: string[];
  postsDir: string;
  /** Each post's generated cover (none for the teaser index). */
  covers: { coverFile: string; coverSvg: string }[];
};
