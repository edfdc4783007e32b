import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { ratingTexts as t, starLabels } from '@shared/texts/rating';
import { ApiError } from '@web/lib/api';
import { useRatingImages, type ImageStatus, type StartImageUpload } from './use-rating-images';
import { maxRatingImagesCount } from './rating-rules';
import './rating-form.css';

export interface RatedBooking {
  product_name: string;
  booking_date: string;
  booking_time: string;
  address: string;
}

export interface RatingSubmission {
  rating: number;
  comment: string | null;
  images: string[];
}

interface RatingFormProps {
  booking: RatedBooking;
  startUpload: StartImageUpload;
  /** Saves the rating; an ApiError 409 means it was rated already (the thank-you state). */
  submit: (rating: RatingSubmission) => Promise<unknown>;
  onRated: () => void;
}

const statusText: Record<ImageStatus, string> = {
  compressing: t.compressing,
  uploading: t.uploading,
  completed: t.done,
  error: t.failed,
};

/** The booking being rated: service, date and time, place. */
export function RatedBookingDetails({ booking }: { booking: RatedBooking }) {
  return (
    <dl className="rating-form__details" aria-label={t.detailsTitle}>
      <div>
        <dt>{t.service}</dt>
        <dd>{booking.product_name}</dd>
      </div>
      <div>
        <dt>{t.when}</dt>
        <dd>
          {fillText(t.atTime, {
            date: formatDanishDate(booking.booking_date),
            time: formatTime24(booking.booking_time),
          })}
        </dd>
      </div>
      <div>
        <dt>{t.where}</dt>
        <dd>{booking.address}</dd>
      </div>
    </dl>
  );
}

/**
 * Rating a finished shoot (product §2): 1–5 stars labelled 'Meget utilfreds' … 'Meget tilfreds',
 * an optional comment and up to 4 images. Used by /rate-booking and the profile's modal.
 */
export function RatingForm({ booking, startUpload, submit, onRated }: RatingFormProps) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const images = useRatingImages(startUpload);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setError(t.ratingRequired);
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await submit({ rating, comment: comment.trim() || null, images: images.keys });
      onRated();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        onRated();
        return;
      }
      setError(
        failure instanceof ApiError && failure.isClientError ? failure.message : t.submitFailed,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="rating-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <RatedBookingDetails booking={booking} />
      <fieldset className="rating-form__stars" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t.starsLegend}</legend>
        <div className="rating-form__star-row">
          {starLabels.map((label, index) => {
            const value = index + 1;
            return (
              <label
                key={value}
                className="rating-star"
                data-on={rating !== null && value <= rating ? '' : undefined}
              >
                <input
                  id={`${id}-star-${value}`}
                  type="radio"
                  name={`${id}-stars`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setError(null);
                  }}
                />
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
                </svg>
                <span className="visually-hidden">{label}</span>
              </label>
            );
          })}
        </div>
        <p className="rating-form__star-label" aria-hidden="true">
          {rating ? starLabels[rating - 1] : '\u00a0'}
        </p>
      </fieldset>
      <div className="rating-form__field">
        <label htmlFor={`${id}-comment`}>{t.commentLabel}</label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={2000}
          placeholder={t.commentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className="rating-form__field">
        <label htmlFor={`${id}-images`}>{t.imagesLabel}</label>
        <input
          id={`${id}-images`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={images.images.length >= maxRatingImagesCount || sending}
          aria-describedby={`${id}-images-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void images.add(files);
          }}
        />
        <p id={`${id}-images-hint`} className="rating-form__hint">
          {t.imagesHint}
        </p>
        {images.images.length > 0 ? (
          <ul className="rating-form__images" aria-live="polite">
            {images.images.map((image, index) => (
              <li key={image.id} data-status={image.status}>
                <img src={image.preview} alt={image.name} width={96} height={96} />
                <span className="rating-form__image-status">{statusText[image.status]}</span>
                <button
                  type="button"
                  className="rating-form__remove"
                  onClick={() => images.remove(image.id)}
                  aria-label={fillText(t.removeImage, { n: index + 1 })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="rating-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={sending || images.busy}>
        {sending ? t.submitting : t.submit}
      </button>
    </form>
  );
}

/** The thank-you screen (product §2), also shown for a link that was used already. */
export function RatingThanks({ children }: { children?: ReactNode }) {
  return (
    <div className="rating-thanks" role="status">
      <h2>{t.thanks}</h2>
      <p>{t.thanksText}</p>
      {children}
    </div>
  );
}
