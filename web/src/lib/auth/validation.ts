/**
 * The field checks of the account forms (product §5 'Auth'). Each returns the errors by field
 * name, in the form's field order, so the first entry is the field to focus.
 */
import { authTexts } from '@shared/texts/auth';
import { minPasswordLength } from '@web/lib/auth/auth-rules';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function collect<F extends string>(checks: readonly [F, string | false][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of checks) if (message && !errors[field]) errors[field] = message;
  return errors;
}

export function validateLogin(values: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', values.email.trim() === '' && authTexts.emailRequired],
    ['password', values.password === '' && authTexts.passwordRequired],
  ]);
}

/** New password + confirmation (signup and update-password). */
export function validateNewPassword(values: { password: string; confirm: string }) {
  return collect<'password' | 'confirm'>([
    ['password', values.password.length < minPasswordLength && authTexts.passwordTooShort],
    ['confirm', values.password !== values.confirm && authTexts.passwordsMismatch],
  ]);
}

export function validateSignUp(values: { email: string; password: string; confirm: string }) {
  return {
    ...collect<'email'>([['email', values.email.trim() === '' && authTexts.emailRequired]]),
    ...validateNewPassword(values),
  };
}

export function validateResetRequest(values: { email: string }) {
  return collect<'email'>([['email', values.email.trim() === '' && authTexts.resetEmailRequired]]);
}

/** Profile settings: current password, new password and its confirmation. */
export function validatePasswordChange(values: {
  current: string;
  password: string;
  confirm: string;
}) {
  return collect<'current' | 'password' | 'confirm'>([
    ['current', values.current === '' && authTexts.passwordRequired],
    ['password', values.password.length < minPasswordLength && authTexts.passwordTooShort],
    ['confirm', values.password !== values.confirm && authTexts.newPasswordsMismatch],
  ]);
}

/** The first field with an error, in the order the checks listed them. */
export function firstInvalidField<F extends string>(errors: FieldErrors<F>): F | undefined {
  return Object.keys(errors)[0] as F | undefined;
}
