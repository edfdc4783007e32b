import { useQuery } from '@tanstack/react-query';
import { useContent } from '@web/lib/content/use-content';
import { ratingsQueryOptions } from '@web/lib/ratings';
import { ReviewCard } from '@web/components/reviews/review-card';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

/** `/ratings`: every review, newest first, re-read live when a review is added. */
export function RatingsPage() {
  const ratings = useQuery(ratingsQueryOptions);
  const list = ratings.data ?? [];
  const texts = {
    loading: useContent('ratings-loading'),
    error: useContent('ratings-error'),
    empty: useContent('ratings-empty'),
  };
  return (
    <>
      <PageHero
        title={<Editable k="ratings-title" />}
        intro={<Editable k="ratings-subtitle" multiline />}
      />
      <div className="page-body container">
        {ratings.isPending ? (
          <p className="placeholder-note" role="status">
            {texts.loading}
          </p>
        ) : ratings.isError && list.length === 0 ? (
          <p className="placeholder-note" role="alert">
            {texts.error}
          </p>
        ) : list.length === 0 ? (
          <p className="placeholder-note">{texts.empty}</p>
        ) : (
          <ul className="review-grid">
            {list.map((rating) => (
              <li key={rating.id}>
                <ReviewCard rating={rating} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
