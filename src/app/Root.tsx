// The providers around the router, the same in the browser and in the prerenderer, so the
// prerendered HTML and the hydrated tree match.
import { StrictMode, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { Spinner } from '../components/Spinner';
import type { AppStore } from './store';

export function Root({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          {/* Without prerendered HTML, the first render waits for the translations: `Memuat...`. */}
          <Suspense fallback={<Spinner />}>
            <Translated>{children}</Translated>
          </Suspense>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * Its children once the instance's translations are loaded; react-i18next's useTranslation
 * suspends until then. The one place that waits: below it, components read `t` with useT
 * (lib/useLanguage.ts), and a language is shown only once loaded (lib/i18nInit.ts showLanguage).
 */
function Translated({ children }: { children: ReactNode }) {
  useTranslation();
  return children;
}
