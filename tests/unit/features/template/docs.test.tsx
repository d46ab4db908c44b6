// The docs: sidebar order, previous/next, and that the pages stay true to the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../../../src/app/routes';

import { DocsLayout } from '../../../../src/features/template/docs/DocsLayout';
import { docNeighbours, docsNav, docsOrder } from '../../../../src/features/template/docs/docsNav';
import { THEME_VARIABLES } from '../../../../src/features/template/docs/pages/CustomizationDoc';
import { BOOTSTRAP_PARTS } from '../../../../src/features/template/docs/pages/BootstrapDoc';
import { SCRIPTS } from '../../../../src/features/template/docs/pages/QuickStartDoc';
import { LIBRARIES, TOOLS } from '../../../../src/features/template/docs/pages/PluginsDoc';
import { routeRows } from '../../../../src/features/template/docs/pages/RoutingDoc';
import { DOCS_PAGES, paths } from '../../../../src/lib/paths';
import { renderWithProviders } from '../../renderWithProviders';

const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The page the route table loads for a docs slug. */
async function docPage(slug: (typeof DOCS_PAGES)[number]): Promise<ComponentType> {
  const route = matchRoutes(routes, paths.docs(slug))?.at(-1)?.route;
  const loaded = await (route?.lazy as () => Promise<{ Component: ComponentType }>)();
  return loaded.Component;
}

describe('docs sidebar', () => {
  it('groups the pages as Getting Started / Style Guide / Components / Sections, in order', () => {
    expect(docsNav.map((group) => group.title.en)).toEqual([
      'Getting Started',
      'Style Guide',
      'Components',
      'Sections',
    ]);
    expect(docsNav.map((group) => group.pages.map((page) => page.slug))).toEqual([
      ['introduction', 'quick-start', 'customization', 'routing', 'code-spliting', 'change-log'],
      ['colors', 'typography'],
      ['bootstrap', 'custom', 'plugins'],
      ['navbars', 'heros'],
    ]);
    expect(docsOrder.map((page) => page.slug)).toEqual([...DOCS_PAGES]);
  });

  it('links previous and next in sidebar order', () => {
    expect(docNeighbours('introduction').previous).toBeUndefined();
    expect(docNeighbours('introduction').next?.slug).toBe('quick-start');
    expect(docNeighbours('change-log').next?.slug).toBe('colors');
    expect(docNeighbours('heros').next).toBeUndefined();
  });

  it('renders the groups named by their titles and the links in order, with previous/next', () => {
    renderWithProviders(<DocsLayout />, { route: '/docs/routing', path: '/docs/:slug', lng: 'en' });
    const sidebar = screen.getByRole('navigation', { name: 'Documentation menu' });
    // Named groups, not headings: the sidebar comes before the page's h1.
    expect(within(sidebar).queryAllByRole('heading')).toEqual([]);
    for (const name of ['Getting Started', 'Style Guide', 'Components', 'Sections']) {
      expect(within(sidebar).getByRole('group', { name })).toBeInTheDocument();
    }
    expect(
      within(sidebar)
        .getAllByRole('group')
        .map(
          (group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
        ),
    ).toEqual(['Getting Started', 'Style Guide', 'Components', 'Sections']);
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(DOCS_PAGES.map((slug) => `/docs/${slug}`));
    expect(within(sidebar).getByRole('link', { name: 'Routing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pager = screen.getByRole('navigation', { name: /Previous and next/ });
    expect(within(pager).getByRole('link', { name: /Previous.*Customization/ })).toHaveAttribute(
      'href',
      '/docs/customization',
    );
    expect(within(pager).getByRole('link', { name: /Next.*Code splitting/ })).toHaveAttribute(
      'href',
      '/docs/code-spliting',
    );
  });
});

describe('docs pages', () => {
  it.each(DOCS_PAGES)('%s renders one h1', async (slug) => {
    const Page = await docPage(slug);
    renderWithProviders(<Page />, { lng: 'id' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders CHANGELOG.md on the change log page', async () => {
    const Page = await docPage('change-log');
    renderWithProviders(<Page />, { lng: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Unreleased' })).toBeInTheDocument();
  });
});

describe('docs stay true to the code', () => {
  it('lists the theme colours with the values of _theme.scss', () => {
    const theme = read('src/styles/_theme.scss');
    for (const [name, value] of THEME_VARIABLES) {
      expect(theme).toMatch(new RegExp(`\\${name}:\\s*${value};`, 'i'));
    }
  });

  it('lists the Bootstrap parts main.scss imports, in order', () => {
    const imported = [
      ...read('src/styles/main.scss').matchAll(/@import 'bootstrap\/scss\/([\w/-]+)'/g),
    ].map((m) => m[1]);
    expect([...BOOTSTRAP_PARTS]).toEqual(imported);
  });

  it('lists the npm scripts of package.json and its runtime libraries', () => {
    const pkg = JSON.parse(read('package.json')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(SCRIPTS.map(([name]) => name).sort()).toEqual(Object.keys(pkg.scripts).sort());
    expect(LIBRARIES.map((l) => l.name).sort()).toEqual(Object.keys(pkg.dependencies).sort());
    for (const tool of TOOLS) expect(Object.keys(pkg.devDependencies)).toContain(tool.name);
  });

  it('generates the route table from paths.ts, with the Admin guard on the account area', () => {
    const rows = routeRows();
    expect(rows.find((r) => r.path === '/pages/account/dashboard')?.guard).toBe(
      'RequireRole: Admin',
    );
    expect(rows.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/home', '/landing/crypto', '/docs/heros', '/blog/:id']),
    );
    expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length);
  });
});
