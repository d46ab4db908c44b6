// Bad input, table-driven (issue 7): each row is something a visitor (or a bot) might type or
// open, and what the site must answer — a clear message in the page's language, nothing typed
// lost, never a crash or a blank page.
import { expect, test, type Page } from '@playwright/test';
import { FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';

const LONG = 'x'.repeat(6000);
const SCRIPT = '<script>alert("xss")</script>';

interface FormCase {
  name: string;
  /** Label → value; fields not named stay at the valid defaults below. */
  values: Record<string, string>;
  /** The message expected beside the field, or `sent` when the input is acceptable. */
  expect: { field: string; message: RegExp } | 'sent';
}

const CONTACT_VALID = {
  Nama: 'Ni Luh Sari',
  Email: 'sari@villa.test',
  Subjek: 'Demo',
  Pesan: 'Boleh minta demo?',
};

const CONTACT_CASES: FormCase[] = [
  {
    name: 'empty name',
    values: { Nama: '' },
    expect: { field: 'Nama', message: /Tulis nama Anda/ },
  },
  {
    name: 'whitespace-only name',
    values: { Nama: '   \t ' },
    expect: { field: 'Nama', message: /Tulis nama Anda/ },
  },
  {
    name: 'name over 100 characters (pasted)',
    values: { Nama: 'n'.repeat(101) },
    expect: { field: 'Nama', message: /paling banyak 100 karakter/ },
  },
  {
    name: 'name of NBSP and zero-width spaces',
    values: { Nama: '\u00A0\u200B\u00A0' },
    expect: { field: 'Nama', message: /Tulis nama Anda/ },
  },
  {
    name: 'message of ideographic spaces and a BOM',
    values: { Pesan: '\u3000\uFEFF\n\u3000' },
    expect: { field: 'Pesan', message: /Tulis pesan Anda/ },
  },
  {
    name: 'name of a Hangul filler, a letter that draws nothing',
    values: { Nama: '\u3164' },
    expect: { field: 'Nama', message: /Tulis paling sedikit satu huruf atau angka/ },
  },
  {
    name: 'subject of the Braille blank and a right-to-left override',
    values: { Subjek: '\u2800\u202E' },
    expect: { field: 'Subjek', message: /Tulis paling sedikit satu huruf atau angka/ },
  },
  {
    name: 'message of a soft hyphen, a left-to-right mark and an emoji',
    values: { Pesan: '\u00AD\u200E🙂' },
    expect: { field: 'Pesan', message: /Tulis paling sedikit satu huruf atau angka/ },
  },
  {
    name: 'empty email',
    values: { Email: '' },
    expect: { field: 'Email', message: /Tulis alamat email/ },
  },
  {
    name: 'email without @',
    values: { Email: 'sari.villa.test' },
    expect: { field: 'Email', message: /tidak valid/ },
  },
  {
    name: 'email without domain',
    values: { Email: 'sari@' },
    expect: { field: 'Email', message: /tidak valid/ },
  },
  {
    name: 'email without TLD',
    values: { Email: 'sari@villa' },
    expect: { field: 'Email', message: /tidak valid/ },
  },
  {
    name: 'email with spaces inside',
    values: { Email: 'sari @villa.test' },
    expect: { field: 'Email', message: /tidak valid/ },
  },
  {
    name: 'email as a script tag',
    values: { Email: SCRIPT },
    expect: { field: 'Email', message: /tidak valid/ },
  },
  {
    name: 'phone with letters',
    values: { 'Telepon / WhatsApp (opsional)': 'nol delapan' },
    expect: { field: 'Telepon / WhatsApp (opsional)', message: /hanya boleh berisi angka/ },
  },
  {
    name: 'phone with only symbols',
    values: { 'Telepon / WhatsApp (opsional)': '+()-' },
    expect: { field: 'Telepon / WhatsApp (opsional)', message: /hanya boleh berisi angka/ },
  },
  {
    name: 'empty subject',
    values: { Subjek: '' },
    expect: { field: 'Subjek', message: /Tulis subjek/ },
  },
  {
    name: 'subject over 150 characters (pasted)',
    values: { Subjek: 's'.repeat(151) },
    expect: { field: 'Subjek', message: /paling banyak 150 karakter/ },
  },
  {
    name: 'empty message',
    values: { Pesan: '' },
    expect: { field: 'Pesan', message: /Tulis pesan Anda/ },
  },
  {
    name: 'whitespace-only message',
    values: { Pesan: '\n\n   ' },
    expect: { field: 'Pesan', message: /Tulis pesan Anda/ },
  },
  {
    name: 'message over 5000 characters (pasted)',
    values: { Pesan: LONG },
    expect: { field: 'Pesan', message: /paling banyak 5000 karakter/ },
  },
  { name: 'script tags in the message are just text', values: { Pesan: SCRIPT }, expect: 'sent' },
  {
    name: 'unicode, Balinese script and emoji',
    values: { Nama: 'Ñyoman Ṣari ᬲᬭᬶ 🌺', Pesan: 'Om Swastiastu 🙏' },
    expect: 'sent',
  },
];

/** Sets a field's value as a paste would (maxLength does not stop programmatic values). */
async function setValue(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: string,
  value: string,
) {
  const field = scope.getByLabel(label, { exact: true });
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test.describe('contact form on /kontak', () => {
  for (const row of CONTACT_CASES) {
    test(`${row.name}`, async ({ page }) => {
      // Nothing reaches Firestore in these rows except the acceptable ones, which are stubbed:
      // the throttle read finds no document, the batch of message and throttle commits.
      await page.route(`${FIRESTORE_EMULATOR.origin}/**`, (route) => {
        const request = route.request();
        const time = '2026-01-01T00:00:00Z';
        const body = request.url().includes(':batchGet')
          ? (request.postDataJSON() as { documents: string[] }).documents.map((name) => ({
              missing: name,
              readTime: time,
            }))
          : { writeResults: [{ updateTime: time }, { updateTime: time }], commitTime: time };
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(body),
        });
      });
      await page.goto('/kontak');
      const form = page.locator('#formulir-kontak form');
      const values = { ...CONTACT_VALID, ...row.values };
      for (const [label, value] of Object.entries(values)) await setValue(page, form, label, value);
      await form.getByRole('button', { name: 'Kirim pesan' }).click();
      if (row.expect === 'sent') {
        await expect(page.getByText('Pesan terkirim. Terima kasih!')).toBeVisible();
        return;
      }
      const field = form.getByLabel(row.expect.field, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText(
        row.expect.message,
      );
      // Nothing typed is lost.
      for (const [label, value] of Object.entries(values)) {
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(
          label === 'Email' ? value.trim() : value,
        );
      }
    });
  }
});

const LOGIN_CASES: { name: string; email: string; password: string; message: RegExp }[] = [
  { name: 'both empty', email: '', password: '', message: /Tulis alamat email Anda/ },
  { name: 'whitespace email', email: '   ', password: 'x', message: /Tulis alamat email Anda/ },
  { name: 'malformed email', email: 'admin@', password: 'x', message: /tidak valid/ },
  { name: 'script tag as email', email: SCRIPT, password: 'x', message: /tidak valid/ },
  {
    name: 'very long email',
    email: `${'a'.repeat(300)}@x.id`,
    password: 'x',
    message: /tidak valid/,
  },
  {
    name: 'empty password',
    email: 'admin@segaradigital.test',
    password: '',
    message: /Tulis kata sandi/,
  },
];

test.describe('login form', () => {
  for (const row of LOGIN_CASES) {
    test(`${row.name}`, async ({ page }) => {
      await page.goto('/auth/login');
      const form = page.locator('main form');
      await setValue(page, form, 'Email', row.email);
      await setValue(page, form, 'Kata sandi', row.password);
      await form.getByRole('button', { name: 'Masuk' }).click();
      await expect(form.getByText(row.message)).toBeVisible();
      await expect(form.getByLabel('Kata sandi', { exact: true })).toHaveValue(row.password);
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  }

  test('a unicode password is sent as typed and refused as wrong credentials', async ({ page }) => {
    await page.goto('/auth/login');
    const form = page.locator('main form');
    await setValue(page, form, 'Email', 'admin@segaradigital.test');
    await setValue(page, form, 'Kata sandi', 'ᬓᬢᬲᬦ᭄ᬤᬶ🌺 ñ');
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.');
  });
});

const URL_CASES: { name: string; url: string; expect: (page: Page) => Promise<void> }[] = [
  ...[
    '',
    '?mode=resetPassword',
    '?oobCode=abc',
    '?mode=<script>&oobCode=1',
    `?mode=${LONG.slice(0, 500)}`,
  ].map((query) => ({
    name: `/auth/confirm${query.slice(0, 40)}`,
    url: `/auth/confirm${query}`,
    expect: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tautan tidak valid');
      await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();
    },
  })),
  {
    name: '/auth/confirm with a garbage code',
    url: '/auth/confirm?mode=resetPassword&oobCode=%3Cscript%3E',
    expect: async (page) => {
      await expect(page.getByRole('alert')).toContainText('tidak valid atau sudah dipakai');
    },
  },
  {
    name: 'an unknown language ?lng=xx falls back to Indonesian',
    url: '/tentang?lng=xx',
    expect: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Segara Digital');
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    },
  },
  ...['?page=-1', '?page=abc', '?page=0', '?page=1.5', '?page=99999999999999999999'].map(
    (query) => ({
      name: `/blog${query}`,
      url: `/blog${query}`,
      expect: async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semua Post');
        await expect(page.locator('main article').first()).toBeVisible();
      },
    }),
  ),
  ...[
    `/${'a'.repeat(2000)}`,
    '/blog/%E0%A4%A',
    '/tentang/../../etc/passwd',
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/produk/tidak-ada',
    '/detailteam/<b>',
    '/karir/%00',
  ].map((url) => ({
    name: `odd path ${url.slice(0, 40)}`,
    url,
    expect: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
      await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toBeVisible();
    },
  })),
];

test.describe('URLs', () => {
  for (const row of URL_CASES) {
    test(row.name, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(row.url);
      await row.expect(page);
      expect(errors).toEqual([]);
    });
  }
});

test('a remembered location off the site is ignored after sign-in', async ({ page }) => {
  await page.goto('/auth/login');
  // The guard would put a router location here; an attacker can only put a string.
  await page.evaluate(() => {
    const state = { usr: { from: '//evil.example/phish' }, key: 'x', idx: 0 };
    history.replaceState(state, '', '/auth/login');
  });
  await page.reload();
  const form = page.locator('main form');
  await form.getByLabel('Email').fill('admin@segaradigital.test');
  await form.getByLabel('Kata sandi', { exact: true }).fill('Segara#Admin2026');
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pages\/account\/dashboard$/);
});
