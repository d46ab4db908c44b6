// The dashboard's staff section (docs/product.md#staff-roles) with Firestore faked at
// src/lib/firebase.ts: every profile, name and role changes with their audit entry in one
// batch, no self-demotion, the audit log, and the loading, empty, error and retry states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffSection } from '../../../../../src/features/account/staff/StaffSection';
import { PROFILES_PAGE_SIZE } from '../../../../../src/features/account/staff/staffService';
import type { AuthState } from '../../../../../src/lib/authSlice';
import {
  batch,
  getDocs,
  limit,
  orderBy,
  querySnapshot,
  startAfter,
  useFakeFirebase,
} from '../../../fakeFirebase';
import { renderWithProviders } from '../../../renderWithProviders';

jest.mock('../../../../../src/lib/firebase');

useFakeFirebase();

const signedIn: { auth: AuthState } = {
  auth: {
    user: {
      uid: 'demo-admin',
      email: 'admin@segara.test',
      displayName: 'Putu Admin',
      emailVerified: true,
      photoURL: null,
    },
    isLoggedIn: true,
    role: 'Admin',
    signInProvider: 'password',
    loading: false,
  },
};

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const profiles = [
  { id: 'demo-admin', role: 'Admin', displayName: 'Putu Admin', email: 'admin@segara.test' },
  { id: 'demo-staff', role: 'user', displayName: 'Kadek Staf', email: 'staf@segara.test' },
  { id: 'old-profile', displayName: 'Tanpa Peran' },
];
const entries = [
  {
    id: 'e2',
    actor: 'demo-admin',
    target: 'demo-staff',
    from: 'Admin',
    to: 'user',
    at: at('2026-11-22T03:00:00Z'),
  },
  {
    id: 'e1',
    actor: 'demo-admin',
    target: 'gone',
    from: 'user',
    to: 'Admin',
    at: at('2026-11-21T03:00:00Z'),
  },
];

type Collections = Record<string, (() => Promise<unknown>) | unknown[]>;

/** Answers getDocs per collection: documents, or a function (e.g. a rejection). */
function serve(collections: Collections) {
  getDocs.mockImplementation((target: { path: string }) => {
    const answer = collections[target.path];
    return typeof answer === 'function'
      ? answer()
      : Promise.resolve(querySnapshot(answer as never));
  });
}

const render = (lng: 'id' | 'en' = 'id') =>
  renderWithProviders(<StaffSection />, { lng, preloadedState: signedIn });

const staffList = () => screen.findByRole('list', { name: 'Staf dan peran' });
const rowOf = async (name: string) =>
  (await within(await staffList()).findByText(name)).closest('li') as HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serve({ users: profiles, auditLog: entries });
});

