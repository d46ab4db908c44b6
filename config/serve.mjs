// Serves the build the way Firebase Hosting will: the "hosting" block of firebase.json (read,
// never copied) is applied by config/hosting.mjs — redirects, cleanUrls/trailingSlash, the
// rewrites of /auth/** and /pages/account/** to the app shell, 404.html with status 404, and
// the header rules matched against the request path.
// Usage: npm run serve  (PORT=4173 and BUILD_DIR=build by default; BUILD_DIR replaces
// hosting.public so several builds can be served side by side).
//
// The one local exception: when the build talks to the local Firebase emulators (built without
// REACT_APP_FIREBASE_PROJECT_ID, or with REACT_APP_USE_EMULATORS=true, so the bundle contains
// 127.0.0.1:9099), the emulators' origins are appended to the CSP's connect-src, or sign-in
// and Firestore could not reach them. Firebase Hosting never sends them: production builds
// talk to the real project, whose hosts firebase.json already allows.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMULATOR_ORIGINS,
  buildUsesEmulators,
  createRequestListener,
  readHostingConfig,
} from './hosting.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hosting = readHostingConfig(path.join(projectRoot, 'firebase.json'));
const root = path.resolve(projectRoot, process.env.BUILD_DIR || hosting.public);
const port = Number(process.env.PORT) || 4173;
const emulators = buildUsesEmulators(root);

const server = http.createServer(
  createRequestListener({ hosting, root, extraConnectSrc: emulators ? EMULATOR_ORIGINS : [] }),
);
server.listen(port, '127.0.0.1', () => {
  const shown = path.relative(process.cwd(), root) || root;
  console.log(`Serving ${shown}/ as firebase.json's hosting on http://localhost:${port}`);
  if (emulators) {
    console.log(
      `The build uses the local emulators: CSP connect-src += ${EMULATOR_ORIGINS.join(' ')}`,
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
