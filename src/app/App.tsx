import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  // Suspense: the first render waits for the translation file, showing `Memuat...`.
  return (
    <Suspense fallback={<Spinner />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
