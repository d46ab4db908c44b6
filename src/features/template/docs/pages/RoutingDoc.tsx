import { Link } from '../../../../components/SiteLink';
import {
  BLOG_CATEGORIES,
  DOCS_PAGES,
  LANDING_DEMOS,
  paths,
  TEMPLATE_PAGES,
} from '../../../../lib/paths';
import { CodeBlock, DocPage } from '../DocPage';

export interface RouteRow {
  /** The path, or its pattern for a builder (`/blog/:id`). */
  path: string;
  /** Where it is built in src/lib/paths.ts. */
  source: string;
  guard?: string;
  layout: string;
}

const isGuarded = (path: string) => Object.values<string>(paths.account).includes(path);

/**
 * The route table, generated from src/lib/paths.ts (the paths app/routes.tsx maps to pages):
 * static paths and route patterns (`paths.blogPostPattern`) as they are, builders over a fixed
 * list (`paths.docs`) for each item.
 */
export function routeRows(): RouteRow[] {
  const rows: RouteRow[] = [];
  const layoutOf = (path: string) =>
    path.startsWith('/landing/')
      ? 'LandingLayout (demo navbar, English footer)'
      : path.startsWith('/docs/')
        ? 'MainLayout › DocsLayout'
        : path.startsWith('/pages/') && !isGuarded(path)
          ? 'MainLayout › TemplatePagesLayout (demo admin bar)'
          : path.startsWith('/auth/')
            ? 'own frame'
            : path === paths.root
              ? '— (redirects to /home)'
              : path === paths.notFound
                ? 'MainLayout (not-found page)'
                : 'MainLayout';
  const visit = (value: unknown, source: string) => {
    if (typeof value === 'string') {
      rows.push({
        path: value,
        source,
        layout: layoutOf(value),
        guard: isGuarded(value) ? 'RequireRole: Admin' : undefined,
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${source}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(paths)) {
    if (typeof value !== 'function') visit(value, `paths.${key}`);
  }
  const add = (path: string, source: string) => rows.push({ path, source, layout: layoutOf(path) });
  BLOG_CATEGORIES.forEach((category) => add(paths.blogCategory(category), 'paths.blogCategory'));
  DOCS_PAGES.forEach((page) => add(paths.docs(page), 'paths.docs'));
  LANDING_DEMOS.forEach((demo) => add(paths.landing(demo), 'paths.landing'));
  TEMPLATE_PAGES.forEach((page) => add(paths.templatePage(page), 'paths.templatePage'));
  return rows;
}

/** /docs/routing */
export function RoutingDoc() {
  const rows = routeRows();
  return (
    <DocPage
      slug="routing"
      lead="One route table, in src/app/routes.tsx, built from the paths in src/lib/paths.ts."
    >
      <h2>How routes are declared</h2>
      <p>
        <code>src/lib/paths.ts</code> holds every path: a builder for each dynamic one (
        <code>paths.blogPost(id)</code>) with its route pattern beside it (
        <code>paths.blogPostPattern</code>, <code>&apos;/blog/:id&apos;</code>). Links use the paths
        and builders, never string literals, and the route table uses the paths and patterns, so a
        renamed route is one edit. <code>src/app/routes.tsx</code> maps them to pages with
        react-router&apos;s data router. Every page is loaded with <code>lazy</code> in the same
        way, so it is its own chunk: the page&apos;s module exports its route object (its{' '}
        <code>Component</code>, and its <code>loader</code> when it has one), and the route imports
        that module and returns the object.
      </p>
      <CodeBlock label="A page module">{`// src/features/company/HelpPage.tsx
export function HelpPage() { … }
export const helpRoute = { Component: HelpPage };

// src/features/careers/CareerPage.tsx: a page with a loader
export const careerRoute = { Component: CareerPage, loader: careerLoader };`}</CodeBlock>
      <CodeBlock label="Its routes in src/app/routeTable/sitePages.ts">{`page(paths.company.help, () =>
  import('../../features/company/HelpPage').then((m) => m.helpRoute),
),
// '/karir/:slug': prerendered once per slug (src/app/prerender/routeParams.ts)
page(paths.careerPattern, () =>
  import('../../features/careers/CareerPage').then((m) => m.careerRoute),
),`}</CodeBlock>
      <p>
        To add a page: add its path (and, for a parameter, its builder and pattern) to{' '}
        <code>paths.ts</code>, export the page&apos;s route object from its module, and add one
        entry like these to its area of the route table (<code>src/app/routeTable/</code>). One
        module serving several paths exports a function of the path&apos;s value instead (
        <code>blogListRoute(category)</code>, <code>landingRoute(demo)</code>).
      </p>
      <h2>Layouts and guards</h2>
      <ul>
        <li>
          <code>MainLayout</code> (site navbar, call-to-action band, footer) wraps most pages; a
          route <code>handle</code> of <code>&#123; navbar: &apos;topbar&apos; &#125;</code> picks
          the top-bar variant (Beranda).
        </li>
        <li>
          <code>RequireRole</code> guards the account area: while the user loads it shows{' '}
          <code>Memuat...</code>; with no user it redirects to <code>/auth/login</code> remembering
          the location; with a role that is not allowed it redirects to <code>/</code>.
        </li>
        <li>
          The landing demos use <code>LandingLayout</code>, a layout route of its own; docs and
          template pages add <code>DocsLayout</code> and <code>TemplatePagesLayout</code> inside the
          main layout.
        </li>
        <li>
          Each layout has an <code>errorElement</code> (<code>RouteErrorPage</code>), so a failed
          chunk shows a message and a reload, never a blank page.
        </li>
      </ul>
      <h2>The route table</h2>
      <p>
        Generated from <code>src/lib/paths.ts</code> when this page renders ({rows.length} routes):
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="table-responsive" tabIndex={0} aria-label="Route table">
        <table className="table doc-table">
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Built by</th>
              <th scope="col">Layout</th>
              <th scope="col">Guard</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <td>
                  {row.path.includes(':') || row.path === '*' ? (
                    <code>{row.path}</code>
                  ) : (
                    <Link to={row.path}>
                      <code>{row.path}</code>
                    </Link>
                  )}
                </td>
                <td>
                  <code>{row.source}</code>
                </td>
                <td>{row.layout}</td>
                <td>{row.guard ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DocPage>
  );
}

export const routingDocRoute = { Component: RoutingDoc };
