import { lazy, Suspense, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { inLanguage, type Language } from '../../lib/i18n';
import { BackToTop } from './BackToTop';
import { Navbar, type NavbarVariant } from './Navbar';
import { WhatsAppButton } from './WhatsAppButton';
import { useT } from '../../lib/useLanguage';

const loadCtaBand = () => import('./CtaBand');
// Below the fold on every page: on a prerendered page its code loads while React hydrates what
// is above it (the prerendered footer shows meanwhile), so it is no part of the first download.
const loadFooter = () => import('./Footer');
const CtaBand = lazy(() => loadCtaBand().then((m) => ({ default: m.CtaBand })));
const Footer = lazy(() => loadFooter().then((m) => ({ default: m.Footer })));

/** The layout's own chunks, for a first render that must not show without them (app/startApp.tsx). */
export const loadLayoutParts = () => Promise.all([loadCtaBand(), loadFooter()]);

/**
 * Route handle: which navbar a page wants (the standalone Beranda uses the top-bar variant), and
 * which closing band ends it: a call to clients by default, one to job seekers on the careers
 * pages, none where the call would lead to the page itself (docs/product.md#routes-and-navigation).
 */
export interface LayoutHandle {
  navbar?: NavbarVariant;
  closing?: ClosingBand;
  /** The language route's (app/routes.tsx): the language its pages, and the frame around them, speak. */
  language?: Language;
}

export type ClosingBand = 'clients' | 'jobSeekers' | 'none';

/** The deepest matched route's choice. */
function useLayoutHandle<K extends keyof LayoutHandle>(key: K): LayoutHandle[K] {
  return useMatches()
    .map((m) => (m.handle as LayoutHandle | undefined)?.[key])
    .findLast(Boolean);
}

/**
 * A page, then its closing band. The element of the route above the pages, so a page that fails
 * shows the error view alone: that route's errorElement takes this element's place.
 */
export function PageThenClosingBand() {
  const closing = useLayoutHandle('closing') ?? 'clients';
  return (
    <>
      <Outlet />
      {/* Hydrated on its own, after the page (docs/architecture.md#rendering). */}
      <Suspense fallback={null}>
        <WhatsAppButton />
      </Suspense>
      {closing !== 'none' && (
        <Suspense fallback={<div className="cta-band" aria-hidden="true" />}>
          <CtaBand audience={closing} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The site's frame, in the language of the matched language route; elsewhere (the account area,
 * a URL no route matches) in i18next's own. The language reaches the frame and the page through React
 * (docs/language.md#2-routes-one-table-two-languages): a client-side move to the twin changes
 * i18next's language in its loader, before React renders the twin, and a part of this page
 * still hydrating meanwhile (the footer, the closing band) must still read this page's.
 * `children` stand in for the matched page where there is none (an unmatched URL's not-found page).
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const language = useLayoutHandle('language');
  // Root's instance (app/Root.tsx), whose language the single-URL pages change in place.
  const { i18n } = useContext(I18nContext);
  return (
    <I18nextProvider i18n={language && i18n.isInitialized ? inLanguage(i18n, language) : i18n}>
      <Frame>{children}</Frame>
    </I18nextProvider>
  );
}

function Frame({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const variant = useLayoutHandle('navbar');
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
      {/* Boundaries of their own: on a prerendered page React hydrates each one on its own,
          after the header and the page, or at once where the visitor taps. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
