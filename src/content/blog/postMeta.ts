// What a blog post is, apart from its body: the types of the build-time indexes
// (posts/blog.mdindex, posts/latest.mdindex) and the choice of language. A module of its own so
// that the home page's teaser (./latestPosts.ts) does not pull in the whole blog index. The
// fields come from the front matter's schema (postFrontMatterSchema in ../schema.ts).
import type { Language } from '../../lib/i18n';
import coverSize from '../coverSize.json';
import type { PostFrontMatter } from '../schema';

/** The generated covers' size in pixels, the share image's (config/covers/coverArt.mjs). */
export const POST_COVER_SIZE = { width: coverSize.width, height: coverSize.height };

/** The widths of a cover's WebP files for pages: `<coverFile>-<width>.webp`. */
export const POST_COVER_WIDTHS: readonly number[] = coverSize.pageWidths;

/** A post's share image (og:image): its generated cover as a PNG. */
export function postShareImage(post: PostMeta): string {
  return `${post.coverFile}.png`;
}

/** One language's version of a post. */
export type PostVersion = Pick<PostFrontMatter, 'title' | 'summary' | 'tags'> & {
  readingMinutes: number;
};

/** A post's facts, shared by its language versions; `id` is the URL segment (paths.blogPost). */
export type PostMeta = Pick<PostFrontMatter, 'id' | 'date' | 'category' | 'author'> & {
  /**
   * The post's generated cover without extension (config/covers/coverArt.mjs): `-<width>.webp`
   * (POST_COVER_WIDTHS) for the page, `.png` (1200×630) for the share image.
   */
  coverFile: string;
  /** Indonesian always; English when the post has been translated. */
  versions: { id: PostVersion; en?: PostVersion };
};

/** A post in the language asked for, or in Indonesian when it has no such version. */
export interface LocalizedPost extends PostVersion {
  /** The language the text is actually in. */
  lang: Language;
  /** True when the visitor asked for a language the post is not written in. */
  isFallback: boolean;
}

/** The post's text in `lng`, falling back to Indonesian. */
export function localizePost(post: PostMeta, lng: Language): LocalizedPost {
  const version = post.versions[lng];
  if (version) return { ...version, lang: lng, isFallback: false };
  return { ...post.versions.id, lang: 'id', isFallback: lng !== 'id' };
}

/**
 * BlogPosting's dateModified (docs/content.md#a-blog-post): the front matter's `updated`, else
 * the file's last change (its last git commit or modification day), never before `date`.
 * All three are `YYYY-MM-DD`, which compare as strings.
 */
export function dateModified(date: string, updated?: string, lastChange?: string): string {
  const modified = updated ?? lastChange ?? date;
  return modified > date ? modified : date;
}

/** A post's tag as a URL segment: lower-case ASCII words joined by "-" (`node.js` → `node-js`). */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
