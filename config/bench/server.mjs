// Starts config/serve.mjs (superstatic with firebase.json's hosting rules) for one directory on
// its own port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A free TCP port on 127.0.0.1, picked by the OS.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      // Listening on a TCP host and port: the address is an AddressInfo, not a pipe's name.
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A served directory: its origin, and how to stop its server.
 * @typedef {{ origin: string; stop: () => Promise<void> }} Server
 */

/**
 * Serves `dir`; resolves to { origin, stop } once the server answers.
 * @param {string} dir
 * @returns {Promise<Server>}
 */
export async function serve(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'config/serve.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), BUILD_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited (${child.exitCode}) for ${dir}`);
    try {
      const response = await fetch(`${origin}/home`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`serve.mjs did not answer on ${origin} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}
