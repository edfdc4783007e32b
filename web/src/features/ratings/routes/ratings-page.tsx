import { useQuery } from '@tanstack/react-query';
import { ratingsQueryOptions } from '@web/lib/ratings';
import { ReviewCard } from '@web/components/reviews/review-card';
import { Editable } from '@web/lib/content/editable';
import { LoadedList } from '@web/components/loaded-list';
import { PageHero } from '@web/components/page-hero';

/** `/ratings`: every review, newest first, re-read live when a review is added. */
export function RatingsPage() {
  const ratings = useQuery(ratingsQueryOptions);
  return (
    <>
      <PageHero
        title={<Editable k="ratings-title" />}
        intro={<Editable k="ratings-subtitle" multiline />}
      />
      <div className="page-body container">
        <LoadedList
          query={ratings}
          texts={{ loading: 'ratings-loading', error: 'ratings-error', empty: 'ratings-empty' }}
          className="review-grid"
        >
          {(rating) => <ReviewCard rating={rating} />}
        </LoadedList>
      </div>
    </>
  );
}
