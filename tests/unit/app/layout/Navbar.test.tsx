import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '../../../../src/app/layout/Navbar';
import { BackToTop } from '../../../../src/app/layout/BackToTop';
import {
  BACK_TO_TOP_OFFSET,
  isMenuActive,
  mainNavigation,
  isNavMenu,
  navMenu,
  productsMenu,
  STICKY_NAVBAR_OFFSET,
} from '../../../../src/app/layout/navigation';
import { products } from '../../../../src/content/products';
import { renderWithProviders } from '../../renderWithProviders';

// The admin's unread count queries Firestore: tests/unit/features/account/inbox/UnreadCount.test.tsx.
jest.mock('../../../../src/features/account/inbox/UnreadCount', () => ({
  UnreadCount: () => null,
}));
// The search dialog itself: tests/unit/features/search/SearchDialog.test.tsx.
jest.mock('../../../../src/features/search/SearchDialog', () => ({
  SearchDialog: () => <div role="dialog" aria-label="search" />,
}));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** A menu's toggle: a `<summary>`, which browsers expose as a button (Testing Library does not). */
const toggle = (name: string) => screen.getByText(name, { selector: 'details > summary' });
const menuOpen = () => document.getElementById('site-menu')!.matches(':popover-open');

describe('navigation highlight rules', () => {
  const company = navMenu('nav.company');
  const blog = navMenu('nav.blog');

  it.each([
    ['/tentang', true, false],
    ['/tentang/karir', true, false],
    ['/tentang/keamanan-privasi', true, false],
    ['/blog', false, true],
    ['/blog/tutorial', false, true],
    ['/blog/some-post', false, true],
    ['/kontak', false, false],
    ['/home', false, false],
    ['/karir/frontend', false, false],
  ])('%s highlights Perusahaan=%s Blog=%s', (path, companyOn, blogOn) => {
    expect(isMenuActive(company!, path)).toBe(companyOn);
    expect(isMenuActive(blog!, path)).toBe(blogOn);
  });

  it('marks the highlighted menu in the rendered navbar', () => {
    renderWithProviders(<Navbar />, { route: '/tentang/bantuan' });
    expect(toggle('Perusahaan')).toHaveClass('active');
    expect(toggle('Blog')).not.toHaveClass('active');
  });
});

describe('Produk and Studi Kasus', () => {
  it('keep the order: Beranda, Produk, Studi Kasus, Perusahaan, Blog, Kontak', () => {
    expect(mainNavigation.map((entry) => 'labelKey' in entry && entry.labelKey)).toEqual([
      'nav.home',
      'nav.products',
      'nav.caseStudies',
      'nav.company',
      'nav.blog',
      'nav.contact',
    ]);
  });

  it('derives the Produk menu from content/products.ts: the overview, then every product', () => {
    expect(productsMenu.items).toEqual([
      { labelKey: 'nav.allProducts', to: '/produk' },
      ...products.map((product) => ({ name: product.name, to: `/produk/${product.slug}` })),
    ]);
    expect(productsMenu.items.length).toBeGreaterThan(1);
    expect(mainNavigation.filter(isNavMenu)).toContain(productsMenu);
  });

  it.each([
    ['/produk', true, false],
    ['/produk/kasir-warung', true, false],
    ['/en/produk/desa-digital', true, false],
    ['/studi-kasus', false, true],
    ['/en/studi-kasus/kasir-kopi-tepi-danau', false, true],
    ['/tentang', false, false],
    ['/blog/qris-dinamis-untuk-kasir-warung', false, false],
  ])('%s highlights Produk=%s Studi Kasus=%s', (path, productsOn, caseStudiesOn) => {
    const caseStudies = mainNavigation.find(
      (entry) => 'labelKey' in entry && entry.labelKey === 'nav.caseStudies',
    )!;
    expect(isMenuActive(productsMenu, path)).toBe(productsOn);
    expect(isMenuActive(caseStudies, path)).toBe(caseStudiesOn);
  });

  it('render in Indonesian and English, each product by its name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { route: '/en/studi-kasus/kasir-kopi-tepi-danau', lng: 'en' });
    const caseStudies = screen.getByRole('link', { name: 'Case Studies' });
    expect(caseStudies).toHaveAttribute('href', '/en/studi-kasus');
    expect(caseStudies).toHaveClass('active');
    expect(caseStudies).not.toHaveAttribute('aria-current');
    expect(toggle('Products')).not.toHaveClass('active');
    await user.click(toggle('Products'));
    const menu = document.getElementById(toggle('Products').getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['All products & prices', '/en/produk'],
      ...products.map((product) => [product.name, `/en/produk/${product.slug}`]),
    ]);
  });

  it('highlight Produk on a product page, in Indonesian', () => {
    renderWithProviders(<Navbar />, { route: '/produk/kasir-warung' });
    expect(toggle('Produk')).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Studi Kasus' })).not.toHaveClass('active');
    expect(toggle('Perusahaan')).not.toHaveClass('active');
  });
});

