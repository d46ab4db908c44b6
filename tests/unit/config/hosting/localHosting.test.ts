/**
 * @jest-environment node
 */
// What `npm run serve` adds around superstatic (config/hosting): the emulators' origins in the
// CSP's connect-src for a build that uses them, URLs superstatic cannot decode, names too long
// for the disk, the files hosting "ignore" keeps out of a deploy, and compression as on Firebase Hosting. Served for real, with firebase.json's hosting block, from a hand-made build; the
// routing itself is superstatic's (tests/e2e/hosting.spec.ts checks it on the real build).
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../../../config/emulators/ports.mjs';
import {
  EMULATOR_ORIGINS,
  addConnectSrc,
  buildUsesEmulators,
} from '../../../../config/hosting/emulatorCsp.mjs';
import { localHosting } from '../../../../config/hosting/localHosting.mjs';
import { literalUndecodable } from '../../../../config/hosting/undecodableUrls.mjs';

const projectRoot = path.resolve(__dirname, '../../../..');

/** A build/ in the prerenderer's layout; `script` is the content of its one hashed script. */
function makeBuild(script: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  const files: Record<string, string> = {
    'index.html': '<html><body><div id="root">Memuat...</div></body></html>',
    'home/index.html': `<html><body>Beranda ${'<p>Segara</p>'.repeat(200)}</body></html>`,
    '404.html': '<html><body>Halaman tidak ditemukan</body></html>',
    'static/js/main.1234abcd.js': script,
    'static/js/main.1234abcd.js.map': '{"version":3,"sources":["src/index.tsx"],"mappings":""}',
    'static/css/site.1234abcd.css.map': '{"version":3,"sources":[],"mappings":""}',
    '.secret': 'not for the public',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** Serves `root` as `npm run serve` does, on a free port; returns its origin and a stop(). */
async function serve(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { app } = localHosting({ projectRoot, root, port: 0 });
  const server: Server = await new Promise((resolve) => {
    const started = app.listen(() => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const connectSrc = (policy: string | null) =>
  /(?:^|;)\s*connect-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(/\s+/) ?? [];

describe('addConnectSrc', () => {
  it('appends to connect-src and keeps the other directives', () => {
    expect(addConnectSrc("default-src 'self'; connect-src 'self' https://a", ['http://b'])).toBe(
      "default-src 'self'; connect-src 'self' https://a http://b",
    );
  });
  it('adds connect-src when the policy has none', () => {
    expect(addConnectSrc("default-src 'self'", ['http://b'])).toBe(
      "default-src 'self'; connect-src http://b",
    );
  });
});

describe('buildUsesEmulators', () => {
  it("is true when a built script contains the Auth emulator's address", () => {
    const plain = makeBuild('console.log("production")');
    const local = makeBuild(`connect("${AUTH_EMULATOR.origin}")`);
    try {
      expect(buildUsesEmulators(plain)).toBe(false);
      expect(buildUsesEmulators(local)).toBe(true);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
      fs.rmSync(local, { recursive: true, force: true });
    }
  });
});

describe('literalUndecodable', () => {
  it.each([
    ['/home', '/home'],
    ['/blog/caf%C3%A9?q=a%20b', '/blog/caf%C3%A9?q=a%20b'],
    ['/blog/%E0%A4%A', '/blog/%25E0%25A4%25A'],
    ['/blog?q=%', '/blog?q=%25'],
    ['/caf%C3%A9?q=%E0', '/caf%C3%A9?q=%25E0'],
  ])('%s → %s', (url, expected) => {
    expect(literalUndecodable(url)).toBe(expected);
  });
});

describe('npm run serve over HTTP (superstatic with firebase.json)', () => {
  const builds: string[] = [];
  const servers: { stop: () => Promise<void> }[] = [];
  async function serveBuild(script: string) {
    const root = makeBuild(script);
    builds.push(root);
    const server = await serve(root);
    servers.push(server);
    return server.origin;
  }
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const root of builds) fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends firebase.json's CSP unchanged for a production build", async () => {
    const origin = await serveBuild('console.log("production")');
    const response = await fetch(`${origin}/home`);
    expect(response.status).toBe(200);
    const sources = connectSrc(response.headers.get('content-security-policy'));
    expect(sources).toContain('https://identitytoolkit.googleapis.com');
    expect(sources.join(' ')).not.toContain('127.0.0.1');
  });

  it("adds the emulators' origins to connect-src only, on pages and 404s, for a build that uses them", async () => {
    const origin = await serveBuild(`connect("${AUTH_EMULATOR.origin}")`);
    expect(EMULATOR_ORIGINS).toEqual([AUTH_EMULATOR.origin, FIRESTORE_EMULATOR.origin]);
    for (const [url, status] of [
      ['/home', 200],
      ['/tidak-ada', 404],
    ] as const) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(status);
      const policy = response.headers.get('content-security-policy');
      expect(connectSrc(policy)).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://identitytoolkit.googleapis.com',
          ...EMULATOR_ORIGINS,
        ]),
      );
      expect(/(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]).not.toContain('127.0.0.1');
    }
  });

  it('answers URLs superstatic alone cannot look up (undecodable, too long for the disk) with the not-found page, and keeps serving', async () => {
    const origin = await serveBuild('console.log("production")');
    for (const url of ['/blog/%E0%A4%A', `/${'a'.repeat(2000)}`]) {
      const missing = await fetch(`${origin}${url}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Halaman tidak ditemukan');
    }
    const withQuery = await fetch(`${origin}/home?q=%`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.text()).toContain('Beranda');
  });

  it('does not serve what hosting "ignore" keeps out of a deploy: source maps and dot files', async () => {
    const origin = await serveBuild('console.log("production")');
    const script = await fetch(`${origin}/static/js/main.1234abcd.js`);
    expect(script.status).toBe(200);
    for (const url of [
      '/static/js/main.1234abcd.js.map',
      '/static/css/site.1234abcd.css.map',
      '/static/js/main.1234abcd.js%2Emap',
      '/.secret',
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.text()).toContain('Halaman tidak ditemukan');
    }
  });

  it('compresses as Firebase Hosting does: brotli when accepted, else gzip, else none', async () => {
    const origin = await serveBuild('console.log("production")');
    const page = fs.readFileSync(path.join(builds.at(-1) ?? '', 'home/index.html'));
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['identity', null, (body: Buffer) => body],
    ] as const) {
      // node:http, not fetch: fetch would decode the body and hide the encoding's bytes.
      const { headers, body } = await rawGet(`${origin}/home`, accept);
      expect(headers['content-encoding'] ?? null).toBe(encoding);
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(body).equals(page)).toBe(true);
      if (encoding) expect(body.length).toBeLessThan(page.length / 2);
    }
  });
});

function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
