import { Link } from '../../../../components/SiteLink';
import { paths } from '../../../../lib/paths';
import { DemoAdminBar } from '../../demo/DemoAdminBar';
import { CodeBlock, DocPage, Example } from '../DocPage';

/** A real page in a frame, cropped to its navbar: the live variant, not a copy of it. */
function LiveFrame({ src, title }: { src: string; title: string }) {
  return <iframe className="doc-frame" src={src} title={title} loading="lazy" />;
}

/** /docs/navbars: the site's navbar variants and the demo bars, live. */
export function NavbarsDoc() {
  return (
    <DocPage
      slug="navbars"
      lead="The site navbar's two variants, the landing demos' navbar and the demo admin bar."
    >
      <h2>The site navbar: main and topbar</h2>
      <p>
        <code>src/app/layout/Navbar.tsx</code> draws both. <code>MainLayout</code> reads the{' '}
        <code>LayoutHandle</code> of the matched routes and passes its <code>navbar</code> variant:
      </p>
      <CodeBlock label="Choosing the top-bar variant for a route">{`const homeHandle: LayoutHandle = { navbar: 'topbar' };
{ path: 'home', handle: homeHandle, lazy: page(...) }`}</CodeBlock>
      <ul>
        <li>
          <code>main</code> (every page in the layout): the menu, the language switcher, and Logout
          when a user is signed in.
        </li>
        <li>
          <code>topbar</code> (<Link to={paths.home}>Beranda</Link>): adds Log In when signed out
          and a Download button linking to <code>#</code>.
        </li>
        <li>
          Both become sticky past 240 px (z-index 1040); the mobile menu closes when an item is
          chosen; the dropdowns are disclosure menus operable by keyboard (Enter, Space, arrows,
          Escape).
        </li>
      </ul>
      <Example title="main — live, /tentang">
        <LiveFrame src={paths.company.about} title="The main navbar variant on /tentang" />
      </Example>
      <Example title="topbar — live, /home">
        <LiveFrame src={paths.home} title="The topbar navbar variant on /home" />
      </Example>
      <h2>The landing demos&apos; navbar</h2>
      <p>
        <code>LandingLayout</code> (<code>src/features/template/landing</code>) has its own navbar:
        the demo&apos;s brand, four links to <code>#</code>, a language switch, Sign in and Get
        started, in the landing&apos;s colours.
      </p>
      <Example title="landing navbar — live, /landing/saas">
        <LiveFrame src={paths.landing('saas')} title="The landing navbar on /landing/saas" />
      </Example>
      <h2>The demo admin bar</h2>
      <p>
        <code>DemoAdminBar</code> (<code>src/features/template/demo</code>): Home, Projects, Tasks,
        Reports, Settings; the search box; four sample notifications; a profile menu for the user
        labelled Admin. Every link goes to <code>#</code>. Its data are the typed entities{' '}
        <code>Notification</code> (icon, variant, text, time) and <code>ProfileMenuItem</code>{' '}
        (icon, label, redirectTo) in <code>entities.ts</code>. It is shown on every{' '}
        <Link to={paths.templatePage('company')}>template page</Link>.
      </p>
      <div className="doc-example doc-example--flush">
        <p className="doc-example__caption mb-0">DemoAdminBar — live</p>
        <div className="doc-example__stage">
          <DemoAdminBar />
        </div>
      </div>
    </DocPage>
  );
}

export const navbarsDocRoute = { Component: NavbarsDoc };
