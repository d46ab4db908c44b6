// Markdown rendered at build time by config/markdown (webpack loader and jest transform).

/** An h2/h3 of a Markdown document: its id (the anchor), its text and its level. */
interface MarkdownHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What a `*.md` import gives (config/markdown/markdown.mjs markdownModuleCode). */
interface MarkdownDocument {
  /** The front matter, empty when there is none. */
  attributes: Record<string, unknown>;
  html: string;
  headings: MarkdownHeading[];
  /** `YYYY-MM-DD`: the file's last git commit, else its modification day. */
  lastChange?: string;
}

declare module '*.md' {
  const document: MarkdownDocument;
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
    coverFile: string;
    versions: { id: GeneratedPostVersion; en?: GeneratedPostVersion };
  }
  /** Newest first, validated at build time. */
  export const posts: GeneratedPost[];
  /** `${id}.${lang}` → the body's own chunk. */
  export const bodies: Record<string, () => Promise<{ default: MarkdownDocument }>>;
}

/** The site search's indexes, built at build time (config/search/searchIndexLoader.mjs). */
declare module '*.searchindex' {
  export const searchIndexUrls: Record<'id' | 'en', string>;
}
