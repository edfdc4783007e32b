import { useQuery } from '@tanstack/react-query';
import { ratingsQueryOptions } from '../api/ratings-api';
import { ReviewCard } from '../components/review-card';
import '../ratings.css';

/** `/ratings`: every review, newest first, re-read live when a review is added. */
export function RatingsPage() {
  const ratings = useQuery(ratingsQueryOptions);
  const list = ratings.data ?? [];
  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Anmeldelser</h1>
          <p>Læs hvad vores kunder siger om deres optagelser.</p>
        </div>
      </header>
      <div className="page-body container">
        {ratings.isPending ? (
          <p className="placeholder-note" role="status">
            Indlæser anmeldelser...
          </p>
        ) : ratings.isError && list.length === 0 ? (
          <p className="placeholder-note" role="alert">
            Kunne ikke hente anmeldelser. Prøv igen senere.
          </p>
        ) : list.length === 0 ? (
          <p className="placeholder-note">Ingen anmeldelser fundet endnu.</p>
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
