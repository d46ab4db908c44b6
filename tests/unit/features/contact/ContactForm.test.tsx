// The contact form with Firestore mocked at src/lib/firebase.ts: what a visitor sees, and
// exactly what would be written.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from '../../../../src/features/contact/ContactPage';
import { getAuthHandle, getDb, loadAuthSdk, loadFirestoreLite } from '../../../../src/lib/firebase';
import { renderToString } from 'react-dom/server';
import { renderWithProviders, withProviders } from '../../renderWithProviders';

jest.mock('../../../../src/lib/firebase');

/** The Auth handle: signed out until the form signs in anonymously. */
const auth = {
  currentUser: null as { uid: string } | null,
  authStateReady: jest.fn(() => Promise.resolve()),
};
const signInAnonymously = jest.fn(() => {
  auth.currentUser = { uid: 'anon-1' };
  return Promise.resolve({ user: auth.currentUser });
});
const collection = jest.fn((_db: unknown, name: string) => ({ collection: name }));
const doc = jest.fn((parent: unknown, ...segments: string[]) =>
  segments.length > 0 ? { path: segments.join('/') } : { id: 'm1', parent },
);
const getDoc = jest.fn();
const serverTimestamp = jest.fn(() => 'SERVER_TIME');
const batch = { set: jest.fn(), update: jest.fn(), commit: jest.fn() };
const writeBatch = jest.fn(() => batch);

/** A `contactThrottle/{uid}` snapshot; times in ms before now. */
function throttle(data?: { lastAgo: number; windowAgo: number; count: number }) {
  const at = (ago: number) => ({ toMillis: () => Date.now() - ago });
  const fields = data && {
    lastAt: at(data.lastAgo),
    windowStart: at(data.windowAgo),
    count: data.count,
  };
  return {
    exists: () => fields !== undefined,
    get: (field: keyof NonNullable<typeof fields>) => fields?.[field],
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  auth.currentUser = null;
  getDoc.mockResolvedValue(throttle());
  batch.commit.mockResolvedValue(undefined);
  jest.mocked(getAuthHandle).mockResolvedValue(auth as never);
  jest.mocked(loadAuthSdk).mockResolvedValue({ signInAnonymously } as never);
  jest.mocked(getDb).mockResolvedValue({} as never);
  jest
    .mocked(loadFirestoreLite)
    .mockResolvedValue({ collection, doc, getDoc, serverTimestamp, writeBatch } as never);
});

function form() {
  return within(screen.getByRole('region', { name: 'Kirim pesan' }));
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = form().getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(form().getByRole('button', { name: 'Kirim pesan' }));
}

const valid = {
  Nama: 'Ni Luh Sari',
  Email: 'sari@villa.test',
  'Telepon / WhatsApp (opsional)': '',
  Subjek: 'Demo',
  Pesan: 'Boleh minta demo?',
};

