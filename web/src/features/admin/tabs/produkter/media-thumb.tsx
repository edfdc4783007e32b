import { parseMedia } from '@web/components/media';
import { safeUrl } from '@web/lib/safe-url';

/** A small picture of a stored image, uploaded video or YouTube video. */
export function MediaThumb({ mediaRef, label }: { mediaRef: string; label: string }) {
  const media = parseMedia(mediaRef);
  if (media.kind === 'youtube') {
    return <img className="admin-thumb" src={media.thumbnailUrl} alt={label} loading="lazy" />;
  }
  if (media.kind === 'video') {
    return <video className="admin-thumb" src={safeUrl(media.url)} aria-label={label} muted />;
  }
  if (media.kind === 'image') {
    return (
      <img
        className="admin-thumb"
        src={safeUrl(media.url)}
        srcSet={media.srcSet}
        sizes="6.5rem"
        alt={label}
        loading="lazy"
      />
    );
  }
  return null;
}
