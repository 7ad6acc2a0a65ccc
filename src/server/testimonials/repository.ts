/** Data access for testimonials. Functions take the database or a transaction. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleTestimonial } from '#domain/schemas/console.ts';
import type { Testimonial } from '#domain/schemas/testimonial.ts';
import type { Executor } from '../db/client.ts';
import { testimonials, type ModerationStatus } from '../db/schema.ts';
import { containsPattern, fetchPage } from '#server/lib/paging.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  location: row.location,
  rating: row.rating,
  comment: row.comment,
  villaName: row.villaName,
  avatar: row.avatar,
  date: row.createdAt.toISOString(),
  featured: row.featured,
});

export const toConsoleTestimonial = (row: TestimonialRow): ConsoleTestimonial => ({
  id: row.id,
  villaId: row.villaId,
  villaName: row.villaName,
  name: row.name,
  location: row.location,
  rating: row.rating,
  comment: row.comment,
  featured: row.featured,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first; testimonials sent at the same instant keep one order (by id) across pages. */
const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

/** The published testimonials (APPROVED only, decision 13), perhaps featured or of one villa. */
export async function pageApprovedTestimonials(
  db: Executor,
  filters: { featured?: boolean | undefined; villaId?: string | undefined },
  page: { page: number; size: number },
): Promise<Paged<Testimonial>> {
  const conditions: SQL[] = [eq(testimonials.status, 'APPROVED')];
  if (filters.featured !== undefined) conditions.push(eq(testimonials.featured, filters.featured));
  if (filters.villaId) conditions.push(eq(testimonials.villaId, filters.villaId));
  return pageTestimonials(db, and(...conditions), page, toTestimonial);
}

/** One page of the testimonials that match, newest first, each as `as` shows it. */
function pageTestimonials<T>(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; size: number },
  as: (row: typeof testimonials.$inferSelect) => T,
): Promise<Paged<T>> {
  return fetchPage(db, { table: testimonials, where }, page, async (limit, offset) =>
    (
      await db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset)
    ).map(as),
  );
}

/** The console's moderation list: one status, searched in name, words and villa name. */
export async function pageConsoleTestimonials(
  db: Executor,
  query: { status: ModerationStatus; q?: string | undefined; page: number; size: number },
): Promise<Paged<ConsoleTestimonial>> {
  const conditions: SQL[] = [eq(testimonials.status, query.status)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${testimonials.name} ilike ${pattern} or ${testimonials.comment} ilike ${pattern} or ${testimonials.villaName} ilike ${pattern})`,
    );
  }
  return pageTestimonials(db, and(...conditions), query, toConsoleTestimonial);
}

/** A testimonial, locked for a moderation decision in the caller's transaction. */
export async function testimonialForUpdate(db: Executor, id: string) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row;
}

export async function updateTestimonial(
  db: Executor,
  id: string,
  patch: { status: ModerationStatus; featured: boolean },
) {
  const [row] = await db.update(testimonials).set(patch).where(eq(testimonials.id, id)).returning();
  return row;
}

export async function insertTestimonial(
  db: Executor,
  values: typeof testimonials.$inferInsert,
): Promise<void> {
  await db.insert(testimonials).values(values);
}
