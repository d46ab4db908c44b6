// The site's links keep the page's language (src/components/SiteLink.tsx).
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Link, localizeTo, Navigate, NavLink } from '../../../src/components/SiteLink';
import { renderWithProviders } from '../renderWithProviders';

describe('localizeTo', () => {
  it('puts site paths, as strings or as a pathname, under /en in English', () => {
    expect(localizeTo('/kontak?x=1#peta', 'en')).toBe('/en/kontak?x=1#peta');
    expect(localizeTo({ pathname: '/blog', search: '?page=2', hash: '#top' }, 'en')).toEqual({
      pathname: '/en/blog',
      search: '?page=2',
      hash: '#top',
    });
    // Query or hash only: stays on the current page.
    expect(localizeTo({ search: '?page=2' }, 'en')).toEqual({ search: '?page=2' });
  });

  it('leaves Indonesian, single-URL sections, relative and other paths alone', () => {
    expect(localizeTo('/kontak', 'id')).toBe('/kontak');
    expect(localizeTo({ pathname: '/kontak' }, 'id')).toEqual({ pathname: '/kontak' });
    expect(localizeTo('/auth/login', 'en')).toBe('/auth/login');
    expect(localizeTo('/pages/account/dashboard', 'en')).toBe('/pages/account/dashboard');
    expect(localizeTo('/en/blog', 'en')).toBe('/en/blog');
    expect(localizeTo('../blog', 'en')).toBe('../blog');
    expect(localizeTo('#top', 'en')).toBe('#top');
  });
});

describe('Link', () => {
  it("links in the page's language: English under /en, Indonesian as it is", () => {
    renderWithProviders(<Link to="/tentang/karir">Karir</Link>, { route: '/en/home', lng: 'en' });
    expect(screen.getByRole('link', { name: 'Karir' })).toHaveAttribute(
      'href',
      '/en/tentang/karir',
    );
  });

  it('keeps the Indonesian URL on an Indonesian page', () => {
    renderWithProviders(<Link to="/tentang/karir">Karir</Link>, { route: '/home' });
    expect(screen.getByRole('link', { name: 'Karir' })).toHaveAttribute('href', '/tentang/karir');
  });

  it('links in a pinned language instead, e.g. an Indonesian-only post from an English page', () => {
    renderWithProviders(
      <>
        <Link to="/blog/x" language="id">
          post
        </Link>
        <Link to={{ pathname: '/blog', search: '?page=2' }}>blog</Link>
      </>,
      { route: '/en/blog', lng: 'en' },
    );
    expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/blog/x');
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/en/blog?page=2');
  });
});

describe('a click on a Link', () => {
  const at = (route: string, ui = <Link to="/tentang/karir">Karir</Link>) =>
    renderWithProviders(ui, {
      route,
      routes: [{ path: '/tentang/karir', element: <p>Halaman karir</p> }],
    });

  it('navigates in place, adding to the history', () => {
    const { router } = at('/home');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Karir' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(router.state.location.pathname).toBe('/tentang/karir');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('Halaman karir')).toBeInTheDocument();
  });

  it('replaces the history entry when it leads to the URL already shown', () => {
    const { router } = renderWithProviders(<Link to="/home">Beranda</Link>, { route: '/home' });
    fireEvent.click(screen.getByRole('link', { name: 'Beranda' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    const { router } = at(
      '/home',
      <>
        <Link to="/tentang/karir">Karir</Link>
        <Link to="/tentang/karir" target="_blank">
          Karir baru
        </Link>
        <Link to="/tentang/karir" reloadDocument>
          Karir muat ulang
        </Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Karir' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Karir baru' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Karir muat ulang' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
  });

  it("runs the link's own onClick first, which may keep the page where it is", () => {
    const seen: string[] = [];
    const { router } = at(
      '/home',
      <Link
        to="/tentang/karir"
        onClick={(event) => {
          seen.push('onClick');
          event.preventDefault();
        }}
      >
        Karir
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Karir' }));
    expect(seen).toEqual(['onClick']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it("navigates in a router of a test's own too, through react-router's click handler", () => {
    const router = createMemoryRouter(
      [
        { path: '/home', element: <Link to="/tentang/karir">Karir</Link> },
        { path: '/tentang/karir', element: <p>Halaman karir</p> },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Karir' }))).toBe(false);
    expect(router.state.location.pathname).toBe('/tentang/karir');
  });
});

describe('NavLink', () => {
  it('is active on its page and, without `end`, on the pages below it', () => {
    renderWithProviders(
      <>
        <NavLink to="/tentang">Tentang</NavLink>
        <NavLink end to="/tentang">
          Tentang saja
        </NavLink>
        <NavLink to="/blog" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Blog
        </NavLink>
      </>,
      { route: '/tentang/karir' },
    );
    const about = screen.getByRole('link', { name: 'Tentang' });
    expect(about).toHaveClass('active');
    expect(about).toHaveAttribute('aria-current', 'page');
    const aboutOnly = screen.getByRole('link', { name: 'Tentang saja' });
    expect(aboutOnly).not.toHaveClass('active');
    expect(aboutOnly).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('off');
  });

  it('links under /en and is active on its English page', () => {
    renderWithProviders(
      <>
        <NavLink end to="/kontak">
          Kontak
        </NavLink>
        <NavLink end to="/home">
          Home
        </NavLink>
      </>,
      { route: '/en/kontak', lng: 'en' },
    );
    const contact = screen.getByRole('link', { name: 'Kontak' });
    expect(contact).toHaveAttribute('href', '/en/kontak');
    expect(contact).toHaveClass('active');
    expect(contact).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });
});

describe('Navigate', () => {
  it("goes to the site path in the page's language", () => {
    const { router } = renderWithProviders(<Navigate to="/home" replace />, {
      route: '/en/somewhere',
      lng: 'en',
      routes: [{ path: '/en/home', element: <p>English home</p> }],
    });
    expect(router.state.location.pathname).toBe('/en/home');
    expect(screen.getByText('English home')).toBeInTheDocument();
  });
});
