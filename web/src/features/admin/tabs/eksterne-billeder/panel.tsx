import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ExternalImage } from '@shared/api/entities';
import { formatFileSize } from '@shared/domain/file-size';
import { adminTabs } from '@shared/texts/admin';
import { externalImageTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { Uploader } from '@web/components/uploader/uploader';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import { safeUrl } from '@web/lib/safe-url';
import { externalImagesQueryOptions, useExternalImageChanges } from './external-image-actions';

const title = adminTabs.find((tab) => tab.id === 'eksterne-billeder')!.label;

/** The address to copy: absolute, so it works where it is pasted. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

function ExternalImageCard({ image }: { image: ExternalImage }) {
  const toast = useToast();
  const { remove } = useExternalImageChanges();
  const [copied, setCopied] = useState(false);
  const nameId = `external-${image.id}-name`;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(image.url));
      setCopied(true);
      toast.success(t.copiedToast);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <img
        className="admin-portfolio__media"
        src={safeUrl(image.url)}
        alt={image.filename}
        loading="lazy"
      />
      <h3 id={nameId} className="admin-external__name">
        {image.filename}
      </h3>
      <dl className="admin-booking__facts">
        <div>
          <dt>{t.size}</dt>
          <dd>{formatFileSize(image.size)}</dd>
        </div>
        <div>
          <dt>{t.date}</dt>
          <dd>{formatAdminDate(image.created_at)}</dd>
        </div>
      </dl>
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => void copy()}
        >
          {copied ? t.copied : t.copyUrl}
        </button>
        <a
          className="btn btn--outline btn--small"
          href={safeUrl(image.url)}
          target="_blank"
          rel="noopener"
          aria-describedby={nameId}
        >
          {t.open}
        </a>
        <DeleteButton
          question={t.deleteConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(image.id).then(
              () => toast.success(t.deleted),
              () => toast.error(t.deleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/**
 * Eksterne billeder (SPEC 2): the admin's image library: total and grid (picture, file
 * name, size, date), copy URL, open, delete, and an upload that takes images only.
 */
export function Panel() {
  const toast = useToast();
  const images = useQuery(externalImagesQueryOptions);
  const { create } = useExternalImageChanges();
  const [uploaderKey, setUploaderKey] = useState(0);

  const save = (url: string, fileName: string) =>
    create.mutate(
      { url, filename: fileName },
      {
        onSuccess: () => {
          toast.success(t.uploaded);
          setUploaderKey((key) => key + 1);
        },
        onError: (error) => toast.error(refusalText(error, t.uploadFailed)),
      },
    );

  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <Uploader
        key={uploaderKey}
        label={t.upload}
        modes={['image']}
        use="external"
        imagesOnly
        onUploaded={(url, media) => save(url, media.fileName ?? url.split('/').pop()!)}
      />
      <AdminQueryState query={images} failedText={t.loadFailed}>
        {(all) => (
          <>
            <p className="admin-field__hint" role="status">
              {fillText(t.total, { count: all.length })}
            </p>
            {all.length === 0 ? (
              <p className="admin-empty">{t.empty}</p>
            ) : (
              <ul className="admin-grid" aria-label={t.listLabel}>
                {all.map((image) => (
                  <li key={image.id}>
                    <ExternalImageCard image={image} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </AdminQueryState>
    </section>
  );
}
