/**
 * A firm booking's property page in its card (issue 45, decision 0034): the share link with a
 * copy button when the photographer made one; for the firm's administrator, while the
 * photographer has not chosen, whether this page shows the photographer's name and link
 * (saved when ticked or unticked); and, once the photographer chose, a line saying so.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmPropertyPage as FirmPropertyPageView } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { propertyPageTexts } from '@shared/texts/property-page';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import {
  chooseFirmPropertyPage,
  firmPropertyPageQueryOptions,
} from '@web/features/profile/api/firm';

function CopyLink({ id, url }: { id: string; url: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied);
    } catch {
      toast.error(t.loadFailed);
    }
  };
  return (
    <div className="firm-property-page__link">
      <label htmlFor={id}>{propertyPageTexts.linkLabel}</label>
      <input id={id} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>
        {t.copyLink}
      </button>
    </div>
  );
}

function BrandingChoice({ bookingId, page }: { bookingId: string; page: FirmPropertyPageView }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const choose = async (branded: boolean) => {
    setBusy(true);
    try {
      const chosen = await chooseFirmPropertyPage(bookingId, { branded });
      queryClient.setQueryData(firmPropertyPageQueryOptions(bookingId).queryKey, chosen);
      toast.success(t.settingsSaved);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  const id = `firm-property-branded-${bookingId}`;
  return (
    <div className="firm-setting">
      <input
        id={id}
        type="checkbox"
        checked={page.branded}
        disabled={busy}
        onChange={(event) => void choose(event.target.checked)}
      />
      <label htmlFor={id}>{t.propertyBrandedOne}</label>
    </div>
  );
}

export function FirmPropertyPage({ bookingId }: { bookingId: string }) {
  const { data: page } = useQuery(firmPropertyPageQueryOptions(bookingId));
  if (!page) return null;
  const titleId = `firm-property-page-${bookingId}`;
  return (
    <section className="firm-property-page" aria-labelledby={titleId}>
      <h4 id={titleId}>{t.propertyPage}</h4>
      {page.url ? (
        <CopyLink id={`${titleId}-link`} url={page.url} />
      ) : (
        <p>{t.propertyPageNoLink}</p>
      )}
      {page.can_choose ? <BrandingChoice bookingId={bookingId} page={page} /> : null}
      {page.chosen_by === 'owner' ? (
        <p>
          {fillText(t.propertyChosenByOwner, {
            choice: page.branded ? t.propertyWithName : t.propertyWithoutName,
          })}
        </p>
      ) : null}
    </section>
  );
}
