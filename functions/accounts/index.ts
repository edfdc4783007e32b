/** Lambda for accounts and profiles. */
import { groupHandler } from '../lib/http';
import { getMe } from './get-me';

export const handler = groupHandler('accounts', { getMe });
