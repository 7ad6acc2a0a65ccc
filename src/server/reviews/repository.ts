/** Data access for reviews. Functions take the database or a transaction. */
import { and, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleReview, ReviewSource } from '#domain/schemas/console.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { Executor } from '../db/client.ts';
import { bookings, reviewInvites, reviews, villas, type ModerationStatus } from '../db/schema.ts';
import { containsPattern, fetchPage, pageOf } from '#server/lib/paging.ts';

/** Ends the stay's review link at `now` if it is still unused and open; true when one was ended. */
export async function endOpenInvite(db: Executor, bookingId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(reviewInvites)
    .set({ expiresAt: now })
    .where(
      and(
        eq(reviewInvites.bookingId, bookingId),
        isNull(reviewInvites.usedAt),
        gt(reviewInvites.expiresAt, now),
      ),
    )
    .returning({ bookingId: reviewInvites.bookingId });
  return ended.length > 0;
}

/**
 * A villa's published reviews (APPROVED only, decision 13), newest first, one page of them. Reviews
 * sent at the same instant keep one order (by id), so no review appears on two pages.
 */
export async function pageApprovedReviews(
  db: Executor,
  villaId: string,
  page: { page: number; size: number },
): Promise<Paged<Review>> {
  const where = and(eq(reviews.villaId, villaId), eq(reviews.status, 'APPROVED'));
  return fetchPage(db, { table: reviews, where }, page, async (limit, offset) =>
    (
      await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset)
    ).map((r) => ({
      id: r.id,
      villaId: r.villaId,
      name: r.name,
      rating: r.rating,
      comment: r.comment,
      date: r.createdAt.toISOString(),
      stayedIn: r.stayedIn,
    })),
  );
}

/**
 * The console's moderation list: one status, newest first, searched in name, words and villa, and
 * of one source when `from` is given (a verified stay's review keeps its stay's month).
 */
export async function pageConsoleReviews(
  db: Executor,
  query: {
    status: ModerationStatus;
    q?: string | undefined;
    from?: ReviewSource | undefined;
    page: number;
    size: number;
  },
): Promise<Paged<ConsoleReview>> {
  const conditions: SQL[] = [eq(reviews.status, query.status)];
  if (query.from === 'stay') conditions.push(isNotNull(reviews.stayedIn));
  if (query.from === 'page') conditions.push(isNull(reviews.stayedIn));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${reviews.name} ilike ${pattern} or ${reviews.comment} ilike ${pattern} or ${villas.name} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ review: reviews, villaName: villas.name, reference: bookings.reference })
      .from(reviews)
      .innerJoin(villas, eq(villas.id, reviews.villaId))
      .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(villas, eq(villas.id, reviews.villaId))
      .where(where),
  ]);
  return pageOf(
    rows.map(({ review, villaName, reference }) => toConsoleReview(review, villaName, reference)),
    counted[0]?.total ?? 0,
    query.page,
    query.size,
  );
}

export type ReviewRow = typeof reviews.$inferSelect;

/** A review as the team moderates it; `reference` is its verified stay's booking's, if any. */
export const toConsoleReview = (
  review: ReviewRow,
  villaName: string,
  reference: string | null,
): ConsoleReview => ({
  id: review.id,
  villaId: review.villaId,
  villaName,
  name: review.name,
  email: review.email,
  rating: review.rating,
  comment: review.comment,
  status: review.status,
  createdAt: review.createdAt.toISOString(),
  stay: review.stayedIn ? { stayedIn: review.stayedIn, reference } : null,
});

/** A review and its villa's name, locked for a moderation decision in the caller's transaction. */
export async function reviewForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select({ review: reviews, villaName: villas.name, reference: bookings.reference })
    .from(reviews)
    .innerJoin(villas, eq(villas.id, reviews.villaId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

export async function setReviewStatus(db: Executor, id: string, status: ModerationStatus) {
  const [row] = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
  return row;
}

export async function insertReview(
  db: Executor,
  values: typeof reviews.$inferInsert,
): Promise<void> {
  await db.insert(reviews).values(values);
}
