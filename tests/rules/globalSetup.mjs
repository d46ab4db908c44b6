// Starts the Firestore emulator once for the rules tests; globalTeardown.mjs stops it.
// globalSetup and globalTeardown run in the same process, so the handle lives on globalThis.
import { startFirestoreEmulator } from '../../config/emulators/firestore.mjs';

/**
 * globalThis, with the emulator's handle (read by globalTeardown.mjs).
 * @typedef {typeof globalThis & {
 *   __FIRESTORE_EMULATOR__?: Awaited<ReturnType<typeof startFirestoreEmulator>>;
 * }} WithEmulator
 */

export default async function globalSetup() {
  // Where firebase.json puts it (config/emulators/ports.mjs), as firestore.rules.test.ts expects.
  /** @type {WithEmulator} */ (globalThis).__FIRESTORE_EMULATOR__ = await startFirestoreEmulator({
    rules: 'firestore.rules',
  });
}
