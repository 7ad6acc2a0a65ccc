/** Data access for reviews. Functions take the database or a transaction. */
import { and, desc, eq } from 'drizzle-orm';
import type { Paged } from '../../domain/schemas/common.ts';
import type { Review } from '../../domain/schemas/review.ts';
import type { Executor } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import { fetchPage } from '../paging.ts';

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
    })),
  );
}
