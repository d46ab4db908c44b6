// Components select the one auth value they need (docs/architecture.md#state-and-auth): a change
// to another field of the auth state does not re-render them.
import { act, Profiler, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { Navbar } from '../../../src/app/layout/Navbar';
import { RequireRole } from '../../../src/features/auth/RequireRole';
import {
  accountUpdated,
  authStateReported,
  selectRole,
  type AccountFields,
  type AuthState,
} from '../../../src/lib/authSlice';
import { useAuthSelector } from '../../../src/lib/useAuth';
import { renderWithProviders } from '../renderWithProviders';

// The admin's unread count queries Firestore: tests/unit/features/account/inbox/UnreadCount.test.tsx.
jest.mock('../../../src/features/account/inbox/UnreadCount', () => ({
  UnreadCount: () => null,
}));

const account: AccountFields = {
  uid: 'uid-1',
  email: 'staf@segara.test',
  displayName: 'Staf',
  emailVerified: true,
  photoURL: null,
};

const signedInAdmin: { auth: AuthState } = {
  auth: {
    user: account,
    isLoggedIn: true,
    role: 'Admin',
    signInProvider: 'password',
    loading: false,
  },
};

/** Renders `ui` under a Profiler; `commits()` counts the renders React committed in it. */
function renderCounted(ui: ReactNode, options: Parameters<typeof renderWithProviders>[1] = {}) {
  let count = 0;
  const rendered = renderWithProviders(
    <Profiler id="probe" onRender={() => void count++}>
      {ui}
    </Profiler>,
    { preloadedState: signedInAdmin, ...options },
  );
  return { ...rendered, commits: () => count };
}

const renamed = accountUpdated({ ...account, displayName: 'Staf Baru' });

function RoleProbe() {
  return <p>{useAuthSelector(selectRole)}</p>;
}

it('a component that selects the role re-renders when the role changes, not the display name', () => {
  const { store, commits } = renderCounted(<RoleProbe />);
  expect(screen.getByText('Admin')).toBeInTheDocument();
  const before = commits();

  act(() => void store.dispatch(renamed));
  expect(store.getState().auth.user?.displayName).toBe('Staf Baru');
  expect(commits()).toBe(before);

  act(() => void store.dispatch(authStateReported({ user: account, role: 'user' })));
  expect(screen.getByText('user')).toBeInTheDocument();
  expect(commits()).toBe(before + 1);
});

it('the navbar does not re-render when the account renames itself, and does on sign-out', async () => {
  const { store, commits } = renderCounted(<Navbar />);
  expect(await screen.findByRole('link', { name: 'Dasbor' })).toBeInTheDocument();
  const before = commits();

  act(() => void store.dispatch(renamed));
  expect(commits()).toBe(before);

  act(() => void store.dispatch(authStateReported({ user: null })));
  expect(commits()).toBeGreaterThan(before);
  expect(screen.queryByRole('link', { name: 'Dasbor' })).toBeNull();
});

it('the account guard does not re-render when the account renames itself', () => {
  const { store, commits } = renderCounted(<RequireRole allowed={['Admin']} />);
  const before = commits();

  act(() => void store.dispatch(renamed));
  expect(commits()).toBe(before);

  act(() => void store.dispatch(authStateReported({ user: account, role: 'user' })));
  expect(commits()).toBeGreaterThan(before);
});
