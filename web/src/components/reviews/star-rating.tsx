import { ratingLabel, starsOf, type StarKind } from './stars';

const starPath = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function Star({ kind, gradientId }: { kind: StarKind; gradientId: string }) {
  const fill = kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg viewBox="0 0 24 24" className={`star star--${kind}`} aria-hidden="true" focusable="false">
      {kind === 'half' ? (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path d={starPath} fill={fill} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** 1–5 stars with half-star display, read out as "4,5 ud af 5 stjerner". */
export function StarRating({ rating, id }: { rating: number; id: string }) {
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
      {starsOf(rating).map((kind, i) => (
        <Star key={i} kind={kind} gradientId={`half-star-${id}`} />
      ))}
    </span>
  );
}
