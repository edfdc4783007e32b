import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardPaymentSettings } from '@shared/api/card-payments';
import { cardPaymentSettingsTexts as t } from '@shared/texts/card-payments';
import { cardPaymentTexts } from '@shared/texts/admin-setup';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import { cardPaymentsQueryOptions, setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { DeleteButton } from '@web/features/admin/components/delete-button';

/** The server's Danish reason: a refusal (4xx) or Stripe/the store not reachable (503). */
const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && (error.isClientError || error.status === 503)
    ? error.message
    : fallback;

/** What is set up, in a sentence: never more of the key than its last four characters. */
function stateText({ key }: CardPaymentSettings): string {
  if (!key) return t.notSet;
  return fillText(key.mode === 'live' ? t.setLive : t.setTest, { ending: key.last4 });
}

/**
 * Indstillinger → Kortbetaling (decision 0031): the owner pastes the Stripe key; the server
 * checks it with Stripe, points Stripe's webhook at the site and stores both secrets. The key
 * is sent once and never shown again; the field is emptied after saving.
 */
export function CardPayments() {
  const query = useQuery(cardPaymentsQueryOptions);
  return (
    <AdminQueryState query={query}>
      {(settings) => <CardPaymentsForm settings={settings} />}
    </AdminQueryState>
  );
}

function CardPaymentsForm({ settings }: { settings: CardPaymentSettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = (answer: CardPaymentSettings) => {
    queryClient.setQueryData(cardPaymentsQueryOptions.queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: setupQueryOptions.queryKey });
  };
  const save = useMutation({
    mutationFn: (secretKey: string) =>
      apiRequest('PUT', '/api/admin/card-payments', { body: { secret_key: secretKey } }),
    onSuccess: (answer) => {
      changed(answer);
      setKey('');
      setError(null);
      toast.success(t.saved);
    },
    onError: (failure) => {
      setError(reasonOf(failure, t.saveFailed));
      toast.error(t.saveFailed);
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/admin/card-payments'),
    onSuccess: (answer) => {
      changed(answer);
      toast.success(t.removed);
    },
    onError: (failure) => toast.error(reasonOf(failure, t.removeFailed)),
  });

  const submit = () => {
    // The server checks the key's shape and asks Stripe; here only that something is there.
    if (!key.trim()) return setError(t.keyRequired);
    setError(null);
    save.mutate(key.trim());
  };

  const fromPanel = settings.key?.source === 'panel';
  return (
    <AdminForm
      title={t.heading}
      error={error}
      saving={save.isPending}
      submitLabel={settings.key ? t.replace : t.save}
      onSubmit={submit}
    >
      <p className="admin-field__hint">{t.intro}</p>
      <p role="status">{stateText(settings)}</p>
      {settings.key ? <p>{cardPaymentTexts[settings.state]}</p> : null}
      {settings.key?.source === 'deployment' ? <p>{t.fromDeployment}</p> : null}
      <AdminInput
        label={t.keyLabel}
        hint={t.keyHint}
        type="password"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={key}
        onValue={setKey}
      />
      {fromPanel ? (
        <DeleteButton
          label={t.remove}
          question={t.removeConfirm}
          onDelete={() => remove.mutateAsync()}
        />
      ) : null}
    </AdminForm>
  );
}
