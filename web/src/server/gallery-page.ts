/**
 * The customer's gallery rendered on the server (issue 45 'Fast on a phone', decision 0034):
 * opened by the delivery mail's signed link, `/gallery` arrives as HTML with the photos' grid
 * (the first row's images eager, the first with `fetchpriority="high"`, the rest lazy), so its
 * first photo is asked for with the HTML instead of after the app's code and the gallery's API
 * answer. The page is the app's own gallery page, rendered from the same API answer the browser
 * would get (watermarked previews while the downloads wait for payment, decision 0041), and
 * hydrated from it. The signed-in customer's door (`?booking=` alone) needs the browser's
 * session and stays the app's shell.
 *
 * Never cached (it holds presigned links for one customer) and never indexed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { escapeHtml } from '@shared/site/seo';
import { pagePath, pages } from '@shared/site/pages';
import { seoTexts } from '@shared/texts/seo';
import {
  galleryQueryOptions,
  isSignedLink,
  type GalleryDoor,
} from '@web/features/gallery/api/gallery';
import { ApiError } from '@web/lib/api';

export const galleryCacheControl = 'private, no-store';

/** The gallery's signed door at `url`, if it is the gallery opened by a signed link. */
export function signedGalleryDoor(url: URL): GalleryDoor | undefined {
  if (url.pathname !== pagePath('gallery')) return undefined;
  const door: GalleryDoor = {
    bookingId: url.searchParams.get('booking') ?? '',
    expires: url.searchParams.get('expires') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
  return door.bookingId !== '' && isSignedLink(door) ? door : undefined;
}

/** Starts reading the gallery beside the site's data (the page asks for it on its first pass). */
export const prefetchGallery = (client: QueryClient, door: GalleryDoor) =>
  client.prefetchQuery(galleryQueryOptions(door));

/**
 * How the gallery's API answered: 'ok', its refusal (a 4xx the page says in Danish, as
 * 'Leveringen er lukket …' with 410), or 'failed' (the server or the network: the browser
 * tries again, so the app's shell is sent).
 */
export function galleryAnswer(
  client: QueryClient,
  door: GalleryDoor,
): { status: number } | 'failed' {
  const state = client.getQueryState(galleryQueryOptions(door).queryKey);
  if (state?.status === 'success') return { status: 200 };
  const error = state?.error;
  if (error instanceof ApiError && error.isClientError) return { status: error.status };
  return 'failed';
}

/** The gallery's <head> tags: its title and description, and no indexing of a private page. */
export const galleryHead = (siteName: string) =>
  [
    `<title>${escapeHtml(`${pages.gallery.title} | ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(seoTexts.galleryDescription)}" />`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
