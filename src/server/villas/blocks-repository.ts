/**
 * Data access for a villa's calendar in the console (issue 15 §1): its blocks (the team's, and
 * those imported from a platform's calendar, with the feed's label; issue 16 §2); the stays beside
 * them are availability-repository.ts's. Functions take the database or a transaction.
 */
import { and, asc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { IsoDate } from '#domain/dates.ts';
import type { Executor } from '../db/client.ts';
import { blockedRanges, calendarFeeds, staffUsers, villas } from '../db/schema.ts';

export type BlockRow = typeof blockedRanges.$inferSelect;
export type NewBlockRow = typeof blockedRanges.$inferInsert;

/** Every villa, published or not, in the site's order (then by name), for the console's pickers. */
export async function listVillaNames(db: Executor) {
  return db
    .select({ id: villas.id, name: villas.name, slug: villas.slug })
    .from(villas)
    .orderBy(asc(villas.position), asc(villas.name), asc(villas.id));
}

/** A block, who made it, and the label of the feed it was imported from (null: the team's). */
const blockWithNames = {
  block: blockedRanges,
  createdByName: staffUsers.name,
  feedLabel: calendarFeeds.label,
};

/**
 * The villa's blocks with a day in [from, to], by first day, with the name of who made each and
 * the label of the feed of each imported one.
 */
export async function listBlocks(db: Executor, villaId: string, from: IsoDate, to: IsoDate) {
  return db
    .select(blockWithNames)
    .from(blockedRanges)
    .leftJoin(staffUsers, eq(staffUsers.id, blockedRanges.createdBy))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .where(
      and(
        eq(blockedRanges.villaId, villaId),
        lte(blockedRanges.startDate, to),
        gte(blockedRanges.endDate, from),
      ),
    )
    .orderBy(asc(blockedRanges.startDate), asc(blockedRanges.id));
}

/** The first and last blocked day of each of the villa's blocks that ends on or after `from`. */
export async function blockRangesFrom(db: Executor, villaId: string, from: IsoDate) {
  return db
    .select({ startDate: blockedRanges.startDate, endDate: blockedRanges.endDate })
    .from(blockedRanges)
    .where(and(eq(blockedRanges.villaId, villaId), gte(blockedRanges.endDate, from)));
}

/** The first and last blocked day of each of the villa's blocks with a day in [from, to]. */
export async function blockRangesDuring(db: Executor, villaId: string, from: IsoDate, to: IsoDate) {
  return db
    .select({ startDate: blockedRanges.startDate, endDate: blockedRanges.endDate })
    .from(blockedRanges)
    .where(
      and(
        eq(blockedRanges.villaId, villaId),
        lte(blockedRanges.startDate, to),
        gte(blockedRanges.endDate, from),
      ),
    );
}

/**
 * The villa's blocks that end on or after `from`, by first day (its calendar feed), but those
 * imported from the feed `leaveOutFeedId` (null: none left out).
 */
export async function blocksForFeed(
  db: Executor,
  villaId: string,
  from: IsoDate,
  leaveOutFeedId: string | null,
) {
  return db
    .select({
      id: blockedRanges.id,
      startDate: blockedRanges.startDate,
      endDate: blockedRanges.endDate,
      updatedAt: blockedRanges.updatedAt,
    })
    .from(blockedRanges)
    .where(
      and(
        eq(blockedRanges.villaId, villaId),
        gte(blockedRanges.endDate, from),
        leaveOutFeedId === null
          ? undefined
          : or(isNull(blockedRanges.feedId), ne(blockedRanges.feedId, leaveOutFeedId)),
      ),
    )
    .orderBy(blockedRanges.startDate, blockedRanges.id);
}

/** The villa's other blocks that share a day with [from, to]. */
export async function overlappingBlocks(
  db: Executor,
  villaId: string,
  from: IsoDate,
  to: IsoDate,
  exceptId?: string,
) {
  const rows = await listBlocks(db, villaId, from, to);
  return rows
    .map((row) => ({ ...row.block, feedLabel: row.feedLabel }))
    .filter((block) => block.id !== exceptId);
}

/** One block of the villa, with the name of who made it and the label of its feed. */
export async function findBlock(db: Executor, villaId: string, blockId: string) {
  const [found] = await db
    .select(blockWithNames)
    .from(blockedRanges)
    .leftJoin(staffUsers, eq(staffUsers.id, blockedRanges.createdBy))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .where(and(eq(blockedRanges.id, blockId), eq(blockedRanges.villaId, villaId)));
  return found;
}

export async function insertBlock(db: Executor, values: NewBlockRow): Promise<BlockRow> {
  const [row] = await db.insert(blockedRanges).values(values).returning();
  if (!row) throw new Error('insert returned no block');
  return row;
}

export async function updateBlock(
  db: Executor,
  blockId: string,
  values: Partial<NewBlockRow>,
): Promise<BlockRow> {
  const [row] = await db
    .update(blockedRanges)
    .set(values)
    .where(eq(blockedRanges.id, blockId))
    .returning();
  if (!row) throw new Error(`block ${blockId} vanished during update`);
  return row;
}

export async function deleteBlock(db: Executor, blockId: string): Promise<void> {
  await db.delete(blockedRanges).where(eq(blockedRanges.id, blockId));
}
