// Every path of the route table (docs/product.md#routes-and-navigation) reaches a page of its own — never the not-found page.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { routes } from '../../../src/app/routes';
import { aboutContent } from '../../../src/content/company/about';
import { homeContent } from '../../../src/content/home';
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
  '/pages/account/lamaran',
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

  it('gives Beranda the top-bar navbar variant', async () => {
    // The route table's handle, joined by the one the page's module gives (its WhatsApp topic).
    const route = leaf('/home');
    await (route.lazy as () => Promise<Partial<RouteObject>>)();
    expect(route.handle).toEqual({
      navbar: 'topbar',
      prerender: true,
      whatsapp: expect.any(Function),
    });
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={createTestI18n(path.startsWith('/en/') ? 'en' : 'id')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
}

describe('the band that closes a page', () => {
  it('asks clients to get in touch after a company page', async () => {
    renderAt('/tentang');
    const band = await screen.findByRole('region', { name: /Mari bicarakan/ });
    expect(within(band).getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
  });

  it.each([
    [
      '/tentang/karir',
      'Kirim lamaran terbuka',
      'Lamaran terbuka',
      'Kenali tim kami',
      '/tentang/semua-tim',
    ],
    [
      '/karir/frontend-engineer',
      'Kirim lamaran terbuka',
      'Lamaran terbuka',
      'Kenali tim kami',
      '/tentang/semua-tim',
    ],
    [
      '/en/tentang/karir',
      'Send an open application',
      'Open application',
      'Meet the team',
      '/en/tentang/semua-tim',
    ],
  ])('speaks to job seekers on %s', async (path, apply, subject, team, teamHref) => {
    renderAt(path);
    const band = await screen.findByRole('region', { name: /perangkat lunak|software/ });
    expect(within(band).getByRole('link', { name: apply })).toHaveAttribute(
      'href',
      `mailto:karir@segaradigital.co.id?subject=${encodeURIComponent(subject)}`,
    );
    expect(within(band).getByRole('link', { name: team })).toHaveAttribute('href', teamHref);
    expect(within(band).queryByRole('link', { name: /Hubungi|Contact/ })).toBeNull();
  });

  it.each([
    '/kontak',
    '/en/kontak',
    '/halaman-tidak-ada',
    '/en/tidak-ada',
    '/karir/tidak-ada',
    '/kontak%0A',
  ])('is left out on %s, where a call to contact us would lead back to it', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    // Long enough for the band's chunk, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('.cta-band')).toBeNull();
  });
});

describe('a page whose copy is split by language', () => {
  it.each([
    ['/tentang', aboutContent.id.header.title, aboutContent.en.header.title],
    ['/en/tentang', aboutContent.en.header.title, aboutContent.id.header.title],
    ['/home', homeContent.id.hero.title, homeContent.en.hero.title],
    ['/en/home', homeContent.en.hero.title, homeContent.id.hero.title],
  ])('%s shows its own language’s copy', async (path, title, otherTitle) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(otherTitle)).toBeNull();
  });
});
