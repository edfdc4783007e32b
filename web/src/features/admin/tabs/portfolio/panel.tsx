import { useQuery } from '@tanstack/react-query';
import type { PortfolioItem } from '@shared/api/entities';
import { adminTabs } from '@shared/texts/admin';
import { portfolioAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { AdminBadges } from '@web/features/admin/components/admin-badges';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminListTab } from '@web/features/admin/components/admin-list-tab';
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
  const { remove } = usePortfolioChanges();
  const nameId = `portfolio-${item.id}-title`;
  return (
    <AdminItemCard
      titleId={nameId}
      title={item.title}
      media={<PortfolioMedia item={item} />}
      editForm={(done) => <PortfolioForm item={item} onDone={done} />}
      remove={{ texts: t, run: () => remove.mutateAsync(item.id) }}
    >
      <AdminBadges
        badges={[
          { label: fillText(t.likes, { count: item.likes }), tone: 'ok' },
          { label: fillText(t.dislikes, { count: item.dislikes }), tone: 'muted' },
        ]}
      />
    </AdminItemCard>
  );
}

/** Portfolio (product §2): images, likes and dislikes; the grid with videos embedded; every change. */
export function Panel() {
  const items = useQuery(adminPortfolioQueryOptions);
  return (
    <AdminListTab
      title={title}
      texts={t}
      addForm={(done) => <PortfolioForm onDone={done} />}
      query={items}
      stats={(all) => [
        { label: t.statImages, value: String(all.length) },
        { label: t.statLikes, value: String(all.reduce((sum, i) => sum + i.likes, 0)) },
        { label: t.statDislikes, value: String(all.reduce((sum, i) => sum + i.dislikes, 0)) },
      ]}
      listClassName="admin-grid"
    >
      {(item) => <PortfolioCard item={item} />}
    </AdminListTab>
  );
}
