/** The public coverage check of an address. */
import { coverageCheckBodySchema, coverageCheckSchema } from '../coverage';
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
    response: coverageCheckSchema,
  },
] as const satisfies readonly RouteDef[];
