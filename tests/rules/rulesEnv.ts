// Shared set-up of the rules test files (tests/rules/*.rules.test.ts): one rules test
// environment against the Cloud Firestore emulator that globalSetup.mjs starts, the contexts
// the tests act as, a valid contact message, and the documents every test starts from.
// Call useRulesEnv() once at the top of a test file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';
import {
  Timestamp,
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

// Denied writes are the point of half these tests: keep the SDK from logging each one.
setLogLevel('error');

let testEnv: RulesTestEnvironment;

/** The environment of the running test file (set by useRulesEnv's beforeAll). */
export const rulesEnv = () => testEnv;

// The rules-unit-testing contexts return the v9 compat type; the modular functions accept it.
export const db = (context: { firestore: () => unknown }) => context.firestore() as Firestore;
/** A token as Firebase Auth issues it after an email-and-password sign-in with a verified email. */
export const passwordToken = (email: string, emailVerified = true) => ({
  email,
  email_verified: emailVerified,
  firebase: { sign_in_provider: 'password' as const, identities: { email: [email] } },
});
// Admin privileges need a verified password account (docs/product.md#roles).
export const asAdmin = () =>
  db(testEnv.authenticatedContext('admin', passwordToken('admin@example.com')));
export const asStaff = () => db(testEnv.authenticatedContext('staff'));
export const asNoRole = () => db(testEnv.authenticatedContext('norole'));
export const asNoProfile = () => db(testEnv.authenticatedContext('newbie'));
export const asAnonymous = () => db(testEnv.unauthenticatedContext());

export const validMessage = (): DocumentData => ({
  name: 'Made Wirawan',
  email: 'made@example.co.id',
  phone: '+62 (361) 123-456',
  subject: 'Pertanyaan tentang produk',
  message: 'Halo, saya ingin tahu lebih banyak tentang layanan Anda.',
  createdAt: serverTimestamp(),
  read: false,
  archived: false,
});

/** Writes the starting documents, bypassing the rules. */
async function seed() {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const firestore = db(context);
    await setDoc(doc(firestore, 'users/admin'), { role: 'Admin', displayName: 'Admin' });
    await setDoc(doc(firestore, 'users/staff'), { role: 'user', displayName: 'Staff' });
    await setDoc(doc(firestore, 'users/norole'), { displayName: 'No role' });
    await setDoc(doc(firestore, 'messages/existing'), {
      ...validMessage(),
      createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
    });
    await setDoc(doc(firestore, 'other/thing'), { value: 1 });
  });
}

/** Starts the environment for this file, and gives every test an emptied, seeded database. */
export function useRulesEnv(): void {
  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      // A database per jest worker: the files of two workers run at once, and each clears its own.
      projectId: `demo-segara-rules-${process.env.JEST_WORKER_ID ?? '1'}`,
      firestore: {
        host: FIRESTORE_EMULATOR.host,
        port: FIRESTORE_EMULATOR.port,
        rules: readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8'),
      },
    });
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  beforeEach(async () => {
    await testEnv.clearFirestore();
    await seed();
  });
}
