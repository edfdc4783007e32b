/** The public coverage check of an address, and asking to be told when one is covered. */
import { coverageAnswerSchema, coverageCheckBodySchema } from '../coverage';
import { coverageRequestAnswerSchema, coverageRequestBodySchema } from '../coverage-requests';
import type { RouteDef } from '../route-def';

export const coverageRoutes = [
  {
    method: 'POST',
    path: '/api/coverage/check',
    group: 'coverage',
    operation: 'checkCoverage',
    needs: ['geocoding', 'table:write'],
    caller: 'public',
    body: coverageCheckBodySchema,
    response: coverageAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/coverage/requests',
    group: 'coverage',
    operation: 'requestCoverage',
    needs: ['geocoding', 'table:write', 'mail', 'admins:list'],
    caller: 'public',
    body: coverageRequestBodySchema,
    response: coverageRequestAnswerSchema,
  },
] as const satisfies readonly RouteDef[];
