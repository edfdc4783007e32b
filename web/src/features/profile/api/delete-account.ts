import { apiRequest } from '@web/lib/api';

/** 'Slet min konto': the server cancels, erases and deletes; the body confirms it in words. */
export const deleteMyAccount = () =>
  apiRequest('POST', '/api/me/delete', { body: { confirm: true } });
