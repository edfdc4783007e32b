/** Where a booking's gallery keeps its files and its 'Hent alle' archives in the private bucket. */
import { archiveFileName } from '@shared/domain/gallery/gallery-archive';
import type { GallerySize } from '@shared/domain/gallery/gallery-files';

/** The gallery's files, beside the booking's other delivered files. */
export const galleryFolder = (bookingId: string) => `deliveries/${bookingId}/gallery`;

/** The archive of one size ('Hent alle'), made once and kept until the gallery changes. */
export const archiveKey = (bookingId: string, size: GallerySize): string =>
  // eslint-disable-next-line site/no-literal-page-path -- a folder of the bucket, not a page
  `${galleryFolder(bookingId)}/archives/${archiveFileName(size)}`;
