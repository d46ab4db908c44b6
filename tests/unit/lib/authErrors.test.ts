import { authErrorKey, errorCode, reauthErrorKey } from '../../../src/lib/authErrors';
import { passwordProblem } from '../../../src/lib/passwordRules';
import { translations } from '../renderWithProviders';

const fail = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorKey', () => {
  it.each([
    // Sign-in never says which of email or password was wrong.
    ['auth/invalid-credential', 'wrongCredentials'],
    ['auth/wrong-password', 'wrongCredentials'],
    ['auth/user-not-found', 'wrongCredentials'],
    ['auth/invalid-email', 'wrongCredentials'],
    ['auth/too-many-requests', 'tooManyAttempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/user-disabled', 'disabled'],
    ['auth/expired-action-code', 'expiredCode'],
    ['auth/invalid-action-code', 'invalidCode'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/requires-recent-login', 'recentLogin'],
    ['auth/internal-error', 'generic'],
  ])('%s → auth.errors.%s', (code, key) => {
    expect(authErrorKey(fail(code))).toBe(`auth.errors.${key}`);
  });

  it('gives the generic message for anything without a code', () => {
    expect(authErrorKey(new Error('boom'))).toBe('auth.errors.generic');
    expect(authErrorKey('boom')).toBe('auth.errors.generic');
    expect(authErrorKey(null)).toBe('auth.errors.generic');
    expect(errorCode({ code: 42 })).toBeUndefined();
  });

  it('says "current password" after a failed re-authentication', () => {
    expect(reauthErrorKey(fail('auth/invalid-credential'))).toBe(
      'auth.errors.wrongCurrentPassword',
    );
    expect(reauthErrorKey(fail('auth/network-request-failed'))).toBe('auth.errors.network');
  });

  it('has every message in both languages', () => {
    for (const { auth } of Object.values(translations)) {
      for (const key of [
        'wrongCredentials',
        'wrongCurrentPassword',
        'tooManyAttempts',
        'network',
        'disabled',
        'expiredCode',
        'invalidCode',
        'weakPassword',
        'recentLogin',
        'generic',
      ]) {
        expect(auth.errors).toHaveProperty(key, expect.any(String));
      }
    }
  });
});

describe('passwordProblem', () => {
  it.each([
    ['', 'auth.password.tooShort'],
    ['abc123', 'auth.password.tooShort'],
    ['abcdefgh', 'auth.password.letterAndDigit'],
    ['12345678', 'auth.password.letterAndDigit'],
    ['a1'.repeat(65), 'auth.password.tooLong'],
    ['Segara2026', undefined],
    ['kata sandi 1', undefined],
    ['Ōmbak7!ñandú', undefined],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
