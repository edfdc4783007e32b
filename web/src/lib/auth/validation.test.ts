import { describe, expect, it } from 'vitest';
import { authTexts } from '@shared/texts/auth';
import {
  firstInvalidField,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateResetRequest,
  validateSignUp,
} from './validation';

describe('account form validation (product §5 Auth)', () => {
  it('login needs an e-mail and a password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'Venligst udfyld email',
      password: 'Venligst udfyld adgangskode',
    });
    expect(validateLogin({ email: 'a@b.dk', password: 'x' })).toEqual({});
  });

  it('new passwords must be at least 6 characters and match', () => {
    expect(validateNewPassword({ password: 'abc', confirm: 'abc' })).toEqual({
      password: 'Adgangskoden skal være mindst 6 tegn lang',
    });
    expect(validateNewPassword({ password: 'abcdef', confirm: 'abcdeg' })).toEqual({
      confirm: 'Adgangskoderne matcher ikke',
    });
    expect(validateNewPassword({ password: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });

  it('sign-up also needs the e-mail, listed first', () => {
    const errors = validateSignUp({ email: '', password: '123', confirm: '' });
    expect(Object.keys(errors)).toEqual(['email', 'password', 'confirm']);
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('a reset request needs the e-mail', () => {
    expect(validateResetRequest({ email: '' })).toEqual({
      email: 'Indtast venligst din email adresse',
    });
  });

  it('the profile password change has its own mismatch text', () => {
    expect(validatePasswordChange({ current: 'old', password: 'abcdef', confirm: 'x' })).toEqual({
      confirm: authTexts.newPasswordsMismatch,
    });
    expect(authTexts.newPasswordsMismatch).toBe('De nye adgangskoder matcher ikke');
    expect(
      firstInvalidField(validatePasswordChange({ current: '', password: '1', confirm: '2' })),
    ).toBe('current');
  });
});
