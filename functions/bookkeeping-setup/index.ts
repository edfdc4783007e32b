/**
 * Lambda for connecting the bookkeeping system from Indstillinger (the route table restricts
 * it to admins): the only function that may write the e-conomic secret (decision 0036).
 */
import { bookkeepingSetupRoutes } from '@shared/api/routes/bookkeeping-setup';
import {
  connectEconomic,
  disconnectEconomic,
  getEconomic,
  saveEconomicMapping,
} from '@functions/capabilities/bookkeeping/economic-setup';
import { groupHandler } from '../lib/http';

export const handler = groupHandler(bookkeepingSetupRoutes, {
  getEconomic: () => getEconomic(),
  connectEconomic,
  disconnectEconomic: () => disconnectEconomic(),
  saveEconomicMapping,
});
