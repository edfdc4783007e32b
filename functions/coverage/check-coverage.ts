/** `POST /api/coverage/check`: is this address inside one of our active zones? */
import type { CoverageCheck } from '@shared/api/coverage';
import { AddressNotValidatedError, coverageOfAddress } from '../geo/address-coverage';
import { HttpError } from '../lib/errors';
import type { InputOf } from '../lib/http';
import { coverageTexts } from '@shared/texts/coverage';

export async function checkCoverage({ body }: InputOf<'checkCoverage'>): Promise<CoverageCheck> {
  try {
    return await coverageOfAddress(body.address);
  } catch (error) {
    if (error instanceof AddressNotValidatedError) {
      throw new HttpError(422, coverageTexts.addressNotValidated, 'address_not_validated');
    }
    throw error;
  }
}
