// Starts the Firestore emulator once for the rules tests; globalTeardown.mjs stops it.
// globalSetup and globalTeardown run in the same process, so the handle lives on globalThis.
import { startFirestoreEmulator } from '../../config/emulators/firestore.mjs';

export default async function globalSetup() {
  // Where firebase.json puts it (config/emulators/ports.mjs), as firestore.rules.test.ts expects.
  globalThis.__FIRESTORE_EMULATOR__ = await startFirestoreEmulator({ rules: 'firestore.rules' });
}
