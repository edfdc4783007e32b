/**
 * A booking's gallery for the customer (decision 0034) by one of two doors: the delivery
 * mail's signed link (`expires` and `sig`, no sign-in) or the signed-in customer's own
 * booking (from the profile). The downloads are presigned for a few minutes, so the gallery
 * is read again before they run out.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GallerySize } from '@shared/domain/gallery/gallery-files';
import { apiGet, apiRequest } from '@web/lib/api';
import { galleryKeys } from '@web/lib/query-keys';

/** How often a gallery just paid for is read again, until its payment's webhook has landed. */
const paymentPollMs = 3000;

export interface GalleryDoor {
  bookingId: string;
  /** The mail's signed link; both empty: the signed-in customer's own booking. */
  expires: string;
  sig: string;
}

export const isSignedLink = (door: GalleryDoor) => door.expires !== '' && door.sig !== '';

/** Read again a minute before the links of the last answer stop working. */
const refreshMs = (seconds: number) => Math.max(60, seconds - 60) * 1000;

/**
 * `waitingForPayment`: back from 'Betal nu' (decision 0041), a locked gallery is read every
 * few seconds until its payment's webhook has opened it.
 */
export const galleryQueryOptions = (door: GalleryDoor, waitingForPayment = false) =>
  queryOptions({
    queryKey: isSignedLink(door)
      ? galleryKeys.link(door.bookingId, door.expires, door.sig)
      : galleryKeys.mine(door.bookingId),
    queryFn: ({ signal }) =>
      isSignedLink(door)
        ? apiGet('/api/bookings/{id}/gallery', {
            params: { id: door.bookingId },
            query: { expires: door.expires, sig: door.sig },
            signal,
          })
        : apiGet('/api/me/bookings/{id}/gallery', { params: { id: door.bookingId }, signal }),
    enabled: door.bookingId !== '',
    retry: false,
    // A refusal (a wrong, expired or closed link) rendered on the server (decision 0034) is
    // hydrated as it is, not asked for again while the page takes over.
    meta: { keepsRefusal: true },
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (waitingForPayment && data.payment_due) return paymentPollMs;
      return refreshMs(data.links_valid_seconds);
    },
  });

/**
 * 'Hent alle': asks for the archive of `size` (asked again while it is being made); `retry`
 * after its making failed.
 */
export const askForArchive = (door: GalleryDoor, size: GallerySize, retry = false) =>
  isSignedLink(door)
    ? apiRequest('POST', '/api/bookings/{id}/gallery/archive', {
        params: { id: door.bookingId },
        query: { expires: door.expires, sig: door.sig },
        body: { size, ...(retry ? { retry } : {}) },
      })
    : apiRequest('POST', '/api/me/bookings/{id}/gallery/archive', {
        params: { id: door.bookingId },
        body: { size, ...(retry ? { retry } : {}) },
      });

/** How often a waiting archive is asked for again. */
const archivePollMs = 3000;

export const archiveQueryOptions = (door: GalleryDoor, size: GallerySize) =>
  queryOptions({
    queryKey: [...galleryKeys.mine(door.bookingId), 'archive', size],
    queryFn: () => askForArchive(door, size),
    retry: false,
    refetchOnWindowFocus: false,
    // Ready: its download link works a few minutes, and the archive is kept on the server.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data && ['waiting', 'building'].includes(query.state.data.state)
        ? archivePollMs
        : false,
  });
