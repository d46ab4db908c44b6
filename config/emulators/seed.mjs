// Demo data for the local emulators: three accounts (README "Demo logins") and the contact
// messages: two written by hand and enough older ones for a second inbox page. Written through the emulators' REST APIs with the `owner` token, which bypasses
// security rules on the emulators only. seed() first empties both emulators, so every start
// (and every browser-test run) begins from the same state.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_URL } from './auth.mjs';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID } from './demo.mjs';
import { FIRESTORE_EMULATOR } from './ports.mjs';

export const FIRESTORE_URL = FIRESTORE_EMULATOR.origin;
const OWNER = { Authorization: 'Bearer owner' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEMO_MESSAGES = [
  {
    name: 'Ni Luh Sari',
    email: 'sari@villa-ubud.test',
    phone: '+62 812 3456 7890',
    subject: 'Demo Segara Reservasi untuk 6 villa',
    message:
      'Halo, kami mengelola 6 villa di Ubud dan ingin mencoba Segara Reservasi. Apakah bisa demo minggu depan?',
    minutesAgo: 60 * 26,
    read: true,
  },
  {
    name: 'Wayan Gede',
    email: 'wayan@warungmakan.test',
    subject: 'Harga Segara Kasir',
    message: 'Berapa biaya bulanan Segara Kasir untuk dua kasir? Terima kasih.',
    minutesAgo: 90,
    read: false,
  },
];

/** More than one inbox page (INBOX_PAGE_SIZE is 25), older than the two above. */
const OLDER_MESSAGE_COUNT = 30;
const OLDER_NAMES = [
  'Komang Ayu',
  'Putu Ariawan',
  'Kadek Dewi',
  'Nyoman Suarta',
  'Gusti Ngurah Rai',
];
const olderMessages = () =>
  Array.from({ length: OLDER_MESSAGE_COUNT }, (_, index) => ({
    name: OLDER_NAMES[index % OLDER_NAMES.length],
    email: `pengirim${index + 1}@contoh.test`,
    // A cell that starts with "-": the CSV export must neutralise it (tests/e2e/inbox.spec.ts).
    subject: index === 0 ? '-20% untuk sekolah negeri?' : `Pertanyaan lama #${index + 1}`,
    message: `Pesan contoh nomor ${index + 1} untuk halaman kedua kotak masuk.`,
    minutesAgo: 60 * 24 * (3 + index),
    read: index % 3 !== 0,
  }));

/**
 * @param {string | URL | Request} url
 * @param {RequestInit | undefined} init
 * @param {string} what
 */
async function call(url, init, what) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json().catch(() => ({}));
}

const json = (/** @type {unknown} */ body) => ({
  headers: { ...OWNER, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Firestore REST values for a flat object of strings, booleans and Dates.
 * @param {Record<string, string | boolean | Date | undefined>} data
 */
function fields(data) {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        value instanceof Date
          ? { timestampValue: value.toISOString() }
          : typeof value === 'boolean'
            ? { booleanValue: value }
            : { stringValue: String(value) },
      ]),
  );
}

const documentsUrl = `${FIRESTORE_URL}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

/** Deletes every account and document, and loads the current firestore.rules. */
export async function resetEmulators() {
  await call(
    `${AUTH_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`,
    { method: 'DELETE', headers: OWNER },
    'Clearing Auth accounts',
  );
  await call(
    `${FIRESTORE_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE', headers: OWNER },
    'Clearing Firestore',
  );
  const rules = fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  await call(
    `${FIRESTORE_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}:securityRules`,
    { method: 'PUT', ...json({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }) },
    'Loading firestore.rules',
  );
}

/**
 * Creates an Auth account with a fixed uid (emulator admin API). Verified unless told
 * otherwise: admin privileges need a verified email (docs/product.md#roles).
 * @param {{ uid: string; email: string; password: string; displayName: string;
 *   emailVerified?: boolean }} account
 */
export async function createAccount({ uid, email, password, displayName, emailVerified = true }) {
  await call(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts`,
    {
      method: 'POST',
      ...json({ localId: uid, email, password, displayName, emailVerified }),
    },
    `Creating ${email}`,
  );
}

/**
 * Writes `users/{uid}` (bypassing rules).
 * @param {string} uid
 * @param {{ role: string; displayName: string; email: string; }} data
 */
export async function writeProfile(uid, data) {
  await call(
    `${documentsUrl}/users/${uid}`,
    { method: 'PATCH', ...json({ fields: fields(data) }) },
    `Writing users/${uid}`,
  );
}

/** Empties both emulators, then creates the demo accounts, profiles and messages. */
export async function seed() {
  await resetEmulators();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await createAccount(account);
    if (account.role !== undefined) {
      await writeProfile(account.uid, {
        role: account.role,
        displayName: account.displayName,
        email: account.email,
      });
    }
  }
  const now = Date.now();
  // Every message carries `archived` (the inbox's filters query on it; firestore.rules).
  for (const { minutesAgo, ...message } of [...DEMO_MESSAGES, ...olderMessages()]) {
    const createdAt = new Date(now - minutesAgo * 60_000);
    await call(
      `${documentsUrl}/messages`,
      { method: 'POST', ...json({ fields: fields({ ...message, createdAt, archived: false }) }) },
      'Writing a demo message',
    );
  }
}
