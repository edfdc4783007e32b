/**
 * The coverage map's tile URL from the runtime configuration (`/config.json` key
 * `mapTileUrl`, docs/decisions/0002), so operations can point the map at another tile
 * server without a new build. Absent (or no configuration) → OpenStreetMap; '' → no tiles.
 */
import { loadWebConfig } from '@web/lib/web-config';

export const openStreetMapTileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tile URL template, or null when tiles are switched off. */
export async function loadMapTileUrl(): Promise<string | null> {
  const configured = await loadWebConfig().then(
    (config) => config.mapTileUrl,
    () => undefined, // the map still works with the default tiles
  );
  if (configured === undefined) return openStreetMapTileUrl;
  return configured.trim() === '' ? null : configured;
}