describe('scroll thresholds (240 px sticky, 50 px back-to-top)', () => {
  afterEach(() => scrollTo(0));

  it('uses 240 px for the sticky navbar and 50 px for back-to-top', () => {
    expect(STICKY_NAVBAR_OFFSET).toBe(240);
    expect(BACK_TO_TOP_OFFSET).toBe(50);
  });

  it('makes the navbar sticky only past 240 px', () => {
    const { container } = renderWithProviders(<Navbar />);
    const header = container.querySelector('header')!;
    scrollTo(240);
    expect(header).not.toHaveClass('is-sticky');
    scrollTo(241);
    expect(header).toHaveClass('is-sticky');
    scrollTo(0);
    expect(header).not.toHaveClass('is-sticky');
  });

  it('shows back-to-top only past 50 px and scrolls up when pressed', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll;
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    renderWithProviders(<BackToTop />);
    scrollTo(50);
    expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).toBeNull();
    scrollTo(51);
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke atas' }));
    // prefers-reduced-motion: reduce → no smooth scrolling
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('navbar', () => {
  it('lists the main navigation labels and routes', async () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Kontak' })).toHaveAttribute('href', '/kontak');
    await userEvent.click(toggle('Perusahaan'));
    const links = within(
      document.getElementById(toggle('Perusahaan').getAttribute('aria-controls')!)!,
    )
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Tentang', '/tentang'],
      ['Semua Tim', '/tentang/semua-tim'],
      ['Karir', '/tentang/karir'],
      ['Bantuan & FAQs', '/tentang/bantuan'],
      ['Keamanan & Privasi', '/tentang/keamanan-privasi'],
      ['Sertifikasi', '/tentang/sertifikasi'],
    ]);
    await userEvent.click(toggle('Blog'));
    expect(screen.getByRole('link', { name: 'Semua Post' })).toHaveAttribute('href', '/blog');
    for (const c of [
      'install',
      'tutorial',
      'source-code',
      'troubleshoot',
      'berita-umum',
      'acara',
    ]) {
      expect(document.querySelector(`a[href="/blog/${c}"]`)).not.toBeNull();
    }
  });

  it('opens, walks and closes a dropdown by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const company = toggle('Perusahaan');
    // Enter and Space on a <summary> are the browser's own (jsdom lacks them; shell.spec.ts and
    // a11y.spec.ts press them): a click here.
    await user.click(company);
    await waitFor(() => expect(company).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tentang' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Semua Tim' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Sertifikasi' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Tentang' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveFocus();
  });

  it('closes the mobile menu when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Navbar />, { route: '/home' });
    const hamburger = screen.getByRole('button', { name: 'Buka menu' });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(menuOpen()).toBe(true);
    await user.click(toggle('Perusahaan'));
    await user.click(screen.getByRole('link', { name: 'Karir' }));
    expect(router.state.location.pathname).toBe('/tentang/karir');
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(menuOpen()).toBe(false);
  });

  it('builds the menus on HTML that works without script: a popover and <details>', () => {
    renderWithProviders(<Navbar />, { route: '/kontak' });
    const hamburger = screen.getByRole('button', { name: 'Buka menu' });
    expect(hamburger).toHaveAttribute('popovertarget', 'site-menu');
    expect(document.getElementById('site-menu')).toHaveAttribute('popover', 'auto');
    const company = toggle('Perusahaan');
    const details = company.parentElement!;
    expect(details.tagName).toBe('DETAILS');
    // One name: opening one menu closes the other, script or not.
    expect(details).toHaveAttribute('name', toggle('Blog').parentElement!.getAttribute('name'));
    expect(document.getElementById(company.getAttribute('aria-controls')!)!.parentElement).toBe(
      details,
    );
  });

  it('closes the menus on any navigation, not only a chosen item', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Navbar />, { route: '/kontak' });
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    await user.click(toggle('Perusahaan'));
    await waitFor(() => expect(toggle('Perusahaan')).toHaveAttribute('aria-expanded', 'true'));
    expect(menuOpen()).toBe(true);
    await act(() => router.navigate('/home'));
    await waitFor(() => expect(toggle('Perusahaan')).toHaveAttribute('aria-expanded', 'false'));
    expect((toggle('Perusahaan').parentElement as HTMLDetailsElement).open).toBe(false);
    expect(menuOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it.each([
    ['id', '/kontak', '/blog', 'Cari', 'Cari post'],
    ['en', '/en/kontak', '/en/blog', 'Search', 'Search posts'],
  ] as const)(
    'in %s, search works without script: a popover form to the blog’s results',
    (lng, route, action, button, field) => {
      renderWithProviders(<Navbar />, { route, lng });
      const search = screen.getByRole('button', { name: button });
      const popover = document.getElementById(search.getAttribute('popovertarget')!)!;
      expect(popover).toHaveAttribute('popover', 'auto');
      const form = within(popover).getByRole('search', { hidden: true });
      expect(form).toHaveAttribute('action', action);
      expect(form).toHaveAttribute('method', 'get');
      expect(within(form).getByRole('searchbox', { name: field, hidden: true })).toHaveAttribute(
        'name',
        'q',
      );
    },
  );

  it('once hydrated, the search button opens the dialog, not the plain form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { route: '/kontak' });
    const search = screen.getByRole('button', { name: 'Cari' });
    await user.click(search);
    const popover = document.getElementById(search.getAttribute('popovertarget')!)!;
    expect(popover.matches(':popover-open')).toBe(false);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows Log In and Download only in the top-bar variant', () => {
    const { unmount } = renderWithProviders(<Navbar variant="topbar" />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '#');
    unmount();
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('links each language to the same page, keeping the query and the hash', () => {
    renderWithProviders(<Navbar />, { route: '/blog/tutorial?page=2#daftar' });
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute(
      'href',
      '/en/blog/tutorial?page=2#daftar',
    );
    expect(screen.getByRole('link', { name: /^ID/ })).toHaveAttribute('aria-current', 'true');
  });

  it('links an English page back to its Indonesian twin', () => {
    renderWithProviders(<Navbar />, { route: '/en/tentang/karir#lowongan', lng: 'en' });
    expect(screen.getByRole('link', { name: /^ID/ })).toHaveAttribute(
      'href',
      '/tentang/karir#lowongan',
    );
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute('aria-current', 'true');
  });

  it('switches language in place on a single-URL page, marks the choice and remembers it', async () => {
    localStorage.clear();
    const { i18n, router } = renderWithProviders(<Navbar />, { route: '/docs/colors' });
    // Links to ?lng= for the time before the scripts run; in place once they do.
    const english = screen.getByRole('link', { name: /^EN/ });
    expect(english).toHaveAttribute('href', '/docs/colors?lng=en');
    expect(screen.getByRole('link', { name: /^ID/ })).toHaveAttribute(
      'href',
      '/docs/colors?lng=id',
    );
    await userEvent.click(english);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(router.state.location).toMatchObject({ pathname: '/docs/colors', search: '' });
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /^ID/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('en'));
  });

  const signedIn = {
    auth: {
      user: {
        uid: 'u1',
        email: 'staf@segaradigital.co.id',
        displayName: null,
        emailVerified: true,
        photoURL: null,
      },
      isLoggedIn: true,
      role: 'Admin',
      signInProvider: 'password',
      loading: false,
    },
  };

  it('shows Logout only to a signed-in user, in both variants', () => {
    const { unmount } = renderWithProviders(<Navbar />, { preloadedState: signedIn });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    unmount();
    const topbar = renderWithProviders(<Navbar variant="topbar" />, { preloadedState: signedIn });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    topbar.unmount();
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('offers the dashboard to an admin only', () => {
    const admin = renderWithProviders(<Navbar />, { preloadedState: signedIn });
    expect(screen.getByRole('link', { name: 'Dasbor' })).toHaveAttribute(
      'href',
      '/pages/account/dashboard',
    );
    admin.unmount();
    const user = renderWithProviders(<Navbar />, {
      preloadedState: { auth: { ...signedIn.auth, role: 'user' } },
    });
    expect(screen.queryByRole('link', { name: 'Dasbor' })).toBeNull();
    user.unmount();
    // Admin privileges need a verified email on a password sign-in (docs/product.md#roles).
    const unverified = { ...signedIn.auth.user, emailVerified: false };
    renderWithProviders(<Navbar />, {
      preloadedState: { auth: { ...signedIn.auth, user: unverified } },
    });
    expect(screen.queryByRole('link', { name: 'Dasbor' })).toBeNull();
  });
});
