/**
 * The field checks of the account forms (SPEC 5 'Auth'). Each returns the errors by field
 * name, in the form's field order, so the first entry is the field to focus.
 */
import { authMessages, minPasswordLength } from './auth-messages';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function collect<F extends string>(checks: readonly [F, string | false][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of checks) if (message && !errors[field]) errors[field] = message;
  return errors;
}

export function validateLogin(values: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', values.email.trim() === '' && authMessages.emailRequired],
    ['password', values.password === '' && authMessages.passwordRequired],
  ]);
}

/** New password + confirmation (signup and update-password). */
export function validateNewPassword(values: { password: string; confirm: string }) {
  return collect<'password' | 'confirm'>([
    ['password', values.password.length < minPasswordLength && authMessages.passwordTooShort],
    ['confirm', values.password !== values.confirm && authMessages.passwordsMismatch],
  ]);
}

export function validateSignUp(values: { email: string; password: string; confirm: string }) {
  return {
    ...collect<'email'>([['email', values.email.trim() === '' && authMessages.emailRequired]]),
    ...validateNewPassword(values),
  };
}

export function validateResetRequest(values: { email: string }) {
  return collect<'email'>([
    ['email', values.email.trim() === '' && authMessages.resetEmailRequired],
  ]);
}

/** Profile settings: current password, new password and its confirmation. */
export function validatePasswordChange(values: {
  current: string;
  password: string;
  confirm: string;
}) {
  return collect<'current' | 'password' | 'confirm'>([
    ['current', values.current === '' && authMessages.passwordRequired],
    ['password', values.password.length < minPasswordLength && authMessages.passwordTooShort],
    ['confirm', values.password !== values.confirm && authMessages.newPasswordsMismatch],
  ]);
}

/** The first field with an error, in the order the checks listed them. */
export function firstInvalidField<F extends string>(errors: FieldErrors<F>): F | undefined {
  return Object.keys(errors)[0] as F | undefined;
}
