import type { Villa } from '#domain/schemas/villa.ts';
import { GuestReviews } from './guest-reviews.tsx';
import { ReviewForm } from './review-form.tsx';

/**
 * The foot of a villa's page: what guests wrote of it, then the form to write a review. The page
 * loads it as one deferred part: the server's HTML has the first reviews and the form, so both are
 * read (and the form sent) before and without the app; the code comes as the guest scrolls near.
 */
export function VillaReviews({ villa }: { villa: Villa }) {
  return (
    <>
      <GuestReviews villa={villa} />
      <ReviewForm villaId={villa.id} villaName={villa.name} />
    </>
  );
}
