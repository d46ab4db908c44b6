import { lazy, Suspense, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../../components/SiteLink';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { selectIsAdmin, selectIsLoggedIn } from '../../lib/authSlice';
import { LanguageSwitcher } from '../../features/language/LanguageSwitcher';
import { paths } from '../../lib/paths';
import { useAuthDispatch, useAuthSelector } from '../../lib/useAuth';
import { useAriaExpanded, useNativeOpenState } from '../../lib/useDisclosureMenu';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { NavDropdown } from './NavDropdown';
import { SearchLauncher } from './SearchLauncher';
import {
  isMenuActive,
  isNavMenu,
  mainNavigation,
  navItemLabel,
  SITE_MENU_ID,
  STICKY_NAVBAR_OFFSET,
} from './navigation';
import { useT } from '../../lib/useLanguage';

export type NavbarVariant = 'main' | 'topbar';

// Admins only: its code (and the Firestore count) is not part of a visitor's download.
const UnreadCount = lazy(() =>
  import('../../features/account/inbox/UnreadCount').then((m) => ({ default: m.UnreadCount })),
);

/**
 * The site's top navigation (docs/product.md#routes-and-navigation). `main` is the layout's navbar; `topbar` is the
 * variant of the standalone Beranda with Log In / Logout and a Download button.
 * Both become sticky past 240 px and close the mobile menu when an item is chosen.
 * Below the lg breakpoint the menu is a `popover` its toggler opens without script; from lg on,
 * CSS shows it inline (docs/architecture.md#the-header-before-hydration).
 */
export function Navbar({ variant = 'main' }: { variant?: NavbarVariant }) {
  const { t } = useT();
  const { pathname } = useLocation();
  // The browser holds the mobile menu's state; a navigation by any means (an item, the back
  // button, a link in the page) closes it.
  const menu = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useNativeOpenState('popover', menu, pathname);
  const closeMenu = () => setMenuOpen(false);
  const toggler = useRef<HTMLButtonElement>(null);
  useAriaExpanded(toggler, menuOpen);
  const sticky = useScrolledPast(STICKY_NAVBAR_OFFSET);
  const isLoggedIn = useAuthSelector(selectIsLoggedIn);
  const showDashboard = useAuthSelector(selectIsAdmin);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const onLogout = () => {
    closeMenu();
    // The auth code (and the Firebase SDK behind it) is not part of a page's first load.
    import('../../features/auth/authThunks')
      .then(({ logout }) => dispatch(logout((to) => void navigate(to))))
      .catch((error: unknown) => console.error('Logout gagal:', error));
  };

  return (
    <header
      className={`site-header${sticky ? ' is-sticky' : ''}`}
      data-variant={variant}
      data-native-until-hydrated
    >
      <nav className="navbar navbar-expand-lg" aria-label={t('a11y.mainNav')}>
        <div className="container">
          <Link className="navbar-brand" to={paths.home} onClick={closeMenu}>
            <Logo />
            <span className="brand-name">Segara</span>
            <span className="visually-hidden"> Digital</span>
          </Link>
          <SearchLauncher />
          <button
            ref={toggler}
            type="button"
            className="navbar-toggler"
            popoverTarget={SITE_MENU_ID}
            aria-controls={SITE_MENU_ID}
            aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div ref={menu} id={SITE_MENU_ID} popover="auto" className="navbar-collapse">
            <ul className="navbar-nav mx-lg-auto">
              {mainNavigation.map((entry) =>
                isNavMenu(entry) ? (
                  <NavDropdown key={entry.labelKey} menu={entry} onNavigate={closeMenu} />
                ) : (
                  <li key={entry.to} className="nav-item">
                    {/* Highlighted below its page too (a case study), but `aria-current` only on it. */}
                    <NavLink
                      end
                      className={({ isActive }) =>
                        `nav-link${isActive || isMenuActive(entry, pathname) ? ' active' : ''}`
                      }
                      to={entry.to}
                      onClick={closeMenu}
                    >
                      {navItemLabel(entry, t)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <div className="navbar-actions">
              <ThemeToggle />
              <LanguageSwitcher />
              {showDashboard && (
                <Link
                  className="btn btn-link btn-sm"
                  to={paths.account.dashboard}
                  onClick={closeMenu}
                >
                  {t('nav.dashboard')}
                  <Suspense fallback={null}>
                    <UnreadCount />
                  </Suspense>
                </Link>
              )}
              {/* docs/product.md#routes-and-navigation, docs/product.md#roles: Logout only for a signed-in user; the top bar offers Log In otherwise. */}
              {isLoggedIn ? (
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={onLogout}>
                  {t('nav.logout')}
                </button>
              ) : (
                variant === 'topbar' && (
                  <Link
                    className="btn btn-outline-primary btn-sm"
                    to={paths.auth.login}
                    onClick={closeMenu}
                  >
                    {t('nav.login')}
                  </Link>
                )
              )}
              {variant === 'topbar' && (
                <>
                  {/* docs/product.md#routes-and-navigation: the Download button of this variant links to '#'. */}
                  {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
                  <a className="btn btn-primary btn-sm" href="#" onClick={closeMenu}>
                    {t('nav.download')}
                  </a>
                </>
              )}
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
