import { describe, expect, it } from 'vitest';
import { CognitoError } from './cognito';
import { authErrorMessage, isAlreadyConfirmed, isBadCode, toAuthFailure } from './auth-errors';

describe('auth error messages', () => {
  it('explains known refusals in Danish, per action', () => {
    const wrong = { code: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(authErrorMessage('signIn', wrong)).toBe('Forkert email eller adgangskode.');
    expect(authErrorMessage('changePassword', wrong)).toBe('Den nuværende adgangskode er forkert.');
    expect(
      authErrorMessage('signUp', {
        code: 'UsernameExistsException',
        message: 'User already exists',
      }),
    ).toBe('Der findes allerede en konto med denne email.');
  });

  it("says a call the user pool's WAF refused was one too many, for every action", () => {
    const blocked = {
      code: 'ForbiddenException',
      message: 'Request not allowed due to WAF block.',
    };
    for (const action of ['signUp', 'requestReset', 'resendCode'] as const)
      expect(authErrorMessage(action, blocked)).toBe(
        'For mange forespørgsler. Vent et par minutter, og prøv igen.',
      );
  });

  it("falls back to the provider's own message", () => {
    expect(authErrorMessage('signIn', { code: 'SomethingNew', message: 'Provider says no' })).toBe(
      'Provider says no',
    );
  });

  it('recognises bad codes and an account confirmed already', () => {
    expect(isBadCode({ code: 'ExpiredCodeException', message: '' })).toBe(true);
    expect(isBadCode({ code: 'CodeMismatchException', message: '' })).toBe(true);
    expect(
      isAlreadyConfirmed({
        code: 'NotAuthorizedException',
        message: 'User cannot be confirmed. Current status is CONFIRMED',
      }),
    ).toBe(true);
  });

  it('turns anything thrown into a failure with a code', () => {
    expect(toAuthFailure(new CognitoError('LimitExceededException', 'slow down'))).toEqual({
      code: 'LimitExceededException',
      message: 'slow down',
    });
    expect(toAuthFailure(new Error('boom')).code).toBe('UnknownError');
  });
});
