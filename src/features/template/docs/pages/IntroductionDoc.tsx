import { Link } from '../../../../components/SiteLink';
import { paths } from '../../../../lib/paths';
import { CodeBlock, DocPage } from '../DocPage';

const FOLDER_MAP = `src/
  index.tsx          boot: hydrate or render, i18n, store, router; then the auth listener
  entry-server.tsx   the prerenderer's entry: renderPage()
  app/               routes.tsx (the one route table), Root.tsx, store.ts, hydration.ts,
                     layout/ (MainLayout, Navbar, Footer, BackToTop, CtaBand), pages/,
                     prerender/ (prerendered paths, sitemap, feed)
  lib/               i18n.ts + i18nInit.ts, paths.ts (every path + href builders), firebase.ts,
                     authSlice.ts + useAuth.ts, useDisclosureMenu.ts, useLanguage.ts
  features/<area>/   one folder per area: home, company, contact, blog, careers, products,
                     team, auth, account, language, template (these docs, landing demos,
                     template pages, demo admin bar)
  components/        shared presentational parts: Spinner, Icon, PageHeader, Accordion ...
  content/           copy and facts in both languages, blog posts as Markdown, schema.ts
  styles/            Bootstrap 5 from Sass with our theme (_theme.scss)
config/              env, webpack/jest helpers, Markdown loader, emulators, hosting + serve, check
docs/                the product and the architecture, in the project's own words
public/              index.html, boot.js, locales/{id,en}/{translation,staff}.json, robots.txt
tests/               unit/ (jest), e2e/ (Playwright), rules/ (Firestore rules)`;

/** /docs/introduction */
export function IntroductionDoc() {
  return (
    <DocPage
      slug="introduction"
      lead="What this project is, how it is laid out, and where to look first when you join."
    >
      <h2>What it is</h2>
      <p>
        The public website of Segara Digital (PT Segara Kode Nusantara), a small software company in
        Denpasar, Bali: company pages, a blog, careers, products, a contact page, a staff login and
        an admin area. Indonesian is the default language and English the second. It is a
        single-page React 19 application in TypeScript, built by webpack 5 and Babel, styled with
        Bootstrap 5 compiled from Sass, with Redux Toolkit for state, react-router 7 for routes and
        i18next for languages. Firebase provides sign-in and the database.
      </p>
      <p>
        The site also keeps the template material the specification lists: ten landing demos (for
        example <Link to={paths.landing('saas')}>/landing/saas</Link>), the template pages under{' '}
        <Link to={paths.templatePage('pricing')}>/pages/</Link>, the demo admin bar and these docs.
        They are kept out of search engines (<code>noindex</code>) and out of the main navigation.
      </p>
      <h2>Folder map</h2>
      <CodeBlock label="Folder map">{FOLDER_MAP}</CodeBlock>
      <h2>Rules that hold everywhere</h2>
      <ul>
        <li>
          Imports run one way: <code>lib</code>, <code>components</code>, <code>content</code> →{' '}
          <code>features</code> → <code>app</code>. Features never import each other; ESLint
          enforces it (<code>import/no-restricted-paths</code>, <code>import/no-cycle</code>).
        </li>
        <li>
          Every page is its own lazily loaded chunk (see{' '}
          <Link to={paths.docs('code-spliting')}>Code splitting</Link>).
        </li>
        <li>
          Render code is SSR-safe: no <code>window</code> or <code>document</code> during render,
          only in effects and handlers, because pages are prerendered.
        </li>
        <li>
          Interface labels live in <code>public/locales/&#123;id,en&#125;/translation.json</code>{' '}
          (the sign-in and account pages&apos; in <code>staff.json</code>); page copy lives in{' '}
          <code>src/content</code> as <code>Localized&lt;T&gt;</code> and loads with its page.
        </li>
      </ul>
    </DocPage>
  );
}

export const introductionDocRoute = { Component: IntroductionDoc };
