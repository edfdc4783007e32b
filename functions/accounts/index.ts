/** Lambda for accounts and profiles. */
import { groupHandler } from '../lib/http';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { getMe } from './get-me';

export const handler = groupHandler('accounts', { getMe, exportMyData, deleteMyAccount });
