// Where the local Firebase emulators listen: firebase.json's "emulators" block, the one place
// these addresses are written (firebase-tools reads the same block). The emulator scripts, the
// tests, the client build (config/env.mjs) and `npm run serve`'s CSP (config/hosting) read them
// here. webpack's CommonJS config require()s this module (Node >= 20.19 loads ES modules so).
import firebaseJson from '../../firebase.json' with { type: 'json' };

const { emulators } = firebaseJson;

/**
 * One emulator's host, port and http origin.
 * @param {'auth' | 'firestore'} name
 */
function emulator(name) {
  const { host, port } = emulators[name];
  return { host, port, origin: `http://${host}:${port}` };
}

const AUTH_EMULATOR = emulator('auth');
const FIRESTORE_EMULATOR = emulator('firestore');

export { AUTH_EMULATOR, FIRESTORE_EMULATOR };
