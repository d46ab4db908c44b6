// What a job seeker sees on a role, and what search engines read from it: the salary range, the
// day the role opened and the last day applications are read, in both languages and at phone
// and desktop widths; the prerendered HTML's JobPosting carries baseSalary, validThrough,
// identifier and directApply. The band closing the careers pages speaks to job seekers, and none
// closes a page it would only lead back to.
import { expect, test, type Page } from '@playwright/test';
import { waitForPage, watchForProblems } from './support';

const ROLE = '/karir/customer-success-pelatih';

const LANGUAGES = [
  {
    prefix: '',
    salary: ['Gaji', 'Rp5,5–7,5 juta per bulan'],
    posted: ['Dibuka', '28 Oktober 2026'],
    closes: 'Lamaran kami baca sampai 22 Januari 2027.',
  },
  {
    prefix: '/en',
    salary: ['Salary', 'Rp5.5–7.5 million a month'],
    posted: ['Posted', '28 October 2026'],
    closes: 'We read applications until 22 January 2027.',
  },
] as const;

/** The `<dd>` after the `<dt>` named `term`, inside the page header's facts. */
const fact = (page: Page, term: string) =>
  page.locator('header.page-header').locator('dt', { hasText: term }).locator('+ dd').first();

for (const width of [375, 1280]) {
  for (const language of LANGUAGES) {
    test(`${language.prefix || '/'} role at ${width} px: salary, opening and closing days`, async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${language.prefix}${ROLE}`);
      await waitForPage(page);
      const [salaryTerm, salary] = language.salary;
      const [postedTerm, posted] = language.posted;
      await expect(fact(page, salaryTerm)).toHaveText(salary);
      await expect(fact(page, postedTerm)).toHaveText(posted);
      await expect(page.getByText(language.closes)).toBeVisible();
      // The list of roles shows the same facts on each card.
      await page.goto(`${language.prefix}/tentang/karir`);
      await waitForPage(page);
      await expect(page.getByRole('article').last().getByText(salary)).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }
}

test('the prerendered JobPosting carries salary, closing day, identifier and direct apply', async ({
  request,
}) => {
  for (const { prefix } of LANGUAGES) {
    const html = await (await request.get(`${prefix}${ROLE}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const jobPosting = blocks
      .map((block) => JSON.parse(block[1] ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'JobPosting');
    expect(jobPosting, `${prefix}${ROLE}`).toMatchObject({
      datePosted: '2026-10-28',
      validThrough: '2027-01-22T23:59:59+08:00',
      identifier: { '@type': 'PropertyValue', value: 'customer-success-pelatih' },
      directApply: true,
      baseSalary: {
        currency: 'IDR',
        value: { minValue: 5_500_000, maxValue: 7_500_000, unitText: 'MONTH' },
      },
    });
  }
});

/** The closing band, once its chunk has loaded (it has a heading of its own). */
const closingBand = (page: Page) => page.locator('section.cta-band');

for (const width of [375, 1280]) {
  test.describe(`the closing band at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, apply, subject] of [
      ['/tentang/karir', 'Kirim lamaran terbuka', 'Lamaran terbuka'],
      [`/en${ROLE}`, 'Send an open application', 'Open application'],
    ] as const) {
      test(`speaks to job seekers on ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForPage(page);
        const link = closingBand(page).getByRole('link', { name: apply });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute(
          'href',
          `mailto:karir@segaradigital.co.id?subject=${encodeURIComponent(subject)}`,
        );
        await expect(closingBand(page).getByRole('link', { name: /Hubungi|Contact/ })).toHaveCount(
          0,
        );
      });
    }

    for (const path of ['/kontak', '/en/kontak', '/halaman-tidak-ada', '/en/tidak-ada']) {
      test(`is left out on ${path}, which it would only lead back to`, async ({ page }) => {
        await page.goto(path);
        await waitForPage(page);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.cta-band')).toHaveCount(0);
      });
    }
  });
}
