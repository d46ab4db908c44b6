import { CodeBlock, DocPage } from '../DocPage';

/** /docs/code-spliting (the path keeps the specification's spelling) */
export function CodeSplittingDoc() {
  return (
    <DocPage
      slug="code-spliting"
      lead="How routes become chunks, what loads first, and how to see the sizes."
    >
      <h2>Routes become chunks</h2>
      <p>
        Every route in <code>src/app/routes.tsx</code> loads its page with a dynamic{' '}
        <code>import()</code> inside react-router&apos;s <code>lazy</code>. webpack turns each{' '}
        <code>import()</code> into a chunk, so a visitor downloads the shell and the page they
        opened, nothing else. Stylesheets are the exception: whatever a page imports (
        <code>import &apos;./company.scss&apos;</code>) goes into the one site stylesheet, linked in
        every page&apos;s <code>&lt;head&gt;</code>, so a page&apos;s styles are there at the first
        paint instead of arriving with its chunk and moving the layout.
      </p>
      <CodeBlock label="A route (src/app/routeTable/sitePages.ts)">{`page(paths.company.help, () =>
  import('../../features/company/HelpPage').then((m) => m.helpRoute),
)`}</CodeBlock>
      <p>
        The route table names each page&apos;s module in its <code>import()</code>, so each page is
        one chunk and one hop from the table; a module holding several small pages (the template
        pages of <code>SimplePages.tsx</code>) is one chunk for them all.
      </p>
      <p>
        The template material shows the pattern at scale: the ten landing demos share one chunk of
        section components (<code>src/features/template/sections</code>), and each landing&apos;s
        data record (<code>src/content/template/landing/*.ts</code>) is a chunk of its own, loaded
        with its route.
      </p>
      <h2>What webpack does</h2>
      <ul>
        <li>
          <code>splitChunks: &#123; chunks: &apos;all&apos; &#125;</code>: code shared by several
          chunks (React, the router, i18next) goes into shared vendor chunks, downloaded once and
          cached.
        </li>
        <li>
          <code>runtimeChunk: &apos;single&apos;</code>: one small runtime knows the chunk names, so
          a change in one page does not change the hash of the others.
        </li>
        <li>
          Names are <code>static/js/[name].[contenthash:8].js</code>: a file&apos;s name changes
          only when its content does, so the CDN can cache it for a year.
        </li>
        <li>
          The Firebase SDK is loaded by <code>src/lib/firebase.ts</code> with <code>import()</code>{' '}
          after the page renders; it is never in a page&apos;s first chunk. i18next&apos;s backend
          and language detector load on first use (<code>src/lib/i18nInit.ts</code>): a prerendered
          page fetches the translation files it names while its scripts run, and after hydration the
          detector only decides whether the visitor wants another language.
        </li>
        <li>
          The scripts are started by <code>public/boot.js</code> at the first contentful paint, run
          in order, so they never compete with the stylesheet, the font and the first picture. main
          only decides how the page starts (<code>src/app/startPlan.ts</code>); the app (
          <code>src/app/startApp.tsx</code>) and react-dom&apos;s client are chunks of their own,
          fetched with main but evaluated each in a task of its own (<code>EAGER_IMPORTS</code> in{' '}
          <code>config/webpack/bootScript.mjs</code>). Hydration then runs in a transition, in
          slices of a few milliseconds.
        </li>
        <li>
          Blog posts are indexed at build time (<code>config/markdown/blogIndex.mjs</code>): the
          blog&apos;s pages read <code>posts/blog.mdindex</code> (every post&apos;s metadata, each
          body its own chunk); Beranda&apos;s teaser reads <code>posts/latest.mdindex</code>, the
          three newest posts alone, so the home page does not download the whole index.
        </li>
      </ul>
      <p>
        <code>npm run bench</code> measures the result against the budgets (initial JavaScript of a
        page at most 150 KB gzip, Lighthouse performance at least 95, LCP at most 1.2 × the same
        page without scripts); <code>docs/development.md</code> has the latest numbers.
      </p>
      <h2>Seeing chunk sizes</h2>
      <p>
        <code>npm run build</code> prints only errors and warnings (
        <code>stats: &apos;errors-warnings&apos;</code>
        ). To list the chunks by size, raw and gzipped:
      </p>
      <CodeBlock label="List chunk sizes">{`npm run build
ls -lS build/static/js/*.js | head -20
for f in build/static/js/*.js; do
  printf '%8d gz  %8d raw  %s\\n' "$(gzip -9c "$f" | wc -c)" "$(wc -c < "$f")" "$(basename "$f")"
done | sort -rn | head -20`}</CodeBlock>
      <p>
        The source maps (<code>*.js.map</code>) beside each chunk show what a chunk contains; open
        the Network panel of the browser&apos;s developer tools to see which chunks a page loads.
      </p>
    </DocPage>
  );
}

export const codeSplittingDocRoute = { Component: CodeSplittingDoc };
