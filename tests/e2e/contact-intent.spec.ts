// /kontak with the product and intent chosen (docs/product.md#the-contact-form), on the real
// emulators: a product page's "Jadwalkan demo" opens the form with both chosen, the message
// stores them, unknown values are ignored, and the admin inbox shows and filters by them. Both
// languages, 375 and 1280 px.
import { expect, test, type Locator } from '@playwright/test';
import { logInAsAdmin, storedMessages, waitForPage, watchForProblems } from './support';

const COPY = {
  id: {
    fields: {
      Nama: 'Kadek Uji',
      Email: 'kadek@contoh.test',
      Subjek: '',
      Pesan: 'Boleh minta demo?',
    },
    submit: 'Kirim pesan',
    sent: 'Pesan terkirim. Terima kasih!',
  },
  en: {
    fields: { Name: 'Kadek Test', Email: 'kadek@example.test', Subject: '', Message: 'A quote?' },
    submit: 'Send message',
    sent: 'Message sent. Thank you!',
  },
} as const;

async function send(form: Locator, language: 'id' | 'en', subject: string) {
  const copy = COPY[language];
  for (const [label, value] of Object.entries(copy.fields)) {
    await form.getByLabel(label, { exact: true }).fill(value || subject);
  }
  await form.getByRole('button', { name: copy.submit }).click();
}

for (const width of [375, 1280]) {
  test(`"Jadwalkan demo" opens /kontak with the product and a demo chosen; the inbox shows and filters it (id, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchForProblems(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/produk/villa-reservasi');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Jadwalkan demo' }).first().click();
    await expect(page).toHaveURL(/\/kontak\?produk=villa-reservasi&keperluan=demo$/);
    const form = page.locator('#formulir-kontak form');
    await expect(form.getByLabel('Produk')).toHaveValue('villa-reservasi');
    await expect(form.getByLabel('Keperluan')).toHaveValue('demo');
    const subject = `Demo vila ${width} ${Date.now()}`;
    await send(form, 'id', subject);
    await expect(page.getByText(COPY.id.sent)).toBeVisible({ timeout: 15_000 });
    expect(await storedMessages(subject)).toEqual([
      expect.objectContaining({ product: 'villa-reservasi', intent: 'demo' }),
    ]);

    await logInAsAdmin(page);
    const inbox = page.getByRole('list', { name: 'Kotak masuk' });
    await expect(inbox.getByRole('button').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Produk' }).selectOption('villa-reservasi');
    await page.getByRole('combobox', { name: 'Keperluan' }).selectOption('demo');
    const mine = inbox.getByRole('button', { name: new RegExp(subject) });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Segara Reservasi');
    await expect(mine).toContainText('Jadwalkan demo');
    // Every message left in the list is about this product and a demo.
    for (const item of await inbox.getByRole('button').all()) {
      await expect(item).toContainText('Segara Reservasi');
      await expect(item).toContainText('Jadwalkan demo');
    }
    await mine.click();
    await expect(page.getByRole('article')).toContainText('Segara Reservasi');
    // Another intent: this message is not among them.
    await page.getByRole('combobox', { name: 'Keperluan' }).selectOption('dukungan');
    await expect(mine).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test(`/en/kontak with a product and a price quote chosen sends them; unknown values are ignored (en, ${width} px)`, async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/kontak?produk=tidak-ada&keperluan=gratis');
    await waitForPage(page);
    const form = page.locator('#formulir-kontak form');
    await expect(form.getByLabel('Product')).toHaveValue('');
    await expect(form.getByLabel('What is it about?')).toHaveValue('');
    await expect(form.getByRole('alert')).toHaveCount(0);

    await page.goto('/en/kontak?produk=kasir-warung&keperluan=harga');
    await waitForPage(page);
    await expect(form.getByLabel('Product')).toHaveValue('kasir-warung');
    await expect(form.getByLabel('What is it about?')).toHaveValue('harga');
    const subject = `Quote kasir ${width} ${Date.now()}`;
    await send(form, 'en', subject);
    await expect(page.getByText(COPY.en.sent)).toBeVisible({ timeout: 15_000 });
    expect(await storedMessages(subject)).toEqual([
      expect.objectContaining({ product: 'kasir-warung', intent: 'harga' }),
    ]);
    expect(problems.list).toEqual([]);
  });
}
