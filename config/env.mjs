// What the client bundle may know about its environment: only REACT_APP_* variables
// (CRA's convention, so secrets in other variables never leak into the bundle),
// plus a translations version that changes whenever a locale file changes and the local
// emulators' addresses from firebase.json and their demo project (config/emulators/demo.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID } from './emulators/demo.mjs';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from './emulators/ports.mjs';

const localesDir = path.resolve(import.meta.dirname, '../public/locales');

function translationsVersion() {
  const hash = crypto.createHash('sha256');
  for (const lng of fs.readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, lng);
    for (const file of fs.readdirSync(dir).sort()) {
      hash.update(`${lng}/${file}\0`);
      hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

/** Where src/lib/firebase.ts finds the emulators and their project (jest sets the same, config/jest/env.mjs). */
function emulatorEnv() {
  return {
    EMULATOR_PROJECT_ID: DEMO_PROJECT_ID,
    EMULATOR_AUTH_URL: AUTH_EMULATOR.origin,
    EMULATOR_FIRESTORE_HOST: FIRESTORE_EMULATOR.host,
    EMULATOR_FIRESTORE_PORT: String(FIRESTORE_EMULATOR.port),
  };
}

/** Reads `.env` (not committed; see .env.example) into process.env, if there is one. */
function loadDotEnv() {
  const file = path.resolve(import.meta.dirname, '../.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * @param {string} mode
 */
function clientEnv(mode) {
  loadDotEnv();
  /** @type {Record<string, string | undefined>} */
  const vars = {
    NODE_ENV: mode,
    TRANSLATIONS_VERSION: translationsVersion(),
    ...emulatorEnv(),
  };
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('REACT_APP_')) vars[key] = value;
  }
  return vars;
}

export { clientEnv, emulatorEnv, translationsVersion };
