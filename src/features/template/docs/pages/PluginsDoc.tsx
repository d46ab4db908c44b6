import { DocPage } from '../DocPage';

/** The runtime libraries of package.json and why each is there (a unit test checks the list). */
export const LIBRARIES: readonly { name: string; why: string }[] = [
  { name: 'react', why: 'UI components; React 19 brings metadata tags and static prerendering.' },
  { name: 'react-dom', why: 'Renders (and hydrates prerendered HTML) in the browser.' },
  {
    name: 'react-router-dom',
    why: 'The data router: one route table, lazy routes, loaders, error elements.',
  },
  {
    name: '@reduxjs/toolkit',
    why: 'The store and the auth slice and thunks, with DevTools in development.',
  },
  { name: 'react-redux', why: 'Typed hooks to read the store from components.' },
  {
    name: '@orama/orama',
    why: 'The site search: an index built at build time, loaded when search opens.',
  },
  {
    name: '@orama/stemmers',
    why: 'Snowball stemmers for the search: Indonesian roots (dipasang → pasang), English stems.',
  },
  { name: 'i18next', why: 'Translations with fallback to Indonesian.' },
  { name: 'react-i18next', why: 'useTranslation in components; re-renders on a language change.' },
  { name: 'i18next-http-backend', why: 'Loads /locales/{lng}/translation.json with retries.' },
  {
    name: 'i18next-browser-languagedetector',
    why: 'Detects the language from ?lng, cookie, storage, browser.',
  },
  { name: 'bootstrap', why: 'Styles compiled from Sass with our theme; no Bootstrap JavaScript.' },
  { name: 'bootstrap-icons', why: 'SVG icons, inlined per chunk by the Icon component.' },
  {
    name: '@fontsource-variable/plus-jakarta-sans',
    why: 'The typeface, self-hosted with the site.',
  },
  {
    name: 'firebase',
    why: 'Auth, Firestore (lite), Storage and Analytics, loaded lazily after first paint.',
  },
  {
    name: 'web-vitals',
    why: "LCP, INP and CLS from real visits, sent to Analytics after consent (analytics' chunk).",
  },
];

/** Development tools worth knowing, from devDependencies. */
export const TOOLS: readonly { name: string; why: string }[] = [
  { name: 'webpack', why: 'Bundles and splits the code; Babel compiles TypeScript and JSX.' },
  {
    name: 'typescript',
    why: 'Type checks only (tsc --noEmit), pinned to 6.0.x for the lint stack.',
  },
  { name: 'sass', why: 'Compiles Bootstrap and our stylesheets.' },
  { name: 'purgecss-webpack-plugin', why: 'Drops CSS selectors the code never uses.' },
  { name: 'jest', why: 'Unit tests, with Testing Library for components.' },
  {
    name: '@playwright/test',
    why: 'Browser tests in Debian’s Chromium, with axe for accessibility.',
  },
  { name: 'eslint', why: 'Type-aware lint, React, hooks, a11y and the import layering.' },
  { name: 'prettier', why: 'One formatting for everyone.' },
  { name: '@resvg/resvg-js', why: 'Renders each post’s share image to PNG at build time.' },
];

function LibraryTable({
  rows,
  caption,
}: {
  rows: readonly { name: string; why: string }[];
  caption: string;
}) {
  return (
    <table className="table doc-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Package</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /docs/plugins: the libraries used and why. */
export function PluginsDoc() {
  return (
    <DocPage
      slug="plugins"
      lead="Every runtime library in package.json, and the main tools, with the reason for each."
    >
      <h2>In the browser</h2>
      <LibraryTable rows={LIBRARIES} caption="Runtime libraries" />
      <h2>Tools</h2>
      <LibraryTable rows={TOOLS} caption="Development tools" />
      <p>
        Adding a dependency is a team decision: say in your pull request what it replaces and what
        it adds to the bundle.
      </p>
    </DocPage>
  );
}

export const pluginsDocRoute = { Component: PluginsDoc };
