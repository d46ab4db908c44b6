// Every path of the route table (docs/product.md#routes-and-navigation) reaches a page of its own — never the not-found page.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { routes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { createTestI18n } from '../renderWithProviders';

const specPaths = [
  '/auth/login',
  '/auth/forget-password',
  '/auth/confirm',
  '/auth/logout',
  '/home',
  '/tentang',
  '/tentang/bantuan',
  '/tentang/karir',
  '/tentang/sertifikasi',
  '/karir/frontend-engineer',
  '/tentang/keamanan-privasi',
  '/kontak',
  '/tentang/semua-tim',
  '/blog',
  '/blog/install',
  '/blog/tutorial',
  '/blog/source-code',
  '/blog/troubleshoot',
  '/blog/berita-umum',
  '/blog/acara',
  '/blog/some-post-id',
  '/produk/villa-reservasi',
  '/detailteam/made-wirawan',
  ...[
    'introduction',
    'quick-start',
    'customization',
    'routing',
    'code-spliting',
    'change-log',
    'colors',
    'typography',
    'bootstrap',
    'custom',
    'plugins',
    'navbars',
    'heros',
  ].map((p) => `/docs/${p}`),
  ...[
    'app',
    'saas',
    'saas2',
    'startup',
    'software',
    'agency',
    'coworking',
    'crypto',
    'marketing',
    'portfolio',
  ].map((p) => `/landing/${p}`),
  ...[
    'blog',
    'blog/post',
    'company',
    'contact',
    'career',
    'pricing',
    'portfolio/grid',
    'portfolio/masonry',
    'portfolio/item',
    'help',
  ].map((p) => `/pages/${p}`),
  '/pages/account/dashboard',
  '/pages/account/settings',
];

function leaf(path: string): RouteObject {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1)?.route;
  if (!last) throw new Error(`no route for ${path}`);
  return last;
}

describe('route table', () => {
  it.each(specPaths)('%s has its own page', async (path) => {
    const route = leaf(path);
    expect(route.path).not.toBe('*');
    expect(typeof route.lazy).toBe('function');
    const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
    expect(loaded.Component ?? loaded.element).toBeTruthy();
  });

  it('sends / to /home', async () => {
    const root = routes.find((r) => r.path === '/');
    const response = await (root?.loader as () => Promise<Response>)();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
  });

  it.each(['/tidak-ada', '/tentang/tidak-ada', '/a/b/c/d', '/blog/install/extra'])(
    'sends unknown %s to the not-found page',
    (path) => {
      expect(leaf(path).path).toBe('*');
    },
  );

  it('shows the not-found page in the site frame for a URL no route matches (a line break)', async () => {
    // react-router's `*` cannot match a line break: it reports such a URL on the root route.
    expect(matchRoutes(routes, '/kontak\n')).toBeNull();
    const router = createMemoryRouter(routes, { initialEntries: ['/kontak%0A'] });
    render(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={createTestI18n()}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('gives Beranda the top-bar navbar variant', () => {
    expect(leaf('/home').handle).toEqual({ navbar: 'topbar' });
  });
});
