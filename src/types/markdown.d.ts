// Markdown rendered at build time by config/markdown (webpack loader and jest transform).

/** Any `*.md` file: its front matter (empty when it has none) and its HTML. */
declare module '*.md' {
  const document: { attributes: Record<string, unknown>; html: string };
  export default document;
}

/**
 * The blog's build-time indexes (src/content/blog/posts/): blog.mdindex, every post's metadata
 * with its body lazily; latest.mdindex, the newest few posts' metadata and no bodies.
 */
declare module '*.mdindex' {
  interface GeneratedPostVersion {
    title: string;
    summary: string;
    tags: string[];
    readingMinutes: number;
  }
  interface GeneratedPost {
    id: string;
    date: string;
    category: string;
    author: string;
    cover: string;
    versions: { id: GeneratedPostVersion; en?: GeneratedPostVersion };
  }
  /** Newest first, validated at build time. */
  export const posts: GeneratedPost[];
  /** `${id}.${lang}` → the body's own chunk. */
  export const bodies: Record<
    string,
    () => Promise<{ default: { attributes: Record<string, unknown>; html: string } }>
  >;
}

/** The site search's indexes, built at build time (config/search/searchIndexLoader.js). */
declare module '*.searchindex' {
  export const searchIndexUrls: Record<'id' | 'en', string>;
}
