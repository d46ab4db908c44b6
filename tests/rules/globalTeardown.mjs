// Stops the emulator globalSetup.mjs started (a no-op when it reused a running one).
export default async function globalTeardown() {
  const withEmulator = /** @type {import('./globalSetup.mjs').WithEmulator} */ (globalThis);
  const emulator = withEmulator.__FIRESTORE_EMULATOR__;
  withEmulator.__FIRESTORE_EMULATOR__ = undefined;
  if (emulator) await emulator.stop();
}
