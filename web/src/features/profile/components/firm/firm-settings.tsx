import type { Firm, FirmSettingsBody } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import { saveFirmSettings } from '@web/features/profile/api/firm';
import { DeleteFirm } from './delete-firm';
import { useFirmChange } from './use-firm-change';

/**
 * The administrator's settings of the firm (product §2 'Firma'): copies of the delivery mails
 * of the firm's bookings to its administrators, and whether the property pages of its bookings
 * show the photographer's name and link (decision 0034), each saved when ticked or unticked;
 * and deleting it.
 */
export function FirmSettings({ firm }: { firm: Firm }) {
  const { busy, change } = useFirmChange();
  const onChange = (settings: FirmSettingsBody) =>
    change(() => saveFirmSettings(settings), t.settingsSaved);

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
          onChange={(event) => void onChange({ delivery_copies: event.target.checked })}
        />
        <label htmlFor="firm-delivery-copies">{t.deliveryCopies}</label>
      </div>
      <p id="firm-delivery-copies-hint" className="form-field__hint">
        {t.deliveryCopiesHint}
      </p>
      <div className="firm-setting">
        <input
          id="firm-property-branded"
          type="checkbox"
          checked={firm.property_branded !== false}
          disabled={busy}
          aria-describedby="firm-property-branded-hint"
          onChange={(event) => void onChange({ property_branded: event.target.checked })}
        />
        <label htmlFor="firm-property-branded">{t.propertyBranded}</label>
      </div>
      <p id="firm-property-branded-hint" className="form-field__hint">
        {t.propertyBrandedHint}
      </p>
      <DeleteFirm firm={firm} />
    </section>
  );
}
