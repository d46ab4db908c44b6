import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { sectionLabels } from '../../../content/template/labels';
import { SUPPORTED_LANGUAGES } from '../../../lib/i18n';
import { useLocalized, useT } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { TemplateMarker } from '../TemplateMarker';
import { LandingFooter } from './LandingFooter';
import { themeStyle, type LandingHandle } from './LandingPage';
import '../template.scss';
import { showLanguage } from '../../../lib/i18nInit';

const FALLBACK: LandingHandle['landing'] = {
  brand: 'Segara',
  theme: { accent: '#0d5f66', soft: '#eef5f4', dark: '#0b2530' },
};

/**
 * The layout of the landing demos (a layout route of its own, outside the site's shell):
 * a demo navbar, the page, the English landing footer. Colours and brand come from the
 * page's record through its route handle.
 */
export function LandingLayout() {
  const { t, i18n, language: current } = useT();
  const labels = useLocalized(sectionLabels);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === pathname;
  const landing =
    useMatches()
      .map((match) => (match.handle as LandingHandle | undefined)?.landing)
      .findLast(Boolean) ?? FALLBACK;

  return (
    <div className="landing" style={themeStyle(landing.theme)}>
      <TemplateMarker />
      <a className="skip-link" href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <header className="landing-header">
        <nav className="navbar navbar-expand-lg" aria-label={labels.demoNavLabel}>
          <div className="container">
            <DemoLink className="navbar-brand landing-header__brand">
              <Logo size={32} />
              <span>{landing.brand}</span>
            </DemoLink>
            <button
              type="button"
              className="navbar-toggler"
              aria-controls="landing-menu"
              aria-expanded={menuOpen}
              aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
              onClick={() => setOpenedAt(menuOpen ? null : pathname)}
            >
              <span className="navbar-toggler-icon" />
            </button>
            <div id="landing-menu" className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`}>
              <ul className="navbar-nav mx-lg-auto">
                {labels.navItems.map((item) => (
                  <li key={item} className="nav-item">
                    <DemoLink className="nav-link">{item}</DemoLink>
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap align-items-center gap-2 py-3 py-lg-0">
                <div className="btn-group" role="group" aria-label={labels.languageLabel}>
                  {SUPPORTED_LANGUAGES.map((lng) => (
                    <button
                      key={lng}
                      type="button"
                      className={`btn ${lng === current ? 'btn-accent' : 'btn-outline-accent'}`}
                      aria-pressed={lng === current}
                      onClick={() => void showLanguage(lng, i18n)}
                    >
                      {lng.toUpperCase()}
                    </button>
                  ))}
                </div>
                <DemoLink className="btn btn-outline-accent btn-sm">{labels.signIn}</DemoLink>
                <DemoLink className="btn btn-accent btn-sm">{labels.getStarted}</DemoLink>
              </div>
            </div>
          </div>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <LandingFooter brand={landing.brand} />
      <ScrollRestoration />
    </div>
  );
}

export const landingLayoutRoute = { Component: LandingLayout };
