// The navbar's search launcher and the dialog it loads (docs/search.md): the shortcuts, the
// results and the arrow keys, the close paths and where focus goes, the failed-load retry.
// The index itself is tested in tests/unit/config/searchIndex.test.ts; here it is mocked.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLauncher } from '../../../../src/app/layout/SearchLauncher';
import { loadSearchIndex, searchSite, type SearchHit } from '../../../../src/lib/search/siteSearch';
import { renderWithProviders } from '../../renderWithProviders';

/** The search dialog's field (the header's no-script search form, a closed popover, has one too). */
const dialogField = () => within(screen.getByRole('dialog')).getByRole('searchbox');
const findDialogField = async (name?: RegExp) =>
  within(await screen.findByRole('dialog')).findByRole('searchbox', name && { name });

jest.mock('../../../../src/lib/search/siteSearch', () => ({
  loadSearchIndex: jest.fn(),
  searchSite: jest.fn(),
}));
const mockedLoad = jest.mocked(loadSearchIndex);
const mockedSearch = jest.mocked(searchSite);

const hit = (url: string, title: string): SearchHit => ({
  url,
  title: [{ text: title, match: false }],
  snippet: [
    { text: 'Cara ', match: false },
    { text: 'memasang', match: true },
  ],
  section: 'Install',
  date: '2026-10-02',
});

// jsdom has no modal dialogs: the part of HTMLDialogElement the dialog uses.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  mockedLoad.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof loadSearchIndex>>);
  mockedSearch
    .mockReset()
    .mockImplementation((_db, _lng, query) =>
      Promise.resolve(
        query.trim() === 'pasang'
          ? [hit('/blog/a', 'Memasang kasir'), hit('/blog/b', 'Printer struk')]
          : [],
      ),
    );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const setup = () =>
  renderWithProviders(
    <>
      <SearchLauncher />
      <input aria-label="Nama" />
    </>,
    { routes: [{ path: '/blog/:id', element: <h1>Post</h1> }] },
  );

test('the button opens the dialog with its field focused; Esc-like close returns focus', async () => {
  const user = userEvent.setup();
  setup();
  const button = screen.getByRole('button', { name: 'Cari' });
  expect(mockedLoad).not.toHaveBeenCalled();
  await user.click(button);
  const input = await findDialogField(/Cari post/);
  expect(input).toHaveFocus();
  expect(mockedLoad).toHaveBeenCalledWith('id');
  await user.click(screen.getByRole('button', { name: 'Tutup pencarian' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});

test('`/` and Ctrl-K open search, but not from a text field', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('textbox', { name: 'Nama' }));
  await user.keyboard('/');
  await user.keyboard('{Control>}k{/Control}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('/');
  act(() => (document.activeElement as HTMLElement).blur());
  await user.keyboard('{Control>}k{/Control}');
  expect(await findDialogField()).toBeInTheDocument();
});

test('Esc and at once Ctrl-K: search opens again', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await findDialogField();
  // What a browser does on Esc: `cancel`; unless prevented, the dialog closes and its `close`
  // event follows a task later.
  const dialog = document.querySelector('dialog')!;
  const cancel = new Event('cancel', { cancelable: true });
  act(() => void dialog.dispatchEvent(cancel));
  if (!cancel.defaultPrevented) {
    dialog.removeAttribute('open');
    setTimeout(() => dialog.dispatchEvent(new Event('close')));
  }
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(dialogField()).toBeInTheDocument();
  expect(document.querySelector('dialog')).toHaveAttribute('open');
});

test('Esc clears a filled field and keeps the dialog open; on an empty field it closes', async () => {
  const user = userEvent.setup();
  setup();
  const button = screen.getByRole('button', { name: 'Cari' });
  await user.click(button);
  const input = await findDialogField();
  expect(input).toHaveAccessibleDescription(
    '↑ ↓ untuk memilih, Enter untuk membuka, Esc untuk mengosongkan kolom atau, bila sudah kosong, menutup',
  );
  await user.type(input, 'pasang');
  await screen.findByRole('link', { name: 'Memasang kasir' });
  // From a result too: Esc empties the field and brings focus back to it.
  await user.keyboard('{ArrowDown}');
  const esc = () => {
    // jsdom has no close requests: a `cancel` follows an Esc keydown nobody prevented.
    const keydown = fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    if (keydown) {
      const dialog = document.querySelector('dialog')!;
      act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    }
  };
  esc();
  expect(dialogField()).toHaveValue('');
  expect(dialogField()).toHaveFocus();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Memasang kasir' })).not.toBeInTheDocument();
  esc();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});

test('the hint says what Esc does, in English too', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SearchLauncher />, { lng: 'en' });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await findDialogField()).toHaveAccessibleDescription(
    '↑ ↓ to choose, Enter to open, Esc to clear the field or, when it is empty, to close',
  );
});

test('results show marked snippets; arrows move through them and Enter follows one', async () => {
  const user = userEvent.setup();
  const { router } = setup();
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await user.type(await findDialogField(), 'pasang');
  const first = await screen.findByRole('link', { name: 'Memasang kasir' });
  expect(screen.getByRole('status')).toHaveTextContent('2 hasil untuk “pasang”');
  expect(screen.getAllByText('memasang', { selector: 'mark' })).toHaveLength(2);
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Printer struk' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(dialogField()).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog/a'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('no result offers the blog categories', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await user.type(await findDialogField(), 'zzz');
  expect(await screen.findByText('Tidak ada hasil untuk “zzz”.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tutorial' })).toHaveAttribute('href', '/blog/tutorial');
});

test('a failed index load says so and a retry keeps the query', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('offline'));
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await user.type(await findDialogField(), 'pasang');
  expect(await screen.findByRole('alert')).toHaveTextContent('gagal dimuat');
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('link', { name: 'Memasang kasir' })).toBeInTheDocument();
  expect(dialogField()).toHaveValue('pasang');
});
