import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { MediaThumbnail } from '@web/components/media';
import { parseMedia } from '@web/lib/media';
import { ReactionButtons } from './reaction-buttons';

interface PortfolioCardProps {
  item: PortfolioItem;
  saving: boolean;
  onReact: (itemId: string, reaction: Reaction) => void;
}

/** An image, or an embedded YouTube video (no-cookie, lazy), its title and the reactions. */
export function PortfolioCard({ item, saving, onReact }: PortfolioCardProps) {
  const media = parseMedia(item.image_url);
  return (
    <article className="card-frame portfolio-card">
      {media.kind === 'youtube' ? (
        <div className="media">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${media.id}?rel=0`}
            title={item.title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : (
        <MediaThumbnail
          src={item.image_url}
          alt={item.title}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        />
      )}
      <div className="portfolio-card__body">
        <h2 className="portfolio-card__title">{item.title}</h2>
        <ReactionButtons
          item={item}
          disabled={saving}
          onReact={(reaction) => onReact(item.id, reaction)}
        />
      </div>
    </article>
  );
}
