import './reviews.css';
import type { Rating } from '@shared/api/entities';
import { formatReviewDate } from './stars';
import { ReviewImages } from './review-images';
import { StarRating } from './star-rating';
import { reviewTexts } from '@shared/texts/reviews';
import { fillText } from '@shared/texts/fill';

/** One review: stars, comment, images, product name and date. */
export function ReviewCard({ rating }: { rating: Rating }) {
  return (
    <article className="card-frame review-card">
      <StarRating rating={rating.rating} id={rating.id} />
      {rating.comment ? <p className="review-card__comment">{rating.comment}</p> : null}
      <ReviewImages
        images={rating.images}
        label={fillText(reviewTexts.reviewImages, { product: rating.product_name })}
      />
      <footer className="review-card__footer">
        <span className="review-card__product">{rating.product_name}</span>
        <time dateTime={rating.created_at}>{formatReviewDate(rating.created_at)}</time>
      </footer>
    </article>
  );
}
