/**
 * A stay's review link (issue 27 §2, decision 092) as the guest uses it: the stay it is for, and
 * taken once by the review it brings. The after-stay message carries it, made by
 * invite-repository.ts `makeReviewLink`. The link's token is 256 random bits; only its SHA-256 is
 * stored (as a booking's access token, decision 003), with the stay, an expiry 60 days on and when
 * it was used. One invite per stay: asking again before it is used gives a new token and ends the
 * one sent before.
 */
import { stayedInMonth } from '#domain/review-invites.ts';
import type { ReviewInvite } from '#domain/schemas/review.ts';
import type { Executor } from '#server/db/client.ts';
import { hashToken } from '#server/lib/ids.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/plugins/errors.ts';
import { findInviteByTokenHash, markInviteUsed } from './invite-repository.ts';

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

/** The invite of `token` if it can still be used at `now`; else the refusal a guest reads. */
async function usableInvite(db: Executor, token: string, now: Date, forUpdate: boolean) {
  const row = await findInviteByTokenHash(db, hashToken(token), forUpdate);
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
  await markInviteUsed(tx, booking.id, now);
  return {
    bookingId: booking.id,
    guestEmail: booking.guestEmail,
    stayedIn: stayedInMonth(booking.checkIn),
  };
}
