// The login page with the auth service mocked: validation, error messages, the busy state, and
// where a signed-in visitor is sent (only ever a path on this site).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../../../src/features/auth/LoginPage';
import { readPreferredLanguage, signIn } from '../../../../src/features/auth/authService';
import type { AuthState } from '../../../../src/lib/authSlice';
import { authServiceReachable, usesEmulators } from '../../../../src/lib/firebase';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/features/auth/authService');
jest.mock('../../../../src/lib/firebase');

const signedIn = (role: string | null): { auth: AuthState } => ({
  auth: {
    user: {
      uid: 'u1',
      email: 'a@segara.test',
      displayName: 'A',
      emailVerified: true,
      photoURL: null,
    },
    isLoggedIn: true,
    role,
    signInProvider: 'password',
    loading: false,
  },
});

const targets = [
  { path: '/pages/account/dashboard', element: <h1>Dasbor</h1> },
  { path: '/pages/account/settings', element: <h1>Pengaturan</h1> },
  { path: '/home', element: <h1>Beranda</h1> },
  { path: '/', element: <p>Mulai</p> },
];

function renderLogin(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<LoginPage />, {
    path: '/auth/login',
    route: '/auth/login',
    routes: targets,
    ...options,
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(authServiceReachable).mockResolvedValue(true);
  jest.mocked(usesEmulators).mockReturnValue(true);
  jest.mocked(readPreferredLanguage).mockResolvedValue(undefined);
});

describe('LoginPage', () => {
  it('validates both fields before calling Firebase', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Tulis alamat email Anda.')).toBeInTheDocument();
    expect(screen.getByText('Tulis kata sandi Anda.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-credential', 'Email atau kata sandi salah.'],
    ['auth/too-many-requests', /Terlalu banyak percobaan/],
    ['auth/network-request-failed', /Tidak dapat terhubung ke layanan login/],
  ])('%s is shown as a clear message and the input stays', async (code, message) => {
    jest.mocked(signIn).mockRejectedValue({ code });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' admin@segara.test ');
    await user.type(screen.getByLabelText('Kata sandi'), 'Rahasia#1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signIn).toHaveBeenCalledWith('admin@segara.test', 'Rahasia#1');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@segara.test');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it.each([
    'auth/user-disabled',
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-login-credentials',
    'auth/user-mismatch',
  ])('%s reads exactly like a wrong password, so no account shows it exists', async (code) => {
    jest.mocked(signIn).mockRejectedValue({ code });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@segara.test');
    await user.type(screen.getByLabelText('Kata sandi'), 'Rahasia#1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email atau kata sandi salah\.$/);
  });

  it('shows a busy state while signing in', async () => {
    jest.mocked(signIn).mockReturnValue(new Promise(() => {}));
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@segara.test');
    await user.type(screen.getByLabelText('Kata sandi'), 'Rahasia#1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByRole('button', { name: 'Memproses...' })).toBeDisabled();
  });

  it('says sign-in is unavailable when the local Auth emulator does not answer', async () => {
    jest.mocked(authServiceReachable).mockResolvedValue(false);
    renderLogin();
    expect(await screen.findByText(/Login sedang tidak tersedia/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it('sends a signed-in admin to the dashboard', () => {
    renderLogin({ preloadedState: signedIn('Admin') });
    expect(screen.getByRole('heading', { name: 'Dasbor' })).toBeInTheDocument();
  });

  it('sends a signed-in staff member to Beranda', () => {
    renderLogin({ preloadedState: signedIn('user') });
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
  });

  it('returns to the remembered location on this site', async () => {
    const { router } = renderLogin({ preloadedState: signedIn('Admin'), route: '/' });
    await act(() =>
      router.navigate('/auth/login', {
        state: { from: { pathname: '/pages/account/settings', search: '', hash: '' } },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Pengaturan' })).toBeInTheDocument();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a remembered location off this site: %s',
    async (from) => {
      const { router } = renderLogin({ preloadedState: signedIn('Admin'), route: '/' });
      await act(() => router.navigate('/auth/login', { state: { from } }));
      expect(await screen.findByRole('heading', { name: 'Dasbor' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/pages/account/dashboard');
    },
  );
});
