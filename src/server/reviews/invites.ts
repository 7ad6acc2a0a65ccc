/**
 * A stay's review link (issue 27 §2, decision 092): the after-stay message carries it. The link's
 * token is 256 random bits; only its SHA-256 is stored (as a booking's access token, decision
 * 003), with the stay, an expiry 60 days on and when it was used. One invite per stay: asking
 * again before it is used gives a new token and ends the one sent before.
 */
import { eq } from 'drizzle-orm';
import { reviewInviteExpiry, stayedInMonth, whyNoReviewLink } from '#domain/review-invites.ts';
import type { ReviewInvite } from '#domain/schemas/review.ts';
import type { Executor } from '#server/db/client.ts';
import { bookings, reviewInvites, reviews, villas } from '#server/db/schema.ts';
import { loadConfig } from '#server/config.ts';
import { hashToken, newAccessToken } from '#server/lib/ids.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/plugins/errors.ts';

/** The review page of a link's token; `?token=` is kept out of the logs (log-redaction.ts). */
export const reviewPage = (publicUrl: string, token: string) =>
  `${publicUrl}/review?token=${encodeURIComponent(token)}`;

/**
 * The review link of booking `bookingId` at `now`, made in the caller's transaction (the message
 * that carries it is queued in the same one), or the reason there is none: the stay was already
 * reviewed, is not a confirmed stay, or has not ended. `publicUrl` is the site's address
 * (`app.config.publicUrl`); left out, it is read from the environment as the app reads it.
 */
export async function reviewLinkFor(
  tx: Executor,
  bookingId: string,
  now: Date,
  publicUrl: string = loadConfig().publicUrl,
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

/** The refusals of a review link, in the guest's words. */
export const REVIEW_LINK_REFUSED = {
  unknown:
    'This review link is not valid: please open the link from your e-mail again, or review the villa from its page.',
  used: 'This review link has already been used: your review of this stay has reached us. Thank you!',
  expired:
    'This review link has expired: links last 60 days. You can still review the villa from its page.',
  otherVilla: 'This review link is for a stay at another villa: please send it from its own page.',
  reviewed: 'This stay has already been reviewed.',
} as const;

/**
 * The invite of `token` with its stay and villa; locked for the caller's transaction when
 * `forUpdate`, so two sends of one link take turns and the second finds it used.
 */
async function inviteOf(db: Executor, token: string, forUpdate: boolean) {
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
    .where(eq(reviewInvites.tokenHash, hashToken(token)));
  const [row] = await (forUpdate ? query.for('update', { of: reviewInvites }) : query);
  return row;
}

/** The invite of `token` if it can still be used at `now`; else the refusal a guest reads. */
async function usableInvite(db: Executor, token: string, now: Date, forUpdate: boolean) {
  const row = await inviteOf(db, token, forUpdate);
  if (!row) throw notFound(REVIEW_LINK_REFUSED.unknown);
  if (row.invite.usedAt) throw new HttpError(410, REVIEW_LINK_REFUSED.used);
  if (row.review) throw conflict(REVIEW_LINK_REFUSED.reviewed);
  if (row.invite.expiresAt <= now) throw new HttpError(410, REVIEW_LINK_REFUSED.expired);
  return row;
}

/** GET /reviews/invite: the stay a review link is for, which fills its form in. */
export async function findReviewInvite(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ReviewInvite> {
  const { booking, villa } = await usableInvite(db, token, now, false);
  return {
    villaId: villa.id,
    villaSlug: villa.slug,
    villaName: villa.name,
    guestName: booking.guestName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    stayedIn: stayedInMonth(booking.checkIn),
  };
}

/**
 * Takes the review link of `token` for a review of villa `villaId`, in the caller's transaction
 * (the review is written in the same one): the stay it binds the review to, the link marked used.
 */
export async function claimReviewInvite(
  tx: Executor,
  token: string,
  villaId: string,
  now = new Date(),
): Promise<{ bookingId: string; guestEmail: string; stayedIn: string }> {
  const { booking, villa } = await usableInvite(tx, token, now, true);
  if (villa.id !== villaId) throw badRequest(REVIEW_LINK_REFUSED.otherVilla);
  await tx
    .update(reviewInvites)
    .set({ usedAt: now })
    .where(eq(reviewInvites.bookingId, booking.id));
  return {
    bookingId: booking.id,
    guestEmail: booking.guestEmail,
    stayedIn: stayedInMonth(booking.checkIn),
  };
}
