// The admin dashboard with Firestore mocked at src/lib/firebase.ts: it composes the inbox
// (tested in ./inbox/InboxSection.test.tsx) and the accounts per role, with failures and a retry.
import { screen, waitFor, within } from '@testing-library/react';
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
  where: jest.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  startAfter: jest.fn(),
  getCount: jest.fn(() => Promise.resolve({ data: () => ({ count: 1 }) })),
  query: jest.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  getDocs: jest.fn(),
  doc: jest.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  updateDoc: jest.fn(),
};

const answer = (target: { name?: string; ref?: { name: string } }) =>
  Promise.resolve({ docs: (target.ref ?? target).name === 'messages' ? messageDocs : userDocs });

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(getDb).mockResolvedValue({} as never);
  jest.mocked(loadFirestoreLite).mockResolvedValue(sdk as never);
  sdk.getDocs.mockImplementation(answer);
});

describe('DashboardPage', () => {
  it('shows the inbox newest first, with the unread count', async () => {
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    const list = await screen.findByRole('list', { name: 'Kotak masuk' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Harga kasir');
    expect(items[0]).toHaveTextContent('Baru');
    expect(items[1]).toHaveTextContent('Demo');
    expect(sdk.orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(screen.getByRole('region', { name: 'Staff section' })).toBeInTheDocument();
    expect(await screen.findByText('1 belum dibaca')).toBeInTheDocument();
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

  it('says when loading failed and retries, for the inbox and the roles each', async () => {
    sdk.getDocs.mockRejectedValue(new Error('permission-denied'));
    renderWithProviders(<DashboardPage />, { lng: 'id' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Coba lagi' })).toHaveLength(2),
    );
    sdk.getDocs.mockImplementation(answer);
    const user = userEvent.setup();
    for (const retry of screen.getAllByRole('button', { name: 'Coba lagi' }))
      await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Kotak masuk' })).toBeInTheDocument();
    expect(await screen.findAllByRole('term')).toHaveLength(3);
  });
});
