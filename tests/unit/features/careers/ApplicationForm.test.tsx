// The application form with Firebase mocked at src/lib/firebase.ts: what an applicant sees, and
// exactly what would be written (docs/product.md#job-applications).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from '../../../../src/features/careers/ApplicationForm';
import { APPLICATION_RETENTION_DAYS } from '../../../../src/content/applicationRetention';
import { getAuthHandle, getDb, loadAuthSdk, loadFirestoreLite } from '../../../../src/lib/firebase';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/lib/firebase');

const auth = {
  currentUser: null as { uid: string } | null,
  authStateReady: jest.fn(() => Promise.resolve()),
};
const signInAnonymously = jest.fn(() => {
  auth.currentUser = { uid: 'anon-1' };
  return Promise.resolve({ user: auth.currentUser });
});
const doc = jest.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }));
const getDoc = jest.fn();
const serverTimestamp = jest.fn(() => 'SERVER_TIME');
const batch = { set: jest.fn(), update: jest.fn(), commit: jest.fn() };
const writeBatch = jest.fn(() => batch);

/** An `applicationThrottle/{uid}` snapshot, or none. */
function throttle(data?: { windowAgo: number; count: number; roles: string[] }) {
  const fields = data && {
    windowStart: { toMillis: () => Date.now() - data.windowAgo },
    count: data.count,
    roles: data.roles,
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
    .mockResolvedValue({ doc, getDoc, serverTimestamp, writeBatch } as never);
});

const valid = {
  'Nama lengkap': 'Ni Luh Ayu',
  Email: 'ayu@contoh.test',
  'Nomor WhatsApp': '0812 3456 7890',
  'Kota domisili': 'Denpasar',
  'Tautan CV': 'https://drive.google.com/file/d/abc/view',
  'Tautan portofolio atau GitHub (opsional)': '',
  'Mengapa Anda tertarik?': 'Saya suka produk untuk vila.',
};

async function fillAndSend(values: Record<string, string>, consent = true) {
  const user = userEvent.setup();
  const form = within(screen.getByRole('form', { name: 'Lamaran' }));
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  const box = form.getByRole('checkbox');
  if (consent !== (box as HTMLInputElement).checked) await user.click(box);
  await user.click(form.getByRole('button', { name: 'Kirim lamaran' }));
}

function renderForm() {
  const view = renderWithProviders(<ApplicationForm role="frontend-engineer" />);
  // A form has the role "form" only with a name: give the test one handle on it.
  view.container.querySelector('form')?.setAttribute('aria-label', 'Lamaran');
  return view;
}

describe('ApplicationForm', () => {
  it('names the retention period in the consent', () => {
    renderForm();
    expect(screen.getByLabelText(/Saya setuju/)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Data disimpan ${APPLICATION_RETENTION_DAYS} hari`)),
    ).toBeInTheDocument();
  });

  it('shows each problem beside its field, focuses the first, and sends nothing', async () => {
    renderForm();
    await fillAndSend(
      { ...valid, 'Nama lengkap': '', 'Tautan CV': 'http://drive.google.com/cv' },
      false,
    );
    expect(screen.getByLabelText('Nama lengkap')).toHaveFocus();
    expect(screen.getByLabelText('Nama lengkap')).toHaveAccessibleDescription(
      'Kolom ini wajib diisi.',
    );
    expect(screen.getByLabelText('Tautan CV')).toHaveAccessibleDescription(
      expect.stringContaining('Tulis tautan lengkap yang diawali https://'),
    );
    expect(
      screen.getByText('Kami hanya bisa memproses lamaran Anda dengan persetujuan ini.'),
    ).toBeInTheDocument();
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('writes the application and its throttle in one batch, then shows the reference', async () => {
    renderForm();
    await fillAndSend(valid);
    const status = await screen.findByRole('status');
    const reference = /LMR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(status.textContent ?? '')?.[0];
    expect(reference).toBeDefined();
    // The focus moves to the reference, where a screen reader reads it out.
    expect(status).toHaveFocus();
    expect(batch.set).toHaveBeenCalledWith(
      { path: `applications/${reference}` },
      {
        role: 'frontend-engineer',
        name: 'Ni Luh Ayu',
        email: 'ayu@contoh.test',
        whatsapp: '0812 3456 7890',
        city: 'Denpasar',
        cvUrl: 'https://drive.google.com/file/d/abc/view',
        motivation: 'Saya suka produk untuk vila.',
        language: 'id',
        consent: true,
        retentionDays: APPLICATION_RETENTION_DAYS,
        uid: 'anon-1',
        createdAt: 'SERVER_TIME',
        status: 'baru',
      },
    );
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'applicationThrottle/anon-1' },
      {
        lastAt: 'SERVER_TIME',
        lastApplication: reference,
        count: 1,
        roles: ['frontend-engineer'],
        windowStart: 'SERVER_TIME',
      },
    );
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when the send fails', async () => {
    batch.commit.mockRejectedValue(new Error('offline'));
    renderForm();
    await fillAndSend(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Lamaran belum terkirim/);
    for (const [label, value] of Object.entries(valid)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('refuses a second application for the same role within the day, saying when to retry', async () => {
    getDoc.mockResolvedValue(
      throttle({ windowAgo: 2 * 3_600_000, count: 1, roles: ['frontend-engineer'] }),
    );
    renderForm();
    await fillAndSend(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /posisi ini hari ini\. Coba lagi dalam 22 jam/,
    );
    expect(batch.commit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nama lengkap')).toHaveValue('Ni Luh Ayu');
  });
});
