/** Lambda for accounts and profiles. */
import { groupHandler } from '../lib/http';
import { accountRoutes } from '@shared/api/routes/accounts';
import { deleteMyAccount } from '@functions/capabilities/accounts/delete-my-account';
import { exportMyData } from '@functions/capabilities/accounts/export-my-data';
import { getMe } from '@functions/capabilities/accounts/get-me';
import { createFirm, getMyFirm, saveFirmSettings } from '@functions/capabilities/firms/my-firm';
import {
  inviteColleague,
  joinFirm,
  previewFirmInvitation,
} from '@functions/capabilities/firms/invitations';
import { makeColleagueAdministrator, removeColleague } from '@functions/capabilities/firms/members';
import { listFirmBookings } from '@functions/capabilities/firms/firm-bookings';
import { deleteMyFirm } from '@functions/capabilities/firms/delete-firm';
import {
  chooseFirmPropertyPage,
  getFirmPropertyPage,
} from '@functions/capabilities/deliveries/firm-property-page';

export const handler = groupHandler(accountRoutes, {
  getMe,
  exportMyData,
  deleteMyAccount,
  getMyFirm,
  createFirm,
  inviteColleague,
  previewFirmInvitation,
  joinFirm,
  removeColleague,
  makeColleagueAdministrator,
  listFirmBookings,
  saveFirmSettings,
  deleteMyFirm,
  getFirmPropertyPage,
  chooseFirmPropertyPage,
});
