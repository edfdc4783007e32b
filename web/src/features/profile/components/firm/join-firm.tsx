import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmInvitationLink } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { FormAlert } from '@web/components/form/form-alert';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';
import { invitationPreviewQueryOptions, joinFirm } from '@web/features/profile/api/firm';

/** The invitation link's offer to join the firm (product §2 'Firma'). */
export function JoinFirm({ link, onDone }: { link: FirmInvitationLink; onDone: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const preview = useQuery(invitationPreviewQueryOptions(link));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  if (preview.isPending) return <p role="status">{t.loading}</p>;
  if (preview.isError)
    return (
      <FormAlert>
        {preview.error instanceof ApiError ? preview.error.message : t.loadFailed}
      </FormAlert>
    );
  const values = { firm: preview.data.name, cvr: preview.data.cvr };

  const join = async () => {
    if (busy) return;
    setBusy(true);
    try {
      queryClient.setQueryData(myKeys.firm, await joinFirm(link));
      toast.success(fillText(t.joined, values));
      onDone();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-settings" aria-labelledby="join-firm-title">
      <h2 id="join-firm-title">{fillText(t.joinTitle, values)}</h2>
      <p>{fillText(t.joinIntro, values)}</p>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <button
        type="button"
        className="btn btn--primary"
        aria-busy={busy || undefined}
        onClick={() => void join()}
      >
        {busy ? t.joining : t.join}
      </button>
    </section>
  );
}
