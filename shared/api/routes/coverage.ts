/** The public coverage check of an address. */
import { coverageAnswerSchema, coverageCheckBodySchema } from '../coverage';
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
] as const satisfies readonly RouteDef[];
