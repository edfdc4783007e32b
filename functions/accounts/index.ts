/** Lambda for accounts and profiles. */
import { groupHandler } from '../lib/http';
import { exportMyData } from './export-my-data';
import { getMe } from './get-me';

export const handler = groupHandler('accounts', { getMe, exportMyData });
