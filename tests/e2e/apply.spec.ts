// Applying for a job on the site, on the real emulators (docs/product.md#job-applications): the
// form on a role's page in both languages at 375 and 1280 px, errors in the page's language, a
// send that fails while the network is blocked and keeps everything typed, then one that
// succeeds and shows the reference number of the document stored; and the admin's Lamaran list
// (status, private notes, CSV export, the deletion past the retention period, each logged).
// Robust to other specs sending applications: it finds its own by unique names.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID } from '../../config/emulators/demo.mjs';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';
import { APPLICATION_RETENTION_DAYS } from '../../src/content/applicationRetention';
import { newReference } from '../../src/lib/jobApplications';
import {
  EMULATOR_OWNER,
  expectBelowHeader,
  logInAsAdmin,
  scanWithAxe,
  waitForPage,
  watchForProblems,
} from './support';

const ROLE = 'frontend-engineer';
const DOCUMENTS = `${FIRESTORE_EMULATOR.origin}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

type Fields = Record<
  string,
  { stringValue?: string; booleanValue?: boolean; integerValue?: string }
>;

/** A stored document's fields, read past the rules; undefined when it does not exist. */
async function storedDocument(path: string): Promise<Fields | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: EMULATOR_OWNER });
  if (response.status === 404) return undefined;
  return ((await response.json()) as { fields: Fields }).fields;
}

const LANGUAGES = [
  {
    prefix: '',
    fields: {
      name: 'Nama lengkap',
      email: 'Email',
      whatsapp: 'Nomor WhatsApp',
      city: 'Kota domisili',
      cvUrl: 'Tautan CV',
      portfolioUrl: 'Tautan portofolio atau GitHub (opsional)',
      motivation: 'Mengapa Anda tertarik?',
    },
    consent: /Saya setuju Segara Digital memproses data lamaran/,
    submit: 'Kirim lamaran',
    required: 'Kolom ini wajib diisi.',
    linkInvalid: 'Tulis tautan lengkap yang diawali https://, tanpa spasi.',
    consentRequired: 'Kami hanya bisa memproses lamaran Anda dengan persetujuan ini.',
    failed: /^Lamaran belum terkirim karena ada gangguan koneksi\./,
    sent: 'Lamaran terkirim. Terima kasih!',
    reference: /Nomor referensi: (LMR-[A-Z2-9]{4}-[A-Z2-9]{4})/,
    retention: `Data disimpan ${APPLICATION_RETENTION_DAYS} hari`,
  },
  {
    prefix: '/en',
    fields: {
      name: 'Full name',
      email: 'Email',
      whatsapp: 'WhatsApp number',
      city: 'City you live in',
      cvUrl: 'Link to your CV',
      portfolioUrl: 'Link to your portfolio or GitHub (optional)',
      motivation: 'Why are you interested?',
    },
    consent: /I agree that Segara Digital processes this application/,
    submit: 'Send application',
    required: 'This field is required.',
    linkInvalid: 'Write a full link starting with https://, without spaces.',
    consentRequired: 'We can only process your application with this consent.',
    failed: /^Your application was not sent because of a connection problem\./,
    sent: 'Application sent. Thank you!',
    reference: /Reference number: (LMR-[A-Z2-9]{4}-[A-Z2-9]{4})/,
    retention: `kept for ${APPLICATION_RETENTION_DAYS} days`,
  },
] as const;

const formOf = (page: Page) => page.locator('#formulir-lamaran form');

async function fill(form: Locator, labels: Record<string, string>, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await form.getByLabel(labels[field] ?? field, { exact: true }).fill(value);
  }
}

for (const language of LANGUAGES) {
  for (const width of [375, 1280]) {
    test(`an application from a role's page in ${language.prefix || '/'} at ${width} px: errors, a blocked send, then a reference number`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const problems = watchForProblems(page);
      await page.goto(`${language.prefix}/karir/${ROLE}`);
      await waitForPage(page);
      const form = formOf(page);
      await expect(form.getByText(language.consent)).toContainText(language.retention);

      // Nothing filled: each required field says so, in the page's language; axe finds nothing.
      await form.getByRole('button', { name: language.submit }).click();
      await expect(form.getByText(language.required).first()).toBeVisible();
      await expect(form.getByText(language.consentRequired)).toBeVisible();
      await expect(form.getByLabel(language.fields.name, { exact: true })).toBeFocused();
      expect((await scanWithAxe(page)).violations).toEqual([]);

      const name = `Pelamar Uji ${width} ${language.prefix || 'id'} ${Date.now()}`;
      const values = {
        name,
        email: 'pelamar@contoh.test',
        whatsapp: '+62 812-3456-7890',
        city: 'Denpasar',
        cvUrl: 'http://drive.google.com/cv',
        portfolioUrl: 'https://github.com/pelamar',
        motivation: 'Saya ingin membangun dasbor yang cepat.\nDan belajar dari tim.',
      };
      await fill(form, language.fields, values);
      await form.getByLabel(language.consent).check();
      await form.getByRole('button', { name: language.submit }).click();
      await expect(form.getByText(language.linkInvalid)).toBeVisible();
      values.cvUrl = 'https://drive.google.com/file/d/abc/view';
      await fill(form, language.fields, { cvUrl: values.cvUrl });

      // The network to Firebase is blocked: a clear message, and everything typed stays. (The
      // blocked requests and the form's error log are the point here, not problems.)
      expect(problems.list).toEqual([]);
      const blocked = (route: Route) => route.abort('internetdisconnected');
      await page.route(`${AUTH_EMULATOR.origin}/**`, blocked);
      await page.route(`${FIRESTORE_EMULATOR.origin}/**`, blocked);
      await form.getByRole('button', { name: language.submit }).click();
      await expect(form.getByRole('alert').filter({ hasText: language.failed })).toBeVisible({
        timeout: 25_000,
      });
      for (const [field, value] of Object.entries(values)) {
        await expect(
          form.getByLabel(language.fields[field as keyof typeof language.fields], { exact: true }),
        ).toHaveValue(value);
      }
      await expect(form.getByLabel(language.consent)).toBeChecked();

      // Unblocked: sent, with the reference number of the stored document.
      await page.unrouteAll({ behavior: 'wait' });
      problems.list.splice(0);
      await form.getByRole('button', { name: language.submit }).click();
      const sent = page.getByRole('status').filter({ hasText: language.sent });
      await expect(sent).toBeVisible({ timeout: 20_000 });
      // The focus moves to it, scrolled into view clear of the sticky navbar.
      await expect(sent).toBeFocused();
      await expectBelowHeader(page, sent);
      const reference = language.reference.exec((await sent.textContent()) ?? '')?.[1] ?? '';
      expect(reference).toMatch(/^LMR-/);
      const stored = await storedDocument(`applications/${reference}`);
      expect(stored?.name?.stringValue).toBe(name);
      expect(stored?.role?.stringValue).toBe(ROLE);
      expect(stored?.cvUrl?.stringValue).toBe(values.cvUrl);
      expect(stored?.motivation?.stringValue).toBe(values.motivation);
      expect(stored?.status?.stringValue).toBe('baru');
      expect(stored?.consent?.booleanValue).toBe(true);
      expect(stored?.retentionDays?.integerValue).toBe(String(APPLICATION_RETENTION_DAYS));
      expect(stored?.language?.stringValue).toBe(language.prefix ? 'en' : 'id');
      if (width === 375) {
        await page.locator('#formulir-lamaran').screenshot({
          path: `test-results/screenshots/apply-${language.prefix ? 'en' : 'id'}-375.png`,
        });
      }
      expect((await scanWithAxe(page)).violations).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }
}

