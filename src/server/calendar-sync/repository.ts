/**
 * Data access for calendar sync (issue 16 §2): the platforms' feeds a villa imports, the blocks
 * each made, and the imported blocks that overlap a booking holding its dates (conflicts).
 * Functions take the database or a transaction.
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { IsoDate } from '#domain/dates.ts';
import type { Executor } from '../db/client.ts';
import { blockedRanges, bookings, calendarFeeds, villas } from '../db/schema.ts';
import { holdsDatesAt, stayColumns } from '../villas/availability-repository.ts';
import type { ImportedBlock } from './match-events.ts';

export type FeedRow = typeof calendarFeeds.$inferSelect;
export type NewFeedRow = typeof calendarFeeds.$inferInsert;
type NewBlockRow = typeof blockedRanges.$inferInsert;

/** A villa's feeds, oldest first (the order the team connected them). */
export async function listFeeds(db: Executor, villaId: string): Promise<FeedRow[]> {
  return db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.villaId, villaId))
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
}

/** Every feed of every villa, the longest unread first: what the background import walks. */
export async function listAllFeedIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .orderBy(sql`${calendarFeeds.lastSuccessAt} asc nulls first`, asc(calendarFeeds.id));
  return rows.map((row) => row.id);
}

/** A feed by id; with `villaId`, only one of that villa. */
export async function findFeed(
  db: Executor,
  feedId: string,
  villaId?: string,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        villaId === undefined ? undefined : eq(calendarFeeds.villaId, villaId),
      ),
    );
  return row;
}

/** The villa's feed of this address, other than `exceptId`. */
export async function findFeedByUrl(
  db: Executor,
  villaId: string,
  url: string,
  exceptId?: string,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.villaId, villaId),
        eq(calendarFeeds.url, url),
        exceptId === undefined ? undefined : ne(calendarFeeds.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function countFeeds(db: Executor, villaId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.villaId, villaId));
  return row?.n ?? 0;
}

export async function insertFeed(db: Executor, values: NewFeedRow): Promise<FeedRow> {
  const [row] = await db.insert(calendarFeeds).values(values).returning();
  if (!row) throw new Error('insert returned no feed');
  return row;
}

/**
 * Changes a feed; with `url`, only while it still has that address (a fetch of an address the
 * team has since replaced says nothing of the new one). Returns the row, or undefined when none.
 */
export async function updateFeed(
  db: Executor,
  feedId: string,
  values: Partial<NewFeedRow>,
  { url }: { url?: string } = {},
): Promise<FeedRow | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set(values)
    .where(
      and(eq(calendarFeeds.id, feedId), url === undefined ? undefined : eq(calendarFeeds.url, url)),
    )
    .returning();
  return row;
}

/** Removes a feed; its blocks go with it (the foreign key cascades). */
export async function deleteFeed(db: Executor, feedId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
}

export async function setVillaCalendarSecret(db: Executor, villaId: string, secret: string) {
  await db.update(villas).set({ calendarSecret: secret }).where(eq(villas.id, villaId));
}

/** The feed's blocks with a day from `today` on: those an import may still change. */
export async function feedBlocksFrom(
  db: Executor,
  feedId: string,
  today: IsoDate,
): Promise<ImportedBlock[]> {
  return db
    .select({
      id: blockedRanges.id,
      startDate: blockedRanges.startDate,
      endDate: blockedRanges.endDate,
      feedUid: blockedRanges.feedUid,
      reason: blockedRanges.reason,
    })
    .from(blockedRanges)
    .where(and(eq(blockedRanges.feedId, feedId), gte(blockedRanges.endDate, today)))
    .orderBy(asc(blockedRanges.startDate), asc(blockedRanges.id));
}

export async function insertBlocks(db: Executor, rows: NewBlockRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(blockedRanges).values(rows);
}

export async function updateImportedBlock(
  db: Executor,
  blockId: string,
  values: Partial<NewBlockRow>,
): Promise<void> {
  await db.update(blockedRanges).set(values).where(eq(blockedRanges.id, blockId));
}

export async function deleteBlocks(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(blockedRanges).where(inArray(blockedRanges.id, ids));
}

/**
 * Imported blocks from `today` on that share a night with a booking holding its dates at `now`
 * (block days are inclusive; a stay takes checkIn .. checkOut - 1), one row per pair, by first day.
 * Narrowed to one villa, or to one feed's blocks the team has not been told of yet.
 */
export async function listConflicts(
  db: Executor,
  where: { villaId: string } | { feedId: string; unnotified: true },
  today: IsoDate,
  now: Date,
) {
  return db
    .select({
      blockId: blockedRanges.id,
      villaId: blockedRanges.villaId,
      feedId: calendarFeeds.id,
      feedLabel: calendarFeeds.label,
      startDate: blockedRanges.startDate,
      endDate: blockedRanges.endDate,
      reason: blockedRanges.reason,
      booking: stayColumns,
    })
    .from(blockedRanges)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .innerJoin(
      bookings,
      and(
        eq(bookings.villaId, blockedRanges.villaId),
        lte(bookings.checkIn, blockedRanges.endDate),
        sql`${bookings.checkOut} > ${blockedRanges.startDate}`,
        holdsDatesAt(now),
      ),
    )
    .where(
      and(
        gte(blockedRanges.endDate, today),
        'villaId' in where
          ? eq(blockedRanges.villaId, where.villaId)
          : and(eq(blockedRanges.feedId, where.feedId), isNull(blockedRanges.conflictNotifiedAt)),
      ),
    )
    .orderBy(asc(blockedRanges.startDate), asc(blockedRanges.id), asc(bookings.checkIn));
}

export type ConflictRow = Awaited<ReturnType<typeof listConflicts>>[number];

export async function markConflictsNotified(db: Executor, blockIds: string[], at: Date) {
  if (blockIds.length === 0) return;
  await db
    .update(blockedRanges)
    .set({ conflictNotifiedAt: at })
    .where(inArray(blockedRanges.id, blockIds));
}
