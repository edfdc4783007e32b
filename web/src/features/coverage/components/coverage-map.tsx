import { useId } from 'react';
import type { Zone } from '../../../../../shared/api/entities';
import { denmarkLandmasses } from '../lib/denmark-outline';
import { kmToUnits, mapHeight, mapWidth, project, ringPath } from '../lib/map-projection';

interface CoverageMapProps {
  title: string;
  zones: readonly Zone[];
  selectedId: string | null;
  /** The last checked address, drawn as a marker. */
  location: { lat: number; lon: number; label: string } | null;
}

const landPaths = denmarkLandmasses.map(({ name, ring }) => ({ name, d: ringPath(ring) }));

function placedZones(zones: readonly Zone[]) {
  return zones.flatMap((zone) =>
    zone.center_lat === null || zone.center_lon === null
      ? []
      : [{ zone, centre: project({ lat: zone.center_lat, lon: zone.center_lon }) }],
  );
}

function mapDescription(zones: readonly Zone[], selectedId: string | null, label?: string) {
  const selected = zones.find((z) => z.id === selectedId);
  return [
    `Danmark med ${zones.length} ${zones.length === 1 ? 'dækningsområde' : 'dækningsområder'}`,
    ...zones.map((z) => `${z.name}: ${z.radius_km} km omkring ${z.center_address}`),
    selected ? `Fremhævet: ${selected.name}` : '',
    label ? `Tjekket adresse: ${label}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * A lightweight, offline SVG map of Denmark with each zone as a circle of its radius, the
 * selected zone highlighted and the checked address as a marker. (A tiled map such as
 * Leaflet with OpenStreetMap would need a package and network tiles.)
 */
export function CoverageMap({ title, zones, selectedId, location }: CoverageMapProps) {
  const id = useId();
  const placed = placedZones(zones);
  // The selected zone is drawn last, so its outline is on top.
  const ordered = [...placed].sort(
    (a, b) => Number(a.zone.id === selectedId) - Number(b.zone.id === selectedId),
  );
  const marker = location ? project(location) : null;
  return (
    <svg
      className="coverage-map"
      viewBox={`0 0 ${mapWidth} ${mapHeight}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{mapDescription(zones, selectedId, location?.label)}</desc>
      <rect className="coverage-map__sea" width={mapWidth} height={mapHeight} />
      {landPaths.map(({ name, d }) => (
        <path key={name} className="coverage-map__land" d={d} />
      ))}
      {ordered.map(({ zone, centre }) => (
        <g
          key={zone.id}
          className="coverage-map__zone"
          data-selected={zone.id === selectedId || undefined}
          data-zone-name={zone.name}
        >
          <circle cx={centre.x} cy={centre.y} r={kmToUnits(zone.radius_km)} />
          <circle className="coverage-map__centre" cx={centre.x} cy={centre.y} r={2.5} />
          <text x={centre.x + 5} y={centre.y - 5}>
            {zone.name}
          </text>
        </g>
      ))}
      {marker ? (
        <g className="coverage-map__marker" transform={`translate(${marker.x} ${marker.y})`}>
          <path d="M0 0 L-5 -10 A 6 6 0 1 1 5 -10 Z" />
          <circle cy={-12} r={2.2} className="coverage-map__marker-dot" />
        </g>
      ) : null}
    </svg>
  );
}
