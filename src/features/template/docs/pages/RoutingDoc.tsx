import { Link } from 'react-router-dom';
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
 * static paths as they are, builders with their parameter as a pattern.
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
            : path === '/'
              ? '— (redirects to /home)'
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
  add('/blog/:id', 'paths.blogPost');
  add('/karir/:slug', 'paths.career');
  add('/produk/:slug', 'paths.product');
  add('/detailteam/:slug', 'paths.teamMember');
  DOCS_PAGES.forEach((page) => add(paths.docs(page), 'paths.docs'));
  LANDING_DEMOS.forEach((demo) => add(paths.landing(demo), 'paths.landing'));
  TEMPLATE_PAGES.forEach((page) => add(paths.templatePage(page), 'paths.templatePage'));
  rows.push({ path: '*', source: 'app/routes.tsx', layout: 'MainLayout (not-found page)' });
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
        <code>src/lib/paths.ts</code> holds every path and a builder for each dynamic one (
        <code>paths.blogPost(id)</code>). Links use these, never string literals, so a renamed route
        is one edit. <code>src/app/routes.tsx</code> maps them to pages with react-router&apos;s
        data router; each page is loaded with <code>lazy</code>, so it is its own chunk:
      </p>
      <CodeBlock label="A route">{`{
  path: 'tentang/bantuan',
  lazy: page(() => import('../features/company/HelpPage'), (m) => m.HelpPage),
}`}</CodeBlock>
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
