/**
 * 'Hent alle': the whole gallery as one zip file per size, made on the server (decision
 * 0034), after the photos and videos, with a link to it at the top. The customer picks a
 * size; while the archive is being made the page says so (a status the screen reader reads)
 * and asks again every few seconds; then its download link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { gallerySizes, type GallerySize } from '@shared/domain/gallery/gallery-files';
import { fillText } from '@shared/texts/fill';
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { archiveQueryOptions, askForArchive, type GalleryDoor } from '../api/gallery';

const downloadAllId = 'hent-alle';

export const sizeNames: Record<GallerySize, string> = {
  web: t.sizeWeb,
  print: t.sizePrint,
  social: t.sizeSocial,
};

const megabytes = (bytes: number | undefined) =>
  ((bytes ?? 0) / (1024 * 1024)).toLocaleString('da-DK', { maximumFractionDigits: 1 });

function ArchiveState({ door, size }: { door: GalleryDoor; size: GallerySize }) {
  const options = archiveQueryOptions(door, size);
  const archive = useQuery(options);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => askForArchive(door, size, true),
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer),
  });
  const name = sizeNames[size];
  if (archive.isError) return <p role="alert">{archive.error.message || t.allFailed}</p>;
  if (archive.data?.state === 'failed')
    return (
      <div role="alert">
        <p>{t.allFailed}</p>
        <button
          type="button"
          className="btn btn--outline"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {t.allRetry}
        </button>
      </div>
    );
  if (!archive.data || archive.data.state !== 'ready')
    return (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" />{' '}
        {fillText(t.allWaiting, { size: name })}
      </p>
    );
  const { entries, bytes, url } = archive.data;
  return (
    <div className="gallery-all__ready">
      <p role="status">{fillText(t.allReady, { size: name, n: entries, mb: megabytes(bytes) })}</p>
      <a className="btn btn--primary" href={url} download>
        {fillText(t.allDownload, { size: name })}
      </a>
    </div>
  );
}

/**
 * 'Hent alle' beside the closing date: a link down to the choice of size after the photos, so
 * the first row of photos stays in a phone's first screen (issue 45 'Fast on a phone') and the
 * link works before the app has started.
 */
export function DownloadAllLink() {
  return (
    <a className="btn btn--outline btn--small" href={`#${downloadAllId}`}>
      {t.allTitle}
      <span aria-hidden="true"> ↓</span>
    </a>
  );
}

export function DownloadAll({ door }: { door: GalleryDoor }) {
  const [asked, setAsked] = useState<GallerySize | null>(null);
  return (
    <section id={downloadAllId} className="gallery-all" aria-labelledby="gallery-all">
      <h2 id="gallery-all">{t.allTitle}</h2>
      <p>{t.allIntro}</p>
      <p className="gallery-sizes-hint">{t.sizesHint}</p>
      <ul className="inline-list">
        {gallerySizes.map((size) => (
          <li key={size}>
            <button
              type="button"
              className="btn btn--outline"
              aria-pressed={asked === size}
              onClick={() => setAsked(size)}
            >
              {fillText(t.allSize, { size: sizeNames[size] })}
            </button>
          </li>
        ))}
      </ul>
      {asked ? <ArchiveState key={asked} door={door} size={asked} /> : null}
    </section>
  );
}
