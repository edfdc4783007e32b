import type { Firm } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import { saveFirmSettings } from '@web/features/profile/api/firm';
import { DeleteFirm } from './delete-firm';
import { useFirmChange } from './use-firm-change';

/**
 * The administrator's settings of the firm (product §2 'Firma'): copies of the delivery mails
 * of the firm's bookings to its administrators, saved when ticked or unticked; and deleting it.
 */
export function FirmSettings({ firm }: { firm: Firm }) {
  const { busy, change } = useFirmChange();
  const onChange = (deliveryCopies: boolean) =>
    change(() => saveFirmSettings({ delivery_copies: deliveryCopies }), t.settingsSaved);

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