describe('StaffSection', () => {
  it('lists every profile with its name, email and role, in uid order', async () => {
    render();
    const items = within(await staffList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Putu Admin.*Anda.*admin@segara\.test.*Admin/),
      expect.stringMatching(/^Kadek Staf.*staf@segara\.test.*user/),
      expect.stringMatching(/^Tanpa Peran.*Tanpa peran/),
    ]);
    expect(orderBy).toHaveBeenCalledWith('__name__');
    expect(limit).toHaveBeenCalledWith(PROFILES_PAGE_SIZE);
  });

  it('shows Memuat... while loading, and says when there are no profiles or entries', async () => {
    serve({ users: [], auditLog: [] });
    render();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Memuat...');
    expect(await screen.findByText('Belum ada profil staf.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada perubahan peran.')).toBeInTheDocument();
  });

  it('promotes another account and writes the audit entry in the same batch', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Kadek Staf' }));
    const row = await rowOf('Kadek Staf');
    await user.selectOptions(within(row).getByLabelText('Peran'), 'Admin');
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(batch.commit).toHaveBeenCalledTimes(1));
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'auditLog/auto-1', id: 'auto-1' },
      {
        actor: 'demo-admin',
        target: 'demo-staff',
        from: 'user',
        to: 'Admin',
        at: 'SERVER_TIME',
      },
    );
    expect(batch.update).toHaveBeenCalledWith(
      { path: 'users/demo-staff' },
      { displayName: 'Kadek Staf', role: 'Admin', lastAuditId: 'auto-1', updatedAt: 'SERVER_TIME' },
    );
    expect(await within(row).findByText('Admin')).toBeInTheDocument();
    // The log is read again after the change.
    const auditReads = getDocs.mock.calls.filter(([target]) => target.path === 'auditLog');
    expect(auditReads).toHaveLength(2);
  });

  it('changes only the display name without an audit entry', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Kadek Staf' }));
    const row = await rowOf('Kadek Staf');
    const name = within(row).getByLabelText('Nama tampilan');
    await user.clear(name);
    await user.type(name, '  Kadek Wirawan ');
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Kadek Wirawan')).toBeInTheDocument();
    expect(batch.set).not.toHaveBeenCalled();
    expect(batch.update).toHaveBeenCalledWith(
      { path: 'users/demo-staff' },
      { displayName: 'Kadek Wirawan', updatedAt: 'SERVER_TIME' },
    );
  });

  it('refuses a blank name with the settings’ message', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Kadek Staf' }));
    const row = await rowOf('Kadek Staf');
    await user.clear(within(row).getByLabelText('Nama tampilan'));
    await user.type(within(row).getByLabelText('Nama tampilan'), '\u00a0 ');
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));
    expect(within(row).getByText('Tulis nama Anda.')).toBeInTheDocument();
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('offers no role change on the admin’s own profile', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Putu Admin' }));
    const row = await rowOf('Putu Admin');
    expect(within(row).queryByLabelText('Peran')).toBeNull();
    expect(within(row).getByText(/tidak bisa menurunkan peran Anda sendiri/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(batch.commit).toHaveBeenCalled());
    expect(batch.set).not.toHaveBeenCalled();
    expect(batch.update.mock.calls[0][1]).not.toHaveProperty('role');
  });

  it('gives a profile without a role field a role, from none', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Tanpa Peran' }));
    const row = await rowOf('Tanpa Peran');
    await user.selectOptions(within(row).getByLabelText('Peran'), 'user');
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(batch.set).toHaveBeenCalled());
    expect(batch.set.mock.calls[0][1]).toMatchObject({ from: null, to: 'user' });
  });

  it('keeps the form open with an error when saving fails', async () => {
    batch.commit.mockRejectedValueOnce(new Error('permission-denied'));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Kadek Staf' }));
    const row = await rowOf('Kadek Staf');
    await user.selectOptions(within(row).getByLabelText('Peran'), 'Admin');
    await user.click(within(row).getByRole('button', { name: 'Simpan' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Perubahan gagal disimpan. Coba lagi.',
    );
    expect(within(row).getByLabelText('Peran')).toHaveValue('Admin');
    expect(within(row).getByText('user', { selector: '.badge' })).toBeInTheDocument();
  });

  it('shows the recent role changes with names, newest first', async () => {
    render();
    const log = await screen.findByRole('list', { name: 'Riwayat perubahan peran' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Putu Admin mengubah peran Kadek Staf dari Admin menjadi user',
    );
    expect(items[1]).toHaveTextContent('Putu Admin mengubah peran gone dari user menjadi Admin');
    expect(orderBy).toHaveBeenCalledWith('at', 'desc');
  });

  it('says when a list failed to load, and retries', async () => {
    let usersFail = true;
    let auditFails = true;
    serve({
      users: () =>
        usersFail
          ? Promise.reject(new Error('unavailable'))
          : Promise.resolve(querySnapshot(profiles)),
      auditLog: () =>
        auditFails
          ? Promise.reject(new Error('unavailable'))
          : Promise.resolve(querySnapshot(entries)),
    });
    const user = userEvent.setup();
    render();
    const retries = await screen.findAllByRole('button', { name: 'Coba lagi' });
    expect(retries).toHaveLength(2);
    usersFail = false;
    auditFails = false;
    for (const retry of retries) await user.click(retry);
    expect(await staffList()).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Riwayat perubahan peran' }),
    ).toBeInTheDocument();
  });

  it('pages through more profiles after the last uid', async () => {
    const page = Array.from({ length: PROFILES_PAGE_SIZE }, (_, n) => ({
      id: `u${String(n).padStart(3, '0')}`,
      role: 'user',
      displayName: `Staf ${n}`,
    }));
    const following = [{ id: 'zz-last', role: 'user', displayName: 'Staf terakhir' }];
    getDocs.mockImplementation((target: { path: string; constraints: unknown[] }) => {
      if (target.path === 'auditLog') return Promise.resolve(querySnapshot([]));
      const after = target.constraints.some((c) => (c as { startAfter?: unknown }).startAfter);
      return Promise.resolve(querySnapshot(after ? following : page));
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await screen.findByText('Staf terakhir')).toBeInTheDocument();
    expect(startAfter).toHaveBeenCalledWith('u049');
    expect(within(await staffList()).getAllByRole('listitem')).toHaveLength(PROFILES_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
  });

  it('speaks English on English pages', async () => {
    render('en');
    expect(await screen.findByRole('list', { name: 'Staff and roles' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Kadek Staf' })).toBeInTheDocument();
    expect(
      await screen.findByText('Putu Admin changed the role of Kadek Staf from Admin to user'),
    ).toBeInTheDocument();
  });
});
