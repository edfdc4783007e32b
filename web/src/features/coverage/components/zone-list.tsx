import type { Zone } from '@shared/api/entities';
import { useContent } from '@web/lib/content/use-content';
import { formatRadius } from '@shared/domain/distance';

interface ZoneListProps {
  zones: readonly Zone[];
  selectedId: string | null;
  /** Selecting the selected zone again clears the selection. */
  onSelect: (id: string | null) => void;
}

/** The active zones (name, centre address, radius), each a toggle that highlights it. */
export function ZoneList({ zones, selectedId, onSelect }: ZoneListProps) {
  const radiusLabel = useContent('coverage-zone-radius');
  return (
    <ul className="zone-list">
      {zones.map((zone) => {
        const selected = zone.id === selectedId;
        return (
          <li key={zone.id}>
            <button
              type="button"
              className="zone-list__item"
              aria-pressed={selected}
              onClick={() => onSelect(selected ? null : zone.id)}
            >
              <span className="zone-list__name">{zone.name}</span>
              <span className="zone-list__address">{zone.center_address}</span>
              <span className="zone-list__radius">
                {radiusLabel} {formatRadius(zone.radius_km)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
