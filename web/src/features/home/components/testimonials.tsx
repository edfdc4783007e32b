import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ratingsQueryOptions } from '../../ratings/api/ratings-api';
import { ReviewCard } from '../../ratings/components/review-card';
import '../../ratings/ratings.css';

/** The first 3 reviews (each with at most 4 images); hidden until there are any. */
export function Testimonials() {
  const ratings = useQuery(ratingsQueryOptions);
  const first = (ratings.data ?? []).slice(0, 3);
  if (first.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="testimonials-title">
      <div className="container">
        <header className="section__header">
          <h2 id="testimonials-title">Det siger vores kunder</h2>
          <p>Ægte anmeldelser fra kunder, der har booket en optagelse.</p>
        </header>
        <ul className="review-grid">
          {first.map((rating) => (
            <li key={rating.id}>
              <ReviewCard rating={rating} />
            </li>
          ))}
        </ul>
        <div className="section__footer">
          <Link to="/ratings" className="btn btn--outline">
            Se alle anmeldelser
          </Link>
        </div>
      </div>
    </section>
  );
}
