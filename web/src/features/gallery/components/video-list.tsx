/** The gallery's videos: each playable in the page (its controls) and downloadable. */
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { fillText } from '@shared/texts/fill';
import type { CustomerGalleryFile } from '../lib/photo-sources';
import { SizeDownloads } from './size-downloads';

export function VideoList({ videos }: { videos: CustomerGalleryFile[] }) {
  return (
    <ul className="gallery-videos" aria-label={t.videosLabel}>
      {videos.map((video) => (
        <li key={video.id} className="gallery-videos__item">
          <video
            src={video.preview_url}
            controls
            preload="metadata"
            playsInline
            aria-label={fillText(t.videoLabel, { name: video.file_name })}
          />
          <p className="gallery-grid__name">{video.file_name}</p>
          <SizeDownloads file={video} />
        </li>
      ))}
    </ul>
  );
}
