/**
 * The turnovers' SQL (issue 27 §3): tasks, the villas' checklists and the photos of problems, and
 * what a task reads of the calendar around it (the next arrival). One task per departure is the
 * database's rule (unique booking_id, unique blocked_range_id); an insert that meets an existing
 * one does nothing (`on conflict do nothing`), so no path makes a task twice.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { IsoDate } from '#domain/dates.ts';
import type { TurnoverStatus } from '#domain/turnovers.ts';
import type { Executor } from '../db/client.ts';
import {
  blockedRanges,
  bookings,
  staffUsers,
  turnoverChecklists,
  turnoverPhotos,
  turnoverTasks,
  villas,
} from '../db/schema.ts';

export type TaskRow = typeof turnoverTasks.$inferSelect;
type NewTaskRow = typeof turnoverTasks.$inferInsert;
export type TaskPhotoRow = typeof turnoverPhotos.$inferSelect;

/** The source of a task: a booking, or a block imported from a feed. */
export type TaskSource = { bookingId: string } | { blockedRangeId: string };

const sourceColumn = (source: TaskSource) =>
  'bookingId' in source
    ? eq(turnoverTasks.bookingId, source.bookingId)
    : eq(turnoverTasks.blockedRangeId, source.blockedRangeId);

/** The task of a stay, locked for the change about to be written. */
export async function lockTaskOf(tx: Executor, source: TaskSource): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(turnoverTasks).where(sourceColumn(source)).for('update');
  return row;
}

/** Inserts tasks; one that already exists for its stay is left as it is. Resolves to how many were made. */
export async function insertTasks(tx: Executor, rows: NewTaskRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const made = await tx
    .insert(turnoverTasks)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: turnoverTasks.id });
  return made.length;
}

export async function updateTask(
  tx: Executor,
  id: string,
  values: Partial<NewTaskRow>,
): Promise<TaskRow> {
  const [row] = await tx
    .update(turnoverTasks)
    .set(values)
    .where(eq(turnoverTasks.id, id))
    .returning();
  if (!row) throw new Error(`turnover ${id} vanished under its lock`);
  return row;
}

