/**
 * A guest's review of a villa, stored as PENDING and shown once approved (decision 13). The API
 * route and the villa page's own post (no JavaScript, decision 019) both come here; the team's
 * approval or rejection (issue 14 §4) too, with its audit entry in the same transaction.
 */
import type { ConsoleReview } from '#domain/schemas/console.ts';
import type { ReviewRequest } from '#domain/schemas/review.ts';
import { MODERATION_MESSAGE, type ModerationReceipt } from '#domain/schemas/testimonial.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reviewThanks } from '../mail/request-mails.ts';
import { appendAudit, reviewTarget, type Actor } from '../staff/audit.ts';
import { resolveVilla } from '../villas/lookup.ts';
import { claimReviewInvite, findReviewInvite } from './invites.ts';
import {
  insertReview,
  pageApprovedReviews,
  pageConsoleReviews,
  reviewForUpdate,
  setReviewStatus,
  toConsoleReview,
} from './repository.ts';

/** A villa's approved reviews, newest first, one page (only what the team approved, decision 13). */
export const listApprovedReviews = pageApprovedReviews;

/** The stay a review link is for, while the link can be used. */
export { findReviewInvite };

/** The reviews of one status for the team's moderation, newest first, one page. */
export const listReviewsForModeration = pageConsoleReviews;

/**
 * A review, waiting for the team. Sent with a stay's review link (`token`, issue 27 §2), it is of
 * that stay: the link is checked and marked used, and the review bound to the stay, in one
 * transaction, so a link serves once and a stay is reviewed once.
 */
export async function createReview(
  db: Database,
  body: ReviewRequest,
  now = new Date(),
): Promise<ModerationReceipt> {
  const villa = await resolveVilla(db, body.villaId);
  const id = newId();
  await db.transaction(async (tx) => {
    const stay = body.token ? await claimReviewInvite(tx, body.token, villa.id, now) : null;
    // A verified stay's guest is thanked at the booking's address when they gave none.
    const email = body.email ?? stay?.guestEmail ?? null;
    await insertReview(tx, {
      id,
      villaId: villa.id,
      name: body.name,
      email,
      rating: body.rating,
      comment: body.comment,
      status: 'PENDING',
      bookingId: stay?.bookingId ?? null,
      stayedIn: stay?.stayedIn ?? null,
    });
    // A thank-you when there is an address; jobs.ts sends it after the response.
    if (email) {
      const { name, rating, comment } = body;
      await enqueueMail(tx, reviewThanks(email, { name, rating, comment, villaName: villa.name }));
    }
  });
  return { id, status: 'PENDING', message: MODERATION_MESSAGE };
}

const NO_REVIEW = 'There is no review with this id.';

/**
 * Publishes or withdraws a review. The villa's rating and review count are counted from its
 * approved reviews when read (decision 023), so the status is all there is to change; the caller
 * invalidates the villa's cached answers after the commit (`changed.reviews`).
 */
export async function moderateReview(
  db: Database,
  actor: Actor,
  id: string,
  status: 'APPROVED' | 'REJECTED',
): Promise<ConsoleReview> {
  return db.transaction(async (tx) => {
    const found = await reviewForUpdate(tx, id);
    if (!found) throw notFound(NO_REVIEW);
    const updated = await setReviewStatus(tx, id, status);
    if (!updated) throw notFound(NO_REVIEW);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: status === 'APPROVED' ? 'review.approve' : 'review.reject',
      target: reviewTarget(id),
      before: { status: found.review.status },
      after: { status },
    });
    return toConsoleReview(updated, found.villaName, found.reference);
  });
}

const STATUS_WORDS = { PENDING: 'waiting', APPROVED: 'approved', REJECTED: 'rejected' } as const;

/**
 * Undoes an approval or a rejection (decision 064): the review waits again, off the villa page and
 * out of its rating. `from` is the status the moderator saw; a review someone has moved since
 * (waiting already, or decided the other way) is left alone and answers 409, so one person's undo
 * never reverses another's later decision.
 */
export async function reopenReview(
  db: Database,
  actor: Actor,
  id: string,
  from: 'APPROVED' | 'REJECTED',
): Promise<ConsoleReview> {
  return db.transaction(async (tx) => {
    const found = await reviewForUpdate(tx, id);
    if (!found) throw notFound(NO_REVIEW);
    const now = found.review.status;
    if (now !== from) {
      throw conflict(
        `This review is ${STATUS_WORDS[now]} now, not ${STATUS_WORDS[from]}: someone changed it since. Reload the list to see it as it is.`,
      );
    }
    const updated = await setReviewStatus(tx, id, 'PENDING');
    if (!updated) throw notFound(NO_REVIEW);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'review.reopen',
      target: reviewTarget(id),
      before: { status: now },
      after: { status: 'PENDING' },
    });
    return toConsoleReview(updated, found.villaName, found.reference);
  });
}
