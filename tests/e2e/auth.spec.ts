// Staff sign-in, the account area and the contact inbox, on the real Firebase emulators that
// global-setup starts and seeds (config/emulators). docs/product.md#the-current-user, docs/product.md#sign-in-states-and-the-guard, docs/product.md#roles; issue 4.
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID } from '../../config/emulators/demo.mjs';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';
import { emulatorSeed, scanWithAxe, siteHeader, waitForPage, watchForProblems } from './support';

const { admin, staff, noProfile } = DEMO_ACCOUNTS;
const AUTH_URL = AUTH_EMULATOR.origin;

async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
}

test.describe('signed out', () => {
  for (const path of ['/pages/account/dashboard', '/pages/account/settings']) {
    test(`a visit to ${path} goes to /auth/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Login staf' })).toBeVisible();
    });
  }

  test('no Logout button in the navbar', async ({ page }) => {
    await page.goto('/tentang');
    await waitForPage(page);
    await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});

test('the login page validates, shows and hides the password, and passes axe', async ({ page }) => {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: 'Masuk' });
  await submit.click();
  await expect(page.getByText('Tulis alamat email Anda.')).toBeVisible();
  await expect(page.getByText('Tulis kata sandi Anda.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('bukan-email');
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia');
  await submit.click();
  await expect(page.getByText('Alamat email ini tidak valid.', { exact: false })).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Email')).toHaveValue('bukan-email');

  const password = page.getByLabel('Kata sandi', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sembunyikan' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  const axe = await scanWithAxe(page, 'all');
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('a wrong password gets one message that does not say which field was wrong', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await logIn(page, admin.email, 'Salah#12345');
  await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.');
  await logIn(page, 'tidak-ada@segaradigital.test', 'Salah#12345');
  await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an admin logs in, reaches the dashboard, and is sent on from the login page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Akun per peran' })).toBeVisible();
  await expect(page.getByText('Harga Segara Kasir')).toBeVisible();

  // Already signed in: the login page goes straight on.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);

  const axe = await scanWithAxe(page, 'all');
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('staff (role user) is sent to / from the account area', async ({ page }) => {
  await page.goto('/pages/account/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, staff.email, staff.password);
  // The remembered location is the dashboard; the guard refuses the role and sends to /,
  // which redirects to /home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('an account without a profile document has the role user and is sent to /', async ({
  page,
}) => {
  await page.goto('/pages/account/settings');
  await logIn(page, noProfile.email, noProfile.password);
  await expect(page).toHaveURL(/\/home$/);
});

test('a signed-out visit to settings returns there after sign-in', async ({ page }) => {
  await page.goto('/pages/account/settings');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan akun' })).toBeVisible();
});

test('settings: display name saved, a wrong current password refused', async ({ page }) => {
  // Its own admin, so the other tests' sign-ins are not affected by a changed password.
  const uid = `settings-${Date.now()}`;
  const email = `${uid}@segaradigital.test`;
  const { createAccount, writeProfile } = await emulatorSeed();
  await createAccount({ uid, email, password: 'Awal#2026x', displayName: 'Awal' });
  await writeProfile(uid, { role: 'Admin', displayName: 'Awal', email });

  await page.goto('/pages/account/settings');
  await logIn(page, email, 'Awal#2026x');
  await expect(page).toHaveURL(/\/pages\/account\/settings$/);

  const name = page.getByLabel('Nama', { exact: true });
  await name.fill('Made Admin');
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(page.getByText('Tersimpan.')).toBeVisible();

  await page.getByLabel('Kata sandi saat ini').fill('Salah#2026x');
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('Baru#2026x');
  await page.getByLabel('Ulangi kata sandi baru').fill('Baru#2026x');
  await page.getByRole('button', { name: 'Ganti kata sandi' }).click();
  await expect(page.getByText('Kata sandi saat ini salah.')).toBeVisible();

  await page.getByLabel('Kata sandi saat ini').fill('Awal#2026x');
  await page.getByRole('button', { name: 'Ganti kata sandi' }).click();
  await expect(page.getByText('Kata sandi sudah diganti.')).toBeVisible();
});

test('logout from the navbar and from /auth/logout lands on /auth/login', async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);
  await siteHeader(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login staf' })).toBeVisible();

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/pages/account/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

// The auth listener reports the restored session while the logout page signs out: no read of
// users/{uid} may go out once the sign-out has begun (Firestore would refuse it: 403).
test('opening /auth/logout while signed in reads no profile after the sign-out begins', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();

  const problems = watchForProblems(page);
  const profileReads: Request[] = [];
  page.on('request', (request) => {
    // Firestore Lite reads a document with documents:batchGet, the path in the body.
    const url = request.url();
    if (url.includes('/documents') && `${url} ${request.postData() ?? ''}`.includes('/users/'))
      profileReads.push(request);
  });
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login staf' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const signOutAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('segara:sign-out')[0];
    return mark ? performance.timeOrigin + mark.startTime : undefined;
  });
  expect(signOutAt).toBeDefined();
  const readsAfter = profileReads.filter((read) => read.timing().startTime >= (signOutAt ?? 0));
  expect(readsAfter.map((read) => read.url())).toEqual([]);
  expect(problems.list).toEqual([]);
});

/** The newest out-of-band code the Auth emulator "sent" to `email`. */
async function latestOobCode(email: string, requestType: string): Promise<string> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === requestType);
  const code = codes.at(-1)?.oobCode;
  if (!code) throw new Error(`No ${requestType} code for ${email}`);
  return code;
}

test('password reset end to end with the emulator’s out-of-band code', async ({ page }) => {
  const email = `reset-${Date.now()}@segaradigital.test`;
  const { createAccount } = await emulatorSeed();
  await createAccount({
    uid: `reset-${Date.now()}`,
    email,
    password: 'Lama#2026x',
    displayName: 'Reset',
  });

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('status')).toContainText(`Jika ${email} terdaftar`);

  // An unknown address reads exactly the same.
  await page.goto('/auth/forget-password');
  await page.getByLabel('Email').fill('tidak-ada@segaradigital.test');
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Jika tidak-ada@segaradigital.test terdaftar',
  );

  const code = await latestOobCode(email, 'PASSWORD_RESET');
  await page.goto(`/auth/confirm?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText(`Kata sandi baru untuk ${email}.`)).toBeVisible();
  const newPassword = page.getByLabel('Kata sandi baru', { exact: true });
  await newPassword.fill('pendek');
  await page.getByLabel('Ulangi kata sandi baru').fill('pendek');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByText('Kata sandi terlalu pendek', { exact: false })).toBeVisible();
  await newPassword.fill('Baru#2026x');
  await page.getByLabel('Ulangi kata sandi baru').fill('Baru#2026x');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByText('Kata sandi Anda sudah diganti.', { exact: false })).toBeVisible();

  // The used code is refused with a way forward.
  await page.goto(`/auth/confirm?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toContainText('tidak valid atau sudah dipakai');
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();

  await page.goto('/auth/login');
  await logIn(page, email, 'Baru#2026x');
  await expect(page).toHaveURL(/\/home$/);
});

test('/auth/confirm without a mode or code explains and offers a new link', async ({ page }) => {
  await page.goto('/auth/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'Tautan tidak valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();
  await page.goto('/auth/confirm?mode=verifyEmail&oobCode=sampah');
  await expect(page.getByRole('alert')).toContainText('tidak valid atau sudah dipakai');
});

test('a contact message sent from /kontak appears in the admin inbox', async ({ page }) => {
  const subject = `Pertanyaan e2e ${Date.now()}`;
  await page.goto('/kontak');
  const form = page.locator('#formulir-kontak form');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(form.getByText('Tulis nama Anda.')).toBeVisible();

  await form.getByLabel('Nama').fill('Ketut Uji');
  await form.getByLabel('Email').fill('ketut@contoh.test');
  await form.getByLabel('Subjek').fill(subject);
  await form.getByLabel('Pesan').fill('Halo, apakah Segara Desa bisa dipakai untuk 3 banjar?');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Pesan terkirim. Terima kasih!')).toBeVisible();

  await page.goto('/auth/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/);
  const item = page.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toBeVisible();
  // Newest first.
  await expect(page.locator('.inbox-list button').first()).toContainText(subject);
  await item.click();
  await expect(page.getByText('apakah Segara Desa bisa dipakai untuk 3 banjar?')).toBeVisible();
  await page.getByRole('button', { name: 'Tandai sudah dibaca' }).click();
  await expect(page.getByText('Sudah dibaca')).toBeVisible();
});

test('with the contact service down, the message stays in the form with an error', async ({
  page,
}) => {
  await page.route(`${FIRESTORE_EMULATOR.origin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/kontak');
  const form = page.locator('#formulir-kontak form');
  await form.getByLabel('Nama').fill('Ketut Uji');
  await form.getByLabel('Email').fill('ketut@contoh.test');
  await form.getByLabel('Subjek').fill('Tidak terkirim');
  await form.getByLabel('Pesan').fill('Pesan ini harus tetap ada.');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByRole('alert')).toContainText('Pesan belum terkirim', { timeout: 25_000 });
  await expect(form.getByLabel('Pesan')).toHaveValue('Pesan ini harus tetap ada.');
  await expect(form.getByLabel('Subjek')).toHaveValue('Tidak terkirim');
});

