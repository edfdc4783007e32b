/** Lambda for accounts and profiles. */
import { groupHandler } from '../lib/http';
import { accountRoutes } from '@shared/api/routes/accounts';
import { deleteMyAccount } from '@functions/capabilities/accounts/delete-my-account';
import { exportMyData } from '@functions/capabilities/accounts/export-my-data';
import { getMe } from '@functions/capabilities/accounts/get-me';

export const handler = groupHandler(accountRoutes, { getMe, exportMyData, deleteMyAccount });
