/** The account pages, loaded as one chunk (they link to each other). */
export { EmailConfirmedPage } from './email-confirmed-page';
export { LoginPage } from './login-page';
export { ResetPasswordPage } from './reset-password-page';
export { SignupPage } from './signup-page';
export { UpdatePasswordPage } from './update-password-page';
