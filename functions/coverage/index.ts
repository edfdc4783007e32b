/** Lambda for the public coverage check of an address and asking to be told when it is covered. */
import { groupHandler } from '../lib/http';
import { coverageRoutes } from '@shared/api/routes/coverage';
import { checkCoverage } from '@functions/capabilities/coverage/check-coverage';
import { requestCoverage } from '@functions/capabilities/coverage/coverage-request-operations';

export const handler = groupHandler(coverageRoutes, { checkCoverage, requestCoverage });
