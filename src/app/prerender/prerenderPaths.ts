// The paths the build prerenders into build/<path>/index.html (config/prerender/prerender.mjs).
import { allPosts } from '../../content/blog/blogIndex';
import { tagSlugs } from '../../content/blog/blogTags';
import { careerRoles } from '../../content/careers';
import { caseStudies } from '../../content/caseStudies';
import { products } from '../../content/products';
import { teamMembers } from '../../content/team';
import { hasLanguageTwin, localizePath } from '../../lib/languagePaths';
import { BLOG_CATEGORIES, DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../../lib/paths';

/**
 * Every public route with content of its own, and the login page (a form that needs no data:
 * prerendered, it is there at the first paint). The other auth routes (they read their query
 * strings) and the admin routes are served as the app shell.
 */
export function prerenderPaths(): string[] {
  return [
    paths.auth.login,
    paths.home,
    ...Object.values(paths.company),
    paths.contact,
    paths.blog,
    ...BLOG_CATEGORIES.map(paths.blogCategory),
    ...allPosts.map((post) => paths.blogPost(post.id)),
    ...tagSlugs('id').map(paths.blogTag),
    ...teamMembers.map((member) => paths.teamMember(member.slug)),
    ...careerRoles.map((role) => paths.career(role.slug)),
    paths.products,
    ...products.map((product) => paths.product(product.slug)),
    paths.caseStudies,
    ...caseStudies.map((caseStudy) => paths.caseStudy(caseStudy.slug)),
    ...DOCS_PAGES.map(paths.docs),
    ...LANDING_DEMOS.map(paths.landing),
    ...TEMPLATE_PAGES.map(paths.templatePage),
  ];
}

/** Posts written in Indonesian only: they have no English page (docs/language.md). */
const indonesianOnly = new Set(
  allPosts.filter((post) => !post.versions.en).map((post) => paths.blogPost(post.id)),
);

const isTagPath = (pathname: string) => pathname.startsWith(paths.blogTag(''));

/**
 * The English pages (`/en/…`): the twins of the prerendered pages that have one (every page of
 * a section with English URLs, except the posts written in Indonesian only), and the English
 * posts' tag pages (tags differ per language).
 */
export function englishPrerenderPaths(): string[] {
  return [
    ...prerenderPaths().filter(
      (pathname) =>
        hasLanguageTwin(pathname) && !indonesianOnly.has(pathname) && !isTagPath(pathname),
    ),
    ...tagSlugs('en').map(paths.blogTag),
  ].map((pathname) => localizePath(pathname, 'en'));
}

/** Any path no route knows: rendered once as build/404.html. */
export const NOT_FOUND_PATH = '/404';
