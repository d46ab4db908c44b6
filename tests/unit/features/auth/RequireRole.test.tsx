// The guard of the account area (docs/product.md#sign-in-states-and-the-guard, docs/product.md#roles) with a real store and a memory router.
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { makeStore, type RootState } from '../../../../src/app/store';
import { RequireRole } from '../../../../src/features/auth/RequireRole';
import { ADMIN_ROLE, type AuthState } from '../../../../src/lib/authSlice';

// The guard starts the auth listener (Firebase's SDK); here the store's state is the report.
jest.mock('../../../../src/features/auth/authListener', () => ({ useAuthListener: jest.fn() }));

const account = {
  uid: 'uid-1',
  email: 'staf@segara.test',
  displayName: 'Staf',
  emailVerified: true,
  photoURL: null,
};

/** A signed-in account, verified, signed in with email and password. */
const signedIn = (role: string | null): AuthState => ({
  user: account,
  isLoggedIn: true,
  role,
  signInProvider: 'password',
  loading: false,
});

function LoginPage() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderGuard(auth: AuthState, route = '/pages/account/dashboard?tab=1#top') {
  const preloaded: Partial<RootState> = { auth };
  const store = makeStore(preloaded);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Beranda</p> },
      { path: '/auth/login', element: <LoginPage /> },
      {
        element: <RequireRole allowed={[ADMIN_ROLE]} />,
        children: [{ path: '/pages/account/dashboard', element: <p>Dasbor</p> }],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('RequireRole', () => {
  it('shows Memuat... while the user is loading', () => {
    const router = renderGuard({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    expect(router.state.location.pathname).toBe('/pages/account/dashboard');
  });

  it('sends a visitor without a user to /auth/login, remembering where they were going', () => {
    const router = renderGuard({
      user: null,
      isLoggedIn: false,
      role: null,
      signInProvider: null,
      loading: false,
    });
    expect(router.state.location.pathname).toBe('/auth/login');
    const state = router.state.location.state as { from: Record<string, unknown> };
    expect(state.from).toMatchObject({
      pathname: '/pages/account/dashboard',
      search: '?tab=1',
      hash: '#top',
    });
    expect(screen.getByTestId('login-state')).toHaveTextContent('/pages/account/dashboard');
    expect(screen.queryByText('Dasbor')).not.toBeInTheDocument();
  });

  it("sends a user whose role is not allowed to '/'", () => {
    const router = renderGuard(signedIn('user'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Beranda')).toBeInTheDocument();
    expect(screen.queryByText('Dasbor')).not.toBeInTheDocument();
  });

  it('shows the page to an Admin', () => {
    renderGuard(signedIn('Admin'));
    expect(screen.getByText('Dasbor')).toBeInTheDocument();
  });

  it('shows the page to a user whose profile has no role field (role null)', () => {
    renderGuard(signedIn(null));
    expect(screen.getByText('Dasbor')).toBeInTheDocument();
  });

  it("sends an Admin with an unverified email to '/' (docs/product.md#roles)", () => {
    const router = renderGuard({
      ...signedIn('Admin'),
      user: { ...account, emailVerified: false },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Dasbor')).not.toBeInTheDocument();
  });

  it("sends an Admin signed in other than with a password to '/'", () => {
    for (const provider of ['anonymous', 'custom', null]) {
      const router = renderGuard({ ...signedIn('Admin'), signInProvider: provider });
      expect(router.state.location.pathname).toBe('/');
      cleanup();
    }
  });

  it('asks a verified password sign-in of a profile without a role field too', () => {
    const router = renderGuard({ ...signedIn(null), user: { ...account, emailVerified: false } });
    expect(router.state.location.pathname).toBe('/');
  });
});
