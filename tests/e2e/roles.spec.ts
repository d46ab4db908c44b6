// Staff roles run by admins, on the real emulators (docs/product.md#staff-roles, issue 14): an
// admin promotes a staff account and demotes it again, the audit log shows both changes, the
// admin's own profile offers no demotion, and an admin with an unverified email gets no
// admin area.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../config/emulators/demo.mjs';
import { emulatorSeed, siteHeader, watchForProblems } from './support';

const { admin } = DEMO_ACCOUNTS;

async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
}

/** A staff account (role user) of this test alone, so the demo staff login of other specs keeps its role. */
async function createStaff(displayName: string) {
  const uid = `roles-${Date.now()}`;
  const email = `${uid}@segaradigital.test`;
  const { createAccount, writeProfile } = await emulatorSeed();
  await createAccount({ uid, email, password: 'Staf#2026x', displayName });
  await writeProfile(uid, { role: 'user', displayName, email });
  return { uid, email };
}

test('an admin promotes a staff account to Admin and back; the audit log shows both', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const name = `Staf Uji ${Date.now()}`;
  await createStaff(name);

  await page.goto('/auth/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);

  const staffList = page.getByRole('list', { name: 'Staf dan peran' });
  const row = staffList.getByRole('listitem').filter({ hasText: name });
  const auditLog = page.getByRole('list', { name: 'Riwayat perubahan peran' });
  await expect(row).toContainText('user');

  for (const [from, to] of [
    ['user', 'Admin'],
    ['Admin', 'user'],
  ] as const) {
    await row.getByRole('button', { name: `Ubah ${name}` }).click();
    await row.getByLabel('Peran').selectOption(to);
    await row.getByRole('button', { name: 'Simpan' }).click();
    await expect(row.locator('.badge')).toHaveText(to);
    await expect(
      auditLog.getByRole('listitem').filter({
        hasText: `${admin.displayName} mengubah peran ${name} dari ${from} menjadi ${to}`,
      }),
    ).toHaveCount(1);
  }
  // Newest first.
  await expect(auditLog.getByRole('listitem').first()).toContainText(
    `peran ${name} dari Admin menjadi user`,
  );

  // The admin's own profile: a name to edit, no role to change.
  const own = staffList.getByRole('listitem').filter({ hasText: admin.displayName });
  await expect(own).toContainText('Anda');
  await own.getByRole('button', { name: `Ubah ${admin.displayName}` }).click();
  await expect(own.getByLabel('Nama tampilan')).toBeVisible();
  await expect(own.getByLabel('Peran')).toHaveCount(0);
  await expect(own).toContainText('Anda tidak bisa menurunkan peran Anda sendiri');

  // After a reload the changes are still there (read back from Firestore).
  await page.reload();
  await expect(row.locator('.badge')).toHaveText('user');
  await expect(
    auditLog.getByRole('listitem').filter({ hasText: `peran ${name} dari` }),
  ).toHaveCount(2);
  expect(problems.list).toEqual([]);
});

test('an Admin profile with an unverified email gets no admin area', async ({ page }) => {
  const uid = `unverified-${Date.now()}`;
  const email = `${uid}@segaradigital.test`;
  const { createAccount, writeProfile } = await emulatorSeed();
  await createAccount({
    uid,
    email,
    password: 'Admin#2026x',
    displayName: 'Belum Terverifikasi',
    emailVerified: false,
  });
  await writeProfile(uid, { role: 'Admin', displayName: 'Belum Terverifikasi', email });

  await page.goto('/pages/account/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, email, 'Admin#2026x');
  await expect(page).toHaveURL(/\/home$/);
  await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(siteHeader(page).getByRole('link', { name: 'Dasbor' })).toHaveCount(0);
});
