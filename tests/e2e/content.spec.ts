// The content pages in the browser: the blog's pagination and filters, author links, the
// language switch on a post, every not-found case, and proof that list pages never download a
// post body. Each page template's health and accessibility: tests/e2e/a11y.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import {
  isPostBody,
  postBodyChunk,
  scrollIntoViewAndSettle,
  waitForPage,
  watchForProblems,
} from './support';

const TUTORIAL_POST = '/blog/qris-dinamis-untuk-kasir-warung';
/** Deliberately written in Indonesian only. */
const UNTRANSLATED_POST = '/blog/kode-sumber-nomor-surat-desa';

/** The post bodies' chunks the page requests, by path. */
function recordBodyRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isPostBody(pathname)) requested.push(pathname);
  });
  return requested;
}

test.describe('blog lists', () => {
  test('paginate nine per page with ?page=N', async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
    await expect(page.locator('main article')).toHaveCount(9);
    const pages = page.getByRole('navigation', { name: 'Halaman daftar artikel' });
    await pages.getByRole('link', { name: 'Berikutnya' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText('Halaman 2 dari 2')).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const onPage2 = await page.locator('main article').count();
    expect(onPage2).toBeGreaterThan(0);
    expect(onPage2).toBeLessThanOrEqual(9);
  });

  test('send an out-of-range page to the last page and a bad one to page 1', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/blog?page=99');
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.locator('main article').first()).toBeVisible();
    for (const bad of ['abc', '-1', '0']) {
      await page.goto(`/blog?page=${bad}`);
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('main article')).toHaveCount(9);
    }
    expect(problems.list, problems.list.join('\n')).toEqual([]);
  });

  test('filter by category with the chips', async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
    const chips = page.getByRole('navigation', { name: 'Kategori artikel' });
    await chips.getByRole('link', { name: 'Tutorial', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/tutorial$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial');
    await expect(chips.getByRole('link', { name: 'Tutorial', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const badges = page.locator('main article .post-category');
    expect(await badges.count()).toBeGreaterThan(0);
    for (const text of await badges.allTextContents()) expect(text).toBe('Tutorial');
  });

  test('never download a post body; a post downloads only its own', async ({ page }) => {
    const bodies = recordBodyRequests(page);
    await page.goto('/blog');
    await waitForPage(page);
    await page
      .getByRole('navigation', { name: 'Halaman daftar artikel' })
      .getByRole('link', { name: 'Berikutnya' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await page
      .getByRole('navigation', { name: 'Kategori artikel' })
      .getByRole('link', { name: 'Acara' })
      .click();
    await expect(page).toHaveURL(/\/blog\/acara$/);
    await page.waitForLoadState('networkidle');
    expect(bodies, 'list pages requested post bodies').toEqual([]);

    await page.locator('main article a').first().click();
    await expect(page.locator('.post-body')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toBe(postBodyChunk('meetup-kotlin-bali-november', 'id'));
  });
});

test.describe('blog posts', () => {
  test('link the author to their team page', async ({ page }) => {
    await page.goto(TUTORIAL_POST);
    await waitForPage(page);
    await expect(page.locator('.post-body pre code .hljs-keyword').first()).toBeVisible();
    await page.locator('.post-meta').getByRole('link', { name: 'Rina Hutapea' }).click();
    await expect(page).toHaveURL(/\/detailteam\/rina-hutapea$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rina Hutapea');
    await expect(
      page.getByRole('link', {
        name: 'Menerima QRIS dinamis di aplikasi kasir: panduan untuk pengembang',
      }),
    ).toHaveAttribute('href', TUTORIAL_POST);
  });

  test('switch to the English twin: title, date and body', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto(`${TUTORIAL_POST}?lng=id`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Menerima QRIS dinamis di aplikasi kasir: panduan untuk pengembang',
    );
    await expect(page.locator('.post-meta time')).toHaveText('18 November 2026');
    await expect(page.locator('.post-body')).toHaveAttribute('lang', 'id');

    await page
      .locator('header.site-header .language-switcher')
      .getByRole('link', { name: /^EN\b/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en${TUTORIAL_POST}\\?lng=id$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Accepting dynamic QRIS in a point-of-sale app: a developer guide',
    );
    await expect(page.locator('.post-body')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.post-body')).toContainText('Create the charge on the server');
    await expect(page.getByText('min read').first()).toBeVisible();
    expect(problems.list, problems.list.join('\n')).toEqual([]);
  });

  test('the English blog lists a post without an English version in Indonesian, at its Indonesian URL', async ({
    page,
  }) => {
    await page.goto('/en/blog');
    await waitForPage(page);
    const card = page.locator('.post-card', { hasText: 'Kode sumber' });
    await expect(card.getByRole('heading')).toHaveAttribute('lang', 'id');
    await expect(card.getByText('Indonesian only')).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${UNTRANSLATED_POST}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kode sumber');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test.describe('not found', () => {
  for (const url of [
    '/blog/tidak-ada',
    '/blog/kategori-lain',
    '/detailteam/tidak-ada',
    '/karir/tidak-ada',
    '/produk/tidak-ada',
  ]) {
    test(`${url} shows the not-found page in the layout`, async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.locator('footer.site-footer')).toBeVisible();
      expect(problems.list, problems.list.join('\n')).toEqual([]);
    });
  }
});

test('products are linked from Beranda and the footer', async ({ page }) => {
  await page.goto('/home');
  await waitForPage(page);
  for (const slug of ['villa-reservasi', 'kasir-warung', 'desa-digital']) {
    await expect(page.locator(`main a[href="/produk/${slug}"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="/produk/${slug}"]`)).toHaveCount(1);
  }
  const footerLink = page.locator('footer a[href="/produk/kasir-warung"]');
  await scrollIntoViewAndSettle(footerLink);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segara Kasir');
  // "Jadwalkan demo" opens /kontak with the product and a demo chosen.
  await page.locator('main').getByRole('link', { name: 'Jadwalkan demo' }).click();
  await expect(page).toHaveURL(/\/kontak\?produk=kasir-warung&keperluan=demo$/);
  await expect(page.locator('main form').getByLabel('Produk')).toHaveValue('kasir-warung');
  await expect(page.locator('main form').getByLabel('Keperluan')).toHaveValue('demo');
});

test('careers: a role page offers a mailto with the role in the subject', async ({ page }) => {
  await page.goto('/tentang/karir');
  await waitForPage(page);
  await page.getByRole('link', { name: 'Android Engineer (Kotlin)' }).click();
  await expect(page).toHaveURL(/\/karir\/android-engineer$/);
  await expect(page.getByRole('link', { name: 'Lamar lewat email' })).toHaveAttribute(
    'href',
    `mailto:karir@segaradigital.co.id?subject=${encodeURIComponent('Lamaran: Android Engineer (Kotlin)')}`,
  );
});
