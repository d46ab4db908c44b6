// /auth/logout runs the logout thunk: Memuat... then the login page; on failure, a retry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutPage } from '../../../../src/features/auth/LogoutPage';
import { signOutCurrentUser } from '../../../../src/features/auth/authService';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/features/auth/authService');

const loginRoute = [{ path: '/auth/login', element: <h1>Login staf</h1> }];

beforeEach(() => jest.clearAllMocks());

describe('LogoutPage', () => {
  it('shows Memuat... and lands on /auth/login, signed out', async () => {
    let finish = () => {};
    jest.mocked(signOutCurrentUser).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { store } = renderWithProviders(<LogoutPage />, {
      route: '/auth/logout',
      routes: loginRoute,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    finish();
    expect(await screen.findByRole('heading', { name: 'Login staf' })).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(signOutCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('logs "Logout gagal:" on failure and offers to try again', async () => {
    const error = new Error('offline');
    jest.mocked(signOutCurrentUser).mockRejectedValueOnce(error).mockResolvedValueOnce();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<LogoutPage />, { route: '/auth/logout', routes: loginRoute });
    const retry = await screen.findByRole('button', { name: 'Coba lagi' });
    expect(logged).toHaveBeenCalledWith('Logout gagal:', error);
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Login staf' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
