/**
 * `POST /api/coverage/check`: is this address inside one of our active zones, and in a drone
 * zone (the booking page's notice, with the permit's lead days)? An address that cannot be
 * found is an ordinary answer (`found: false`); only a geocoder that fails answers an error.
 */
import type { CoverageAnswer } from '@shared/api/coverage';
import { coverageTexts } from '@shared/texts/coverage';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import { HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { droneZoneAt } from '@functions/stores/drone-zones';
import { getFlyingRules } from '@functions/stores/business-settings';
import { needsPermit } from '@shared/domain/booking-lifecycle/permit';

/** The drone zone at the address and the days its permit takes (0 without one). */
async function zoneNoticeAt(place: { lat: number; lon: number }) {
  const [zone, rules] = await Promise.all([droneZoneAt(place), getFlyingRules()]);
  return { drone_zone: zone, permit_lead_days: needsPermit(zone) ? rules.permitLeadDays : 0 };
}

export async function checkCoverage({ body }: InputOf<'checkCoverage'>): Promise<CoverageAnswer> {
  try {
    const coverage = await coverageOfAddress(body.address);
    return { found: true, ...coverage, ...(await zoneNoticeAt(coverage.location)) };
  } catch (error) {
    if (!(error instanceof AddressNotValidatedError)) throw error;
    if (error.cause === undefined) {
      return { found: false, message: coverageTexts.addressNotValidated };
    }
    throw new HttpError(422, coverageTexts.addressNotValidated, 'address_not_validated');
  }
}
