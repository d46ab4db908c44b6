import { waitFor } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, type LoaderFunction } from 'react-router-dom';
import { careerRoute } from '../../../src/features/careers/CareerPage';
import { productRoute } from '../../../src/features/products/ProductPage';
import { careerRoles } from '../../../src/content/careers';
import { products } from '../../../src/content/products';
import { slugLoader } from '../../../src/lib/slugLoader';

/** The router's state once it has run `loader` for /x/<slug>. */
async function loaded(loader: LoaderFunction, slug: string) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '/x/:slug', loader, Component: () => null, ErrorBoundary: () => null }],
    { initialEntries: [`/x/${slug}`] },
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  const { loaderData, errors } = router.state;
  router.dispose();
  return { data: loaderData.page as unknown, error: errors?.page as unknown };
}

describe('slugLoader', () => {
  it('gives the slug alone, so the prerendered router data does not carry the record again', async () => {
    const role = careerRoles[0]!;
    expect((await loaded(careerRoute.loader, role.slug)).data).toEqual({ slug: role.slug });
    const product = products[0]!;
    expect((await loaded(productRoute.loader, product.slug)).data).toEqual({ slug: product.slug });
  });

  it('answers a slug the page does not show with a 404', async () => {
    const { error } = await loaded(
      slugLoader((slug) => slug === 'ada'),
      'tidak-ada',
    );
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('asks the page whether it shows the slug', async () => {
    const shows = jest.fn((slug: string) => slug === 'ada');
    expect((await loaded(slugLoader(shows), 'ada')).data).toEqual({ slug: 'ada' });
    expect(shows).toHaveBeenCalledWith('ada');
  });
});
