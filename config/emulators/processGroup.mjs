// Runs an emulator as its own process group and waits until it answers HTTP. gcloud and
// firebase-tools both start Java or Node children, so stop() signals the whole group; an
// 'exit' hook SIGKILLs it should this process end without stop() (nothing helps after a
// SIGKILL of this process itself). If something already answers on the port, it is reused and
// stop() does nothing.
import { spawn } from 'node:child_process';

const KILL_GRACE_MS = 5_000;

export const sleep = (/** @type {number | undefined} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True when something answers HTTP on `url` (any status).
 * @param {string | URL | Request} url
 */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number} pid
 */
function isAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `command args` detached and resolves once `readyUrl` answers.
 * @param {{ name: string, command: string, args: string[], readyUrl: string,
 *   timeoutMs: number, hint: string, env?: Record<string, string> }} options
 * @returns {Promise<{ name: string, reused: boolean, stop: () => Promise<void> }>}
 */
export async function startProcessGroup({ name, command, args, readyUrl, timeoutMs, hint, env }) {
  if (await answers(readyUrl)) return { name, reused: true, stop: async () => {} };

  const child = spawn(command, args, {
    detached: true, // own process group: stop() must reach the Java / Node children too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const collect = (/** @type {{ toString: () => string; }} */ chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exited = false;
  let spawnError = /** @type {NodeJS.ErrnoException | undefined} */ (undefined);
  /** @type {Promise<void>} */
  const exitedPromise = new Promise((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
    child.on('error', (error) => {
      spawnError = error;
      exited = true;
      resolve();
    });
  });

  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.pid !== undefined && isAlive(child.pid)) {
      try {
        process.kill(-child.pid, 'SIGTERM');
        const deadline = Date.now() + KILL_GRACE_MS;
        while (Date.now() < deadline && isAlive(child.pid)) await sleep(100);
        if (isAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    let timer;
    await Promise.race([
      exitedPromise,
      new Promise((resolve) => (timer = setTimeout(resolve, 1_000))),
    ]);
    clearTimeout(timer);
    child.stdout.destroy();
    child.stderr.destroy();
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(readyUrl))) {
    if (spawnError) {
      throw new Error(
        spawnError.code === 'ENOENT'
          ? `${command} not found on PATH. ${hint}`
          : `${name}: ${command} failed: ${spawnError.message}`,
      );
    }
    if (exited) {
      await stop();
      throw new Error(`${name} exited before it was ready.\n${output}\n${hint}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} did not answer on ${readyUrl} within ${timeoutMs / 1000} s.\n${output}\n${hint}`,
      );
    }
    await sleep(250);
  }
  // Ready: keep draining its output so the pipes never fill, but let Node exit without it.
  // Piped, they are sockets: Readable's type does not show their unref().
  /** @type {import('node:net').Socket} */ (child.stdout).unref?.();
  /** @type {import('node:net').Socket} */ (child.stderr).unref?.();
  child.unref();
  return { name, reused: false, stop };
}
