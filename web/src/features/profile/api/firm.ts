/** The profile's 'Firma' (product §2 'Firma'): creating, inviting, joining, colleagues, bookings. */
import { queryOptions } from '@tanstack/react-query';
import type {
  CreateFirmBody,
  FirmInvitationLink,
  FirmPropertyPageBody,
  FirmSettingsBody,
} from '@shared/api/firm';
import { apiGet, apiRequest } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';

export const createFirm = (body: CreateFirmBody) => apiRequest('POST', '/api/me/firm', { body });

export const deleteMyFirm = () => apiRequest('DELETE', '/api/me/firm', {});

export const saveFirmSettings = (body: FirmSettingsBody) =>
  apiRequest('PUT', '/api/me/firm/settings', { body });

export const inviteColleague = (email: string) =>
  apiRequest('POST', '/api/me/firm/invitations', { body: { email } });

export const joinFirm = (link: FirmInvitationLink) =>
  apiRequest('POST', '/api/me/firm/join', { body: link });

export const removeColleague = (userId: string) =>
  apiRequest('DELETE', '/api/me/firm/members/{userId}', { params: { userId } });

export const makeColleagueAdministrator = (userId: string) =>
  apiRequest('POST', '/api/me/firm/members/{userId}/administrator', { params: { userId } });

export const invitationPreviewQueryOptions = (link: FirmInvitationLink) =>
  queryOptions({
    queryKey: myKeys.firmInvitation(link.firm, link.email),
    queryFn: ({ signal }) => apiGet('/api/me/firm/invitation', { query: { ...link }, signal }),
    retry: false,
  });

export const firmBookingsQueryOptions = queryOptions({
  queryKey: myKeys.firmBookings,
  queryFn: ({ signal }) => apiGet('/api/me/firm/bookings', { signal }),
  staleTime: 30_000,
});

/** A firm booking's property page as the firm sees it (issue 45): link, branding, who chose. */
export const firmPropertyPageQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: myKeys.firmPropertyPage(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/me/firm/bookings/{id}/property-page', { params: { id: bookingId }, signal }),
    staleTime: 30_000,
    retry: false,
  });

/** The firm's administrator's choice for this delivery's property page. */
export const chooseFirmPropertyPage = (bookingId: string, body: FirmPropertyPageBody) =>
  apiRequest('PUT', '/api/me/firm/bookings/{id}/property-page', {
    params: { id: bookingId },
    body,
  });