test('when the Auth emulator is down, the login page says sign-in is unavailable', async ({
  page,
}) => {
  await page.route(`${AUTH_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/auth/login');
  await expect(
    page.getByRole('status').filter({ hasText: 'Login sedang tidak tersedia' }),
  ).toBeVisible();
  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Tidak dapat terhubung ke layanan login. Periksa koneksi internet Anda, lalu coba lagi.',
  );
});

/** Records which of a page's scripts are Firebase SDK code, and when each was requested. */
function watchFirebaseScripts(page: Page) {
  const firebaseScripts = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/static/js/')) return;
    // Every Firebase SDK chunk registers its components under "@firebase/…" names.
    if ((await response.text().catch(() => '')).includes('@firebase/')) {
      firebaseScripts.add(response.url());
    }
  });
  // "Interactive": React's first commit, marked `segara:interactive` (src/app/startApp.tsx). The
  // page's own resource timing orders the script requests against it.
  return async () =>
    (
      await page.evaluate(() => {
        const interactive = performance.getEntriesByName('segara:interactive')[0]?.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/static/js/'))
          .map((entry) => ({
            url: entry.name,
            beforeInteractive: interactive === undefined || entry.startTime < interactive,
          }));
      })
    ).map((script) => ({ ...script, firebase: firebaseScripts.has(script.url) }));
}

test.describe('Firebase on public pages', () => {
  // No answer to the analytics question: its banner shows once the page has loaded and the
  // browser is idle, the moment the auth listener would start.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a visitor who never signed in loads no Firebase code at all', async ({ context }) => {
    // Each path in its own tab: what one page loads must not count for the next.
    for (const path of ['/home', '/tentang', '/kontak']) {
      const page = await context.newPage();
      const scripts = watchFirebaseScripts(page);
      await page.goto(path, { waitUntil: 'load' });
      await waitForPage(page);
      await expect(page.getByRole('button', { name: 'Tolak', exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const loaded = await scripts();
      expect(loaded.filter((s) => s.beforeInteractive).length, path).toBeGreaterThanOrEqual(4);
      expect(
        loaded.filter((s) => s.firebase).map((s) => s.url),
        path,
      ).toEqual([]);
      await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await page.close();
    }
  });

  test('a signed-in browser gets the auth listener after the page is interactive, and sees Logout', async ({
    context,
  }) => {
    const signIn = await context.newPage();
    await signIn.goto('/auth/login');
    await logIn(signIn, staff.email, staff.password);
    await expect(signIn).toHaveURL(/\/home$/);
    await signIn.close();

    for (const path of ['/tentang', '/kontak']) {
      const page = await context.newPage();
      const scripts = watchFirebaseScripts(page);
      await page.goto(path, { waitUntil: 'load' });
      await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toBeVisible();
      const loaded = await scripts();
      expect(
        loaded.filter((s) => s.beforeInteractive && s.firebase).map((s) => s.url),
        path,
      ).toEqual([]);
      expect(
        loaded.some((s) => !s.beforeInteractive && s.firebase),
        path,
      ).toBe(true);
      await page.close();
    }
  });

  test('a sign-in in another tab starts the listener in this one', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/tentang');
    await waitForPage(page);
    await expect(page.getByRole('button', { name: 'Tolak', exact: true })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/auth/login');
    await logIn(other, staff.email, staff.password);
    await expect(other).toHaveURL(/\/home$/);
    await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('from a public page without a session, a client-side visit to the login page signs in', async ({
    page,
  }) => {
    await page.goto('/tentang');
    await waitForPage(page);
    await expect(page.getByRole('button', { name: 'Tolak', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    await page.evaluate(() => {
      history.pushState(null, '', '/auth/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Login staf' })).toBeVisible();
    await logIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
