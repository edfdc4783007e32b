/**
 * The user context of product §3 (user, isAdmin, credits, signOut), plus the account
 * state (product §4: loading, signed-in, signed-out). Provided by AuthProvider.
 */
import { createContext, useContext } from 'react';
import type { NewPasswordChallenge } from './cognito';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** From the profile (`GET /api/me`); false when signed out or when it cannot be read. */
  isAdmin: boolean;
  /** Credit balance; 0 when signed out or when the profile cannot be read. */
  credits: number;
  /**
   * Signs in with e-mail and password, or by answering an invited user's challenge with a
   * password of their own. Rejects with the provider's error, or with NewPasswordRequiredError
   * when an invited user signed in with the temporary password.
   */
  signIn: (how: SignInWith) => Promise<void>;
  /** Signs out, toasts (`message`, or that the user is signed out), and goes to the front page. */
  signOut: (options?: { message?: string }) => Promise<void>;
}

export type SignInWith =
  { email: string; password: string } | { challenge: NewPasswordChallenge; password: string };

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
