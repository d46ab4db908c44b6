// The parameters the build renders each prerendered route pattern with, keyed by the pattern
// (src/app/routeTable/pageRoute.ts: `handle.prerender`). They live beside the prerenderer, not
// in the route table: the lists read the content, which the browser's app chunk must not carry.
import type { Params } from 'react-router-dom';
import { allPosts } from '../../content/blog/blogIndex';
import { tagSlugs } from '../../content/blog/blogTags';
import { careerRoles } from '../../content/careers';
import { caseStudies } from '../../content/caseStudies';
import { products } from '../../content/products';
import { teamMembers } from '../../content/team';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export const routeParams: Record<string, (language: Language) => Params[]> = {
  /** Every post in Indonesian; in English, the posts translated into it (docs/language.md). */
  [paths.blogPostPattern]: (language) =>
    allPosts.filter((post) => post.versions[language]).map((post) => ({ id: post.id })),
  /** The tags of the posts' versions in the language: tags differ per language. */
  [paths.blogTagPattern]: (language) => tagSlugs(language).map((tag) => ({ tag })),
  [paths.careerPattern]: () => careerRoles.map(({ slug }) => ({ slug })),
  [paths.productPattern]: () => products.map(({ slug }) => ({ slug })),
  [paths.caseStudyPattern]: () => caseStudies.map(({ slug }) => ({ slug })),
  [paths.teamMemberPattern]: () => teamMembers.map(({ slug }) => ({ slug })),
};
