// The admin dashboard with Firestore mocked at src/lib/firebase.ts: the inbox newest first,
// opening and marking a message, the accounts per role, and failures with a retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from '../../../../src/features/account/DashboardPage';
import { getDb, loadFirestoreLite } from '../../../../src/lib/firebase';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/lib/firebase');
// The staff section has tests of its own (staff/StaffSection.test.tsx).
jest.mock('../../../../src/features/account/staff/StaffSection', () => ({
  StaffSection: () => <section aria-label="Staff section" />,
}));

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const messageDocs = [
  {
    id: 'm2',
    data: () => ({
      name: 'Wayan',
      email: 'wayan@warung.test',
      subject: 'Harga kasir',
      message: 'Berapa?',
      createdAt: at('2026-11-22T02:00:00Z'),
      read: false,
    }),
  },
  {
    id: 'm1',
    data: () => ({
      name: 'Sari',
      email: 'sari@villa.test',
      phone: '0812',
      subject: 'Demo',
      message: 'Boleh demo?',
      createdAt: at('2026-11-21T02:00:00Z'),
      read: true,
    }),
  },
];
const userDocs = [
  { get: () => 'Admin' },
  { get: () => 'user' },
  { get: () => 'user' },
  { get: () => undefined },
];

const sdk = {
  collection: jest.fn((_db: unknown, name: string) => ({ name })),
  orderBy: jest.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
  limit: jest.fn((n: number) => ({ limit: n })),
  query: jest.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  getDocs: jest.fn(),
  doc: jest.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  updateDoc: jest.fn(),
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(getDb).mockResolvedValue({} as never);
  jest.mocked(loadFirestoreLite).mockResolvedValue(sdk as never);
  sdk.getDocs.mockImplementation((target: { name?: string; ref?: { name: string } }) =>
    Promise.resolve({ docs: (target.ref ?? target).name === 'messages' ? messageDocs : userDocs }),
  );
});

describe('DashboardPage', () => {
  it('asks for the messages newest first and lists them so', async () => {
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    const list = await screen.findByRole('list', { name: 'Kotak masuk' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Harga kasir');
    expect(items[0]).toHaveTextContent('Baru');
    expect(items[1]).toHaveTextContent('Demo');
    expect(sdk.orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(screen.getByRole('region', { name: 'Staff section' })).toBeInTheDocument();
    expect(screen.getByText('2 pesan, 1 belum dibaca')).toBeInTheDocument();
  });

  it('opens a message and marks it read', async () => {
    sdk.updateDoc.mockResolvedValue(undefined);
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Harga kasir/ }));
    const opened = screen.getByRole('article');
    expect(within(opened).getByText('Berapa?')).toBeInTheDocument();
    expect(within(opened).getByRole('link', { name: 'wayan@warung.test' })).toHaveAttribute(
      'href',
      'mailto:wayan@warung.test?subject=Re%3A%20Harga%20kasir',
    );
    await user.click(within(opened).getByRole('button', { name: 'Tandai sudah dibaca' }));
    expect(sdk.updateDoc).toHaveBeenCalledWith({ path: 'messages/m2' }, { read: true });
    expect(await within(opened).findByText('Sudah dibaca')).toBeInTheDocument();
    expect(screen.getByText('2 pesan, 0 belum dibaca')).toBeInTheDocument();
  });

  it('counts the profiles per role', async () => {
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    const roles = (await screen.findByRole('heading', { name: 'Akun per peran' })).parentElement!;
    const rows = await within(roles).findAllByRole('term');
    expect(rows.map((row) => [row.textContent, row.nextElementSibling?.textContent])).toEqual([
      ['user', '2'],
      ['Admin', '1'],
      ['Tanpa peran', '1'],
    ]);
  });

  it('says when loading failed and retries', async () => {
    sdk.getDocs.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    const retry = await screen.findByRole('button', { name: 'Coba lagi' });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('list', { name: 'Kotak masuk' })).toBeInTheDocument();
  });
});
