// The WhatsApp button (docs/product.md#whatsapp): on every public page type, in both languages
// and at 375 and 1280 px, a prerendered wa.me link whose message is about the page (a product,
// an article, a position, a project like one of ours, the company, or no topic); never over
// back-to-top nor the page's last line; none in the admin area, on auth pages or template
// material; and WhatsApp in the footer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  scrollIntoViewAndSettle,
  scrollToEnd,
  SITE_TITLE_SUFFIX,
  waitForPage,
  watchForProblems,
} from './support';

const NUMBER = '6281239004188';

/** The message per kind of page; the named kinds name the page by its title. */
const COPY = {
  id: {
    label: 'Chat WhatsApp',
    message: {
      product: (name: string) =>
        `Halo Segara Digital, saya ingin tahu lebih lanjut tentang ${name}.`,
      role: (name: string) => `Halo Segara Digital, saya ingin bertanya tentang lowongan ${name}.`,
      post: (name: string) =>
        `Halo Segara Digital, saya membaca artikel “${name}” dan ingin bertanya lebih lanjut.`,
      caseStudy: (name: string) =>
        `Halo Segara Digital, saya membaca studi kasus “${name}” dan ingin membuat proyek serupa.`,
      company: () => 'Halo Segara Digital, saya ingin tahu lebih lanjut tentang perusahaan Anda.',
      careers: () =>
        'Halo Segara Digital, saya ingin bertanya tentang lowongan kerja di Segara Digital.',
      blog: () => 'Halo Segara Digital, saya membaca blog Anda dan ingin bertanya.',
      general: () => 'Halo Segara Digital, saya ingin bertanya.',
    },
    backToTop: 'Kembali ke atas',
  },
  en: {
    label: 'Chat on WhatsApp',
    message: {
      product: (name: string) => `Hello Segara Digital, I would like to know more about ${name}.`,
      role: (name: string) =>
        `Hello Segara Digital, I would like to ask about the ${name} position.`,
      post: (name: string) =>
        `Hello Segara Digital, I read the article “${name}” and have a question about it.`,
      caseStudy: (name: string) =>
        `Hello Segara Digital, I read the case study “${name}” and would like a similar project.`,
      company: () => 'Hello Segara Digital, I would like to know more about your company.',
      careers: () => 'Hello Segara Digital, I would like to ask about working at Segara Digital.',
      blog: () => 'Hello Segara Digital, I was reading your blog and have a question.',
      general: () => 'Hello Segara Digital, I have a question.',
    },
    backToTop: 'Back to top',
  },
} as const;

type Kind = keyof (typeof COPY)['id']['message'];

/** One page of each type, at its Indonesian path, and what its message is about. */
const PAGES: [string, Kind][] = [
  ['/home', 'company'],
  ['/tentang', 'company'],
  ['/tentang/semua-tim', 'company'],
  ['/detailteam/kadek-ayu-lestari', 'company'],
  ['/tentang/karir', 'careers'],
  ['/karir/android-engineer', 'role'],
  ['/blog', 'blog'],
  ['/blog/kantor-baru-di-renon', 'post'],
  ['/produk/villa-reservasi', 'product'],
  ['/studi-kasus/reservasi-umah-sawah-villas', 'caseStudy'],
  ['/kontak', 'general'],
  ['/tentang/keamanan-privasi', 'general'],
];

const WIDTHS = [375, 1280];

const button = (page: Page, language: 'id' | 'en') =>
  page.getByRole('link', { name: COPY[language].label, exact: true });

/** The text a wa.me link prefills. */
function prefilled(href: string | null): string | null {
  if (!href) return null;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
  return url.searchParams.get('text');
}

/** The link the button of a page's HTML carries, as the server sends it (no script run). */
function prerenderedHref(html: string): string | null {
  const found = /<a class="whatsapp-button" href="([^"]*)"/.exec(html)?.[1];
  return found === undefined
    ? null
    : found.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/**
 * The page's own title: the document title without the site's suffix, nor the section's name
 * that follows a product's or a role's name (it keeps each language's title its own).
 */
async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).replace(` ${SITE_TITLE_SUFFIX}`, '').replace(/ · [^·]+$/, '');
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

for (const width of WIDTHS) {
  for (const language of ['id', 'en'] as const) {
    test(`every public page type has the WhatsApp button about the page (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, kind] of PAGES) {
        const url = language === 'en' ? `/en${path}` : path;
        // In the prerendered HTML, as a plain link.
        const html = await (await request.get(url)).text();
        expect(html, url).toContain(
          `<a class="whatsapp-button" href="https://wa.me/${NUMBER}?text=`,
        );

        await page.goto(url);
        await waitForPage(page);
        const link = button(page, language);
        await expect(link, url).toBeVisible();
        const title = await pageTitle(page);
        const href = await link.getAttribute('href');
        expect(prefilled(href), url).toBe(COPY[language].message[kind](title));
        expect(prerenderedHref(html), url).toBe(href);
        await expect(link).toHaveAttribute('target', '_blank');
        const { width: w, height: h } = await box(link);
        expect(Math.min(w, h)).toBeGreaterThanOrEqual(44);
      }
    });
  }
}

