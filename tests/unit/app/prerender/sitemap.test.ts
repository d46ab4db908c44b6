// The entries of build/sitemap.xml (src/app/prerender/sitemap.ts).
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { prerenderPaths } from '../../../../src/app/prerender/prerenderPaths';
import { isTemplatePath, sitemapEntries } from '../../../../src/app/prerender/sitemap';
import { paths } from '../../../../src/lib/paths';
import { absoluteUrl } from '../../../../src/lib/site';

const BUILD_DAY = '2030-01-31';
const entries = sitemapEntries(BUILD_DAY);
const lastmod = (pathname: string) =>
  entries.find((entry) => entry.loc === absoluteUrl(pathname))?.lastmod;

describe('isTemplatePath', () => {
  it.each(['/docs/introduction', '/landing/app', '/pages/pricing'])(
    '%s is template material',
    (p) => expect(isTemplatePath(p)).toBe(true),
  );
  it.each(['/home', '/blog', '/tentang', '/docs', '/landingpage'])('%s is not', (p) =>
    expect(isTemplatePath(p)).toBe(false),
  );
});

describe('sitemapEntries', () => {
  it('lists every prerendered page but template material and the login page, as absolute URLs', () => {
    const expected = prerenderPaths().filter(
      (pathname) => !isTemplatePath(pathname) && pathname !== paths.auth.login,
    );
    expect(entries.map((entry) => entry.loc)).toEqual(expected.map(absoluteUrl));
  });

  it("dates a post by its own date, the blog's lists by the newest post, the rest by the build day", () => {
    const [newest, older] = allPosts;
    expect(lastmod(paths.blogPost(older!.id))).toBe(older!.date);
    expect(lastmod(paths.blog)).toBe(newest!.date);
    expect(lastmod(paths.blogCategory('tutorial'))).toBe(newest!.date);
    expect(lastmod(paths.home)).toBe(BUILD_DAY);
    expect(lastmod(paths.company.about)).toBe(BUILD_DAY);
  });
});