export async function findTask(
  db: Executor,
  id: string,
  lock = false,
): Promise<TaskRow | undefined> {
  const query = db.select().from(turnoverTasks).where(eq(turnoverTasks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A booking as its turnover sees it. */
export async function findBookingStay(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      villaId: bookings.villaId,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Confirmed bookings leaving on `from` or later that have no task yet (the start-up's catch-up). */
export async function confirmedWithoutTask(db: Executor, from: IsoDate) {
  return db
    .select({ id: bookings.id, villaId: bookings.villaId, checkOut: bookings.checkOut })
    .from(bookings)
    .leftJoin(turnoverTasks, eq(turnoverTasks.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        gte(bookings.checkOut, from),
        sql`${turnoverTasks.id} is null`,
      ),
    );
}

/** Imported blocks whose last night is `lastNightFrom` or later that have no task yet. */
export async function importedWithoutTask(db: Executor, lastNightFrom: IsoDate) {
  return db
    .select({
      id: blockedRanges.id,
      villaId: blockedRanges.villaId,
      endDate: blockedRanges.endDate,
    })
    .from(blockedRanges)
    .leftJoin(turnoverTasks, eq(turnoverTasks.blockedRangeId, blockedRanges.id))
    .where(
      and(
        isNotNull(blockedRanges.feedId),
        gte(blockedRanges.endDate, lastNightFrom),
        sql`${turnoverTasks.id} is null`,
      ),
    );
}

const listColumns = {
  task: turnoverTasks,
  villaName: villas.name,
  assignee: { id: staffUsers.id, name: staffUsers.name },
};

/**
 * The tasks a list may show: not cancelled, leaving by `to`, and either from `from` on or (when
 * `carryOver`) still outstanding from before. The domain's `showsInRange` has the last word,
 * once the next arrivals are known.
 */
export async function findTasksForRange(
  db: Executor,
  range: { from: IsoDate; to: IsoDate; carryOver: boolean; villaId?: string | undefined },
) {
  const since = range.carryOver
    ? or(
        gte(turnoverTasks.departureOn, range.from),
        inArray(turnoverTasks.status, ['open', 'started', 'problem']),
      )
    : gte(turnoverTasks.departureOn, range.from);
  return db
    .select(listColumns)
    .from(turnoverTasks)
    .innerJoin(villas, eq(villas.id, turnoverTasks.villaId))
    .leftJoin(staffUsers, eq(staffUsers.id, turnoverTasks.assignedTo))
    .where(
      and(
        ne(turnoverTasks.status, 'cancelled'),
        lte(turnoverTasks.departureOn, range.to),
        since,
        range.villaId ? eq(turnoverTasks.villaId, range.villaId) : undefined,
      ),
    )
    .orderBy(asc(turnoverTasks.departureOn), asc(villas.name));
}

export async function findTaskWithHeads(db: Executor, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(turnoverTasks)
    .innerJoin(villas, eq(villas.id, turnoverTasks.villaId))
    .leftJoin(staffUsers, eq(staffUsers.id, turnoverTasks.assignedTo))
    .where(eq(turnoverTasks.id, id));
  return row;
}

export type TaskWithHeads = NonNullable<Awaited<ReturnType<typeof findTaskWithHeads>>>;

/** Tasks with these statuses (Today's problems), and the villas' latest tasks before arrivals. */
export async function findTasksByStatus(db: Executor, statuses: TurnoverStatus[]) {
  return db
    .select(listColumns)
    .from(turnoverTasks)
    .innerJoin(villas, eq(villas.id, turnoverTasks.villaId))
    .leftJoin(staffUsers, eq(staffUsers.id, turnoverTasks.assignedTo))
    .where(inArray(turnoverTasks.status, statuses))
    .orderBy(asc(turnoverTasks.departureOn), asc(villas.name));
}

/** The last task (not cancelled) of a villa leaving on or before `day`: the turnover before that arrival. */
export async function findTaskBefore(db: Executor, villaId: string, day: IsoDate) {
  const [row] = await db
    .select(listColumns)
    .from(turnoverTasks)
    .innerJoin(villas, eq(villas.id, turnoverTasks.villaId))
    .leftJoin(staffUsers, eq(staffUsers.id, turnoverTasks.assignedTo))
    .where(
      and(
        eq(turnoverTasks.villaId, villaId),
        ne(turnoverTasks.status, 'cancelled'),
        lte(turnoverTasks.departureOn, day),
      ),
    )
    .orderBy(sql`${turnoverTasks.departureOn} desc`)
    .limit(1);
  return row;
}

/** An arrival: a confirmed booking's first day (with its party) or an imported block's. */
export interface ArrivalRow {
  villaId: string;
  day: IsoDate;
  guests: number | null;
}

/** The arrivals at these villas from `from` to `to` (both included; `to` null: no end). */
export async function findArrivals(
  db: Executor,
  villaIds: string[],
  from: IsoDate,
  to: IsoDate | null,
): Promise<ArrivalRow[]> {
  if (villaIds.length === 0) return [];
  const [booked, imported] = await Promise.all([
    db
      .select({
        villaId: bookings.villaId,
        day: bookings.checkIn,
        guests: sql<number>`(${bookings.adults} + ${bookings.children} + ${bookings.infants})::int`,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.villaId, villaIds),
          eq(bookings.status, 'CONFIRMED'),
          gte(bookings.checkIn, from),
          to ? lte(bookings.checkIn, to) : undefined,
        ),
      ),
    db
      .select({ villaId: blockedRanges.villaId, day: blockedRanges.startDate })
      .from(blockedRanges)
      .where(
        and(
          inArray(blockedRanges.villaId, villaIds),
          isNotNull(blockedRanges.feedId),
          gte(blockedRanges.startDate, from),
          to ? lte(blockedRanges.startDate, to) : undefined,
        ),
      ),
  ]);
  return [...booked, ...imported.map((row) => ({ ...row, guests: null }))];
}

export async function findChecklists(
  db: Executor,
  villaIds: string[],
): Promise<Map<string, string[]>> {
  if (villaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(turnoverChecklists)
    .where(inArray(turnoverChecklists.villaId, villaIds));
  return new Map(rows.map((row) => [row.villaId, row.items]));
}

export async function lockChecklist(tx: Executor, villaId: string): Promise<string[]> {
  const [row] = await tx
    .select()
    .from(turnoverChecklists)
    .where(eq(turnoverChecklists.villaId, villaId))
    .for('update');
  return row?.items ?? [];
}

export async function saveChecklist(tx: Executor, villaId: string, items: string[], now: Date) {
  await tx
    .insert(turnoverChecklists)
    .values({ villaId, items, updatedAt: now })
    .onConflictDoUpdate({ target: turnoverChecklists.villaId, set: { items, updatedAt: now } });
}

export async function findPhotosOf(db: Executor, taskIds: string[]): Promise<TaskPhotoRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(turnoverPhotos)
    .where(inArray(turnoverPhotos.taskId, taskIds))
    .orderBy(asc(turnoverPhotos.createdAt), asc(turnoverPhotos.id));
}

export async function countPhotos(db: Executor, taskId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(turnoverPhotos)
    .where(eq(turnoverPhotos.taskId, taskId));
  return row?.count ?? 0;
}

export async function insertPhoto(db: Executor, row: typeof turnoverPhotos.$inferInsert) {
  await db.insert(turnoverPhotos).values(row);
}

export async function findPhoto(db: Executor, taskId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(turnoverPhotos)
    .where(and(eq(turnoverPhotos.id, photoId), eq(turnoverPhotos.taskId, taskId)));
  return row;
}

/** The people a task may be given to: every enabled account, by name. */
export async function listAssignees(db: Executor) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false))
    .orderBy(asc(staffUsers.name));
}

export async function findAssignee(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      disabled: staffUsers.disabled,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row;
}
