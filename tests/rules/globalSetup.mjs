// Starts the Firestore emulator once for the rules tests; globalTeardown.mjs stops it.
// globalSetup and globalTeardown run in the same process, so the handle lives on globalThis.
import { startFirestoreEmulator } from '../../config/emulators/firestore.mjs';

export default async function globalSetup() {
  globalThis.__FIRESTORE_EMULATOR__ = await startFirestoreEmulator({
    port: 8080, // firestore.rules.test.ts connects to 127.0.0.1:8080
    rules: 'firestore.rules',
  });
}
