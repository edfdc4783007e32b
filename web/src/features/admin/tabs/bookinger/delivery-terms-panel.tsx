import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryTerms, DeliveryTermsBody } from '@shared/api/property-page';
import { formatDanishDate } from '@shared/domain/danish-format';
import { lastOpenDate } from '@shared/domain/gallery/delivery-lifetime';
import { deliveryLifetimeTexts as lt } from '@shared/texts/delivery-lifetime';
import { fillText } from '@shared/texts/fill';
import { propertyPageTexts as t } from '@shared/texts/property-page';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminNumberInput } from '@web/features/admin/components/admin-field';
import { useToast } from '@web/components/toast/use-toast';
import { apiGet, apiRequest, ApiError } from '@web/lib/api';

const termsKey = (bookingId: string) => ['admin', 'delivery-terms', bookingId] as const;

/** 'Galleriet er åbent til og med …', closed, deleted, or not delivered yet. */
function lifetimeLine(terms: DeliveryTerms): string {
  const date = terms.open_until ? formatDanishDate(lastOpenDate(terms.open_until)) : '';
  if (terms.files_deleted) return lt.ownerFilesDeleted;
  if (terms.closed) return fillText(lt.ownerClosed, { date });
  if (terms.open_until) return fillText(lt.ownerOpenUntil, { date });
  return terms.delivered_at ? lt.ownerNoEnd : lt.ownerNotDelivered;
}

/**
 * A booking's delivery in the owner's panel (issue 45, decision 0034): how long the gallery is
 * open, extending it, and the property page: branded or not, its share link made, renewed or
 * closed.
 */
export function DeliveryTermsPanel({ bookingId }: { bookingId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [days, setDays] = useState('14');
  const terms = useQuery({
    queryKey: termsKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/bookings/{id}/delivery-terms', { params: { id: bookingId }, signal }),
  });
  const change = useMutation({
    mutationFn: (body: DeliveryTermsBody) =>
      apiRequest('PUT', '/api/admin/bookings/{id}/delivery-terms', {
        params: { id: bookingId },
        body,
      }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(termsKey(bookingId), answer);
      toast.success(
        body.extend_days !== undefined && answer.open_until
          ? fillText(lt.extended, { date: formatDanishDate(lastOpenDate(answer.open_until)) })
          : t.saved,
      );
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : lt.extendInvalid),
  });
  if (!terms.data) return null;
  const current = terms.data;
  const busy = change.isPending;
  return (
    <div className="admin-delivery-terms">
      <p role="status">{lifetimeLine(current)}</p>
      {current.files_deleted ? null : (
        <form
          className="admin-form__row"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ extend_days: Number(days) });
          }}
        >
          <AdminNumberInput
            label={lt.extendDays}
            min={1}
            max={365}
            value={days}
            onValue={setDays}
          />
          <button type="submit" className="btn btn--outline btn--small" disabled={busy}>
            {lt.extend}
          </button>
        </form>
      )}
      <h3>{t.legend}</h3>
      <p className="admin-field__hint">{t.intro}</p>
      <fieldset className="admin-choice">
        <legend className="admin-choice__legend">{t.brandingLabel}</legend>
        <AdminCheck
          type="radio"
          name={`property-branding-${bookingId}`}
          label={t.branded}
          checked={current.branded}
          onChecked={() => change.mutate({ branded: true })}
        />
        <AdminCheck
          type="radio"
          name={`property-branding-${bookingId}`}
          label={t.unbranded}
          checked={!current.branded}
          onChecked={() => change.mutate({ branded: false })}
        />
        {current.firm_branded !== null ? (
          <p className="admin-field__hint">
            {fillText(t.firmDefault, {
              choice: (current.firm_branded ? t.branded : t.unbranded).toLowerCase(),
            })}
          </p>
        ) : null}
      </fieldset>
      {current.url ? (
        <p>
          {t.linkLabel}:{' '}
          <a href={current.url} target="_blank" rel="noreferrer">
            {current.url}
          </a>
        </p>
      ) : (
        <p>{t.noLink}</p>
      )}
      <div className="admin-form__row">
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy}
          onClick={() => change.mutate({ link: 'new' })}
        >
          {current.url ? t.renewLink : t.makeLink}
        </button>
        {current.url ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy}
            onClick={() => change.mutate({ link: 'revoke' })}
          >
            {t.revokeLink}
          </button>
        ) : null}
      </div>
      {current.url ? <p className="admin-field__hint">{t.renewHint}</p> : null}
    </div>
  );
}