describe('ContactForm', () => {
  it('shows each problem beside its field, focuses the first, and sends nothing', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ Nama: '   ', Email: 'sari@', 'Telepon / WhatsApp (opsional)': 'abc' });
    expect(form().getByText('Tulis nama Anda.')).toBeInTheDocument();
    expect(form().getByText(/Alamat email ini tidak valid/)).toBeInTheDocument();
    expect(form().getByText(/Nomor telepon hanya boleh/)).toBeInTheDocument();
    expect(form().getByText('Tulis subjek pesan.')).toBeInTheDocument();
    expect(form().getByText('Tulis pesan Anda.')).toBeInTheDocument();
    expect(form().getByLabelText('Nama')).toHaveFocus();
    expect(form().getByLabelText('Nama')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText('Email')).toHaveValue('sari@');
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('signs the visitor in anonymously and writes exactly the rules’ fields with the throttle', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    expect(getAuthHandle).not.toHaveBeenCalled();
    await fill({ ...valid, Nama: '  Ni Luh Sari  ' });
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(signInAnonymously).toHaveBeenCalledTimes(1);
    expect(doc).toHaveBeenCalledWith({}, 'contactThrottle', 'anon-1');
    expect(collection).toHaveBeenCalledWith(expect.anything(), 'messages');
    expect(batch.set).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), {
      name: 'Ni Luh Sari',
      email: 'sari@villa.test',
      subject: 'Demo',
      message: 'Boleh minta demo?',
      uid: 'anon-1',
      createdAt: 'SERVER_TIME',
      read: false,
      archived: false,
    });
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'contactThrottle/anon-1' },
      { lastAt: 'SERVER_TIME', lastMessage: 'm1', windowStart: 'SERVER_TIME', count: 1 },
    );
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the sent message, and "Kirim pesan lain" brings back an empty form', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill(valid);
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Pesan terkirim. Terima kasih!');
    expect(sent).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim pesan lain' }));
    expect(form().getByLabelText('Nama')).toHaveValue('');
    expect(form().getByLabelText('Pesan')).toHaveValue('');
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends as the signed-in account, counting on in its window', async () => {
    auth.currentUser = { uid: 'staff-1' };
    getDoc.mockResolvedValue(throttle({ lastAgo: 120_000, windowAgo: 3_600_000, count: 2 }));
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill(valid);
    await screen.findByText('Pesan terkirim. Terima kasih!');
    expect(signInAnonymously).not.toHaveBeenCalled();
    expect(batch.set.mock.calls[0][1]).toMatchObject({ uid: 'staff-1' });
    expect(batch.update).toHaveBeenCalledWith(
      { path: 'contactThrottle/staff-1' },
      { lastAt: 'SERVER_TIME', lastMessage: 'm1', count: 3 },
    );
  });

  it('keeps a phone number when one is given', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ ...valid, 'Telepon / WhatsApp (opsional)': '+62 (361) 472-9188' });
    await screen.findByText('Pesan terkirim. Terima kasih!');
    expect(batch.set.mock.calls[0][1]).toMatchObject({ phone: '+62 (361) 472-9188' });
  });

  it('on failure says so and keeps everything typed', async () => {
    batch.commit.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill(valid);
    expect(await screen.findByText(/Pesan belum terkirim/)).toBeInTheDocument();
    expect(form().getByLabelText('Nama')).toHaveValue(valid.Nama);
    expect(form().getByLabelText('Pesan')).toHaveValue(valid.Pesan);
    expect(console.error).toHaveBeenCalledWith('Mengirim pesan gagal:', expect.any(Error));
  });

  it('too soon after the last message: says when to try again, keeps everything typed, writes nothing', async () => {
    auth.currentUser = { uid: 'anon-1' };
    getDoc.mockResolvedValue(throttle({ lastAgo: 15_000, windowAgo: 15_000, count: 1 }));
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ ...valid, 'Telepon / WhatsApp (opsional)': '0361 472' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kami baru saja menerima pesan dari Anda. Coba lagi dalam 45 detik. Isian Anda masih ada.',
    );
    expect(form().getByLabelText('Nama')).toHaveValue(valid.Nama);
    expect(form().getByLabelText('Email')).toHaveValue(valid.Email);
    expect(form().getByLabelText('Telepon / WhatsApp (opsional)')).toHaveValue('0361 472');
    expect(form().getByLabelText('Subjek')).toHaveValue(valid.Subjek);
    expect(form().getByLabelText('Pesan')).toHaveValue(valid.Pesan);
    expect(batch.commit).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('when the rules refuse what this clock allowed, asks for a short wait', async () => {
    auth.currentUser = { uid: 'anon-1' };
    getDoc.mockResolvedValue(throttle({ lastAgo: 61_000, windowAgo: 61_000, count: 1 }));
    batch.commit.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Coba lagi dalam 15 detik.');
    expect(form().getByLabelText('Pesan')).toHaveValue(valid.Pesan);
  });

  it('at the daily cap: its own message, in English on the English site', async () => {
    auth.currentUser = { uid: 'anon-1' };
    getDoc.mockResolvedValue(throttle({ lastAgo: 3_600_000, windowAgo: 2 * 3_600_000, count: 5 }));
    renderWithProviders(<ContactPage />, { lng: 'en' });
    const region = within(screen.getByRole('region', { name: 'Send a message' }));
    const user = userEvent.setup();
    await user.type(region.getByLabelText('Name'), 'Sari');
    await user.type(region.getByLabelText('Email'), 'sari@villa.test');
    await user.type(region.getByLabelText('Subject'), 'Demo');
    await user.type(region.getByLabelText('Message'), 'Hello');
    await user.click(region.getByRole('button', { name: 'Send message' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'You have sent 5 messages today, our daily limit. Try again in 22 hours, or reach us by email or WhatsApp. What you wrote is still here.',
    );
    expect(region.getByLabelText('Message')).toHaveValue('Hello');
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('refuses a name, subject and message that are blank in Unicode terms', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ ...valid, Nama: '\u00A0\u200B', Subjek: '\u3000', Pesan: '\u200D\uFEFF' });
    expect(form().getByText('Tulis nama Anda.')).toBeInTheDocument();
    expect(form().getByText('Tulis subjek pesan.')).toBeInTheDocument();
    expect(form().getByText('Tulis pesan Anda.')).toBeInTheDocument();
    expect(getAuthHandle).not.toHaveBeenCalled();
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it.each([
    ['id', 'Kirim pesan', 'Nama', 'Subjek', 'Pesan', 'Tulis paling sedikit satu huruf atau angka'],
    [
      'en',
      'Send a message',
      'Name',
      'Subject',
      'Message',
      'Please write at least one letter or digit',
    ],
  ] as const)(
    'in %s, refuses a name, subject and message with no visible letter or digit, keeping what was typed',
    async (lng, region, name, subject, message, error) => {
      renderWithProviders(<ContactPage />, { lng });
      const form = within(screen.getByRole('region', { name: region }));
      const user = userEvent.setup();
      // The Hangul filler is a letter (Lo) that draws nothing; the others are marks and symbols.
      await user.type(form.getByLabelText(name), '\u3164');
      await user.type(form.getByLabelText('Email'), 'sari@villa.test');
      await user.type(form.getByLabelText(subject), '\u2800\u200E');
      await user.type(form.getByLabelText(message), '\u202E\u00AD🙂');
      await user.click(
        form.getByRole('button', {
          name: region === 'Kirim pesan' ? 'Kirim pesan' : 'Send message',
        }),
      );
      expect(form.getAllByText(new RegExp(`^${error}`))).toHaveLength(3);
      expect(form.getByLabelText(name)).toHaveFocus();
      expect(form.getByLabelText(name)).toHaveValue('\u3164');
      expect(form.getByLabelText(subject)).toHaveValue('\u2800\u200E');
      expect(form.getByLabelText(message)).toHaveValue('\u202E\u00AD🙂');
      expect(getAuthHandle).not.toHaveBeenCalled();
      expect(batch.commit).not.toHaveBeenCalled();
    },
  );

  it('answers a filled honeypot like a success without writing anything', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    const user = userEvent.setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(trap, 'http://spam.example');
    await fill(valid);
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(getAuthHandle).not.toHaveBeenCalled();
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('speaks English on the English site, and limits each field to the rules’ length', async () => {
    renderWithProviders(<ContactPage />, { lng: 'en' });
    const region = within(screen.getByRole('region', { name: 'Send a message' }));
    expect(region.getByLabelText('Subject')).toHaveAttribute('maxlength', '150');
    expect(region.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
    await userEvent.setup().click(region.getByRole('button', { name: 'Send message' }));
    expect(region.getByText('Please enter your name.')).toBeInTheDocument();
    expect(region.getByText('Please check the marked fields.')).toBeInTheDocument();
  });

  it('chooses the product and intent named by the query, and stores them with the message', async () => {
    renderWithProviders(<ContactPage />, {
      lng: 'id',
      route: '/kontak?produk=villa-reservasi&keperluan=demo',
    });
    expect(form().getByLabelText('Produk')).toHaveValue('villa-reservasi');
    expect(form().getByLabelText('Keperluan')).toHaveValue('demo');
    expect(form().getByRole('option', { name: 'Jadwalkan demo', selected: true })).toBeVisible();
    await fill(valid);
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(batch.set.mock.calls[0][1]).toMatchObject({
      product: 'villa-reservasi',
      intent: 'demo',
    });
  });

  it("hydrates the form prerendered without a query, then applies the query's choice unless the visitor made one", () => {
    const errors = jest.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      withProviders(<ContactPage />, { route: '/kontak' }).element,
    );
    const before = within(container);
    expect(before.getByLabelText('Produk')).toHaveValue('');
    // Chosen by the visitor before the scripts ran.
    const intent = before.getByLabelText('Keperluan');
    if (intent instanceof HTMLSelectElement) intent.value = 'harga';

    renderWithProviders(<ContactPage />, {
      route: '/kontak?produk=villa-reservasi&keperluan=demo',
      container,
      hydrate: true,
    });
    expect(form().getByLabelText('Produk')).toHaveValue('villa-reservasi');
    expect(form().getByLabelText('Keperluan')).toHaveValue('harga');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('ignores unknown query values without an error, and stores no product or intent', () => {
    renderWithProviders(<ContactPage />, {
      lng: 'en',
      route: '/en/kontak?produk=kasir-palsu&keperluan=gratis',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const english = within(screen.getByRole('region', { name: 'Send a message' }));
    expect(english.getByLabelText('Product')).toHaveValue('');
    expect(english.getByLabelText('What is it about?')).toHaveValue('');
    expect(english.getByRole('option', { name: 'General question', selected: true })).toBeVisible();
  });

  it('keeps a choice the visitor changed through a failed send and its retry', async () => {
    batch.commit.mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<ContactPage />, { lng: 'id', route: '/kontak?produk=desa-digital' });
    const user = userEvent.setup();
    await user.selectOptions(form().getByLabelText('Keperluan'), 'harga');
    await fill(valid);
    expect(await form().findByRole('alert')).toBeInTheDocument();
    expect(form().getByLabelText('Produk')).toHaveValue('desa-digital');
    expect(form().getByLabelText('Keperluan')).toHaveValue('harga');
    await user.click(form().getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(batch.set.mock.calls.at(-2)?.[1]).toMatchObject({
      product: 'desa-digital',
      intent: 'harga',
    });
  });
});
