// npm run deploy: builds build/ and publishes it to Firebase Hosting together with
// firestore.rules, to the project named by REACT_APP_FIREBASE_PROJECT_ID in .env (see
// .env.example and the README). Refuses without a project, with a demo-* project (the local
// emulators' ids, which never exist in the cloud), and with REACT_APP_USE_EMULATORS=true (the
// built site would talk to 127.0.0.1). Extra arguments go to `firebase deploy`, e.g.
// `npm run deploy -- --message "v1.2"`. Sign in first with `npx firebase login`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingForBuild } from './hosting/immutableFiles.mjs';
import { keepSourceMaps } from './sourceMaps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

/**
 * @param {string} message
 * @returns {never}
 */
function refuse(message) {
  console.error(`npm run deploy: ${message}`);
  process.exit(1);
}

const project = process.env.REACT_APP_FIREBASE_PROJECT_ID?.trim();
if (!project) {
  refuse(
    'no Firebase project configured. Copy .env.example to .env and fill in the ' +
      'REACT_APP_FIREBASE_* values of your project (Firebase console → Project settings → ' +
      'Your apps → Web app → SDK setup and configuration).',
  );
}
if (project.startsWith('demo-')) {
  refuse(
    `"${project}" is a demo project id: it only exists in the local emulators. ` +
      'Set REACT_APP_FIREBASE_PROJECT_ID in .env to your real project id.',
  );
}
if (process.env.REACT_APP_USE_EMULATORS === 'true') {
  refuse(
    'REACT_APP_USE_EMULATORS=true would ship a site that signs in against 127.0.0.1. Unset it in .env.',
  );
}

/**
 * @param {string} command
 * @param {readonly string[]} args
 */
function run(command, args, env = process.env) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) refuse(`${command}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// firebase.json publishes build/: build exactly there, whatever BUILD_DIR the shell has.
const buildEnv = { ...process.env };
delete buildEnv.BUILD_DIR;
run('npm', ['run', 'build'], buildEnv);
// firebase.json's hosting "ignore" leaves the source maps out of the upload; keep them here to
// decode this release's stack traces later (docs/development.md#source-maps).
const keptMaps = keepSourceMaps(path.join(root, 'build'), path.join(root, 'source-maps'));
console.log(`Kept ${keptMaps} source maps in source-maps/ (not deployed).`);

// firebase.json, with its immutable Cache-Control rule narrowed to this build's files, so a
// missing file's 404 is never cached for a year (config/hosting/immutableFiles.mjs). Written
// beside firebase.json, whose relative paths (build/, firestore.rules) it keeps.
const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const deployConfig = path.join(root, 'firebase.deploy.json');
fs.writeFileSync(
  deployConfig,
  `${JSON.stringify(
    {
      ...firebaseJson,
      hosting: hostingForBuild(firebaseJson.hosting, path.join(root, firebaseJson.hosting.public)),
    },
    null,
    2,
  )}\n`,
);

const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
if (!fs.existsSync(firebase)) refuse('firebase-tools is missing: run npm install first.');
run(firebase, [
  'deploy',
  '--config',
  deployConfig,
  '--only',
  'hosting,firestore:rules',
  '--project',
  project,
  ...process.argv.slice(2),
]);
console.log(`\nDeployed to https://${project}.web.app (and any custom domain of the project).`);
