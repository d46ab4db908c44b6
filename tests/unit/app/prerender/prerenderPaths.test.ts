// The paths the build prerenders (src/app/prerender/prerenderPaths.ts).
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { careerRoles } from '../../../../src/content/careers';
import { products } from '../../../../src/content/products';
import { teamMembers } from '../../../../src/content/team';
import {
  englishPrerenderPaths,
  NOT_FOUND_PATH,
  prerenderPaths,
} from '../../../../src/app/prerender/prerenderPaths';
import {
  BLOG_CATEGORIES,
  DOCS_PAGES,
  LANDING_DEMOS,
  paths,
  TEMPLATE_PAGES,
} from '../../../../src/lib/paths';

const prerendered = prerenderPaths();

it('lists each path once', () => {
  expect(new Set(prerendered).size).toBe(prerendered.length);
});

it('has the fixed pages, the login page and every blog category', () => {
  expect(prerendered).toEqual(
    expect.arrayContaining([
      paths.auth.login,
      paths.home,
      ...Object.values(paths.company),
      paths.contact,
      paths.blog,
      ...BLOG_CATEGORIES.map(paths.blogCategory),
    ]),
  );
});

it('has a page for every post, team member, open role and product', () => {
  expect(prerendered).toEqual(
    expect.arrayContaining([
      ...allPosts.map((post) => paths.blogPost(post.id)),
      ...teamMembers.map((member) => paths.teamMember(member.slug)),
      ...careerRoles.map((role) => paths.career(role.slug)),
      ...products.map((product) => paths.product(product.slug)),
    ]),
  );
});

it('has every docs page, landing demo and template page', () => {
  expect(prerendered).toEqual(
    expect.arrayContaining([
      ...DOCS_PAGES.map(paths.docs),
      ...LANDING_DEMOS.map(paths.landing),
      ...TEMPLATE_PAGES.map(paths.templatePage),
    ]),
  );
});

it('leaves the other auth routes and the admin area to the app shell', () => {
  const shellOnly: string[] = [
    paths.auth.forgetPassword,
    paths.auth.confirm,
    paths.auth.logout,
    ...Object.values(paths.account),
  ];
  expect(prerendered.filter((pathname) => shellOnly.includes(pathname))).toEqual([]);
});

it('renders the not-found page from a path no route knows', () => {
  expect(prerendered).not.toContain(NOT_FOUND_PATH);
});

it("has a page for every tag of the posts' Indonesian versions, named by its URL segment", () => {
  expect(prerendered).toEqual(expect.arrayContaining(['/blog/tag/qris', '/blog/tag/node-js']));
  expect(prerendered).toContain('/blog/tag/pembayaran');
  expect(prerendered).not.toContain('/blog/tag/payments');
});

describe('englishPrerenderPaths', () => {
  const english = englishPrerenderPaths();

  it('gives every indexable page an English twin under /en', () => {
    expect(english).toContain('/en/home');
    expect(english).toContain('/en/tentang/karir');
    expect(english).toContain('/en/blog');
    expect(english.every((pathname) => pathname.startsWith('/en/'))).toBe(true);
  });

  it("has the English versions' tags, not the Indonesian ones", () => {
    expect(english).toEqual(expect.arrayContaining(['/en/blog/tag/qris', '/en/blog/tag/payments']));
    expect(english).not.toContain('/en/blog/tag/pembayaran');
  });

  it('leaves out posts without an English version, and the single-URL sections', () => {
    for (const id of ['kode-sumber-nomor-surat-desa', 'layanan-tetap-jalan-saat-nyepi'])
      expect(english).not.toContain(`/en/blog/${id}`);
    expect(english.some((pathname) => /^\/en\/(auth|docs|landing|pages)\//.test(pathname))).toBe(
      false,
    );
  });
});
