import { useEffect, useRef, useState } from 'react';
import type { Zone } from '@shared/api/entities';
import { useContent } from '@web/lib/content/use-content';
import type { CoverageMapController, CoverageMapState } from '../lib/leaflet-coverage-map';
import { loadMapTileUrl } from '../lib/map-tile-url';

interface CoverageMapProps {
  zones: readonly Zone[];
  selectedId: string | null;
  /** The last checked address, drawn as a marker. */
  location: CoverageMapState['location'];
  /** Clicking a zone on the map selects it (the zone list is the keyboard way). */
  onSelect: (zoneId: string) => void;
}

/**
 * The embedded coverage map. Leaflet and its CSS are imported here, after the page has
 * rendered, so they are never part of the first load. The zone list next to the map is the
 * accessible way to select a zone; the map has a label for screen readers.
 */
export function CoverageMap({ zones, selectedId, location, onSelect }: CoverageMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<CoverageMapController | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onSelectRef = useRef(onSelect);
  const label = useContent('coverage-map-label');
  const offlineText = useContent('coverage-map-offline');
  const zoomIn = useContent('coverage-map-zoom-in');
  const zoomOut = useContent('coverage-map-zoom-out');
  const attribution = useContent('coverage-map-attribution');

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let created: CoverageMapController | null = null;
    void import('../lib/leaflet-coverage-map').then(({ createCoverageMap }) => {
      if (cancelled) return;
      created = createCoverageMap(
        container,
        { zoomIn, zoomOut, attribution },
        {
          onSelect: (zoneId) => onSelectRef.current(zoneId),
          onTilesFailed: () => setTilesFailed(true),
        },
      );
      setController(created);
      void loadMapTileUrl().then((url) => {
        if (!cancelled && url) created?.showTiles(url);
      });
    });
    return () => {
      cancelled = true;
      created?.destroy();
      setController(null);
    };
  }, [zoomIn, zoomOut, attribution]);

  useEffect(() => {
    controller?.update({ zones, selectedId, location });
  }, [controller, zones, selectedId, location]);

  return (
    <div className="coverage-map-frame">
      <div ref={containerRef} className="coverage-map" role="region" aria-label={label} />
      {tilesFailed ? <p className="coverage-map__offline">{offlineText}</p> : null}
    </div>
  );
}
