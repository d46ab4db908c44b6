// The contact inbox with Firestore faked in memory: pages newest first, filters, opening and
// marking, archive with undo, delete with confirmation, reply link, export, and every state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxSection } from '../../../../../src/features/account/inbox/InboxSection';
import { INBOX_PAGE_SIZE } from '../../../../../src/features/account/inbox/inboxService';
import { updateDoc, useFakeFirebase } from '../../../fakeFirebase';
import { renderWithProviders } from '../../../renderWithProviders';
import { firestoreQueries, makeMessages, queries, store, useFakeMessages } from './fakeMessages';

jest.mock('../../../../../src/lib/firebase');

useFakeFirebase();
useFakeMessages();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

const list = () => screen.findByRole('list', { name: 'Kotak masuk' });
const subjects = async () =>
  within(await list())
    .getAllByRole('button')
    .map((item) => item.textContent);

describe('InboxSection', () => {
  it('shows all messages that are not archived, newest first, with the unread count', async () => {
    store.messages = makeMessages(4).map((m, index) => ({ ...m, archived: index === 3 }));
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const items = await subjects();
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/Subjek 1.*Baru/);
    expect(items[1]).toMatch(/Subjek 2/);
    expect(await screen.findByText('1 belum dibaca')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');
    expect(firestoreQueries.orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(firestoreQueries.where).toHaveBeenCalledWith('archived', '==', false);
  });

  it('pages through more than one page with "Muat lebih banyak", asking at most a page each time', async () => {
    store.messages = makeMessages(INBOX_PAGE_SIZE * 2 + 3);
    renderWithProviders(<InboxSection />, { lng: 'id' });
    expect(await subjects()).toHaveLength(INBOX_PAGE_SIZE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(async () => expect(await subjects()).toHaveLength(INBOX_PAGE_SIZE * 2));
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(async () => expect(await subjects()).toHaveLength(INBOX_PAGE_SIZE * 2 + 3));
    const items = await subjects();
    expect(items[INBOX_PAGE_SIZE]).toMatch(`Subjek ${INBOX_PAGE_SIZE + 1}`);
    expect(items.at(-1)).toMatch(`Subjek ${INBOX_PAGE_SIZE * 2 + 3}`);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    // The next pages start after the last document shown.
    expect(firestoreQueries.startAfter).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: `m${INBOX_PAGE_SIZE * 2}` }),
    );
    for (const conditions of queries) {
      expect(conditions).toContainEqual({ limit: INBOX_PAGE_SIZE });
    }
  });

  it('filters unread and archived messages, each with its own empty state', async () => {
    store.messages = makeMessages(4);
    store.messages[1]!.archived = true;
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Belum dibaca' }));
    await waitFor(async () =>
      expect(await subjects()).toEqual([
        expect.stringMatching('Subjek 1'),
        expect.stringMatching('Subjek 4'),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Arsip' }));
    await waitFor(async () =>
      expect(await subjects()).toEqual([expect.stringMatching('Subjek 2')]),
    );

    store.messages = [];
    await user.click(screen.getByRole('button', { name: 'Belum dibaca' }));
    expect(await screen.findByText('Tidak ada pesan yang belum dibaca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arsip' }));
    expect(await screen.findByText('Arsip masih kosong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semua' }));
    expect(await screen.findByText('Belum ada pesan.')).toBeInTheDocument();
  });

  it('opens a message, links a reply with the subject, and marks it read', async () => {
    store.messages[0]!.subject = 'Harga & paket?';
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Harga & paket\?/ }));
    const opened = screen.getByRole('article');
    expect(within(opened).getByText('Isi pesan 1')).toBeInTheDocument();
    expect(within(opened).getByRole('link', { name: 'Balas lewat email' })).toHaveAttribute(
      'href',
      'mailto:p1@contoh.test?subject=Re%3A%20Harga%20%26%20paket%3F',
    );
    await user.click(within(opened).getByRole('button', { name: 'Tandai sudah dibaca' }));
    expect(updateDoc).toHaveBeenCalledWith({ path: 'messages/m1' }, { read: true });
    expect(await within(opened).findByText('Sudah dibaca')).toBeInTheDocument();
    expect(await screen.findByText('0 belum dibaca')).toBeInTheDocument();
  });

  it('archives a message out of the list, and undo puts it back in its place', async () => {
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Subjek 2/ }));
    await user.click(screen.getByRole('button', { name: 'Arsipkan' }));
    expect(updateDoc).toHaveBeenCalledWith({ path: 'messages/m2' }, { archived: true });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Pesan diarsipkan.');
    expect(await subjects()).toEqual([
      expect.stringMatching('Subjek 1'),
      expect.stringMatching('Subjek 3'),
    ]);
    await user.click(within(notice).getByRole('button', { name: 'Urungkan' }));
    expect(updateDoc).toHaveBeenLastCalledWith({ path: 'messages/m2' }, { archived: false });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await subjects()).toEqual([
      expect.stringMatching('Subjek 1'),
      expect.stringMatching('Subjek 2'),
      expect.stringMatching('Subjek 3'),
    ]);
    expect(store.messages[1]!.archived).toBe(false);
  });

  it('moves an archived message back to the inbox from the archive', async () => {
    store.messages[0]!.archived = true;
    renderWithProviders(<InboxSection />, { lng: 'en' });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Inbox' });
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await user.click(await screen.findByRole('button', { name: /Subjek 1/ }));
    await user.click(screen.getByRole('button', { name: 'Move back to the inbox' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message moved back to the inbox.');
    expect(await screen.findByText('The archive is empty.')).toBeInTheDocument();
    expect(store.messages[0]!.archived).toBe(false);
  });

  it('deletes only after confirmation, and cancel keeps the message', async () => {
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Subjek 1/ }));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Hapus pesan ini untuk selamanya?');
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(firestoreQueries.deleteDoc).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(screen.getByRole('button', { name: 'Ya, hapus' }));
    expect(firestoreQueries.deleteDoc).toHaveBeenCalledWith({ path: 'messages/m1' });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(await subjects()).toHaveLength(2);
  });

  it('says when an action failed and keeps the message', async () => {
    updateDoc.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Subjek 1/ }));
    await user.click(screen.getByRole('button', { name: 'Arsipkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Perubahan gagal disimpan.');
    expect(await subjects()).toHaveLength(3);
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    firestoreQueries.getDocs.mockRejectedValueOnce(new Error('unavailable'));
    renderWithProviders(<InboxSection />, { lng: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('says when the next page failed and retries it', async () => {
    store.messages = makeMessages(INBOX_PAGE_SIZE + 1);
    renderWithProviders(<InboxSection />, { lng: 'id' });
    await list();
    firestoreQueries.getDocs.mockRejectedValueOnce(new Error('unavailable'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pesan berikutnya gagal dimuat.');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(async () => expect(await subjects()).toHaveLength(INBOX_PAGE_SIZE + 1));
  });

  it('exports every page of the current filter as CSV through a Blob URL, by default separated as Indonesian spreadsheets expect', async () => {
    store.messages = makeMessages(INBOX_PAGE_SIZE + 2);
    store.messages[0]!.name = '=HYPERLINK("http://jahat.test")';
    store.messages[1]!.archived = true;
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:inbox';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<InboxSection />, { lng: 'id' });
    await list();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const bytes = new Uint8Array(await readBlob(blobs[0]!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.slice(0, csv.indexOf('\r\n') + 2)).toBe(
      '\uFEFF"Waktu (UTC)";"Nama";"Email";"Telepon";"Subjek";"Pesan";"Dibaca";"Diarsipkan";"Produk";"Keperluan"\r\n',
    );
    expect(screen.getByRole('combobox', { name: 'Pemisah kolom CSV' })).toHaveValue(';');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + INBOX_PAGE_SIZE + 1); // heading + all but the archived one
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://jahat.test"")"`);
    expect(lines.at(-1)).toContain(`Subjek ${INBOX_PAGE_SIZE + 2}`);
    expect(click.mock.instances[0]).toHaveProperty(
      'download',
      expect.stringMatching(/^messages-all-.*\.csv$/),
    );
    click.mockRestore();
  });

  it.each([
    ['id', 'Pemisah kolom CSV', 'Koma (,) — spreadsheet berbahasa Inggris', 'Ekspor CSV', ','],
    [
      'en',
      'CSV column separator',
      'Semicolon (;) — Indonesian-language spreadsheets',
      'Export CSV',
      ';',
    ],
  ] as const)(
    'on a page in %s, exports with the other separator when the admin picks it',
    async (lng, label, option, button, separator) => {
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:inbox';
      });
      URL.revokeObjectURL = jest.fn();
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderWithProviders(<InboxSection />, { lng });
      await screen.findByRole('list');
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        new Uint8Array(await readBlob(blobs[0]!)),
      );
      const heading = csv.slice(1, csv.indexOf('\r\n'));
      expect(heading.split(`"${separator}"`)).toHaveLength(10);
      click.mockRestore();
    },
  );

  it('says when the export failed', async () => {
    renderWithProviders(<InboxSection />, { lng: 'id' });
    await list();
    firestoreQueries.getDocs.mockRejectedValueOnce(new Error('unavailable'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ekspor CSV gagal.');
  });

  it('shows each message’s product and intent, and narrows the filter to one or both', async () => {
    store.messages = makeMessages(4);
    Object.assign(store.messages[0]!, { product: 'villa-reservasi', intent: 'demo' });
    Object.assign(store.messages[1]!, { product: 'kasir-warung', intent: 'harga' });
    Object.assign(store.messages[2]!, { product: 'villa-reservasi' });
    renderWithProviders(<InboxSection />, { lng: 'id' });
    const items = await subjects();
    expect(items[0]).toMatch(/Produk: Segara Reservasi.*Keperluan: Jadwalkan demo/);
    expect(items[3]).not.toMatch(/Produk|Keperluan/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produk' }), 'villa-reservasi');
    await waitFor(async () =>
      expect(await subjects()).toEqual([
        expect.stringMatching('Subjek 1'),
        expect.stringMatching('Subjek 3'),
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Keperluan' }), 'demo');
    await waitFor(async () =>
      expect(await subjects()).toEqual([expect.stringMatching('Subjek 1')]),
    );
    expect(queries.at(-1)).toEqual(
      expect.arrayContaining([
        { where: ['archived', '==', false] },
        { where: ['product', '==', 'villa-reservasi'] },
        { where: ['intent', '==', 'demo'] },
        { limit: INBOX_PAGE_SIZE },
      ]),
    );
    await user.click(within(await list()).getByRole('button', { name: /Subjek 1/ }));
    const opened = screen.getByRole('article');
    expect(within(opened).getByText('Segara Reservasi')).toBeInTheDocument();
    expect(within(opened).getByText('Jadwalkan demo')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produk' }), '');
    await waitFor(async () =>
      expect(await subjects()).toEqual([expect.stringMatching('Subjek 1')]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Keperluan' }), '');
    await waitFor(async () => expect(await subjects()).toHaveLength(4));
  });
});
