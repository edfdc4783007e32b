import type { Firm, FirmSettingsBody } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import { saveFirmSettings } from '@web/features/profile/api/firm';
import { DeleteFirm } from './delete-firm';
import { useFirmChange } from './use-firm-change';

/** One setting: a checkbox with its label and a hint that describes it. */
function SettingCheck({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <div className="firm-setting">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
    </>
  );
}

/**
 * The administrator's settings of the firm (product §2 'Firma'): copies of the delivery mails
 * of the firm's bookings to its administrators, and whether the property pages of its bookings
 * show the photographer's name and link (decision 0034), each saved when ticked or unticked;
 * and deleting it.
 */
export function FirmSettings({ firm }: { firm: Firm }) {
  const { busy, change } = useFirmChange();
  const onChange = (settings: FirmSettingsBody) =>
    void change(() => saveFirmSettings(settings), t.settingsSaved);

  return (
    <section className="card profile-settings" aria-labelledby="firm-settings-title">
      <h2 id="firm-settings-title">{t.settingsTitle}</h2>
      <SettingCheck
        id="firm-delivery-copies"
        label={t.deliveryCopies}
        hint={t.deliveryCopiesHint}
        checked={firm.delivery_copies === true}
        disabled={busy}
        onChange={(checked) => onChange({ delivery_copies: checked })}
      />
      <SettingCheck
        id="firm-property-branded"
        label={t.propertyBranded}
        hint={t.propertyBrandedHint}
        checked={firm.property_branded !== false}
        disabled={busy}
        onChange={(checked) => onChange({ property_branded: checked })}
      />
      <DeleteFirm firm={firm} />
    </section>
  );
}
