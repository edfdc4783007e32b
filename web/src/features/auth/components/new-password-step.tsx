import { useState } from 'react';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { authErrorMessage, toAuthFailure, type AuthFailure } from '@web/lib/auth/auth-errors';
import type { NewPasswordChallenge } from '@web/lib/auth/cognito';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { validateNewPassword } from '@web/lib/auth/validation';
import { useContentTexts } from '@web/lib/content/use-content';
import { authTexts } from '@shared/texts/auth';
import { AuthCard } from './auth-card';
import { ChosenPasswordForm } from './chosen-password-form';
import { newPasswordLabelKeys } from '@web/components/form/new-password-fields';

const formId = 'new-password';

const labels = {
  title: 'update-password-title',
  ...newPasswordLabelKeys,
} as const;

interface NewPasswordStepProps {
  challenge: NewPasswordChallenge;
  /** The challenge's session ran out: back to signing in with the temporary password. */
  onExpired: () => void;
}

/**
 * 'Vælg ny adgangskode': an invited user signed in with the temporary password chooses
 * their own (the rules and messages of sign-up) and is signed in; the login page then goes
 * on to where the invitation pointed (the admin panel).
 */
export function NewPasswordStep({ challenge, onExpired }: NewPasswordStepProps) {
  const auth = useAuth();
  const toast = useToast();
  const text = useContentTexts(labels);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useAuthForm({ password: '', confirm: '' }, validateNewPassword);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await auth.signIn({ challenge, password });
    } catch (error) {
      const found = toAuthFailure(error);
      if (found.code === 'NotAuthorizedException') return onExpired();
      setFailure(found);
      toast.error(authTexts.passwordUpdateFailed);
      return;
    }
    toast.success(authTexts.newPasswordSaved);
  });

  return (
    <AuthCard title={text.title} intro={authTexts.newPasswordIntro}>
      <ChosenPasswordForm
        formId={formId}
        email={challenge.email}
        form={form}
        labels={text}
        onSubmit={onSubmit}
        failure={failure ? <p>{authErrorMessage('newPassword', failure)}</p> : null}
        busy={form.busy || auth.status === 'signed-in'}
        submitLabel={authTexts.newPasswordSubmit}
      />
    </AuthCard>
  );
}
