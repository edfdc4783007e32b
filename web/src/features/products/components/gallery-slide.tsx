import { MediaThumbnail } from '@web/components/media';
import { parseMedia } from '@web/lib/media';

/** One gallery entry at full size: an image, a video file, or a lazy YouTube (no-cookie) player. */
export function GallerySlide({ src, alt }: { src: string; alt: string }) {
  const media = parseMedia(src);
  if (media.kind === 'youtube') {
    return (
      <div className="media">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${media.id}?rel=0`}
          title={alt}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  if (media.kind === 'video') {
    return (
      <div className="media">
        <video src={media.url} controls preload="metadata" playsInline aria-label={alt} />
      </div>
    );
  }
  // The gallery's large image is the product page's main content.
  return <MediaThumbnail src={src} alt={alt} sizes="(min-width: 1024px) 40rem, 100vw" priority />;
}
