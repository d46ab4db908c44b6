// Proof of work (issue 17): the case studies' list and pages, in both languages at phone and
// desktop widths — list → case study → the product used, and back from the product page; the
// client strip and the testimonials on Beranda; the footer's link; and, for search engines, the
// prerendered HTML with the whole story in it and the sitemap listing every case study.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { caseStudies } from '../../src/content/caseStudies';
import { caseStudyDetails } from '../../src/content/caseStudyDetails';
import { clients, featuredTestimonials } from '../../src/content/clients';
import { findProduct } from '../../src/content/products';
import { paths } from '../../src/lib/paths';
import { scrollIntoViewAndSettle, waitForPage, watchForProblems } from './support';

const LANGUAGES = [
  {
    lng: 'id',
    prefix: '',
    list: 'Studi Kasus',
    results: 'Hasilnya',
    quote: 'Kata klien',
    strip: /Dipercaya oleh/,
    testimonials: 'Kata klien kami',
    productSection: (name: string) => `${name} di lapangan`,
  },
  {
    lng: 'en',
    prefix: '/en',
    list: 'Case Studies',
    results: 'The results',
    quote: 'In the client’s words',
    strip: /Trusted by/,
    testimonials: 'What our clients say',
    productSection: (name: string) => `${name} in the field`,
  },
] as const;

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const withProduct = caseStudies.find((caseStudy) => caseStudy.product)!;
const product = findProduct(withProduct.product!)!;

for (const width of [375, 1280]) {
  for (const language of LANGUAGES) {
    const { lng, prefix } = language;
    test.describe(`${lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the list leads to a case study, and it to the product used and back', async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await page.goto(`${prefix}${paths.caseStudies}`);
        await waitForPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.list);
        await expect(page.locator('main article')).toHaveCount(caseStudies.length);
        await expectNoSidewaysScroll(page);

        const title = withProduct.title[lng];
        await page.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(`${prefix}${paths.caseStudy(withProduct.slug)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        const results = page.getByRole('region', { name: language.results });
        for (const result of caseStudyDetails[withProduct.slug]!.results[lng]) {
          await expect(results.getByText(result.label)).toBeVisible();
        }
        const client = clients.find((c) => c.slug === withProduct.client)!;
        const quote = page.getByRole('region', { name: language.quote });
        await expect(quote.getByText(client.testimonial!.person)).toBeVisible();
        await expectNoSidewaysScroll(page);

        // The product used, from the page header's facts.
        await page.locator('header.page-header').getByRole('link', { name: product.name }).click();
        await expect(page).toHaveURL(`${prefix}${paths.product(product.slug)}`);
        const section = page.getByRole('region', { name: language.productSection(product.name) });
        await section.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(`${prefix}${paths.caseStudy(withProduct.slug)}`);
        expect(problems.list).toEqual([]);
      });

      test('Beranda shows the clients and their words, linked to the case studies', async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await page.goto(`${prefix}${paths.home}`);
        await waitForPage(page);
        const strip = page.getByRole('region', { name: language.strip });
        for (const client of clients) await expect(strip.getByText(client.name)).toBeVisible();
        const testimonials = page.getByRole('region', { name: language.testimonials });
        const figures = testimonials.getByRole('figure');
        await expect(figures).toHaveCount(featuredTestimonials.length);
        const featured = featuredTestimonials[0]!;
        const first = clients.find((c) => c.slug === featured.client)!;
        await expect(figures.first()).toContainText(first.testimonial!.quote[lng]);
        await expectNoSidewaysScroll(page);

        // The card around the first quote links to its case study.
        await testimonials.getByRole('listitem').first().getByRole('link').click();
        const study = caseStudies.find((caseStudy) => caseStudy.slug === featured.caseStudy)!;
        await expect(page).toHaveURL(`${prefix}${paths.caseStudy(study.slug)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title[lng]);

        // Every page's footer links the list.
        const footerLink = page.locator('.site-footer').getByRole('link', { name: language.list });
        await scrollIntoViewAndSettle(footerLink);
        await footerLink.click();
        await expect(page).toHaveURL(`${prefix}${paths.caseStudies}`);
        expect(problems.list).toEqual([]);
      });
    });
  }
}

test('every case study is prerendered with its whole story, in both languages', async ({
  request,
}) => {
  for (const { lng, prefix } of LANGUAGES) {
    const list = await (await request.get(`${prefix}${paths.caseStudies}`)).text();
    for (const caseStudy of caseStudies) {
      expect(list).toContain(`href="${prefix}${paths.caseStudy(caseStudy.slug)}"`);
      const response = await request.get(`${prefix}${paths.caseStudy(caseStudy.slug)}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const detail = caseStudyDetails[caseStudy.slug]!;
      const client = clients.find((c) => c.slug === caseStudy.client)!;
      const text = html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");
      expect(html).toContain(`<html lang="${lng}"`);
      for (const expected of [
        caseStudy.title[lng],
        client.name,
        ...detail.results[lng].map((result) => result.label),
        detail.problem[lng][0]!,
        detail.built[lng][0]!,
        client.testimonial!.quote[lng],
        client.testimonial!.person,
        ...detail.timeline.phases[lng].map((phase) => phase.text),
        ...detail.stack,
      ]) {
        expect(text, `${prefix}${paths.caseStudy(caseStudy.slug)}`).toContain(expected);
      }
      expect(html).toMatch(/"@type":"Article"/);
      expect(html).toMatch(/"@type":"BreadcrumbList"/);
    }
  }
});

test('the sitemap lists the list and every case study, each with its English twin', () => {
  const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const pathname of [
    paths.caseStudies,
    ...caseStudies.map((caseStudy) => paths.caseStudy(caseStudy.slug)),
  ]) {
    for (const loc of [pathname, `/en${pathname}`]) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${loc}</loc>`));
    }
    expect(sitemap).toMatch(
      new RegExp(`<xhtml:link rel="alternate" hreflang="en" href="https?://[^"]+/en${pathname}"`),
    );
  }
});
