import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortfolioItem } from '@shared/api/entities';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { portfolioAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { parseMedia } from '@web/components/media';
import { safeUrl } from '@web/lib/safe-url';
import { usePortfolioChanges, adminPortfolioQueryOptions } from './portfolio-actions';
import { PortfolioForm } from './portfolio-form';

const title = adminTabs.find((tab) => tab.id === 'portfolio')!.label;

/** The item's picture, or its video embedded (an uploaded file or YouTube). */
function PortfolioMedia({ item }: { item: PortfolioItem }) {
  const media = parseMedia(item.image_url);
  if (media.kind === 'youtube') {
    return (
      <iframe
        className="admin-portfolio__media"
        src={`https://www.youtube-nocookie.com/embed/${media.id}?rel=0`}
        title={item.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (media.kind === 'video') {
    return (
      <video
        className="admin-portfolio__media"
        src={safeUrl(media.url)}
        controls
        aria-label={item.title}
      />
    );
  }
  if (media.kind === 'image') {
    return (
      <img
        className="admin-portfolio__media"
        src={safeUrl(media.url)}
        srcSet={media.srcSet}
        sizes="(min-width: 48rem) 30vw, 100vw"
        alt={item.title}
        loading="lazy"
      />
    );
  }
  return null;
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  const toast = useToast();
  const { remove } = usePortfolioChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `portfolio-${item.id}-title`;
  if (editing) return <PortfolioForm item={item} onDone={() => setEditing(false)} />;
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <PortfolioMedia item={item} />
      <h3 id={nameId}>{item.title}</h3>
      <p className="admin-booking__badges">
        <span className="admin-badge admin-badge--ok">
          {fillText(t.likes, { count: item.likes })}
        </span>
        <span className="admin-badge admin-badge--muted">
          {fillText(t.dislikes, { count: item.dislikes })}
        </span>
      </p>
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => setEditing(true)}
        >
          {adminTexts.edit}
        </button>
        <DeleteButton
          question={t.deleteConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(item.id).then(
              () => toast.success(t.deleted),
              () => toast.error(t.deleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/** Portfolio (SPEC 2): images, likes and dislikes; the grid with videos embedded; every change. */
export function Panel() {
  const items = useQuery(adminPortfolioQueryOptions);
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addTitle}
          </button>
        )}
      </AdminTabHeading>
      {adding ? <PortfolioForm onDone={() => setAdding(false)} /> : null}
      <AdminQueryState query={items}>
        {(all) => (
          <>
            <AdminStats
              label={title}
              stats={[
                { label: t.statImages, value: String(all.length) },
                { label: t.statLikes, value: String(all.reduce((sum, i) => sum + i.likes, 0)) },
                {
                  label: t.statDislikes,
                  value: String(all.reduce((sum, i) => sum + i.dislikes, 0)),
                },
              ]}
            />
            {all.length === 0 ? (
              <p className="admin-empty">{t.empty}</p>
            ) : (
              <ul className="admin-grid" aria-label={t.listLabel}>
                {all.map((item) => (
                  <li key={item.id}>
                    <PortfolioCard item={item} />
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
