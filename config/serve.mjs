// Serves the build the way Firebase Hosting will: superstatic, Firebase's own serving, applies
// the "hosting" block of firebase.json (read, never copied): redirects, cleanUrls/trailingSlash,
// the rewrites of /auth/** and /pages/account/** to the app shell, 404.html with status 404,
// the header rules and brotli/gzip compression (config/hosting/localHosting.mjs).
// Usage: npm run serve  (PORT=4173 and BUILD_DIR=build by default; BUILD_DIR replaces
// hosting.public so several builds can be served side by side).
// A build that talks to the local emulators also gets their origins in the CSP's connect-src
// (config/hosting/emulatorCsp.mjs); Firebase Hosting never sends them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATOR_ORIGINS } from './hosting/emulatorCsp.mjs';
import { localHosting } from './hosting/localHosting.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT) || 4173;
const { app, publicDir, usesEmulators } = localHosting({
  projectRoot,
  root: process.env.BUILD_DIR || undefined,
  port,
});

const server = app.listen(() => {
  const shown = path.relative(process.cwd(), publicDir) || publicDir;
  console.log(`Serving ${shown}/ as firebase.json's hosting on http://localhost:${port}`);
  if (usesEmulators) {
    console.log(
      `The build uses the local emulators: CSP connect-src += ${EMULATOR_ORIGINS.join(' ')}`,
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
