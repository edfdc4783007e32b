import { useQuery } from '@tanstack/react-query';
import type { Zone } from '@shared/api/entities';
import { adminTabs } from '@shared/texts/admin';
import { zoneAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminListTab } from '@web/features/admin/components/admin-list-tab';
import { adminZonesQueryOptions, useZoneChanges } from './zone-actions';
import { ZoneForm } from './zone-form';
import { CoverageRequests } from './coverage-requests';
import { DroneZones } from './drone-zones';
import { zoneStats } from './zone-stats';

const title = adminTabs.find((tab) => tab.id === 'adressezoner')!.label;
const km = (value: number) =>
  fillText(t.radiusKm, { km: value.toLocaleString('da-DK', { maximumFractionDigits: 1 }) });

function ZoneCard({ zone }: { zone: Zone }) {
  const { toggle, remove } = useZoneChanges();
  return (
    <AdminItemCard
      titleId={`zone-${zone.id}-name`}
      title={zone.name}
      badges={[
        zone.is_active ? { label: t.active, tone: 'ok' } : { label: t.inactive, tone: 'muted' },
      ]}
      editForm={(done) => <ZoneForm zone={zone} onDone={done} />}
      toggle={{
        texts: t,
        active: zone.is_active,
        pending: toggle.isPending,
        run: () => toggle.mutateAsync(zone.id),
      }}
      remove={{ texts: t, run: () => remove.mutateAsync(zone.id) }}
    >
      <AdminFacts
        facts={[
          { label: t.centerAddress, value: zone.center_address },
          { label: t.radius, value: km(zone.radius_km) },
        ]}
      />
    </AdminItemCard>
  );
}

/**
 * Adressezoner (product §2): the stats, the zones, and add, edit, toggle and delete. The public
 * coverage page follows every change live. Below them, who asked to be told of a new area.
 */
export function Panel() {
  const zones = useQuery(adminZonesQueryOptions);
  return (
    <>
      <AdminListTab
        title={title}
        texts={t}
        addForm={(done) => <ZoneForm onDone={done} />}
        query={zones}
        stats={(all) => {
          const stats = zoneStats(all);
          return [
            { label: t.statTotal, value: String(stats.total) },
            { label: t.statActive, value: String(stats.active) },
            { label: t.statAverageRadius, value: km(stats.averageRadiusKm) },
          ];
        }}
        listClassName="admin-bookings"
      >
        {(zone) => <ZoneCard zone={zone} />}
      </AdminListTab>
      <DroneZones />
      <CoverageRequests />
    </>
  );
}
