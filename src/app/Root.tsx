// The providers around the router, the same in the browser and in the prerenderer, so the
// prerendered HTML and the hydrated tree match.
import { StrictMode, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
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
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
