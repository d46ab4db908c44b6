// /blog?q= (docs/search.md): the blog's results view, posts only, with the query in its field;
// the usual list without a query. The index is mocked (tests/unit/config/searchIndex.test.ts
// tests the real one).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogListRoute } from '../../../../src/features/blog/BlogListPage';
import { loadSearchIndex, searchSite } from '../../../../src/lib/search/siteSearch';
import { renderRoutes } from './renderRoutes';

jest.mock('../../../../src/lib/search/siteSearch', () => ({
  loadSearchIndex: jest.fn(),
  searchSite: jest.fn(),
}));
const mockedSearch = jest.mocked(searchSite);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadSearchIndex).mockResolvedValue({} as Awaited<ReturnType<typeof loadSearchIndex>>);
  mockedSearch.mockImplementation((_db, _lng, query) =>
    Promise.resolve(
      query === 'dipasang'
        ? [
            {
              url: '/blog/install-printer-bluetooth-struk',
              title: [{ text: 'Menghubungkan printer', match: false }],
              snippet: [{ text: 'Memasangkan', match: true }],
              section: 'Install',
              date: '2026-08-14',
            },
          ]
        : [],
    ),
  );
});

const routes = [{ path: 'blog', ...blogListRoute() }];

it('shows the posts found for ?q= with the query in the field', async () => {
  renderRoutes(routes, '/blog?q=dipasang');
  expect(await screen.findByRole('link', { name: 'Menghubungkan printer' })).toHaveAttribute(
    'href',
    '/blog/install-printer-bluetooth-struk',
  );
  expect(screen.getByRole('searchbox', { name: 'Cari di blog' })).toHaveValue('dipasang');
  expect(screen.getByText('Memasangkan', { selector: 'mark' })).toBeInTheDocument();
  expect(mockedSearch).toHaveBeenCalledWith({}, 'id', 'dipasang', { postsOnly: true });
  expect(screen.queryAllByRole('article')).toEqual([]);
});

it('a new query becomes the URL; no result offers the categories', async () => {
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, '/blog?q=dipasang');
  const field = await screen.findByRole('searchbox', { name: 'Cari di blog' });
  await user.clear(field);
  await user.type(field, 'zzz{Enter}');
  expect(await screen.findByText('Tidak ada hasil untuk “zzz”.')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?q=zzz');
  const view = screen.getByRole('region', { name: 'Hasil pencarian' });
  expect(within(view).getByRole('link', { name: 'Acara' })).toHaveAttribute('href', '/blog/acara');
});

it('without a query the usual list shows and no search is loaded', async () => {
  renderRoutes(routes, '/blog?q=');
  expect(await screen.findAllByRole('article')).toHaveLength(9);
  expect(loadSearchIndex).not.toHaveBeenCalled();
});

it('/blog has a search field above the list; a search becomes ?q= and the heading names it', async () => {
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, '/blog');
  const articles = await screen.findAllByRole('article');
  const field = screen.getByRole('searchbox', { name: 'Cari di blog' });
  expect(field).toHaveValue('');
  // Above the list, in a form that works before the page's scripts: GET /blog?q=.
  expect(
    field.compareDocumentPosition(articles[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  const form = field.closest('form')!;
  expect(form).toHaveAttribute('action', '/blog');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Semua Post');
  await user.type(field, 'dipasang{Enter}');
  expect(router.state.location.search).toBe('?q=dipasang');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Hasil pencarian untuk “dipasang”' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Menghubungkan printer' })).toBeInTheDocument();
});

it('in English the field and the heading are English', async () => {
  renderRoutes([{ path: 'en/blog', ...blogListRoute() }], '/en/blog?q=zzz', 'en');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Search results for “zzz”' }),
  ).toBeInTheDocument();
  const field = screen.getByRole('searchbox', { name: 'Search the blog' });
  expect(field).toHaveValue('zzz');
  expect(field.closest('form')).toHaveAttribute('action', '/en/blog');
});
