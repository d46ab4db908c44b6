// The parameters the build renders a route pattern with, named by the route's
// `handle.prerender` (src/app/routeTable/pageRoute.ts). The route table imports only the names:
// the lists read the content, which the browser's app chunk must not carry.
import type { Params } from 'react-router-dom';
import { allPosts } from '../../content/blog/blogIndex';
import { tagSlugs } from '../../content/blog/blogTags';
import { careerRoles } from '../../content/careers';
import { caseStudies } from '../../content/caseStudies';
import { products } from '../../content/products';
import { teamMembers } from '../../content/team';
import type { Language } from '../../lib/i18n';

export const routeParams = {
  /** Every post in Indonesian; in English, the posts translated into it (docs/language.md). */
  blogPost: (language) =>
    allPosts.filter((post) => post.versions[language]).map((post) => ({ id: post.id })),
  /** The tags of the posts' versions in the language: tags differ per language. */
  blogTag: (language) => tagSlugs(language).map((tag) => ({ tag })),
  career: () => careerRoles.map(({ slug }) => ({ slug })),
  product: () => products.map(({ slug }) => ({ slug })),
  caseStudy: () => caseStudies.map(({ slug }) => ({ slug })),
  teamMember: () => teamMembers.map(({ slug }) => ({ slug })),
} satisfies Record<string, (language: Language) => Params[]>;

export type RouteParamSource = keyof typeof routeParams;
