/** Asking to be told when an address outside the zones is covered (`POST /api/coverage/requests`). */
import { apiRequest } from './api';

export const requestCoverage = (body: { email: string; address: string; product_id?: number }) =>
  apiRequest('POST', '/api/coverage/requests', { body });
