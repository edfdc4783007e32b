import { useState } from 'react';
import type { Zone } from '@shared/api/entities';
import { zoneAdminTexts as t } from '@shared/texts/admin-catalog';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminNumberInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useZoneChanges } from './zone-actions';

/**
 * Adding or editing a zone (product §5 'Zone'): name, centre address and radius 1–100 km
 * (default 10). The server geocodes the address when the zone is saved and says so when it
 * cannot find it.
 */
export function ZoneForm({ zone, onDone }: { zone?: Zone; onDone: () => void }) {
  const [name, setName] = useState(zone?.name ?? '');
  const [address, setAddress] = useState(zone?.center_address ?? '');
  const [radius, setRadius] = useState(String(zone?.radius_km ?? 10));
  const [active, setActive] = useState(zone?.is_active ?? true);
  const changes = useZoneChanges();
  const { setError, save, form } = useEntrySave(zone?.id, changes, t, onDone);

  const submit = () => {
    const radiusKm = Number(radius.replace(',', '.'));
    if (!name.trim() || !address.trim() || !radius.trim() || !(radiusKm > 0)) {
      setError(t.fieldsRequired);
      return;
    }
    if (radiusKm < 1 || radiusKm > 100) {
      setError(t.radiusRange);
      return;
    }
    save({ name, center_address: address, radius_km: radiusKm, is_active: active });
  };

  return (
    <AdminForm {...form} onSubmit={submit} onCancel={onDone}>
      <div className="admin-form__row">
        <AdminInput label={t.name} value={name} onValue={setName} />
        <AdminInput
          label={t.centerAddress}
          value={address}
          autoComplete="off"
          onValue={setAddress}
        />
        <AdminNumberInput
          label={t.radius}
          inputMode="decimal"
          min={1}
          max={100}
          value={radius}
          onValue={setRadius}
        />
      </div>
      <AdminCheck label={t.active} checked={active} onChecked={setActive} />
    </AdminForm>
  );
}
