// Malformed URLs never break a page (issue 14), table-driven: bad percent-encoding, overlong
// values, control characters, unknown or repeated `lng`, repeated parameters, in the path, the
// query and the fragment of every kind of route. Each row gives the page or the not-found page,
// never the error page ("Terjadi kesalahan") and never an uncaught error.
import { expect, test, type Page } from '@playwright/test';
import { AUTH_EMULATOR } from '../../config/emulators/ports.mjs';
import { watchForProblems } from './support';

const NOT_FOUND = 'Halaman tidak ditemukan';
const ERROR_TITLE = 'Terjadi kesalahan';
const LONG = 'x'.repeat(10_000);
const LONG_PERCENT = '%'.repeat(10_000);

/**
 * What a row must show: the page with this `<h1>`, the page with any `<h1>` but the not-found
 * one (`lng` rows: the language a page renders in is another part's business), or not-found.
 */
type Outcome = { page: string } | 'page' | 'notFound';

interface UrlCase {
  url: string;
  expect: Outcome;
  /** Where a redirect must end (the pathname), when not where the row started. */
  landsOn?: string;
}

const HOME = 'Aplikasi web dan mobile yang bekerja sekeras Anda.';
const POST = '/blog/qris-dinamis-untuk-kasir-warung';
const POST_TITLE = 'Menerima QRIS dinamis di aplikasi kasir: panduan untuk pengembang';
const LOGIN = 'Login staf';

const CASES: UrlCase[] = [
  // Home
  { url: '/home?lng=xx', expect: 'page' },
  { url: '/home?lng=en&lng=id', expect: 'page' },
  { url: `/home?lng=${LONG}`, expect: 'page' },
  { url: '/home#%', expect: { page: HOME } },
  { url: '/home?q=a%01b%7F', expect: { page: HOME } },
  // Company pages; Bantuan's accordion reads the fragment
  { url: '/tentang/bantuan#%', expect: { page: 'Bantuan & FAQs' } },
  { url: '/tentang/bantuan#%E0%A4%A', expect: { page: 'Bantuan & FAQs' } },
  { url: `/tentang/bantuan#${LONG_PERCENT}`, expect: { page: 'Bantuan & FAQs' } },
  { url: '/tentang/bantuan#%00%0A', expect: { page: 'Bantuan & FAQs' } },
  { url: '/tentang?%', expect: { page: 'Tentang Segara Digital' } },
  { url: '/tentang/semua-tim?q=%E0%A4%A', expect: { page: 'Semua Tim' } },
  { url: '/tentang/karir?lng=%00', expect: 'page' },
  { url: '/tentang/keamanan-privasi#\u0007bell', expect: { page: 'Keamanan & Privasi' } },
  { url: '/tentang/sertifikasi?lng=en&lng=xx', expect: 'page' },
  { url: '/tentang/%', expect: 'notFound' },
  // Contact
  { url: '/kontak?subject=%&subject=%ZZ', expect: { page: 'Kontak' } },
  { url: '/kontak#%C0%AF', expect: { page: 'Kontak' } },
  { url: '/kontak%0A', expect: 'notFound' },
  // Blog list and category: `page` is read once, the first value
  { url: '/blog?page=2&page=x', expect: { page: 'Semua Post' } },
  { url: '/blog?page=x&page=2', expect: { page: 'Semua Post' }, landsOn: '/blog' },
  { url: '/blog?page=%', expect: { page: 'Semua Post' }, landsOn: '/blog' },
  { url: `/blog?page=${'9'.repeat(10_000)}`, expect: { page: 'Semua Post' } },
  { url: '/blog/tutorial?page=2&lng=xx', expect: 'page' },
  { url: '/blog/tutorial?page=%E0%A4%A', expect: { page: 'Tutorial' }, landsOn: '/blog/tutorial' },
  // Blog post
  { url: `${POST}?lng=xx`, expect: 'page' },
  { url: `${POST}?lng=en&lng=id`, expect: 'page' },
  { url: `${POST}#%`, expect: { page: POST_TITLE } },
  { url: '/blog/%E0%A4%A', expect: 'notFound' },
  { url: `/blog/${LONG}`, expect: 'notFound' },
  // Careers, products, team
  { url: '/karir/android-engineer?lng=%E0%A4%A', expect: 'page' },
  { url: '/karir/%', expect: 'notFound' },
  { url: '/produk/kasir-warung#%', expect: { page: 'Segara Kasir' } },
  { url: '/produk/kasir-warung%00', expect: 'notFound' },
  { url: '/detailteam/made-wirawan?lng=en&lng=xx&lng=id', expect: 'page' },
  { url: '/detailteam/%ZZ', expect: 'notFound' },
  // Template material: docs (accordions), landing demos (an FAQ accordion), template pages
  { url: '/docs/introduction#%', expect: { page: 'Pengantar' } },
  { url: '/docs/introduction?%%%', expect: { page: 'Pengantar' } },
  { url: '/docs/%E0%A4%A', expect: 'notFound' },
  { url: `/landing/saas?lng=${LONG}`, expect: 'page' },
  { url: '/landing/saas#%', expect: { page: 'Semua pekerjaan tim, di satu papan.' } },
  { url: '/pages/help#%', expect: { page: 'Ada yang bisa kami bantu?' } },
  { url: '/pages/pricing?lng=xx', expect: 'page' },
  // Sign-in routes (the app shell)
  { url: '/auth/login?lng=xx', expect: 'page' },
  { url: '/auth/login#%', expect: { page: LOGIN } },
  { url: '/auth/forget-password?email=%', expect: { page: 'Atur ulang kata sandi' } },
  {
    url: '/auth/confirm?mode=verifyEmail&mode=x&oobCode=%&oobCode=1',
    expect: { page: 'Verifikasi email' },
  },
  { url: `/auth/confirm?mode=resetPassword&oobCode=${LONG}`, expect: 'page' },
  { url: '/auth/%', expect: 'notFound' },
  // Account routes: the guard sends a visitor to the login page
  { url: '/pages/account/dashboard?lng=xx', expect: 'page', landsOn: '/auth/login' },
  { url: '/pages/account/settings#%', expect: { page: LOGIN }, landsOn: '/auth/login' },
];

