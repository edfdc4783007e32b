/**
 * Admin: a booking's gallery (product §4 'Galleri', decision 0034): uploading photos and
 * videos straight to the private bucket, ordering them, the cover, removing one; payment
 * before download per booking (decision 0041). Every route is for admins only.
 */
import * as z from 'zod/mini';
import {
  abortGalleryUploadBodySchema,
  arrangeGalleryBodySchema,
  galleryFileBodySchema,
  galleryPartsBodySchema,
  galleryUploadRequestSchema,
  ownerGallerySchema,
  signedPartsSchema,
  startedGalleryUploadSchema,
} from '../gallery';
import { downloadPaymentBodySchema, downloadPaymentSettingSchema } from '../download-payment';
import { deliveryTermsBodySchema, deliveryTermsSchema } from '../property-page';
import type { RouteDef } from '../route-def';

export const adminGalleryRoutes = [
  {
    // The gallery in order, with short-lived preview links.
    method: 'GET',
    path: '/api/admin/bookings/{id}/gallery',
    group: 'admin',
    operation: 'getOwnerGallery',
    caller: 'admin',
    needs: ['files:read'],
    response: ownerGallerySchema,
  },
  {
    // A photo gets a presigned PUT; a video starts a multipart upload.
    method: 'POST',
    path: '/api/admin/bookings/{id}/gallery/uploads',
    group: 'admin',
    operation: 'startGalleryUpload',
    caller: 'admin',
    needs: ['files:write'],
    body: galleryUploadRequestSchema,
    response: startedGalleryUploadSchema,
  },
  {
    // Presigned PUTs for parts of a video's multipart upload (to start or to resume).
    method: 'POST',
    path: '/api/admin/bookings/{id}/gallery/parts',
    group: 'admin',
    operation: 'signGalleryParts',
    caller: 'admin',
    needs: ['files:write'],
    body: galleryPartsBodySchema,
    response: signedPartsSchema,
  },
  {
    // A stopped video upload the owner discards: its parts are deleted.
    method: 'POST',
    path: '/api/admin/bookings/{id}/gallery/uploads/abort',
    group: 'admin',
    operation: 'abortGalleryUpload',
    caller: 'admin',
    needs: ['files:write'],
    body: abortGalleryUploadBodySchema,
    response: z.object({ aborted: z.literal(true) }),
  },
  {
    // An arrived file joins the gallery: checked by its bytes, a photo's sizes made.
    method: 'POST',
    path: '/api/admin/bookings/{id}/gallery/files',
    group: 'admin',
    operation: 'addGalleryFile',
    caller: 'admin',
    needs: ['table:write', 'files:write'],
    body: galleryFileBodySchema,
    response: ownerGallerySchema,
  },
  {
    // The order and the cover.
    method: 'PUT',
    path: '/api/admin/bookings/{id}/gallery',
    group: 'admin',
    operation: 'arrangeGallery',
    caller: 'admin',
    needs: ['table:write', 'files:read'],
    body: arrangeGalleryBodySchema,
    response: ownerGallerySchema,
  },
  {
    // Removes a file with its sizes.
    method: 'DELETE',
    path: '/api/admin/bookings/{id}/gallery/files/{fileId}',
    group: 'admin',
    operation: 'removeGalleryFile',
    caller: 'admin',
    needs: ['table:write', 'files:write'],
    response: ownerGallerySchema,
  },
  {
    // 'Betaling før download' of a booking (decision 0041): its choice, its firm's, the outcome.
    method: 'GET',
    path: '/api/admin/bookings/{id}/download-payment',
    group: 'admin',
    operation: 'getDownloadPayment',
    caller: 'admin',
    response: downloadPaymentSettingSchema,
  },
  {
    // The owner sets it: required, not required, or as the booking's firm (null).
    method: 'PUT',
    path: '/api/admin/bookings/{id}/download-payment',
    group: 'admin',
    operation: 'setDownloadPayment',
    caller: 'admin',
    needs: ['table:write'],
    body: downloadPaymentBodySchema,
    response: downloadPaymentSettingSchema,
  },
  {
    // The delivery's property page (branding, share link) and lifetime (open until).
    method: 'GET',
    path: '/api/admin/bookings/{id}/delivery-terms',
    group: 'admin',
    operation: 'getDeliveryTerms',
    caller: 'admin',
    response: deliveryTermsSchema,
  },
  {
    // Branded or not, a new share link or none, extending the delivery (untags its files).
    method: 'PUT',
    path: '/api/admin/bookings/{id}/delivery-terms',
    group: 'admin',
    operation: 'changeDeliveryTerms',
    caller: 'admin',
    needs: ['table:write', 'files:write'],
    body: deliveryTermsBodySchema,
    response: deliveryTermsSchema,
  },
] as const satisfies readonly RouteDef[];
