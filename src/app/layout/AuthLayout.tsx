import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useAuthListener } from '../../features/auth/authListener';
import { LanguageSwitcher } from '../../features/language/LanguageSwitcher';
import { company } from '../../content/company';
import { paths } from '../../lib/paths';
import { useStaffStrings } from '../../lib/staffStrings';
import { useT } from '../../lib/useLanguage';

/**
 * The frame of the /auth/* pages (docs/product.md#routes-and-navigation lists them apart from the layout's pages): the
 * logo back to Beranda, the language switch, the page, one line of footer.
 */
export function AuthLayout() {
  useStaffStrings();
  useAuthListener();
  const { t } = useT();
  return (
    <div className="auth-layout">
      <a className="skip-link" href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <header className="auth-layout__header container" data-native-until-hydrated>
        <Link className="navbar-brand d-inline-flex align-items-center gap-2" to={paths.home}>
          <Logo />
          <span className="brand-name">Segara</span>
          <span className="visually-hidden"> Digital — {t('nav.home')}</span>
        </Link>
        <div className="d-flex align-items-center gap-2">
          <ThemeToggle />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="auth-layout__footer container">
        <Link to={paths.home}>{t('auth.backToSite')}</Link>
        <span>
          © {new Date().getFullYear()} {company.legalName}
        </span>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
