import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Zone } from '@shared/api/entities';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { zoneAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { adminZonesQueryOptions, useZoneChanges } from './zone-actions';
import { ZoneForm } from './zone-form';
import { zoneStats } from './zone-stats';

const title = adminTabs.find((tab) => tab.id === 'adressezoner')!.label;
const km = (value: number) =>
  fillText(t.radiusKm, { km: value.toLocaleString('da-DK', { maximumFractionDigits: 1 }) });

function ZoneCard({ zone }: { zone: Zone }) {
  const toast = useToast();
  const { toggle, remove } = useZoneChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `zone-${zone.id}-name`;
  if (editing) return <ZoneForm zone={zone} onDone={() => setEditing(false)} />;
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <div className="admin-booking__head">
        <h3 id={nameId}>{zone.name}</h3>
        <p className="admin-booking__badges">
          <span className={`admin-badge admin-badge--${zone.is_active ? 'ok' : 'muted'}`}>
            {zone.is_active ? t.active : t.inactive}
          </span>
        </p>
      </div>
      <dl className="admin-booking__facts">
        <div>
          <dt>{t.centerAddress}</dt>
          <dd>{zone.center_address}</dd>
        </div>
        <div>
          <dt>{t.radius}</dt>
          <dd>{km(zone.radius_km)}</dd>
        </div>
      </dl>
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => setEditing(true)}
        >
          {adminTexts.edit}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(zone.id, {
              onSuccess: () => toast.success(t.statusChanged),
              onError: (error) => toast.error(refusalText(error, t.toggleFailed)),
            })
          }
        >
          {zone.is_active ? t.deactivate : t.activate}
        </button>
        <DeleteButton
          question={t.deleteConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(zone.id).then(
              () => toast.success(t.deleted),
              () => toast.error(t.deleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/**
 * Adressezoner (SPEC 2): the stats, the zones, and add, edit, toggle and delete. The public
 * coverage page follows every change live.
 */
export function Panel() {
  const zones = useQuery(adminZonesQueryOptions);
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addTitle}
          </button>
        )}
      </AdminTabHeading>
      {adding ? <ZoneForm onDone={() => setAdding(false)} /> : null}
      <AdminQueryState query={zones}>
        {(all) => {
          const stats = zoneStats(all);
          return (
            <>
              <AdminStats
                label={title}
                stats={[
                  { label: t.statTotal, value: String(stats.total) },
                  { label: t.statActive, value: String(stats.active) },
                  { label: t.statAverageRadius, value: km(stats.averageRadiusKm) },
                ]}
              />
              {all.length === 0 ? (
                <p className="admin-empty">{t.empty}</p>
              ) : (
                <ul className="admin-bookings" aria-label={t.listLabel}>
                  {all.map((zone) => (
                    <li key={zone.id}>
                      <ZoneCard zone={zone} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </AdminQueryState>
    </section>
  );
}
