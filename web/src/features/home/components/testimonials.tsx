import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import { ratingsQueryOptions } from '@web/lib/ratings';
import { ReviewCard } from '@web/components/reviews/review-card';

/** The first 3 reviews (each with at most 4 images); hidden until there are any. */
export function Testimonials() {
  const ratings = useQuery(ratingsQueryOptions);
  const first = (ratings.data ?? []).slice(0, 3);
  const title = useContent('testimonials-title');
  const subtitle = useContent('testimonials-subtitle');
  const allRatings = useContent('testimonials-all-button');
  if (first.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="testimonials-title">
      <div className="container">
        <header className="section__header">
          <h2 id="testimonials-title">{title}</h2>
          <p>{subtitle}</p>
        </header>
        <ul className="review-grid">
          {first.map((rating) => (
            <li key={rating.id}>
              <ReviewCard rating={rating} />
            </li>
          ))}
        </ul>
        <div className="section__footer">
          <Link to={pagePath('ratings')} className="btn btn--outline">
            {allRatings}
          </Link>
        </div>
      </div>
    </section>
  );
}
