/** Lambda for the public coverage check of an address (geocoding, zones). */
import { groupHandler } from '../lib/http';
import { checkCoverage } from '@functions/capabilities/coverage/check-coverage';

export const handler = groupHandler('coverage', { checkCoverage });
