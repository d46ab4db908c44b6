// The route table is the one source of the prerendered paths and of the single-URL sections
// (docs/architecture.md#the-route-table).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  assertSingleUrlSections,
  englishPrerenderPaths,
  prerenderPaths,
  prerenderRoutes,
  prerenderPathsOf,
  singleUrlSectionsOf,
} from '../../../src/app/prerender/prerenderPaths';
import { tableLeaves } from '../../../src/app/routeTable/pageRoute';
import { routes } from '../../../src/app/routes';
import { pageRoute, publicPage } from '../../../src/app/routeTable/pageRoute';
import { allPosts } from '../../../src/content/blog/blogIndex';
import { tagSlugs } from '../../../src/content/blog/blogTags';
import { careerRoles } from '../../../src/content/careers';
import { caseStudies } from '../../../src/content/caseStudies';
import { products } from '../../../src/content/products';
import { teamMembers } from '../../../src/content/team';
import {
  hasLanguageTwin,
  languageOfPath,
  localizePath,
  SINGLE_URL_SECTIONS,
} from '../../../src/lib/languagePaths';
import {
  BLOG_CATEGORIES,
  DOCS_PAGES,
  LANDING_DEMOS,
  paths,
  TEMPLATE_PAGES,
} from '../../../src/lib/paths';

const sorted = (list: readonly string[]) => [...list].sort();

/** The list as it was written out by hand before the route table became its source. */
function handWrittenIndonesian(): string[] {
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

function handWrittenEnglish(): string[] {
  const indonesianOnly = new Set(
    allPosts.filter((post) => !post.versions.en).map((post) => paths.blogPost(post.id)),
  );
  return [
    ...handWrittenIndonesian().filter(
      (pathname) =>
        hasLanguageTwin(pathname) &&
        !indonesianOnly.has(pathname) &&
        !pathname.startsWith(paths.blogTag('')),
    ),
    ...tagSlugs('en').map(paths.blogTag),
  ].map((pathname) => localizePath(pathname, 'en'));
}

const page = () => Promise.resolve({ Component: () => null });

describe('the prerendered paths, read from the route table', () => {
  it('are the pages the hand-written list named', () => {
    expect(sorted(prerenderPaths())).toEqual(sorted(handWrittenIndonesian()));
    expect(sorted(englishPrerenderPaths())).toEqual(sorted(handWrittenEnglish()));
  });

  it.each([...prerenderPaths(), ...englishPrerenderPaths()])(
    '%s is a route of the table whose handle says to prerender it',
    (pathname) => {
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
      expect(leaf?.path).not.toMatch(/\*$/);
      expect((leaf?.handle as { prerender?: unknown } | undefined)?.prerender).toBeDefined();
    },
  );

  it('every route whose handle says to prerender it gives at least one path', () => {
    for (const leaf of tableLeaves(routes).filter(({ handle }) => handle?.prerender)) {
      expect(prerenderPathsOf([pageRoute(leaf.path, page, leaf.handle)])).not.toEqual([]);
    }
  });

  it('a record added to the table adds its path; one without `prerender` adds none', () => {
    const before = prerenderPathsOf(routes);
    const added = prerenderPathsOf([
      ...routes,
      pageRoute('/baru', page, { prerender: true }),
      pageRoute('/shell-saja', page),
      ...(['id', 'en'] as const).map((language) => publicPage(language)('/halaman-baru', page)),
      publicPage('en')(paths.careerPattern, page),
    ]);
    expect(added.slice(0, before.length)).toEqual(before);
    expect(added.slice(before.length)).toEqual([
      '/baru',
      '/halaman-baru',
      '/en/halaman-baru',
      ...careerRoles.map((role) => `/en${paths.career(role.slug)}`),
    ]);
  });
});

it('pages of one template share it, per language: the docs, and the blog categories', () => {
  const templates = new Map<string, string[]>();
  for (const { route, template } of prerenderRoutes()) {
    templates.set(template, [...(templates.get(template) ?? []), route]);
  }
  expect(templates.get('id:docs')).toEqual(DOCS_PAGES.map(paths.docs));
  expect(templates.get('id:blog-category')).toEqual(BLOG_CATEGORIES.map(paths.blogCategory));
  expect(templates.get('en:blog-category')).toEqual(
    BLOG_CATEGORIES.map((category) => `/en${paths.blogCategory(category)}`),
  );
  // Every other route is a template of its own.
  expect(templates.get(paths.blog)).toEqual([paths.blog]);
  expect(templates.get(paths.careerPattern)).toEqual([paths.careerPattern]);
});

it.each(['/blog/tag', '/blog/tag/qris', '/en/blog/tag/payments'])(
  '%s is a tag page, not a post, whatever the order of the blog routes',
  (pathname) => {
    expect(matchRoutes(routes, pathname)?.at(-1)?.route.path).toMatch(/\/blog\/tag\/:tag\?$/);
  },
);

it('a prerendered pattern without its parameters fails the build', () => {
  expect(() => prerenderPathsOf([publicPage('id')('/arsip/:tahun', page)])).toThrow(
    /\/arsip\/:tahun/,
  );
});

describe('the single-URL sections, read from the route table', () => {
  it('are the ones lib/languagePaths.ts lists for the first script, and the build checks it', () => {
    expect(sorted(singleUrlSectionsOf(routes))).toEqual(sorted(SINGLE_URL_SECTIONS));
    expect(() => assertSingleUrlSections()).not.toThrow();
  });

  it('a page path has an English twin in the table exactly when hasLanguageTwin says so', () => {
    const pagePaths = tableLeaves(routes)
      .map(({ path }) => path)
      .filter((path) => path.startsWith('/') && !path.endsWith('*'));
    const indonesian = pagePaths.filter((path) => languageOfPath(path) === 'id');
    expect(indonesian.length).toBeGreaterThan(40);
    for (const path of indonesian) {
      const twin = path === '/' ? '/en' : `/en${path}`;
      expect([path, pagePaths.includes(twin)]).toEqual([path, hasLanguageTwin(path)]);
    }
  });

  it('a section whose page has no English twin becomes one; the build refuses the mismatch', () => {
    const table: RouteObject[] = [...routes, pageRoute('/arsip/2020', page)];
    expect(sorted(singleUrlSectionsOf(table))).toEqual(sorted([...SINGLE_URL_SECTIONS, '/arsip/']));
    expect(() => assertSingleUrlSections(table)).toThrow(/\/arsip\//);
  });
});
