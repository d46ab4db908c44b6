// The admin inbox on the real emulators (docs/architecture.md#the-contact-inbox; issue 14):
// the unread count in the navbar, paging through a seeded inbox of more than one page,
// archive and undo, and the CSV export (BOM, quoted cells, neutralised formulas, either
// separator: src/lib/csv.ts). The seed
// (config/emulators/seed.mjs) writes 32 messages, 11 of them unread.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { emulatorSeed, logInAsAdmin, siteHeader } from './support';

const PAGE_SIZE = 25;
const SEEDED = 32;

// The tests count and change the same seeded messages: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  const { seed } = await emulatorSeed();
  await seed();
});

const inboxItems = (page: Page) =>
  page.getByRole('list', { name: 'Kotak masuk' }).getByRole('button');

test('an admin pages through the inbox, archives and undoes, and exports CSV', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(
    siteHeader(page).getByRole('link', { name: 'Dasbor (11 belum dibaca)' }),
  ).toBeVisible();
  await expect(page.getByText('11 belum dibaca', { exact: true })).toBeVisible();

  // Newest first, one page, then the rest.
  await expect(inboxItems(page)).toHaveCount(PAGE_SIZE);
  await expect(inboxItems(page).first()).toContainText('Harga Segara Kasir');
  await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
  await expect(inboxItems(page)).toHaveCount(SEEDED);
  await expect(inboxItems(page).last()).toContainText('Pertanyaan lama #30');
  await expect(page.getByRole('button', { name: 'Muat lebih banyak' })).toHaveCount(0);

  // Archive the newest unread message: it leaves the list and the count, and shows up in the
  // archive, from where it moves back.
  await inboxItems(page).first().click();
  await page.getByRole('button', { name: 'Arsipkan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pesan diarsipkan.' })).toBeVisible();
  await expect(inboxItems(page)).toHaveCount(SEEDED - 1);
  await expect(inboxItems(page).first()).not.toContainText('Harga Segara Kasir');
  await expect(
    siteHeader(page).getByRole('link', { name: 'Dasbor (10 belum dibaca)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Arsip', exact: true }).click();
  await expect(inboxItems(page)).toHaveCount(1);
  await inboxItems(page).first().click();
  await page.getByRole('button', { name: 'Kembalikan ke kotak masuk' }).click();
  await expect(page.getByText('Arsip masih kosong.')).toBeVisible();
  await page.getByRole('button', { name: 'Semua', exact: true }).click();
  await expect(inboxItems(page).first()).toContainText('Harga Segara Kasir');

  // Archive, then undo: back in its place, and still there after a reload.
  await inboxItems(page).first().click();
  await page.getByRole('button', { name: 'Arsipkan' }).click();
  await expect(inboxItems(page).first()).not.toContainText('Harga Segara Kasir');
  await page.getByRole('button', { name: 'Urungkan' }).click();
  await expect(page.getByRole('button', { name: 'Urungkan' })).toHaveCount(0);
  await expect(inboxItems(page).first()).toContainText('Harga Segara Kasir');
  await page.reload();
  await expect(inboxItems(page).first()).toContainText('Harga Segara Kasir');
  await expect(
    siteHeader(page).getByRole('link', { name: 'Dasbor (11 belum dibaca)' }),
  ).toBeVisible();

  // The export holds every message of the filter, not only the loaded page; on an Indonesian
  // page its cells are separated by `;`, as Indonesian spreadsheets expect.
  const exportCsv = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    const bytes = await readFile(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.subarray(3).toString('utf8');
  };
  const csv = await exportCsv();
  const records = csv.trimEnd().split('\r\n');
  expect(records[0]).toBe(
    '"Waktu (UTC)";"Nama";"Email";"Telepon";"Subjek";"Pesan";"Dibaca";"Diarsipkan";"Produk";"Keperluan"',
  );
  expect(records).toHaveLength(1 + SEEDED);
  expect(csv).toContain(`;"'-20% untuk sekolah negeri?";`);
  expect(csv).toContain(`"Ni Luh Sari";"sari@villa-ubud.test";"'+62 812 3456 7890";`);

  // The same file for a spreadsheet in English, separated by commas.
  await page
    .getByRole('combobox', { name: 'Pemisah kolom CSV' })
    .selectOption({ label: 'Koma (,) — spreadsheet berbahasa Inggris' });
  const commas = await exportCsv();
  expect(commas.trimEnd().split('\r\n')).toHaveLength(1 + SEEDED);
  expect(commas).toContain(
    '"Waktu (UTC)","Nama","Email","Telepon","Subjek","Pesan","Dibaca","Diarsipkan","Produk","Keperluan"\r\n',
  );
  expect(commas).toContain(`"Ni Luh Sari","sari@villa-ubud.test","'+62 812 3456 7890",`);
});

test('the unread filter, and a visitor sees no count and loads no Firestore', async ({ page }) => {
  const firestore: string[] = [];
  page.on('request', (request) => {
    if (/firestore/i.test(request.url())) firestore.push(request.url());
  });
  await page.goto('/kontak');
  await expect(siteHeader(page).getByRole('link', { name: /Dasbor/ })).toHaveCount(0);
  expect(firestore).toEqual([]);

  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Belum dibaca', exact: true }).click();
  await expect(inboxItems(page)).toHaveCount(11);
  await inboxItems(page).first().click();
  await page.getByRole('button', { name: 'Tandai sudah dibaca' }).click();
  await expect(
    siteHeader(page).getByRole('link', { name: 'Dasbor (10 belum dibaca)' }),
  ).toBeVisible();
});
