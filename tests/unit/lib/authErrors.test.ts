import {
  actionCodeErrorKey,
  authErrorKey,
  errorCode,
  isAccountStateError,
  reauthErrorKey,
} from '../../../src/lib/authErrors';
import { passwordProblem } from '../../../src/lib/passwordRules';
import { translations } from '../renderWithProviders';

const fail = (code: string) => Object.assign(new Error(code), { code });

// Codes that say something about an account: that it exists, is disabled or is someone else's.
const ACCOUNT_STATE_CODES = [
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/user-mismatch',
  'auth/unverified-email',
  'auth/email-already-in-use',
  'auth/credential-already-in-use',
  'auth/account-exists-with-different-credential',
];

describe('authErrorKey', () => {
  it.each(ACCOUNT_STATE_CODES)(
    '%s reads exactly like a wrong password on the login page',
    (code) => {
      expect(authErrorKey(fail(code))).toBe('auth.errors.wrongCredentials');
      expect(isAccountStateError(fail(code))).toBe(true);
    },
  );

  it('shows the same text for a disabled account as for a wrong password, in both languages', () => {
    for (const { auth } of Object.values(translations)) {
      const text = (key: string) => auth.errors[key.replace('auth.errors.', '') as 'generic'];
      expect(text(authErrorKey(fail('auth/user-disabled')))).toBe(
        text(authErrorKey(fail('auth/wrong-password'))),
      );
      // No message left that names a disabled account.
      expect(auth.errors).not.toHaveProperty('disabled');
    }
  });

  it.each([
    ['auth/invalid-email', 'wrongCredentials'],
    ['auth/too-many-requests', 'tooManyAttempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/expired-action-code', 'expiredCode'],
    ['auth/invalid-action-code', 'invalidCode'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/requires-recent-login', 'recentLogin'],
    ['auth/internal-error', 'generic'],
    // A signed-in user's session ending is no secret to keep.
    ['auth/user-token-expired', 'generic'],
    ['auth/invalid-user-token', 'generic'],
  ])('%s → auth.errors.%s', (code, key) => {
    expect(authErrorKey(fail(code))).toBe(`auth.errors.${key}`);
    expect(isAccountStateError(fail(code))).toBe(false);
  });

  it('gives the generic message for anything without a code', () => {
    expect(authErrorKey(new Error('boom'))).toBe('auth.errors.generic');
    expect(authErrorKey('boom')).toBe('auth.errors.generic');
    expect(authErrorKey(null)).toBe('auth.errors.generic');
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(isAccountStateError({ code: 42 })).toBe(false);
  });

  it.each(ACCOUNT_STATE_CODES)('%s after re-authentication says "current password"', (code) => {
    expect(reauthErrorKey(fail(code))).toBe('auth.errors.wrongCurrentPassword');
  });

  it('keeps the other messages after re-authentication', () => {
    expect(reauthErrorKey(fail('auth/network-request-failed'))).toBe('auth.errors.network');
    expect(reauthErrorKey(fail('auth/too-many-requests'))).toBe('auth.errors.tooManyAttempts');
  });

  it.each(ACCOUNT_STATE_CODES)('%s on an email action link reads as an invalid link', (code) => {
    expect(actionCodeErrorKey(fail(code))).toBe('auth.errors.invalidCode');
  });

  it('keeps the link messages on an email action link', () => {
    expect(actionCodeErrorKey(fail('auth/expired-action-code'))).toBe('auth.errors.expiredCode');
    expect(actionCodeErrorKey(fail('auth/invalid-action-code'))).toBe('auth.errors.invalidCode');
    expect(actionCodeErrorKey(fail('auth/weak-password'))).toBe('auth.errors.weakPassword');
  });

  it('says nothing about "this account" when there were too many attempts', () => {
    expect(translations.en.auth.errors.tooManyAttempts).not.toMatch(/account/i);
    expect(translations.id.auth.errors.tooManyAttempts).not.toMatch(/akun/i);
  });

  it('has every message in both languages', () => {
    for (const { auth } of Object.values(translations)) {
      for (const key of [
        'wrongCredentials',
        'wrongCurrentPassword',
        'tooManyAttempts',
        'network',
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
