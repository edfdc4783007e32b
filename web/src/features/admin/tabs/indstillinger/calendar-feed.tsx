import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CalendarFeedAddress, CalendarFeedState } from '@shared/api/calendar-feed';
import { copenhagenDateTime } from '@shared/domain/danish-format';
import { adminTexts } from '@shared/texts/admin';
import { calendarFeedTexts as t } from '@shared/texts/calendar-feed';
import { fillText } from '@shared/texts/fill';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { calendarFeedQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { SettingsSection } from './settings-section';

/**
 * Indstillinger → 'Bookinger i din kalender' (decision 0038): the owner makes (or renews) the
 * private address of the calendar feed. Only the token's hash is kept, so the address is shown
 * once, right after it is made, with a copy button for each form (https and webcal).
 */
export function CalendarFeed() {
  const query = useQuery(calendarFeedQueryOptions);
  return (
    <AdminQueryState query={query}>{(state) => <CalendarFeedForm state={state} />}</AdminQueryState>
  );
}

function CopyableAddress({ label, value }: { label: string; value: string }) {
  const toast = useToast();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value} onFocus={(e) => e.target.select()} />
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>
        {copied ? t.copied : t.copy}
      </button>
    </div>
  );
}

function CalendarFeedForm({ state }: { state: CalendarFeedState }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const [asking, setAsking] = useState(false);
  const renew = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/calendar-feed'),
    onSuccess: (made) => {
      setAddress(made);
      setAsking(false);
      queryClient.setQueryData(calendarFeedQueryOptions.queryKey, {
        renewed_at: made.renewed_at,
      });
      toast.success(t.created);
    },
    onError: () => {
      setAsking(false);
      toast.error(t.failed);
    },
  });
  const made = address?.renewed_at ?? state.renewed_at;
  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      <p role="status">
        {made ? fillText(t.since, { when: copenhagenDateTime(new Date(made)) }) : t.none}
      </p>
      {address ? (
        <>
          <p>{t.created}</p>
          <CopyableAddress label={t.httpsLabel} value={address.https_url} />
          <CopyableAddress label={t.webcalLabel} value={address.webcal_url} />
          <p className="admin-field__hint">{t.secretHint}</p>
        </>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={renew.isPending}
        onClick={() => (made ? setAsking(true) : renew.mutate())}
      >
        {made ? t.renew : t.create}
      </button>
      {asking ? (
        <ConfirmDialog
          message={t.renewConfirm}
          confirmLabel={t.renew}
          cancelLabel={adminTexts.cancel}
          busy={renew.isPending}
          onConfirm={() => renew.mutate()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </SettingsSection>
  );
}
