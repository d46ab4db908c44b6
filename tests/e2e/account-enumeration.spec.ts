// No message reveals that an account exists (issue 14): on the Auth emulator, a disabled account
// reads exactly like an unknown one, on the login page and on the password-reset page
// (docs/product.md#sign-in-states-and-the-guard).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../../config/emulators/demo.mjs';
import { AUTH_EMULATOR } from '../../config/emulators/ports.mjs';
import { emulatorSeed } from './support';

const WRONG_CREDENTIALS = 'Email atau kata sandi salah.';
const PASSWORD = 'Nonaktif#2026';

/** A new account with `PASSWORD`, then disabled through the emulator's admin API. */
async function disabledAccount(): Promise<string> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `nonaktif-${stamp}@segaradigital.test`;
  const { createAccount } = await emulatorSeed();
  await createAccount({ uid: `nonaktif-${stamp}`, email, password: PASSWORD, displayName: 'X' });
  const response = await fetch(
    `${AUTH_EMULATOR.origin}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: `nonaktif-${stamp}`, disableUser: true }),
    },
  );
  expect(response.status, await response.text()).toBe(200);
  return email;
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
}

test('a disabled account with its right password reads like an unknown account', async ({
  page,
}) => {
  const email = await disabledAccount();
  await page.goto('/auth/login');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await logIn(page, 'tidak-ada@segaradigital.test', PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a password reset for a disabled account reads like one for an unknown address', async ({
  page,
}) => {
  const email = await disabledAccount();
  for (const address of [email, 'tidak-ada@segaradigital.test']) {
    await page.goto('/auth/forget-password');
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Jika ${address} terdaftar, tautan untuk mengatur ulang kata sandi sudah kami kirim ke sana. Periksa juga folder spam.`,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
