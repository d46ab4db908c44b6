// The contact form with Firestore mocked at src/lib/firebase.ts: what a visitor sees, and
// exactly what would be written.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from '../../../../src/features/contact/ContactPage';
import { getDb, loadFirestoreLite } from '../../../../src/lib/firebase';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/lib/firebase');

const addDoc = jest.fn();
const collection = jest.fn((_db: unknown, name: string) => ({ collection: name }));
const serverTimestamp = jest.fn(() => 'SERVER_TIME');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(getDb).mockResolvedValue({} as never);
  jest
    .mocked(loadFirestoreLite)
    .mockResolvedValue({ addDoc, collection, serverTimestamp } as never);
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
    expect(addDoc).not.toHaveBeenCalled();
  });

  it('writes exactly the rules’ fields, trimmed, without an empty phone', async () => {
    addDoc.mockResolvedValue({ id: 'm1' });
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ ...valid, Nama: '  Ni Luh Sari  ' });
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(collection).toHaveBeenCalledWith(expect.anything(), 'messages');
    expect(addDoc).toHaveBeenCalledWith(
      { collection: 'messages' },
      {
        name: 'Ni Luh Sari',
        email: 'sari@villa.test',
        subject: 'Demo',
        message: 'Boleh minta demo?',
        createdAt: 'SERVER_TIME',
        read: false,
        archived: false,
      },
    );
  });

  it('keeps a phone number when one is given', async () => {
    addDoc.mockResolvedValue({ id: 'm2' });
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill({ ...valid, 'Telepon / WhatsApp (opsional)': '+62 (361) 472-9188' });
    await screen.findByText('Pesan terkirim. Terima kasih!');
    expect(addDoc.mock.calls[0][1]).toMatchObject({ phone: '+62 (361) 472-9188' });
  });

  it('on failure says so and keeps everything typed', async () => {
    addDoc.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderWithProviders(<ContactPage />, { lng: 'id' });
    await fill(valid);
    expect(await screen.findByText(/Pesan belum terkirim/)).toBeInTheDocument();
    expect(form().getByLabelText('Nama')).toHaveValue(valid.Nama);
    expect(form().getByLabelText('Pesan')).toHaveValue(valid.Pesan);
    expect(console.error).toHaveBeenCalledWith('Mengirim pesan gagal:', expect.any(Error));
  });

  it('answers a filled honeypot like a success without writing anything', async () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    const user = userEvent.setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(trap, 'http://spam.example');
    await fill(valid);
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeInTheDocument();
    expect(addDoc).not.toHaveBeenCalled();
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
});