test('the prerendered role page carries the form and says directApply', async ({ request }) => {
  const html = await (await request.get(`/karir/${ROLE}`)).text();
  expect(html).toContain('id="formulir-lamaran"');
  expect(html).toMatch(/"directApply":true/);
});

// ---- The admin's Lamaran list ----

const { admin } = DEMO_ACCOUNTS;

/** Stores an application past the rules, `ageDays` old; returns its id. */
async function seedApplication(name: string, ageDays: number): Promise<string> {
  const id = newReference();
  const createdAt = new Date(Date.now() - ageDays * 86_400_000).toISOString();
  const string = (value: string) => ({ stringValue: value });
  const response = await fetch(`${DOCUMENTS}/applications?documentId=${id}`, {
    method: 'POST',
    headers: EMULATOR_OWNER,
    body: JSON.stringify({
      fields: {
        role: string(ROLE),
        name: string(name),
        email: string('seed@contoh.test'),
        whatsapp: string('081234567890'),
        city: string('Gianyar'),
        cvUrl: string('https://www.linkedin.com/in/seed'),
        motivation: string('=HYPERLINK("http://x")'),
        consent: { booleanValue: true },
        retentionDays: { integerValue: String(APPLICATION_RETENTION_DAYS) },
        language: string('id'),
        uid: string('seed'),
        createdAt: { timestampValue: createdAt },
        status: string('baru'),
      },
    }),
  });
  expect(response.ok).toBe(true);
  return id;
}

