// The pages the not-found page may suggest, in one language: the main navigation's, then every
// post, case study, open role and team member, from the same content the prerenderer reads
// (app/prerender/prerenderPaths.ts). Template material is never suggested. Loaded only once the
// not-found page knows the path (after hydration), so none of it is in a page's first load.
import { allPosts } from '../../../content/blog/blogIndex';
import { careerRoles } from '../../../content/careers';
import { caseStudies } from '../../../content/caseStudies';
import { teamMembers } from '../../../content/team';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { isNavMenu, mainNavigation, navItemLabel } from '../../layout/navigation';
import type { SitePage } from './pageSuggestions';

export function sitePages(language: Language, t: (key: string) => string): SitePage[] {
  const navigation = mainNavigation.flatMap((entry) => (isNavMenu(entry) ? entry.items : [entry]));
  const pages: SitePage[] = [
    ...navigation.map((item) => ({ path: item.to, title: navItemLabel(item, t) })),
    ...allPosts.flatMap((post) => {
      const version = post.versions[language];
      return version ? [{ path: paths.blogPost(post.id), title: version.title }] : [];
    }),
    ...caseStudies.map((study) => ({
      path: paths.caseStudy(study.slug),
      title: study.title[language],
    })),
    ...careerRoles.map((role) => ({ path: paths.career(role.slug), title: role.title[language] })),
    ...teamMembers.map((member) => ({ path: paths.teamMember(member.slug), title: member.name })),
  ];
  // Each path once: Semua Post is the Blog menu's overview and a page of its own.
  return pages.filter((page, index) => pages.findIndex((p) => p.path === page.path) === index);
}
