/** Lambda for the public coverage check of an address (geocoding, zones). */
import { groupHandler } from '../lib/http';
import { checkCoverage } from './check-coverage';

export const handler = groupHandler('coverage', { checkCoverage });
