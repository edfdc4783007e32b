import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { EconomicSettings } from '@shared/api/economic';
import { formatDanishNumericDate } from '@shared/domain/danish-format';
import { economicTexts as t } from '@shared/texts/economic';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import { economicQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { EconomicMappingForm } from './economic-mapping';

/** The server's Danish reason: a refusal (4xx) or e-conomic/the store not reachable (503). */
const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && (error.isClientError || error.status === 503)
    ? error.message
    : fallback;

/** e-conomic sends the owner back with `?token=…`: taken once, then gone from the address. */
function takeReturnedGrant(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.toString());
  return token;
}

function stateText(settings: EconomicSettings): string {
  if (!settings.connected) return t.notConnected;
  if (settings.grant_refused) return t.grantRefusedState;
  return fillText(t.connected, {
    date: settings.connected_at ? formatDanishNumericDate(settings.connected_at.slice(0, 10)) : '',
  });
}

/**
 * Indstillinger → Bogføring i e-conomic (decision 0036): 'Forbind e-conomic' opens
 * e-conomic's page where the owner grants access; e-conomic sends them back here with the
 * grant, which is sent to the server at once (it asks e-conomic before storing it). The grant
 * can also be pasted. Then the accounts and moms code the documents are booked with.
 */
export function Economic() {
  const query = useQuery(economicQueryOptions);
  return (
    <AdminQueryState query={query}>
      {(settings) => (
        <>
          <EconomicConnection settings={settings} />
          <EconomicMappingForm settings={settings} />
        </>
      )}
    </AdminQueryState>
  );
}

function EconomicConnection({ settings }: { settings: EconomicSettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [grant, setGrant] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = (answer: EconomicSettings) =>
    queryClient.setQueryData(economicQueryOptions.queryKey, answer);
  const connect = useMutation({
    mutationFn: (token: string) =>
      apiRequest('PUT', '/api/admin/economic', { body: { grant_token: token } }),
    onSuccess: (answer) => {
      changed(answer);
      setGrant('');
      setError(null);
      toast.success(t.connectedSaved);
    },
    onError: (failure) => {
      setError(reasonOf(failure, t.saveFailed));
      toast.error(t.saveFailed);
    },
  });
  const disconnect = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/admin/economic'),
    onSuccess: (answer) => {
      changed(answer);
      toast.success(t.disconnected);
    },
    onError: (failure) => toast.error(reasonOf(failure, t.disconnectFailed)),
  });

  // Back from e-conomic's page with the grant: connect with it once.
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current) return;
    returned.current = true;
    const token = takeReturnedGrant();
    if (token) connect.mutate(token);
  }, [connect]);

  const submit = () => {
    if (!grant.trim()) return setError(t.grantRequired);
    setError(null);
    connect.mutate(grant.trim());
  };

  return (
    <AdminForm
      title={t.heading}
      error={error}
      saving={connect.isPending}
      submitLabel={t.saveGrant}
      onSubmit={submit}
    >
      <p className="admin-field__hint">{t.intro}</p>
      <p role="status">{stateText(settings)}</p>
      {settings.connect_url ? (
        <p>
          <a className="btn btn--small btn--primary" href={settings.connect_url}>
            {t.connect}
          </a>{' '}
          <span className="admin-field__hint">{t.connectHint}</span>
        </p>
      ) : (
        <p className="admin-field__hint">{t.notConfigured}</p>
      )}
      <AdminInput
        label={t.grantLabel}
        hint={t.grantHint}
        type="password"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={grant}
        onValue={setGrant}
      />
      {settings.connected ? (
        <DeleteButton
          label={t.disconnect}
          question={t.disconnectConfirm}
          onDelete={() => disconnect.mutateAsync()}
        />
      ) : null}
    </AdminForm>
  );
}