test('an admin reviews an application, notes it, exports CSV and deletes those past the retention period', async ({
  page,
}) => {
  const stamp = Date.now();
  const fresh = await seedApplication(`Pelamar Baru ${stamp}`, 0);
  const old = await seedApplication(`Pelamar Lama ${stamp}`, APPLICATION_RETENTION_DAYS + 1);
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Lamaran', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/account\/lamaran$/);
  await page.getByRole('combobox', { name: 'Posisi' }).selectOption(ROLE);
  const list = page.getByRole('list', { name: 'Lamaran' });
  const item = list.getByRole('button', { name: new RegExp(`Pelamar Baru ${stamp}`) });
  await expect(item).toContainText('Baru');

  // Status one step on, then private notes; each change logged with who and when.
  await item.click();
  await page.getByRole('combobox', { name: 'Ubah status' }).selectOption({ label: 'Ditinjau' });
  await page.getByRole('button', { name: 'Ubah status' }).click();
  await expect(item).toContainText('Ditinjau');
  await page.getByLabel('Catatan pribadi').fill('Portofolio kuat; undang wawancara.');
  await page.getByRole('button', { name: 'Simpan catatan' }).click();
  await expect(page.getByText('Tersimpan.')).toBeVisible();
  const stored = await storedDocument(`applications/${fresh}`);
  expect(stored?.status?.stringValue).toBe('ditinjau');
  expect(stored?.notes?.stringValue).toBe('Portofolio kuat; undang wawancara.');
  const entry = await storedDocument(`applicationLog/${stored?.lastLogId?.stringValue ?? ''}`);
  expect(entry?.actor?.stringValue).toBe(admin.uid);
  expect(entry?.action?.stringValue).toBe('notes');

  // The export: the shared CSV shape, formulas neutralised.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const bytes = await readFile(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"Waktu (UTC)";"Referensi";"Posisi";"Nama";"Email";"WhatsApp";"Kota";"CV";"Portofolio";"Motivasi";"Status";"Catatan";"Bahasa"',
  );
  expect(csv).toContain(`"${fresh}";"Frontend Engineer (React)";"Pelamar Baru ${stamp}"`);
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")";"Ditinjau"`);

  // One action deletes what is past the retention period, and logs each deletion.
  await page
    .getByRole('button', { name: `Hapus lamaran lebih dari ${APPLICATION_RETENTION_DAYS} hari` })
    .click();
  await page.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Lamaran dihapus: [1-9]/ }),
  ).toBeVisible();
  expect(await storedDocument(`applications/${old}`)).toBeUndefined();
  expect((await storedDocument(`applicationLog/deleted-${old}`))?.actor?.stringValue).toBe(
    admin.uid,
  );
  expect(await storedDocument(`applications/${fresh}`)).toBeDefined();
  await expect(list.getByRole('button', { name: new RegExp(`Pelamar Lama ${stamp}`) })).toHaveCount(
    0,
  );
  await page.screenshot({ path: 'test-results/screenshots/lamaran-admin.png', fullPage: true });
  expect((await scanWithAxe(page)).violations).toEqual([]);
});
