/** Accounts and profiles. */
import { profileSchema } from '../entities';
import type { RouteDef } from '../route-def';

export const accountRoutes = [
  {
    method: 'GET',
    path: '/api/me',
    group: 'accounts',
    operation: 'getMe',
    needs: ['table:write', 'users:read'],
    caller: 'user',
    response: profileSchema,
  },
] as const satisfies readonly RouteDef[];
