import { useQuery } from '@tanstack/react-query';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import { ratingsQueryOptions } from '@web/lib/ratings';
import { ReviewCard } from '@web/components/reviews/review-card';
import { PageSection } from './page-section';

/** The first 3 reviews (each with at most 4 images); hidden until there are any. */
export function Testimonials() {
  const ratings = useQuery(ratingsQueryOptions);
  const first = (ratings.data ?? []).slice(0, 3);
  const title = useContent('testimonials-title');
  const subtitle = useContent('testimonials-subtitle');
  const allRatings = useContent('testimonials-all-button');
  if (first.length === 0) return null;
  return (
    <PageSection
      titleId="testimonials-title"
      title={title}
      intro={subtitle}
      muted
      more={{ to: pagePath('ratings'), label: allRatings }}
    >
      <ul className="review-grid">
        {first.map((rating) => (
          <li key={rating.id}>
            <ReviewCard rating={rating} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
