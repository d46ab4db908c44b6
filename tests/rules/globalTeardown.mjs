// Stops the emulator globalSetup.mjs started (a no-op when it reused a running one).
export default async function globalTeardown() {
  const emulator = globalThis.__FIRESTORE_EMULATOR__;
  globalThis.__FIRESTORE_EMULATOR__ = undefined;
  if (emulator) await emulator.stop();
}
