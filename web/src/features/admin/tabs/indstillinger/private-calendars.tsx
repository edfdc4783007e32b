import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrivateCalendarView } from '@shared/api/private-calendars';
import { copenhagenDateTime } from '@shared/domain/danish-format';
import { privateCalendarTexts as t } from '@shared/texts/private-calendars';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import {
  privateBusyQueryOptions,
  privateCalendarsQueryOptions,
} from '@web/features/admin/api/admin-queries';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { bookingRulesKey, slotKeys } from '@web/lib/query-keys';

/** The server's Danish reason for a refused address, else the general failure. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.isClientError ? error.message : t.addFailed;

/** What the last fetch of a calendar said, in sentences. */
function stateLines(calendar: PrivateCalendarView): string[] {
  return [
    calendar.last_success_at
      ? fillText(t.lastSuccess, { when: copenhagenDateTime(new Date(calendar.last_success_at)) })
      : t.neverFetched,
    fillText(t.busyCount, { count: calendar.busy_count }),
    ...(calendar.skipped_events > 0
      ? [fillText(t.skipped, { count: calendar.skipped_events })]
      : []),
    ...(calendar.error ? [fillText(t.failedKeeping, { reason: calendar.error })] : []),
  ];
}

/**
 * Indstillinger → 'Private kalendere' (decision 0038): the owner pastes the secret ICS address
 * of a private calendar; the server reads it once before keeping it (an address that gives no
 * calendar is refused in Danish), then every 15 minutes. Each calendar shows its last
 * successful fetch and any error; its busy times are not offered to customers.
 */
export function PrivateCalendars() {
  const query = useQuery(privateCalendarsQueryOptions);
  return (
    <AdminQueryState query={query}>
      {(calendars) => <PrivateCalendarsForm calendars={calendars} />}
    </AdminQueryState>
  );
}

function PrivateCalendarsForm({ calendars }: { calendars: PrivateCalendarView[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = (answer: PrivateCalendarView[]) => {
    queryClient.setQueryData(privateCalendarsQueryOptions.queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: privateBusyQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    void queryClient.invalidateQueries({ queryKey: bookingRulesKey });
  };
  const add = useMutation({
    mutationFn: (address: string) =>
      apiRequest('POST', '/api/admin/private-calendars', { body: { url: address } }),
    onSuccess: (answer) => {
      changed(answer);
      setUrl('');
      setError(null);
      toast.success(t.added);
    },
    onError: (failure) => {
      setError(reasonOf(failure));
      toast.error(t.addFailed);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', '/api/admin/private-calendars/{id}', { params: { id } }),
    onSuccess: (answer) => {
      changed(answer);
      toast.success(t.removed);
    },
    onError: () => toast.error(t.removeFailed),
  });
  const submit = () => {
    if (!url.trim()) return setError(t.urlRequired);
    setError(null);
    add.mutate(url.trim());
  };
  return (
    <AdminForm
      title={t.heading}
      error={error}
      saving={add.isPending}
      submitLabel={t.add}
      onSubmit={submit}
    >
      <p className="admin-field__hint">{t.intro}</p>
      {calendars.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="admin-private-calendars">
          {calendars.map((calendar) => (
            <li key={calendar.id}>
              <p>
                <strong id={`private-calendar-${calendar.id}`}>{calendar.address}</strong>
              </p>
              {stateLines(calendar).map((line) => (
                <p
                  key={line}
                  role={calendar.error && line.includes(calendar.error) ? 'alert' : undefined}
                >
                  {line}
                </p>
              ))}
              <DeleteButton
                label={t.remove}
                question={t.removeConfirm}
                describedBy={`private-calendar-${calendar.id}`}
                onDelete={() => remove.mutateAsync(calendar.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminInput
        label={t.urlLabel}
        type="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={url}
        onValue={setUrl}
      />
    </AdminForm>
  );
}
