import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DroneZone, DroneZoneCreateBody } from '@shared/api/drone-zones';
import { formatRadius } from '@shared/domain/distance';
import { uploaderTexts } from '@shared/texts/admin-catalog';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { apiGet } from '@web/lib/api';
import { adminKeys, slotKeys } from '@web/lib/query-keys';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import {
  AdminField,
  AdminInput,
  AdminNumberInput,
} from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { useAddEntry, useDeleteEntry } from '@web/features/admin/lib/entry-changes';
import { refusalText } from '@web/features/admin/lib/refusal';

const droneZonesQueryOptions = queryOptions({
  queryKey: adminKeys.droneZones,
  queryFn: ({ signal }) => apiGet('/api/admin/drone-zones', { signal }),
});

function useDroneZoneChanges() {
  // A zone decides the times offered at its addresses at once.
  const refresh = [adminKeys.droneZones, slotKeys.all];
  return {
    create: useAddEntry('/api/admin/drone-zones', refresh),
    remove: useDeleteEntry('/api/admin/drone-zones/{id}', refresh),
  };
}

function shapeText(zone: DroneZone): string {
  return zone.shape.type === 'circle'
    ? fillText(t.circleFact, {
        km: formatRadius(zone.shape.radius_km).replace(' km', ''),
        address: zone.shape.center_address,
      })
    : fillText(t.areaFact, { count: zone.shape.positions });
}

function DroneZoneItem({ zone }: { zone: DroneZone }) {
  const toast = useToast();
  const { remove } = useDroneZoneChanges();
  const titleId = `drone-zone-${zone.id}`;
  return (
    <li className="admin-drone-zone" aria-labelledby={titleId}>
      <strong id={titleId}>{zone.name}</strong> · {shapeText(zone)} ·{' '}
      {zone.permit_required ? t.permitYes : t.permitNo}{' '}
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-describedby={titleId}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(zone.id, {
            onSuccess: () => toast.success(t.removed),
            onError: () => toast.error(t.removeFailed),
          })
        }
      >
        {t.remove}
      </button>
    </li>
  );
}

function DroneZoneForm() {
  const toast = useToast();
  const { create } = useDroneZoneChanges();
  const [type, setType] = useState<'circle' | 'area'>('area');
  const [name, setName] = useState('');
  const [permit, setPermit] = useState(true);
  const [address, setAddress] = useState('');
  const [radius, setRadius] = useState('1');
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file field after a save (its chosen file cannot be set from state).
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) return setError(t.nameRequired);
    let body: DroneZoneCreateBody;
    if (type === 'circle') {
      if (!address.trim()) return setError(t.centreRequired);
      const radiusKm = Number(radius.replace(',', '.'));
      if (!(radiusKm >= 0.1 && radiusKm <= 50)) return setError(t.radiusInvalid);
      body = { type, name, permit_required: permit, center_address: address, radius_km: radiusKm };
    } else {
      if (!file) return setError(t.fileRequired);
      let geojson: string;
      try {
        geojson = await file.text();
      } catch {
        return setError(t.fileUnreadable);
      }
      body = { type, name, permit_required: permit, geojson };
    }
    setError(null);
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t.added);
        setName('');
        setAddress('');
        setFile(null);
        setFileKey((key) => key + 1);
      },
      onError: (failure) => setError(refusalText(failure, t.removeFailed)),
    });
  };

  return (
    <AdminForm
      title={t.add}
      error={error}
      saving={create.isPending}
      submitLabel={t.add}
      savingLabel={t.adding}
      onSubmit={() => void submit()}
    >
      <div className="admin-form__row">
        <AdminInput label={t.name} value={name} onValue={setName} />
      </div>
      <fieldset className="admin-choice">
        <legend className="admin-choice__legend">{t.kind}</legend>
        <AdminCheck
          type="radio"
          name="drone-zone-kind"
          label={t.kindArea}
          checked={type === 'area'}
          onChecked={() => setType('area')}
        />
        <AdminCheck
          type="radio"
          name="drone-zone-kind"
          label={t.kindCircle}
          checked={type === 'circle'}
          onChecked={() => setType('circle')}
        />
      </fieldset>
      {type === 'circle' ? (
        <div className="admin-form__row">
          <AdminInput
            label={t.centerAddress}
            hint={t.centerHint}
            value={address}
            autoComplete="off"
            onValue={setAddress}
          />
          <AdminNumberInput
            label={t.radius}
            inputMode="decimal"
            min={0.1}
            max={50}
            step={0.1}
            value={radius}
            onValue={setRadius}
          />
        </div>
      ) : (
        <AdminField key={fileKey} label={t.file}>
          {(control) => (
            // The site's own button and the chosen file's name, not the browser's English one.
            <div className="admin-file-pick">
              <input
                {...control}
                className="admin-file-pick__input"
                type="file"
                accept=".geojson,.json,application/geo+json,application/json"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <label className="btn btn--outline btn--small" htmlFor={control.id}>
                {uploaderTexts.chooseFile}
              </label>
              <span className="admin-file-pick__name">{file ? file.name : t.noFileChosen}</span>
            </div>
          )}
        </AdminField>
      )}
      <AdminCheck label={t.permitRequired} checked={permit} onChecked={setPermit} />
    </AdminForm>
  );
}

/**
 * The owner's drone zones (product §4 'Drone zones'): a circle around an address or an area
 * from a GeoJSON file, with a name and whether a permit is needed; listed and deleted here.
 * The airfields come with the product. A change decides the booking page's times at once.
 */
export function DroneZones() {
  const zones = useQuery(droneZonesQueryOptions);
  const headingId = `${useId()}-drone-zones`;
  return (
    <section className="admin-drone-zones" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.heading}</h3>
      <p>{t.intro}</p>
      <AdminQueryState query={zones}>
        {(list) =>
          list.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ul className="admin-drone-zones__list">
              {list.map((zone) => (
                <DroneZoneItem key={zone.id} zone={zone} />
              ))}
            </ul>
          )
        }
      </AdminQueryState>
      <DroneZoneForm />
    </section>
  );
}
