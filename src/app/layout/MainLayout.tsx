import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Navbar, type NavbarVariant } from './Navbar';

const CtaBand = lazy(() => import('./CtaBand').then((m) => ({ default: m.CtaBand })));

/** Route handle: which navbar a page wants (the standalone Beranda uses the top-bar variant). */
export interface LayoutHandle {
  navbar?: NavbarVariant;
}

/** `children` stand in for the matched page where there is none (an unmatched URL's not-found page). */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const variant = matches
    .map((m) => (m.handle as LayoutHandle | undefined)?.navbar)
    .findLast(Boolean);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new content so screen-reader and
  // keyboard users start there, as they would after a full page load.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <Navbar variant={variant ?? 'main'} />
      {navigation.state === 'loading' && <Spinner className="route-progress" />}
      <main id="main-content" ref={mainRef} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Suspense fallback={<div className="cta-band" aria-hidden="true" />}>
        <CtaBand />
      </Suspense>
      <Footer />
      <BackToTop />
      <ScrollRestoration />
    </>
  );
}
