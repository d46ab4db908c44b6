// The Cloud Firestore emulator. Preferred: Google Cloud CLI's (`google-cloud-cli-firestore-
// emulator`, runs on Java 17, ready in ~3 s); where gcloud is missing, firebase-tools' own
// (`firebase emulators:start --only firestore`, which wants Java 21 and a one-time download).
// See docs/architecture.md#what-runs-where.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firebaseCli } from './auth.mjs';
import { DEMO_PROJECT_ID } from './demo.mjs';
import { FIRESTORE_EMULATOR } from './ports.mjs';
import { startProcessGroup } from './processGroup.mjs';

const HINT =
  'Install the Cloud Firestore emulator: `apt-get install google-cloud-cli-firestore-emulator` ' +
  '(needs Java 17+), or let firebase-tools run its own (Java 21).';

export function hasGcloud() {
  return spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts the emulator where firebase.json's "emulators" block puts it, with `rules` loaded, or
 * reuses one already there.
 * @param {{ rules?: string }} [options]
 */
export function startFirestoreEmulator({ rules = 'firestore.rules' } = {}) {
  const { host, port, origin } = FIRESTORE_EMULATOR;
  const readyUrl = `${origin}/`;
  if (!hasGcloud()) {
    return startProcessGroup({
      name: 'Firestore emulator (firebase-tools)',
      command: firebaseCli(),
      args: ['emulators:start', '--only', 'firestore', '--project', DEMO_PROJECT_ID],
      readyUrl,
      timeoutMs: 120_000,
      hint: HINT,
    });
  }
  const args = ['emulators', 'firestore', 'start', `--host-port=${host}:${port}`];
  const rulesPath = rules ? path.resolve(rules) : undefined;
  if (rulesPath && fs.existsSync(rulesPath)) args.push(`--rules=${rulesPath}`);
  return startProcessGroup({
    name: 'Firestore emulator',
    command: 'gcloud',
    args,
    readyUrl,
    timeoutMs: 30_000,
    hint: HINT,
    env: { CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
  });
}
