/**
 * 'Betal nu' in a locked gallery (decision 0041): a checkout of the booking's amount due, by
 * the mailed link's signature (no account) or as the signed-in customer.
 */
import { apiRequest } from '@web/lib/api';
import { isSignedLink, type GalleryDoor } from './gallery';

export const payForGallery = (door: GalleryDoor) =>
  isSignedLink(door)
    ? apiRequest('POST', '/api/bookings/{id}/gallery/checkout', {
        params: { id: door.bookingId },
        query: { expires: door.expires, sig: door.sig },
      })
    : apiRequest('POST', '/api/me/bookings/{id}/gallery/checkout', {
        params: { id: door.bookingId },
      });
