import { CodeBlock, DocPage } from '../DocPage';

/** /docs/quick-start */
export function QuickStartDoc() {
  return (
    <DocPage slug="quick-start" lead="Two commands: one to run the site, one to check everything.">
      <h2>Run it</h2>
      <CodeBlock label="Install and start">{'npm install && npm start'}</CodeBlock>
      <p>
        <code>npm start</code> (<code>config/start.mjs</code>) serves the site on{' '}
        <code>http://localhost:3000</code> with hot reload. With no Firebase project configured it
        also starts the local Firebase emulators with demo accounts; the page never waits for them.
        Node.js 20.19 or newer is required.
      </p>
      <h2>Check it</h2>
      <CodeBlock label="Check everything">{'npm run check'}</CodeBlock>
      <p>
        <code>config/check.mjs</code> runs lint, type check, unit tests, the production build and
        the browser tests in CI&apos;s order and ends with <code>N passed, N failed</code>. The
        browser tests drive Debian&apos;s Chromium at <code>/usr/bin/chromium</code>.
      </p>
      <h2>The scripts one by one</h2>
      <table className="table doc-table">
        <thead>
          <tr>
            <th scope="col">Script</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {SCRIPTS.map(([name, what]) => (
            <tr key={name}>
              <td>
                <code>npm run {name}</code>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DocPage>
  );
}

/** The scripts of package.json (a unit test keeps this list equal to package.json). */
export const SCRIPTS: readonly (readonly [string, string])[] = [
  ['start', 'dev server on http://localhost:3000 with hot reload, plus the local emulators'],
  [
    'build',
    'production build into build/ (BUILD_DIR to change): content-hashed chunks, then every public route prerendered to HTML',
  ],
  [
    'serve',
    'serves build/ with the hosting rules and headers of firebase.json, on http://localhost:4173',
  ],
  ['deploy', 'publishes build/ and firestore.rules to Firebase Hosting (config/deploy.mjs)'],
  ['test', 'unit tests: jest + Testing Library'],
  ['test:e2e', 'browser tests: Playwright + Chromium against the served build'],
  ['test:rules', 'Firestore security rules tests on the emulator'],
  ['lint', 'ESLint (type-aware, React, a11y, layering) and Prettier check'],
  ['format', 'Prettier, writing'],
  ['typecheck', 'tsc --noEmit (Babel compiles, TypeScript only checks)'],
  ['check', 'all of the above in CI’s order'],
  [
    'bench',
    'builds if needed, serves build/ and measures sizes and Lighthouse scores against the budgets',
  ],
  ['emulators', 'the Firebase emulators alone'],
];

export const quickStartDocRoute = { Component: QuickStartDoc };
