// Starts and stops the Cloud Firestore emulator from Google Cloud CLI (runs on Java 17; the
// firebase-tools one wants Java 21 and a download). See DESIGN §1.
//
//   import { startFirestoreEmulator } from './config/firestore-emulator.mjs';
//   const emulator = await startFirestoreEmulator({ port: 8080, rules: 'firestore.rules' });
//   ...
//   await emulator.stop();
//
// CLI: `node config/firestore-emulator.mjs [--port=8080] [--rules=firestore.rules]` starts it and
// stops it (with its Java child) on Ctrl-C / SIGTERM.
//
// gcloud starts a Java child process, so the emulator runs in its own process group
// (`detached: true`) and stop() signals the whole group. If something already answers on the
// port, it is reused and stop() does nothing. Should this process exit without stop(), an 'exit'
// hook SIGKILLs the group (nothing can help after a SIGKILL of this process itself).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
const KILL_GRACE_MS = 5_000;
const INSTALL_HINT =
  'Install the Cloud Firestore emulator: `apt-get install google-cloud-cli-firestore-emulator` ' +
  '(needs Java 17+), or run `firebase emulators:start --only firestore` instead.';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something answers HTTP on http://127.0.0.1:port/. */
async function answers(port) {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function isAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on 127.0.0.1:port (or reuses one already there).
 * @param {{ port?: number, rules?: string }} [options] rules: path to a rules file, loaded when it
 *   exists (tests also load rules themselves through @firebase/rules-unit-testing).
 * @returns {Promise<{ host: string, port: number, reused: boolean, stop: () => Promise<void> }>}
 */
export async function startFirestoreEmulator({ port = 8080, rules = 'firestore.rules' } = {}) {
  if (await answers(port)) {
    return { host: HOST, port, reused: true, stop: async () => {} };
  }

  const args = ['emulators', 'firestore', 'start', `--host-port=${HOST}:${port}`];
  const rulesPath = rules ? path.resolve(rules) : undefined;
  if (rulesPath && fs.existsSync(rulesPath)) args.push(`--rules=${rulesPath}`);

  const child = spawn('gcloud', args, {
    detached: true, // own process group: stop() must reach gcloud's Java child too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exited = false;
  let spawnError;
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

  // Last resort if this process exits without calling stop() (a crash, process.exit(), a
  // closed stdout pipe): kill the group synchronously so no Java process outlives us.
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
    if (child.pid === undefined || !isAlive(child.pid)) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const deadline = Date.now() + KILL_GRACE_MS;
    while (Date.now() < deadline && isAlive(child.pid)) await sleep(100);
    if (isAlive(child.pid)) {
      try {
        process.kill(-child.pid, 'SIGKILL');
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

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (spawnError) {
      const missing = spawnError.code === 'ENOENT';
      throw new Error(
        missing
          ? `gcloud not found on PATH. ${INSTALL_HINT}`
          : `gcloud failed: ${spawnError.message}`,
      );
    }
    if (exited) {
      await stop();
      throw new Error(
        `The Firestore emulator exited before it was ready.\n${output}\n${INSTALL_HINT}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The Firestore emulator did not answer on http://${HOST}:${port}/ within ` +
          `${READY_TIMEOUT_MS / 1000} s.\n${output}\n${INSTALL_HINT}`,
      );
    }
    await sleep(200);
  }
  // Ready: keep draining its output so the pipes never fill, but let Node exit without it.
  child.stdout.unref?.();
  child.stderr.unref?.();
  child.unref();
  return { host: HOST, port, reused: false, stop };
}

const isCli = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  const option = (name) =>
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')[1];
  const port = Number(option('port') ?? process.env.FIRESTORE_EMULATOR_PORT ?? 8080);
  const rules = option('rules') ?? 'firestore.rules';
  try {
    const emulator = await startFirestoreEmulator({ port, rules });
    console.log(
      `Firestore emulator ${emulator.reused ? 'already running' : 'running'} on ` +
        `${emulator.host}:${emulator.port} (FIRESTORE_EMULATOR_HOST=${emulator.host}:${emulator.port}). ` +
        'Ctrl-C stops it.',
    );
    const keepAlive = setInterval(() => {}, 1 << 30);
    const shutdown = async () => {
      clearInterval(keepAlive);
      await emulator.stop();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown());
    process.once('SIGTERM', () => void shutdown());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
