/**
 * @jest-environment node
 */
// firebase.json, the one source of the hosting rules (served locally by superstatic,
// config/hosting/localHosting.mjs) and of the emulators' addresses (config/emulators/ports.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootScriptHash } from '../../../config/webpack/bootScript.mjs';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../../config/emulators/ports.mjs';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const firebaseJson = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../firebase.json'), 'utf8'),
) as {
  hosting: Record<string, unknown> & { headers?: HeaderRule[] };
  emulators: Record<string, { host: string; port: number }>;
};
const { hosting } = firebaseJson;

function cspDirective(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

describe('firebase.json hosting block', () => {
  it('publishes build/ with clean URLs, no trailing slash, / → /home, /en → /en/home and the shell rewrites', () => {
    expect(hosting.public).toBe('build');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.ignore).toEqual(['firebase.json', '**/.*', '**/node_modules/**', '**/*.map']);
    expect(hosting.redirects).toEqual([
      { source: '/', destination: '/home', type: 301 },
      { source: '/en', destination: '/en/home', type: 301 },
      { source: '/en/', destination: '/en/home', type: 301 },
    ]);
    expect(hosting.rewrites).toEqual([
      { source: '/auth/**', destination: '/index.html' },
      { source: '/pages/account/**', destination: '/index.html' },
    ]);
  });

  it('has a CSP without inline scripts (but the boot script, by its hash) or eval that allows Firebase Auth, Firestore, Analytics and App Check with reCAPTCHA Enterprise', () => {
    const policy = hosting.headers
      ?.find((rule) => rule.source === '**')
      ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    expect(policy).toBeDefined();
    const csp = policy ?? '';
    expect(cspDirective(csp, 'script-src')).toEqual([
      "'self'",
      bootScriptHash(),
      'https://www.googletagmanager.com',
      // App Check's reCAPTCHA Enterprise (docs/architecture.md#app-check).
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(cspDirective(csp, 'frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(cspDirective(csp, 'style-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
        'https://content-firebaseappcheck.googleapis.com',
        'https://www.google.com/recaptcha/',
      ]),
    );
    expect(cspDirective(csp, 'connect-src').join(' ')).not.toContain('127.0.0.1');
    expect(cspDirective(csp, 'object-src')).toEqual(["'none'"]);
    // 'self' rather than 'none': /docs/navbars shows the site's own pages in frames.
    expect(cspDirective(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('firebase.json hosting "ignore"', () => {
  it('leaves the source maps (and dot files) out of what `firebase deploy` uploads', () => {
    // firebase-tools' own list of the files to upload, over a hand-made build.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { listFiles } = require('firebase-tools/lib/listFiles') as {
      listFiles: (cwd: string, ignore?: string[]) => string[];
    };
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    try {
      for (const name of [
        'index.html',
        'home/index.html',
        'static/js/main.1234abcd.js',
        'static/js/main.1234abcd.js.map',
        'static/js/123.abcd1234.js.LICENSE.txt',
        'static/css/site.1234abcd.css',
        'static/css/site.1234abcd.css.map',
        '.env',
      ]) {
        fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
        fs.writeFileSync(path.join(build, name), name);
      }
      expect(listFiles(build, hosting.ignore as string[]).sort()).toEqual([
        'home/index.html',
        'index.html',
        'static/css/site.1234abcd.css',
        'static/js/123.abcd1234.js.LICENSE.txt',
        'static/js/main.1234abcd.js',
      ]);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
});

describe('firebase.json emulators block', () => {
  it('is where ports.mjs reads the Auth and Firestore emulator addresses', () => {
    for (const [name, read] of [
      ['auth', AUTH_EMULATOR],
      ['firestore', FIRESTORE_EMULATOR],
    ] as const) {
      const { host, port } = firebaseJson.emulators[name] ?? { host: '', port: 0 };
      expect(host).toBe('127.0.0.1');
      expect(read).toEqual({ host, port, origin: `http://${host}:${port}` });
    }
  });
});
