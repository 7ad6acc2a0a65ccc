/**
 * The review invites' SQL (issue 27 §2, decision 092), and `makeReviewLink`, the one write another
 * resource calls: the guest messages' sender makes a stay's link in the transaction that queues
 * the message carrying it, and imports no service of ours to do it (issue 37, decision 111).
 */
import { eq } from 'drizzle-orm';
import { reviewInviteExpiry, reviewPage, whyNoReviewLink } from '#domain/review-invites.ts';
import type { Executor } from '#server/db/client.ts';
import { bookings, reviewInvites, reviews, villas } from '#server/db/schema.ts';
import { hashToken, newAccessToken } from '#server/lib/ids.ts';

/**
 * Makes the review link of booking `bookingId` at `now` in the caller's transaction, or gives the
 * reason there is none: the stay was already reviewed, is not a confirmed stay, or has not ended.
 * A link made before and not used is ended: the invite keeps the new token (one per stay).
 * `publicUrl` is the site's address (`app.config.publicUrl`).
 */
export async function makeReviewLink(
  tx: Executor,
  bookingId: string,
  now: Date,
  publicUrl: string,
): Promise<{ link: string } | { skip: string }> {
  const [stay] = await tx
    .select({ status: bookings.status, checkOut: bookings.checkOut, review: reviews.id })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!stay) return { skip: 'There is no such booking.' };
  const skip = whyNoReviewLink({ ...stay, reviewed: stay.review !== null }, now);
  if (skip) return { skip };

  const token = newAccessToken();
  const invite = { tokenHash: hashToken(token), expiresAt: reviewInviteExpiry(now), usedAt: null };
  await tx
    .insert(reviewInvites)
    .values({ bookingId, ...invite })
    .onConflictDoUpdate({ target: reviewInvites.bookingId, set: invite });
  return { link: reviewPage(publicUrl, token) };
}

/**
 * The invite of token hash `tokenHash` with its stay and villa; locked for the caller's transaction
 * when `forUpdate`, so two sends of one link take turns and the second finds it used.
 */
export async function findInviteByTokenHash(db: Executor, tokenHash: string, forUpdate: boolean) {
  const query = db
    .select({
      invite: reviewInvites,
      booking: {
        id: bookings.id,
        guestName: bookings.guestName,
        guestEmail: bookings.guestEmail,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      },
      villa: { id: villas.id, slug: villas.slug, name: villas.name },
      review: reviews.id,
    })
    .from(reviewInvites)
    .innerJoin(bookings, eq(bookings.id, reviewInvites.bookingId))
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(reviewInvites.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: reviewInvites }) : query);
  return row;
}

export async function markInviteUsed(tx: Executor, bookingId: string, now: Date): Promise<void> {
  await tx.update(reviewInvites).set({ usedAt: now }).where(eq(reviewInvites.bookingId, bookingId));
}
