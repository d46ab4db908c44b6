// The site's links keep the page's language (src/components/SiteLink.tsx).
import { screen } from '@testing-library/react';
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

describe('NavLink', () => {
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
