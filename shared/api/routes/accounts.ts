/** Accounts and profiles. */
import { profileSchema } from '../entities';
import { myDataSchema } from '../my-data';
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
  {
    // 'Download mine data' (GDPR articles 15 and 20): the caller's own data only.
    method: 'GET',
    path: '/api/me/data',
    group: 'accounts',
    operation: 'exportMyData',
    caller: 'user',
    response: myDataSchema,
  },
] as const satisfies readonly RouteDef[];
