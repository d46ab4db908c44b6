// Renders real route objects (with their loaders) under the layout's error boundary, the way
// app/routes.tsx mounts them, with in-memory i18n: for pages whose loaders 404 or redirect.
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore } from '../../../../src/app/store';
import { RouteErrorPage } from '../../../../src/app/pages/RouteErrorPage';
import type { Language } from '../../../../src/lib/i18n';
import { createTestI18n } from '../../renderWithProviders';

export function renderRoutes(routes: RouteObject[], route: string, lng: Language = 'id') {
  const i18n = createTestI18n(lng);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Memuat...</p>,
        errorElement: <RouteErrorPage />,
        children: [...routes, { path: '*', element: <p>other page</p> }],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, router, i18n };
}
