// `npm start`: the dev server on http://localhost:3000 and, unless a real Firebase project is
// configured (.env, see .env.example), the local emulators beside it (docs/architecture.md#what-runs-where). The site
// does not wait for the emulators; if they cannot start, it still runs and the login page
// says that sign-in is unavailable. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators } from './emulators/emulators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dotEnv = path.join(root, '.env');
if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);

const useEmulators =
  !process.env.REACT_APP_FIREBASE_PROJECT_ID || process.env.REACT_APP_USE_EMULATORS === 'true';

const devServer = spawn(
  path.join(root, 'node_modules/.bin/webpack'),
  ['serve', '--mode', 'development'],
  { cwd: root, stdio: 'inherit' },
);

/**
 * @type {{ stop: any; }}
 */
let emulators;
if (useEmulators) {
  startEmulators({ log: (line) => console.log(`[emulators] ${line}`) })
    .then((handle) => (emulators = handle))
    .catch((error) => {
      console.warn(
        `[emulators] not running — the site works, sign-in is unavailable.\n` +
          `${error instanceof Error ? error.message : error}`,
      );
    });
}

let stopping = false;
/**
 * @param {string | number | null | undefined} code
 */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  devServer.kill('SIGTERM');
  await emulators?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
devServer.on('exit', (code) => void shutdown(code ?? 0));
