// The Firebase Auth emulator from firebase-tools (a devDependency; runs offline). Ready in
// ~15 s; the site never waits for it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID } from './demo.mjs';
import { AUTH_EMULATOR } from './ports.mjs';
import { startProcessGroup } from './processGroup.mjs';

export const AUTH_URL = AUTH_EMULATOR.origin;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function firebaseCli() {
  return path.join(root, 'node_modules/.bin/firebase');
}

export function startAuthEmulator() {
  return startProcessGroup({
    name: 'Auth emulator',
    command: firebaseCli(),
    // Ports and hosts come from firebase.json's "emulators" block.
    args: ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID],
    readyUrl: `${AUTH_URL}/`,
    timeoutMs: 90_000,
    hint: 'Run `npm ci` first: the Auth emulator comes with the firebase-tools devDependency.',
  });
}
