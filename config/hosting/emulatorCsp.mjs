// The one local exception to firebase.json's headers: a build that talks to the local Firebase
// emulators (built without REACT_APP_FIREBASE_PROJECT_ID, or with REACT_APP_USE_EMULATORS=true)
// must reach them, so their origins join the CSP's connect-src. Production builds talk to the
// real project, whose hosts firebase.json already allows; Firebase Hosting never sends these.
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../emulators/ports.mjs';

/** The origins a build that uses the emulators connects to (firebase.json "emulators"). */
export const EMULATOR_ORIGINS = [AUTH_EMULATOR.origin, FIRESTORE_EMULATOR.origin];

/**
 * Whether the built client talks to the emulators: its scripts contain the Auth emulator's address.
 * @param {string} root
 */
export function buildUsesEmulators(root) {
  const dir = path.join(root, 'static', 'js');
  if (!fs.existsSync(dir)) return false;
  const address = `${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .some((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(address));
}

/**
 * `policy` with `sources` added to its connect-src directive (created if absent).
 * @param {string} policy
 * @param {any[]} sources
 */
export function addConnectSrc(policy, sources) {
  const parts = policy
    .split(';')
    .map((/** @type {string} */ part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex(
    (/** @type {string} */ part) => part.split(/\s+/)[0] === 'connect-src',
  );
  if (index < 0) parts.push(`connect-src ${sources.join(' ')}`);
  else parts[index] = `${parts[index]} ${sources.join(' ')}`;
  return parts.join('; ');
}

/**
 * Connect middleware, in front of superstatic: every Content-Security-Policy header set on the
 * response afterwards (superstatic sets firebase.json's just before the head is written) gets
 * `origins` added to its connect-src.
 */
export function emulatorCsp(origins = EMULATOR_ORIGINS) {
  return (
    /** @type {any} */ request,
    /** @type {{ setHeader: { (name: any, value: any): any; bind?: any; }; }} */ response,
    /** @type {() => void} */ next,
  ) => {
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (/** @type {any} */ name, /** @type {any} */ value) =>
      setHeader(
        name,
        String(name).toLowerCase() === 'content-security-policy'
          ? addConnectSrc(String(value), origins)
          : value,
      );
    next();
  };
}
