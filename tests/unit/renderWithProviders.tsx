// Renders a component the way the app does — i18n with the real translation files, a memory
// router — without any network. Firebase, when it comes, is mocked at src/lib/firebase.ts only.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from '../../src/app/store';
import { SiteRouter } from '../../src/components/SiteLink';
import { i18nOptions, STAFF_NAMESPACE, type Language } from '../../src/lib/i18n';
import idStaff from '../../public/locales/id/staff.json';
import id from '../../public/locales/id/translation.json';
import enStaff from '../../public/locales/en/staff.json';
import en from '../../public/locales/en/translation.json';

/** Each language's strings, every namespace in one object (the keys never clash). */
export const translations = { id: { ...id, ...idStaff }, en: { ...en, ...enStaff } };

export function createTestI18n(lng: Language = 'id'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions,
    backend: undefined,
    lng,
    resources: {
      id: { translation: id, [STAFF_NAMESPACE]: idStaff },
      en: { translation: en, [STAFF_NAMESPACE]: enStaff },
    },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. */
  route?: string;
  /** The path pattern the element is mounted at (for pages with params). */
  path?: string;
  lng?: Language;
  /** Extra routes beside the element, e.g. link targets to assert navigation. */
  routes?: RouteObject[];
  /** The store's starting state, e.g. a signed-in user. */
  preloadedState?: Partial<RootState>;
}

/** The app's providers around `ui`, as renderWithProviders renders them (renderToString too). */
export function withProviders(
  ui: ReactElement,
  { route = '/', path = '*', lng = 'id', routes = [], preloadedState }: Options = {},
) {
  const i18n = createTestI18n(lng);
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const element = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SiteRouter router={router}>
          <RouterProvider router={router} />
        </SiteRouter>
      </I18nextProvider>
    </Provider>
  );
  return { element, i18n, router, store };
}

export function renderWithProviders(
  ui: ReactElement,
  { route, path, lng, routes, preloadedState, ...options }: Options = {},
) {
  const { element, ...app } = withProviders(ui, { route, path, lng, routes, preloadedState });
  return { ...render(element, options), ...app };
}
