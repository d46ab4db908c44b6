// The blog's pages (docs/content.md): the list, one per category, the tag pages and the posts.
import type { BlogPostData } from '../../features/blog/blogPostLoader';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import type { PageLanguagesHandle } from '../../lib/pageLanguages';
import { BLOG_CATEGORIES, paths } from '../../lib/paths';
import type { PublicPage } from './pageRoute';

/** A post is in Indonesian, and in English when it has been translated; else the blog is. */
const postHandle: PageLanguagesHandle = {
  languages: (data) => {
    const versions = (data as BlogPostData | undefined)?.post.versions;
    return SUPPORTED_LANGUAGES.filter((language) => versions?.[language]);
  },
  parent: paths.blog,
};

export const blogPages = (page: PublicPage) => [
  page(paths.blog, () => import('../../features/blog/BlogListPage').then((m) => m.blogListRoute())),
  ...BLOG_CATEGORIES.map((category) =>
    page(
      paths.blogCategory(category),
      () => import('../../features/blog/BlogListPage').then((m) => m.blogListRoute(category)),
      { template: 'blog-category' },
    ),
  ),
  page(
    paths.blogPostPattern,
    () => import('../../features/blog/BlogPostPage').then((m) => m.blogPostRoute),
    postHandle,
  ),
  // After the posts, as the sitemap lists them (react-router ranks /blog/tag above /blog/:id
  // whatever the order). A tag page's languages come with its chunk: tags differ per language.
  page(paths.blogTagPattern, () =>
    import('../../features/blog/BlogTagPage').then((m) => m.blogTagRoute),
  ),
];
