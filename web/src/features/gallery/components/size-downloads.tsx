/**
 * A photo's downloads in the three sizes (decision 0034): 'Web' (2048 px), 'Print' (the
 * original) and 'Sociale medier' (1080 px); a video's one file. Each is a presigned download
 * that the storage answers as an attachment named after the file and the size.
 */
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { fillText } from '@shared/texts/fill';
import type { CustomerGalleryFile } from '../lib/photo-sources';

export function SizeDownloads({ file }: { file: CustomerGalleryFile }) {
  const { web, print, social } = file.downloads;
  const sizes =
    file.kind === 'video'
      ? [{ label: t.downloadVideo, url: print }]
      : [
          { label: t.sizeWeb, url: web },
          { label: t.sizePrint, url: print },
          { label: t.sizeSocial, url: social },
        ];
  // A locked gallery's preview (decision 0041) has no downloads.
  if (!sizes.some((size) => size.url)) return null;
  return (
    <ul className="inline-list" aria-label={fillText(t.downloadsLabel, { name: file.file_name })}>
      {sizes.map((size) =>
        size.url ? (
          <li key={size.label}>
            <a className="btn btn--outline btn--small" href={size.url} download>
              {size.label}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
