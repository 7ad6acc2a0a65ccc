/**
 * A stay's review link (issue 27 §2, decision 092): the after-stay message carries it. The link's
 * token is 256 random bits; only its SHA-256 is stored (as a booking's access token, decision
 * 003), with the stay, an expiry 60 days on and when it was used. One invite per stay: asking
 * again before it is used gives a new token and ends the one sent before.
 */
import { eq } from 'drizzle-orm';
import { reviewInviteExpiry, whyNoReviewLink } from '#domain/review-invites.ts';
import type { Executor } from '#server/db/client.ts';
import { bookings, reviewInvites, reviews } from '#server/db/schema.ts';
import { loadConfig } from '#server/config.ts';
import { hashToken, newAccessToken } from '#server/lib/ids.ts';

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
