/**
 * The coverage map drawn with Leaflet (loaded only on the coverage page, with its CSS):
 * Denmark's outline under the zones, which keeps the map meaningful without tiles; each zone
 * as a circle of its radius, the selected one highlighted and fitted; the checked address as
 * a marker. Tiles are added once their URL is known; when they fail to load, the tile layer
 * is dropped (no more failing requests) and the map reports it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Zone } from '@shared/api/entities';
import { denmarkBounds, denmarkGeoJson } from './denmark-geojson';

export interface CoverageMapTexts {
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

export interface CoverageMapState {
  zones: readonly Zone[];
  selectedId: string | null;
  location: { lat: number; lon: number; label: string } | null;
}

export interface CoverageMapCallbacks {
  onSelect: (zoneId: string) => void;
  onTilesFailed: () => void;
}

export interface CoverageMapController {
  update: (state: CoverageMapState) => void;
  showTiles: (urlTemplate: string) => void;
  destroy: () => void;
}

const denmark = L.latLngBounds(
  [denmarkBounds.south, denmarkBounds.west],
  [denmarkBounds.north, denmarkBounds.east],
);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function placed(zone: Zone): zone is Zone & { center_lat: number; center_lon: number } {
  return zone.center_lat !== null && zone.center_lon !== null;
}

export function createCoverageMap(
  container: HTMLElement,
  texts: CoverageMapTexts,
  callbacks: CoverageMapCallbacks,
): CoverageMapController {
  const map = L.map(container, {
    zoomControl: false,
    scrollWheelZoom: false, // the page scrolls past the map; zoom with the buttons or keys
    minZoom: 5,
    maxZoom: 13,
  });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.fitBounds(denmark);

  L.geoJSON(denmarkGeoJson, {
    interactive: false,
    style: { className: 'coverage-map__land', weight: 1 },
  }).addTo(map);
  const zonesLayer = L.layerGroup().addTo(map);
  const labelsAlwaysShown = container.clientWidth >= 480;
  const markerLayer = L.layerGroup().addTo(map);
  let tiles: L.TileLayer | null = null;

  function drawZone(zone: Zone & { center_lat: number; center_lon: number }, selected: boolean) {
    const circle = L.circle([zone.center_lat, zone.center_lon], {
      radius: zone.radius_km * 1000,
      className: selected
        ? 'coverage-map__zone coverage-map__zone--selected'
        : 'coverage-map__zone',
      weight: selected ? 3 : 1.5,
    });
    circle.on('click', () => callbacks.onSelect(zone.id));
    // On a narrow map the names of neighbouring zones would overlap: they show on tap there.
    circle.bindTooltip(zone.name, {
      permanent: labelsAlwaysShown,
      direction: 'center',
      className: 'coverage-map__label',
    });
    circle.addTo(zonesLayer);
    const path = circle.getElement();
    path?.setAttribute('data-zone-name', zone.name);
    if (selected) path?.setAttribute('data-selected', 'true');
    return circle;
  }

  function update({ zones, selectedId, location }: CoverageMapState) {
    zonesLayer.clearLayers();
    markerLayer.clearLayers();
    const onMap = zones.filter(placed);
    // The selected zone is drawn last, so its outline is on top.
    const ordered = [...onMap].sort(
      (a, b) => Number(a.id === selectedId) - Number(b.id === selectedId),
    );
    let focus: L.LatLngBounds | null = null;
    for (const zone of ordered) {
      const circle = drawZone(zone, zone.id === selectedId);
      if (zone.id === selectedId) focus = circle.getBounds();
    }
    if (location) {
      const point = L.latLng(location.lat, location.lon);
      L.circleMarker(point, { radius: 8, className: 'coverage-map__marker', weight: 3 })
        .bindTooltip(location.label, { direction: 'top', offset: [0, -8] })
        .addTo(markerLayer);
      if (focus) focus = focus.extend(point);
    }
    map.fitBounds(focus ?? denmark, { padding: [16, 16], maxZoom: 10 });
  }

  function showTiles(urlTemplate: string) {
    tiles?.remove();
    const layer = L.tileLayer(urlTemplate, {
      attribution: `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(texts.attribution)}</a>`,
      maxZoom: 19,
    });
    layer.once('tileerror', () => {
      // Offline or blocked: keep the outline map, stop requesting tiles.
      layer.remove();
      if (tiles === layer) tiles = null;
      container.dataset.tiles = 'failed';
      callbacks.onTilesFailed();
    });
    layer.once('tileload', () => {
      container.dataset.tiles = 'loaded'; // the CSS then fades the outline behind the tiles
    });
    tiles = layer.addTo(map);
  }

  return {
    update,
    showTiles,
    destroy: () => map.remove(),
  };
}