/**
 * Waits until React owns the page's `<h1>` (the prerendered HTML hydrated, or the app shell
 * rendered the route) and two frames more, so the page's effects (the accordion's reading of
 * the fragment) have run.
 */
async function waitForSettledHeading(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

test.describe('malformed URLs', () => {
  for (const row of CASES) {
    const label =
      row.url.length > 80 ? `${row.url.slice(0, 60)}… (${row.url.length} chars)` : row.url;
    test(`${label} → ${typeof row.expect === 'string' ? row.expect : 'page'}`, async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(row.url);
      await waitForSettledHeading(page);

      const heading = page.getByRole('heading', { level: 1 });
      if (row.expect === 'notFound') {
        await expect(heading).toHaveText(NOT_FOUND);
      } else if (row.expect === 'page') {
        await expect(heading).toBeVisible();
        await expect(heading).not.toHaveText(NOT_FOUND);
      } else {
        await expect(heading).toHaveText(row.expect.page);
      }
      await expect(heading).not.toHaveText(ERROR_TITLE);
      await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
      if (row.landsOn) expect(new URL(page.url()).pathname).toBe(row.landsOn);
      // The Auth emulator's 400 (and Chrome's console line about it) is its answer to a bad
      // action code, which the page then explains.
      const authAnswer = (problem: string) =>
        problem.startsWith(`HTTP 400: ${AUTH_EMULATOR.origin}/`) ||
        (problem.includes('status of 400') && problem.includes(`(${AUTH_EMULATOR.origin}/`));
      expect(problems.list.filter((problem) => !authAnswer(problem))).toEqual([]);
    });
  }
});
