// Types of blogIndex.js (CommonJS, run by webpack and jest in Node).
export interface BlogContext {
  categories: string[];
  authors: string[];
  covers: string[];
  files: string[];
}
export interface IndexedPostVersion {
  title: string;
  summary: string;
  tags: string[];
  readingMinutes: number;
}
export interface IndexedPost {
  id: string;
  date: string;
  category: string;
  author: string;
  cover: string;
  versions: { id: IndexedPostVersion; en?: IndexedPostVersion };
  files: Record<string, string>;
}
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
): { code: string; dependencies: string[]; postsDir: string };
