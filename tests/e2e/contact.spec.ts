// The contact form's flood limit in the browser, on the real emulators (docs/product.md#the-contact-form):
// the visitor is signed in anonymously on submit, the message records that uid, the navbar
// never shows the anonymous account, and a second send at once is refused with a "try again"
// that keeps everything typed.
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../../config/emulators/demo.mjs';
import { AUTH_EMULATOR } from '../../config/emulators/ports.mjs';
import {
  expectBelowHeader,
  EMULATOR_OWNER,
  siteHeader,
  storedMessages,
  waitForPage,
  watchForProblems,
} from './support';

/** The `uid` of every stored message with `subject`. */
async function uidsOfMessages(subject: string): Promise<string[]> {
  return (await storedMessages(subject)).map((message) => message.uid ?? '');
}

/** The Auth emulator's record of `uid`. */
async function account(uid: string) {
  const response = await fetch(
    `${AUTH_EMULATOR.origin}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
    { method: 'POST', headers: EMULATOR_OWNER, body: JSON.stringify({ localId: [uid] }) },
  );
  const { users } = (await response.json()) as {
    users?: { localId: string; email?: string; providerUserInfo?: unknown[] }[];
  };
  return users?.[0];
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

test('a message from /kontak is sent as an anonymous account, and a second one at once must wait', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const subject = `Uji batas kirim ${Date.now()}`;
  await page.goto('/kontak');
  await waitForPage(page);
  const form = page.locator('#formulir-kontak form');
  await fill(form, {
    Nama: 'Kadek Uji',
    Email: 'kadek@contoh.test',
    Subjek: subject,
    Pesan: 'Pesan pertama.',
  });
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Pesan terkirim. Terima kasih!')).toBeVisible({ timeout: 15_000 });
  // The focus moves to it, and the page scrolls it into view clear of the sticky navbar.
  const sent = page.getByRole('status').filter({ hasText: 'Pesan terkirim. Terima kasih!' });
  await expect(sent).toBeFocused();
  await expectBelowHeader(page, sent);

  // Stored with the uid of an anonymous account (no email, no provider).
  const uids = await uidsOfMessages(subject);
  expect(uids).toHaveLength(1);
  const uid = uids[0] ?? '';
  expect(uid).toMatch(/^\w{10,}$/);
  const author = await account(uid);
  expect(author?.localId).toBe(uid);
  expect(author?.email).toBeUndefined();
  expect(author?.providerUserInfo ?? []).toEqual([]);

  // The anonymous account is nobody's login: no Logout, no dashboard link.
  const header = siteHeader(page);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Dasbor' })).toHaveCount(0);

  // A second message at once: refused with when to try again, everything typed kept.
  await page.getByRole('button', { name: 'Kirim pesan lain' }).click();
  const second = {
    Nama: 'Kadek Uji',
    Email: 'kadek@contoh.test',
    'Telepon / WhatsApp (opsional)': '0361 123 456',
    Subjek: `${subject} (2)`,
    Pesan: 'Pesan kedua, terlalu cepat.',
  };
  await fill(form, second);
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^Kami baru saja menerima pesan dari Anda\. Coba lagi dalam ([1-5]?[0-9]|60) detik\. Isian Anda masih ada\.$/,
  );
  for (const [label, value] of Object.entries(second)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(form.locator('.form-send-status')).toBeFocused();
  await expectBelowHeader(page, form.getByRole('alert'));
  await form.screenshot({ path: 'test-results/screenshots/contact-try-again.png' });
  expect(await uidsOfMessages(`${subject} (2)`)).toEqual([]);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
