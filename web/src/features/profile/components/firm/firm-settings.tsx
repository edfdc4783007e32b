import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Firm } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';
import { saveFirmSettings } from '@web/features/profile/api/firm';
import { DeleteFirm } from './delete-firm';

/**
 * The administrator's settings of the firm (product §2 'Firma'): copies of the delivery mails
 * of the firm's bookings to its administrators. Saved when ticked or unticked.
 */
export function FirmSettings({ firm }: { firm: Firm }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const onChange = async (deliveryCopies: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData(
        myKeys.firm,
        await saveFirmSettings({ delivery_copies: deliveryCopies }),
      );
      toast.success(t.settingsSaved);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-settings" aria-labelledby="firm-settings-title">
      <h2 id="firm-settings-title">{t.settingsTitle}</h2>
      <div className="firm-setting">
        <input
          id="firm-delivery-copies"
          type="checkbox"
          checked={firm.delivery_copies === true}
          disabled={busy}
          aria-describedby="firm-delivery-copies-hint"
          onChange={(event) => void onChange(event.target.checked)}
        />
        <label htmlFor="firm-delivery-copies">{t.deliveryCopies}</label>
      </div>
      <p id="firm-delivery-copies-hint" className="form-field__hint">
        {t.deliveryCopiesHint}
      </p>
      <DeleteFirm firm={firm} />
    </section>
  );
}
