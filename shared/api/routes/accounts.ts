/** Accounts and profiles. */
import { accountDeletionBodySchema, accountDeletionSchema } from '../account-deletion';
import { profileSchema } from '../entities';
import { myDataSchema } from '../my-data';
import {
  createFirmBodySchema,
  firmChangedSchema,
  firmSettingsBodySchema,
  firmInvitationLinkSchema,
  firmBookingsSchema,
  firmPropertyPageBodySchema,
  firmPropertyPageSchema,
  invitationPreviewSchema,
  inviteColleagueBodySchema,
  myFirmSchema,
} from '../firm';
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
  // ---- Firms (product §2 'Firma'): each operation checks the caller's own membership and role. ----
  {
    // The caller's firm, role, and (administrators only) colleagues and open invitations.
    method: 'GET',
    path: '/api/me/firm',
    group: 'accounts',
    operation: 'getMyFirm',
    caller: 'user',
    response: myFirmSchema,
  },
  {
    // The caller creates a firm and becomes its administrator (one firm per CVR number).
    method: 'POST',
    path: '/api/me/firm',
    group: 'accounts',
    operation: 'createFirm',
    needs: ['table:write'],
    caller: 'user',
    body: createFirmBodySchema,
    response: myFirmSchema,
  },
  {
    // The firm's administrator deletes it: only its member, no unpaid invoice, no coming booking.
    method: 'DELETE',
    path: '/api/me/firm',
    group: 'accounts',
    operation: 'deleteMyFirm',
    needs: ['table:write'],
    caller: 'user',
    response: myFirmSchema,
  },
  {
    // The firm's administrator invites a colleague by e-mail (a signed link).
    method: 'POST',
    path: '/api/me/firm/invitations',
    group: 'accounts',
    operation: 'inviteColleague',
    needs: ['table:write', 'mail'],
    caller: 'user',
    body: inviteColleagueBodySchema,
    response: myFirmSchema,
  },
  {
    // The firm an invitation link is for, shown before joining: only with a genuine link.
    method: 'GET',
    path: '/api/me/firm/invitation',
    group: 'accounts',
    operation: 'previewFirmInvitation',
    caller: 'user',
    query: firmInvitationLinkSchema,
    response: invitationPreviewSchema,
  },
  {
    // The invited person joins, signed in with the address the invitation was sent to.
    method: 'POST',
    path: '/api/me/firm/join',
    group: 'accounts',
    operation: 'joinFirm',
    needs: ['table:write'],
    caller: 'user',
    body: firmInvitationLinkSchema,
    response: myFirmSchema,
  },
  {
    // The administrator makes a colleague administrator too.
    method: 'POST',
    path: '/api/me/firm/members/{userId}/administrator',
    group: 'accounts',
    operation: 'makeColleagueAdministrator',
    needs: ['table:write'],
    caller: 'user',
    response: firmChangedSchema,
  },
  {
    // The administrator removes a colleague, or a member leaves (their own id); never the
    // last administrator.
    method: 'DELETE',
    path: '/api/me/firm/members/{userId}',
    group: 'accounts',
    operation: 'removeColleague',
    needs: ['table:write'],
    caller: 'user',
    response: firmChangedSchema,
  },
  {
    // The administrator's settings of the firm: copies of delivery mails to administrators.
    method: 'PUT',
    path: '/api/me/firm/settings',
    group: 'accounts',
    operation: 'saveFirmSettings',
    needs: ['table:write'],
    caller: 'user',
    body: firmSettingsBodySchema,
    response: myFirmSchema,
  },
  {
    // The firm's bookings: every one for its administrators, a colleague's own for them.
    method: 'GET',
    path: '/api/me/firm/bookings',
    group: 'accounts',
    operation: 'listFirmBookings',
    caller: 'user',
    response: firmBookingsSchema,
  },
  {
    // A firm booking's property page (issue 45): its link, branding and whose choice it is; for
    // the firm's administrators and the booking's booker.
    method: 'GET',
    path: '/api/me/firm/bookings/{id}/property-page',
    group: 'accounts',
    operation: 'getFirmPropertyPage',
    caller: 'user',
    response: firmPropertyPageSchema,
  },
  {
    // The firm's administrator's choice for this delivery's property page, while the owner has
    // not chosen (decision 0034).
    method: 'PUT',
    path: '/api/me/firm/bookings/{id}/property-page',
    group: 'accounts',
    operation: 'chooseFirmPropertyPage',
    needs: ['table:write'],
    caller: 'user',
    body: firmPropertyPageBodySchema,
    response: firmPropertyPageSchema,
  },
] as const satisfies readonly RouteDef[];
