import type { HomeSection } from '@shared/api/entities';
import { MediaView } from '@web/components/media';
import { useContent } from '@web/lib/content/use-content';
import { visibleHomeSections } from '../lib/home-content';
import { Editable } from '@web/lib/content/editable';
import { PageSection } from './page-section';

interface FeatureItem {
  id: string;
  title: string;
  description: string;
  media: string;
  /** The site-content entry of a standard section's image (admins change it in place). */
  imageKey?: 'about-drone-image' | 'about-pilot-image';
}

function useFallbackSections(): FeatureItem[] {
  return [
    {
      id: 'drone',
      title: useContent('about-drone-title'),
      description: useContent('about-drone-text'),
      media: useContent('about-drone-image'),
      imageKey: 'about-drone-image',
    },
    {
      id: 'pilot',
      title: useContent('about-pilot-title'),
      description: useContent('about-pilot-text'),
      media: useContent('about-pilot-image'),
      imageKey: 'about-pilot-image',
    },
  ];
}

/**
 * The admin's home sections, alternating image left and right; when there are none, the
 * standard sections about the drone and the pilot.
 */
export function HomeSections({ sections }: { sections: readonly HomeSection[] }) {
  const fallback = useFallbackSections();
  const visible = visibleHomeSections(sections);
  const items: FeatureItem[] =
    visible.length > 0
      ? visible.map((s) => ({
          id: s.id,
          title: s.title,
          description: s.description,
          media: s.image_url,
        }))
      : fallback;

  return (
    <PageSection titleId="about-title" title={<Editable k="about-title" />} muted>
      <div className="feature-list">
        {items.map((item, index) => (
          <article
            key={item.id}
            className={index % 2 === 1 ? 'feature feature--reverse' : 'feature'}
          >
            <div className="feature__media">
              <MediaView
                src={item.media}
                alt={item.title}
                sizes="(min-width: 960px) 34rem, 100vw"
              />
              {item.imageKey ? <Editable k={item.imageKey} image /> : null}
            </div>
            <div className="feature__text">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
