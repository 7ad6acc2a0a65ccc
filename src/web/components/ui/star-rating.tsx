import { Star } from 'lucide-react';

export const MAX_RATING = 5;

/** A rating of whole stars, read as one picture: 'Rated 4 out of 5'. */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`Rated ${rating} out of ${MAX_RATING}`}
      className={`flex items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`h-4 w-4 ${i < rating ? 'fill-gold-500 text-gold-500' : 'fill-none text-sand-300'}`}
        />
      ))}
    </div>
  );
}