test('a product page names the product; after client navigation the message follows the page', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/produk/kasir-warung');
  await waitForPage(page);
  expect(prefilled(await button(page, 'id').getAttribute('href'))).toBe(
    'Halo Segara Digital, saya ingin tahu lebih lanjut tentang Segara Kasir.',
  );
  const footerLink = page.locator('.site-footer').getByRole('link', { name: 'Segara Desa' });
  await scrollIntoViewAndSettle(footerLink);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Segara Desa' })).toBeVisible();
  await expect
    .poll(async () => prefilled(await button(page, 'id').getAttribute('href')))
    .toBe('Halo Segara Digital, saya ingin tahu lebih lanjut tentang Segara Desa.');
  await page.goto('/en/produk/kasir-warung');
  await waitForPage(page);
  expect(prefilled(await button(page, 'en').getAttribute('href'))).toBe(
    'Hello Segara Digital, I would like to know more about Segara Kasir.',
  );
  expect(problems.list).toEqual([]);
});

/** The prefilled text as a visitor reads it, on the pages issue 24 names, in each language. */
const MESSAGES = {
  id: [
    [
      '/produk/kasir-warung',
      'Halo Segara Digital, saya ingin tahu lebih lanjut tentang Segara Kasir.',
    ],
    [
      '/blog/kantor-baru-di-renon',
      'Halo Segara Digital, saya membaca artikel “Kami pindah ke kantor baru di Renon” dan ingin bertanya lebih lanjut.',
    ],
    [
      '/karir/android-engineer',
      'Halo Segara Digital, saya ingin bertanya tentang lowongan Android Engineer (Kotlin).',
    ],
    ['/kontak', 'Halo Segara Digital, saya ingin bertanya.'],
    ['/halaman-tidak-ada', 'Halo Segara Digital, saya ingin bertanya.'],
  ],
  en: [
    [
      '/en/produk/kasir-warung',
      'Hello Segara Digital, I would like to know more about Segara Kasir.',
    ],
    [
      '/en/blog/kantor-baru-di-renon',
      'Hello Segara Digital, I read the article “We have moved to a new office in Renon” and have a question about it.',
    ],
    [
      '/en/karir/android-engineer',
      'Hello Segara Digital, I would like to ask about the Android Engineer (Kotlin) position.',
    ],
    ['/en/kontak', 'Hello Segara Digital, I have a question.'],
    ['/en/tidak-ada', 'Hello Segara Digital, I have a question.'],
  ],
} as const;

for (const language of ['id', 'en'] as const) {
  test(`the message a visitor would write, about a product, a post, a role, or no topic on /kontak and the not-found page, prerendered (${language})`, async ({
    page,
    request,
  }) => {
    const problems = watchForProblems(page);
    for (const [url, message] of MESSAGES[language]) {
      const html = await (await request.get(url)).text();
      // Unknown paths all get build/404.html, prerendered once, in Indonesian.
      const notFound = url.endsWith('tidak-ada');
      const prerendered = prefilled(prerenderedHref(html));
      expect(prerendered, url).toBe(notFound ? MESSAGES.id[4][1] : message);

      await page.goto(url);
      await waitForPage(page);
      const href = await button(page, language).getAttribute('href');
      expect(prefilled(href), url).toBe(message);
      if (!notFound) expect(prerenderedHref(html), url).toBe(href);
    }
    expect(problems.list).toEqual([]);
  });
}

for (const language of ['id', 'en'] as const) {
  test(`at 375 px it covers neither back-to-top nor the page's last line (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(language === 'en' ? '/en/tentang' : '/tentang');
    await waitForPage(page);
    const whatsapp = button(page, language);
    await scrollToEnd(page);
    const toTop = page.getByRole('button', { name: COPY[language].backToTop });
    await expect(toTop).toBeVisible();
    const chat = await box(whatsapp);
    expect(overlaps(chat, await box(toTop))).toBe(false);
    // The last line of the page, scrolled to the end, sits clear of both buttons.
    const lastLine = await box(page.locator('.footer-copyright'));
    expect(overlaps(chat, lastLine)).toBe(false);
    expect(overlaps(await box(toTop), lastLine)).toBe(false);
    // A visible focus ring.
    await whatsapp.focus();
    const outline = await whatsapp.evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).not.toBe('none');
  });
}

test('no WhatsApp button on auth pages or template material', async ({ page }) => {
  for (const path of ['/auth/login', '/docs/introduction', '/pages/pricing']) {
    await page.goto(path);
    await waitForPage(page);
    await expect(page.locator('.whatsapp-button'), path).toHaveCount(0);
  }
});

for (const width of WIDTHS) {
  test(`the footer has WhatsApp in both languages (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [url, greeting] of [
      ['/tentang', 'Halo Segara Digital, saya ingin bertanya.'],
      ['/en/tentang', 'Hello Segara Digital, I have a question.'],
    ] as const) {
      await page.goto(url);
      await waitForPage(page);
      const link = page.locator('.site-footer').getByRole('link', { name: /^WhatsApp:/ });
      await expect(link).toHaveText(/WhatsApp:\s*\+62\s812\s3900\s4188/);
      expect(prefilled(await link.getAttribute('href'))).toBe(greeting);
    }
  });
}
