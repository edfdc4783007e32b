import { useState } from 'react';
import { useToast } from '@web/components/toast/use-toast';
import { authErrorMessage, toAuthFailure, type AuthAction, type AuthFailure } from './auth-errors';

/**
 * An account form's call to Cognito (inside `useAuthForm`'s submit). `run(call)` clears the
 * last failure and makes the call: refused, it keeps the failure (the form shows `message`,
 * its Danish explanation for `action`) and toasts `failed`; done, it toasts `done`. It
 * answers whether the call was done, so the form goes on only then.
 */
export function useAuthCall(action: AuthAction, toasts: { done: string; failed: string }) {
  const toast = useToast();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(toAuthFailure(error));
      toast.error(toasts.failed);
      return false;
    }
    toast.success(toasts.done);
    return true;
  };
  return { failure, message: failure ? authErrorMessage(action, failure) : null, run };
}
