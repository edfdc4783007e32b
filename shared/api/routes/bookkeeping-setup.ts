/**
 * Admin: connecting the bookkeeping system from Indstillinger (e-conomic, decision 0036). Its
 * own function group, so only this Lambda may write the e-conomic secret
 * (`economic:configure`); the pushes themselves are the bookkeeping job's.
 */
import {
  economicGrantBodySchema,
  economicMappingSchema,
  economicSettingsSchema,
} from '../economic';
import type { RouteDef } from '../route-def';

const setupNeeds = ['table:write', 'economic', 'economic:configure'] as const;

export const bookkeepingSetupRoutes = [
  {
    // Connected or not (never the grant), the install page's address, the account mapping.
    method: 'GET',
    path: '/api/admin/economic',
    group: 'bookkeeping-setup',
    operation: 'getEconomic',
    caller: 'admin',
    needs: ['economic'],
    response: economicSettingsSchema,
  },
  {
    // Checks the grant with e-conomic at once and stores it; the documents waiting go.
    method: 'PUT',
    path: '/api/admin/economic',
    group: 'bookkeeping-setup',
    operation: 'connectEconomic',
    caller: 'admin',
    needs: setupNeeds,
    body: economicGrantBodySchema,
    response: economicSettingsSchema,
  },
  {
    // 'Afbryd forbindelsen': removes the grant; new documents wait.
    method: 'DELETE',
    path: '/api/admin/economic',
    group: 'bookkeeping-setup',
    operation: 'disconnectEconomic',
    caller: 'admin',
    needs: setupNeeds,
    response: economicSettingsSchema,
  },
  {
    // The accounts and moms code the documents are booked with.
    method: 'PUT',
    path: '/api/admin/economic/mapping',
    group: 'bookkeeping-setup',
    operation: 'saveEconomicMapping',
    caller: 'admin',
    needs: setupNeeds,
    body: economicMappingSchema,
    response: economicSettingsSchema,
  },
] as const satisfies readonly RouteDef[];
