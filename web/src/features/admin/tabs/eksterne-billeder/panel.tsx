import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ExternalImage } from '@shared/api/entities';
import { formatFileSize } from '@shared/domain/file-size';
import { adminTabs } from '@shared/texts/admin';
import { externalImageTexts as t } from '@shared/texts/admin-catalog';
import { countText } from '@shared/texts/plural';
import { useToast } from '@web/components/toast/use-toast';
import { Uploader } from '@web/components/uploader/uploader';
import { AdminCardButton } from '@web/features/admin/components/admin-card-button';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
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
    <AdminItemCard
      titleId={nameId}
      title={image.filename}
      titleClassName="admin-external__name"
      media={
        <img
          className="admin-portfolio__media"
          src={safeUrl(image.url)}
          alt={image.filename}
          loading="lazy"
        />
      }
      actions={
        <>
          <AdminCardButton titleId={nameId} onClick={() => void copy()}>
            {copied ? t.copied : t.copyUrl}
          </AdminCardButton>
          <a
            className="btn btn--outline btn--small"
            href={safeUrl(image.url)}
            target="_blank"
            rel="noopener"
            aria-describedby={nameId}
          >
            {t.open}
          </a>
        </>
      }
      remove={{ texts: t, run: () => remove.mutateAsync(image.id) }}
    >
      <AdminFacts
        facts={[
          { label: t.size, value: formatFileSize(image.size) },
          { label: t.date, value: formatAdminDate(image.created_at) },
        ]}
      />
    </AdminItemCard>
  );
}

/**
 * Eksterne billeder (product §2): the admin's image library: total and grid (picture, file
 * name, size, date), copy URL, open, delete, and an upload that takes images only.
 */
export function Panel() {
  const report = useReportedChange();
  const images = useQuery(externalImagesQueryOptions);
  const { create } = useExternalImageChanges();
  const [uploaderKey, setUploaderKey] = useState(0);

  const save = (url: string, fileName: string) =>
    void report(
      create.mutateAsync({ url, filename: fileName }).then(() => setUploaderKey((key) => key + 1)),
      t.uploaded,
      (error) => refusalText(error, t.uploadFailed),
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
              {countText(t.total, all.length)}
            </p>
            <AdminList entries={all} label={t.listLabel} empty={t.empty} className="admin-grid">
              {(image) => <ExternalImageCard image={image} />}
            </AdminList>
          </>
        )}
      </AdminQueryState>
    </section>
  );
}
