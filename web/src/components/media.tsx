import './media.css';
import { useState } from 'react';
import { parseMedia } from '../lib/media';
import { DroneMark } from './drone-mark';

/**
 * Re-exported for the admin's uploader and lists: importing it through here keeps
 * `lib/media` inside this component's chunk instead of a chunk of its own (Rolldown splits a
 * module reached from a different set of pages).
 */
export { parseMedia } from '../lib/media';
/** The uploader's width plan (decision 0024), through here for the same reason. */
export { variantWidths } from '@shared/domain/image-widths';

function PlayBadge() {
  return (
    <span className="media__play" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path fill="currentColor" d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
}

/**
 * Neutral illustration for a missing image. A `<span>` (shown as a block), as every
 * thumbnail: it may sit inside a button (a gallery's thumbnails, a review's images).
 */
export function MediaPlaceholder() {
  return (
    <span className="media media--placeholder" aria-hidden="true">
      <DroneMark className="media__placeholder-mark" />
    </span>
  );
}

interface MediaProps {
  /** `/media/...`, an absolute URL, `youtube:{id}` or a video file URL. */
  src: string | null | undefined;
  alt: string;
  /** `sizes` for responsive images. */
  sizes?: string;
  /**
   * The page's main image, in view at once (its largest paint): loaded right away and
   * first, not lazily once laid out.
   */
  priority?: boolean;
}

/**
 * Loading attributes: lazy and decoded off the main thread for most images; eager, first and
 * painted as soon as it has arrived for the page's main one (an asynchronous decode would
 * hold its paint back, and it is the page's largest paint).
 */
const loadingOf = (priority: boolean | undefined) =>
  priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);

/**
 * A still preview of a media reference for cards: the image itself, a YouTube video's
 * thumbnail or a video's first frame (with a play badge), or the placeholder. Lazy-loaded
 * unless it is the page's `priority` image.
 */
export function MediaThumbnail({ src, alt, sizes, priority }: MediaProps) {
  const media = parseMedia(src);
  // An image that fails to load (deleted file, YouTube unreachable) shows the placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = () => setFailedSrc(src ?? null);
  if (failedSrc !== null && failedSrc === src) return <MediaPlaceholder />;
  switch (media.kind) {
    case 'none':
      return <MediaPlaceholder />;
    case 'image':
      return (
        <span className="media">
          <img
            src={media.url}
            srcSet={media.srcSet}
            sizes={media.srcSet ? sizes : undefined}
            alt={alt}
            {...loadingOf(priority)}
            onError={onError}
          />
        </span>
      );
    case 'youtube':
      return (
        <span className="media">
          <img src={media.thumbnailUrl} alt={alt} {...loadingOf(priority)} onError={onError} />
          <PlayBadge />
        </span>
      );
    case 'video':
      return (
        <span className="media">
          <video src={media.url} preload="metadata" muted playsInline aria-label={alt} />
          <PlayBadge />
        </span>
      );
  }
}

/**
 * A media reference shown for viewing: images as images, video files with controls, and
 * YouTube videos as a thumbnail that loads the (privacy-enhanced) player when clicked.
 */
export function MediaView({ src, alt, sizes }: MediaProps) {
  const media = parseMedia(src);
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);

  if (media.kind === 'youtube') {
    if (playing) {
      return (
        <div className="media">
          <iframe
            src={media.embedUrl}
            title={alt}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      );
    }
    return (
      <button type="button" className="media media--button" onClick={() => setPlaying(true)}>
        {thumbnailFailed ? (
          <MediaPlaceholder />
        ) : (
          <img
            src={media.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setThumbnailFailed(true)}
          />
        )}
        <PlayBadge />
        <span className="visually-hidden">Afspil video: {alt}</span>
      </button>
    );
  }
  if (media.kind === 'video') {
    return (
      <div className="media">
        <video src={media.url} controls preload="metadata" playsInline aria-label={alt} />
      </div>
    );
  }
  return <MediaThumbnail src={src} alt={alt} sizes={sizes} />;
}
