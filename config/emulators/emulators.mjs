// `npm run emulators`: the local Firebase backend (docs/architecture.md#what-runs-where). Starts the Auth emulator
// (firebase-tools) and the Cloud Firestore emulator with firestore.rules, in parallel, waits
// until both answer, seeds the demo accounts (README "Demo logins"), and stops both process
// groups on Ctrl-C / SIGTERM. Emulators already running are reused (and re-seeded).
//
//   import { startEmulators } from './config/emulators/emulators.mjs';
//   const emulators = await startEmulators();   // throws if one cannot start
//   ...
//   await emulators.stop();
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_URL, startAuthEmulator } from './auth.mjs';
import { startFirestoreEmulator } from './firestore.mjs';
import { DEMO_ACCOUNTS } from './demo.mjs';
import { FIRESTORE_URL, seed } from './seed.mjs';

/** @returns {Promise<{ stop: () => Promise<void> }>} */
export async function startEmulators({ log = console.log } = {}) {
  const started = await Promise.allSettled([startAuthEmulator(), startFirestoreEmulator()]);
  const running = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const stop = async () => {
    await Promise.all(running.map((emulator) => emulator.stop()));
  };
  const failure = started.find((r) => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  try {
    await seed();
  } catch (error) {
    await stop();
    throw error;
  }
  for (const emulator of running) {
    log(`${emulator.name}: ${emulator.reused ? 'already running, reused' : 'started'}`);
  }
  log(`Auth ${AUTH_URL} · Firestore ${FIRESTORE_URL} · seeded demo logins:`);
  for (const { email, password, role } of Object.values(DEMO_ACCOUNTS)) {
    log(`  ${email.padEnd(28)} ${password.padEnd(18)} ${role ?? '(no profile document)'}`);
  }
  return { stop };
}

/**
 * Runs until Ctrl-C / SIGTERM, then stops what it started.
 * @param {{ ({ log }?: { log?: { (...data: any[]): void; (message?: any, ...optionalParams: any[]): void; } | undefined; }): Promise<{ stop: () => Promise<void>; }>; (): any; }} start
 */
export async function runUntilSignal(start) {
  const handle = await start();
  const keepAlive = setInterval(() => {}, 1 << 30);
  const shutdown = async () => {
    clearInterval(keepAlive);
    await handle.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

const isCli = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  // No top-level await: test runners require() this module.
  runUntilSignal(startEmulators).then(
    () => console.log('Emulators running. Ctrl-C stops them.'),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
