import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentPush } from '@shared/api/economic';
import { economicTexts as t } from '@shared/texts/economic';
import { fillText } from '@shared/texts/fill';
import { useContent } from '@web/lib/content/use-content';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import { adminKeys } from '@web/lib/query-keys';

/** Why a push failed or waits, in the owner's words. */
function reasonText(push: DocumentPush): string {
  if (!push.reason) return '';
  if (push.reason === 'rejected')
    return fillText(t.reasons.rejected, { detail: push.detail ?? '' });
  return t.reasons[push.reason];
}

/**
 * A document's state in e-conomic (decision 0036): sent, waiting (and why), or failed. An EAN
 * invoice sent is one e-conomic booked and sends by EAN.
 */
export function pushStateText(push: DocumentPush, ean = false): string {
  if (push.state === 'sent') return ean ? t.stateSentEan : t.stateSent;
  if (push.state === 'nothing') return t.stateNothing;
  if (push.state === 'failed') return fillText(t.stateFailed, { reason: reasonText(push) });
  return push.reason ? fillText(t.statePendingWhy, { reason: reasonText(push) }) : t.statePending;
}

/**
 * The cell of Bogføring's documents table: the state, and 'Prøv igen' when it failed. `voucher`
 * is the push's id (an EAN invoice's `ean-…`, with `ean` naming its invoice for the button).
 */
export function PushState({
  push,
  voucher,
  month,
  ean,
}: {
  push: DocumentPush;
  voucher: string;
  month: string;
  ean?: { invoice: string };
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const retryWords = useContent('error-fallback-retry');
  const retry = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/admin/ledger/pushes/{voucher}/retry', { params: { voucher } }),
    onSuccess: () => {
      toast.success(t.retried);
      void queryClient.invalidateQueries({ queryKey: adminKeys.ledger(month) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.economic });
    },
    onError: (failure) =>
      toast.error(
        failure instanceof ApiError && failure.isClientError ? failure.message : t.retryFailed,
      ),
  });
  return (
    <>
      <span>{pushStateText(push, Boolean(ean))}</span>
      {push.state === 'failed' ? (
        <>
          {' '}
          <button
            type="button"
            className="btn btn--small"
            aria-label={
              ean
                ? fillText(t.eanRetryLabel, { number: ean.invoice })
                : fillText(t.retryLabel, { voucher })
            }
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {retryWords}
          </button>
        </>
      ) : null}
    </>
  );
}
