import { m } from '#web/i18n/messages.ts';

export const MAX_RATING = 5;

/**
 * A rating of whole stars, read as one picture: 'Rated 4 out of 5'. One element drawn by CSS
 * (`.rating-stars` in styles.css), not five icons: a villa page shows a dozen of them in its first
 * HTML (decision 117).
 */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.min(MAX_RATING, Math.max(0, Math.ceil(rating)));
  return (
    <div
      role="img"
      aria-label={m.form_rated({ rating, max: MAX_RATING })}
      data-rating={filled}
      className={`rating-stars ${className}`}
    />
  );
}
