import { useId, useState, type FormEvent } from 'react';
import type { Zone } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { zoneAdminTexts as t } from '@shared/texts/admin-catalog';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useZoneChanges } from './zone-actions';

/**
 * Adding or editing a zone (SPEC 5 'Zone'): name, centre address and radius 1–100 km
 * (default 10). The server geocodes the address when the zone is saved and says so when it
 * cannot find it.
 */
export function ZoneForm({ zone, onDone }: { zone?: Zone; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { create, update } = useZoneChanges();
  const [name, setName] = useState(zone?.name ?? '');
  const [address, setAddress] = useState(zone?.center_address ?? '');
  const [radius, setRadius] = useState(String(zone?.radius_km ?? 10));
  const [active, setActive] = useState(zone?.is_active ?? true);
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const radiusKm = Number(radius.replace(',', '.'));
    if (!name.trim() || !address.trim() || !radius.trim() || !(radiusKm > 0)) {
      setError(t.fieldsRequired);
      return;
    }
    if (radiusKm < 1 || radiusKm > 100) {
      setError(t.radiusRange);
      return;
    }
    setError(null);
    const body = { name, center_address: address, radius_km: radiusKm, is_active: active };
    const failed = zone ? t.updateFailed : t.addFailed;
    const onError = (failure: unknown) => {
      setError(refusalText(failure, failed));
      toast.error(failed);
    };
    const onSuccess = () => {
      toast.success(zone ? t.updated : t.added);
      onDone();
    };
    if (zone) update.mutate({ id: zone.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{zone ? t.editTitle : t.addTitle}</h3>
      <div className="admin-form__row">
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-address`}>{t.centerAddress}</label>
          <input
            id={`${id}-address`}
            value={address}
            autoComplete="off"
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-radius`}>{t.radius}</label>
          <input
            id={`${id}-radius`}
            type="number"
            inputMode="decimal"
            min={1}
            max={100}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        </div>
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t.active}
      </label>
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? adminTexts.saving : adminTexts.save}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          {adminTexts.cancel}
        </button>
      </div>
    </form>
  );
}
