/**
 * `POST /api/coverage/check`: is this address inside one of our active zones? An address
 * that cannot be found is an ordinary answer (`found: false`); only a geocoder that fails
 * answers an error.
 */
import type { CoverageAnswer } from '@shared/api/coverage';
import { coverageTexts } from '@shared/texts/coverage';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import { HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';

export async function checkCoverage({ body }: InputOf<'checkCoverage'>): Promise<CoverageAnswer> {
  try {
    return { found: true, ...(await coverageOfAddress(body.address)) };
  } catch (error) {
    if (!(error instanceof AddressNotValidatedError)) throw error;
    if (error.cause === undefined) {
      return { found: false, message: coverageTexts.addressNotValidated };
    }
    throw new HttpError(422, coverageTexts.addressNotValidated, 'address_not_validated');
  }
}
