// The email action handler with the auth service mocked: each mode, and every bad link.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmActionPage } from '../../../../src/features/auth/ConfirmActionPage';
import {
  recoverEmail,
  resetPassword,
  sendPasswordReset,
  verifyEmail,
  verifyResetCode,
} from '../../../../src/features/auth/authService';
import { renderWithProviders } from '../../renderWithProviders';

jest.mock('../../../../src/features/auth/authService');

const render = (query: string, lng: 'id' | 'en' = 'id') =>
  renderWithProviders(<ConfirmActionPage />, { route: `/auth/confirm${query}`, lng });

beforeEach(() => jest.clearAllMocks());

describe('ConfirmActionPage', () => {
  it.each(['', '?mode=resetPassword', '?oobCode=abc', '?mode=hack&oobCode=abc', '?mode=&oobCode='])(
    'explains an incomplete link %j and offers a new one, calling nothing',
    (query) => {
      render(query);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tautan tidak valid');
      expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
        'href',
        '/auth/forget-password',
      );
      expect(verifyResetCode).not.toHaveBeenCalled();
      expect(verifyEmail).not.toHaveBeenCalled();
    },
  );

  it('resetPassword: checks the code, asks for a strong password, then confirms', async () => {
    jest.mocked(verifyResetCode).mockResolvedValue('sari@segara.test');
    jest.mocked(resetPassword).mockResolvedValue();
    render('?mode=resetPassword&oobCode=CODE');
    expect(await screen.findByText('Kata sandi baru untuk sari@segara.test.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kata sandi baru'), 'hanyahuruf');
    await user.type(screen.getByLabelText('Ulangi kata sandi baru'), 'lain');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(screen.getByText('Kata sandi harus berisi huruf dan angka.')).toBeInTheDocument();
    expect(screen.getByText('Kedua kata sandi tidak sama.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Kata sandi baru'));
    await user.type(screen.getByLabelText('Kata sandi baru'), 'Ombak2026');
    await user.clear(screen.getByLabelText('Ulangi kata sandi baru'));
    await user.type(screen.getByLabelText('Ulangi kata sandi baru'), 'Ombak2026');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kata sandi Anda sudah diganti.');
    expect(resetPassword).toHaveBeenCalledWith('CODE', 'Ombak2026');
  });

  it.each([
    ['auth/expired-action-code', 'Tautan ini sudah kedaluwarsa. Minta tautan baru.'],
    ['auth/invalid-action-code', 'Tautan ini tidak valid atau sudah dipakai. Minta tautan baru.'],
  ])('resetPassword with %s says so with a way forward', async (code, message) => {
    jest.mocked(verifyResetCode).mockRejectedValue({ code });
    render('?mode=resetPassword&oobCode=OLD');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman login' })).toBeInTheDocument();
  });

  it.each(['auth/user-disabled', 'auth/user-not-found', 'auth/user-mismatch'])(
    'a link whose account is gone or disabled (%s) reads like any invalid link',
    async (code) => {
      jest.mocked(verifyResetCode).mockRejectedValue({ code });
      render('?mode=resetPassword&oobCode=CODE');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Tautan ini tidak valid atau sudah dipakai\. Minta tautan baru\.$/,
      );
    },
  );

  it('verifyEmail applies the code once and confirms, in English too', async () => {
    jest.mocked(verifyEmail).mockResolvedValue();
    render('?mode=verifyEmail&oobCode=V1', 'en');
    expect(
      await screen.findByText('Your email address is verified. Thank you!'),
    ).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith('V1');
  });

  it('recoverEmail restores the address and offers a password reset', async () => {
    jest.mocked(recoverEmail).mockResolvedValue('lama@segara.test');
    jest.mocked(sendPasswordReset).mockResolvedValue();
    render('?mode=recoverEmail&oobCode=R1');
    expect(await screen.findByText(/dikembalikan ke lama@segara\.test/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Kirim tautan ganti kata sandi' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('lama@segara.test', 'id');
    expect(await screen.findByText(/Jika lama@segara\.test terdaftar/)).toBeInTheDocument();
  });
});
