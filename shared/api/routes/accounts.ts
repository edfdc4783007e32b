/** Accounts and profiles. */
import { accountDeletionBodySchema, accountDeletionSchema } from '../account-deletion';
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
  {
    // 'Slet min konto' (GDPR article 17): the caller deletes their own account and nobody
    // else's. Future bookings are cancelled (card payments refunded), personal data erased,
    // bookkeeping kept anonymous, the Cognito user deleted last.
    method: 'POST',
    path: '/api/me/delete',
    group: 'accounts',
    operation: 'deleteMyAccount',
    needs: ['table:write', 'files:write', 'media:write', 'stripe', 'users:read', 'users:delete'],
    caller: 'user',
    body: accountDeletionBodySchema,
    response: accountDeletionSchema,
  },
] as const satisfies readonly RouteDef[];
