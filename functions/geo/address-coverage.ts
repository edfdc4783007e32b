/**
 * Is an address inside our service area? Geocodes the address once and compares it with the
 * stored centres of the active zones (a zone saved without coordinates has its centre
 * address geocoded here; a zone whose centre cannot be found is left out). Shared by the
 * public coverage check and the booking's address validation.
 */
import type { Zone } from '@shared/api/entities';
import { listZones } from '@functions/stores/zones';
import { geocode, type GeocodeResult } from './geocode';
import { coverageOfPoint, type PlacedZone, type ZoneCoverage } from './zone-coverage';
import { logger } from '@functions/lib/logger';

/** The address could not be geocoded: unknown, or the geocoder failed. */
export class AddressNotValidatedError extends Error {
  constructor(
    readonly address: string,
    options?: { cause: unknown },
  ) {
    super(`Address could not be geocoded: ${address}`, options);
    this.name = 'AddressNotValidatedError';
  }
}

function logGeocodeFailure(event: string, error: unknown) {
  logger.error(event, { error });
}

async function geocodeAddress(address: string): Promise<GeocodeResult> {
  let found: GeocodeResult | null;
  try {
    found = await geocode(address);
  } catch (cause) {
    logGeocodeFailure('coverage_geocode_failed', cause);
    throw new AddressNotValidatedError(address, { cause });
  }
  if (!found) throw new AddressNotValidatedError(address);
  return found;
}

async function placeZone(zone: Zone): Promise<PlacedZone | null> {
  if (zone.center_lat !== null && zone.center_lon !== null) {
    return { zone, centre: { lat: zone.center_lat, lon: zone.center_lon } };
  }
  try {
    const found = await geocode(zone.center_address);
    return found && { zone, centre: found };
  } catch (error) {
    logGeocodeFailure('zone_centre_geocode_failed', error);
    return null;
  }
}

export interface AddressCoverage extends ZoneCoverage {
  /** Where the address was found. */
  location: GeocodeResult;
}

export async function coverageOfAddress(address: string): Promise<AddressCoverage> {
  const [point, zones] = await Promise.all([geocodeAddress(address), listZones(true)]);
  const placed = await Promise.all(zones.map(placeZone));
  const coverage = coverageOfPoint(
    point,
    placed.filter((z): z is PlacedZone => z !== null),
  );
  return { ...coverage, location: point };
}
