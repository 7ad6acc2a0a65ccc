/**
 * How turnover tasks are made, moved and cancelled (issue 27 §3, decision 093): a follower of the
 * stays' changes (stays/followers.ts), in the change's transaction, so a stay and its task change
 * together or not at all: a booking's task follows the booking, an imported stay's its block (a
 * block the feed dropped is deleted, and its task with it). `catchUpTurnovers` makes the tasks of
 * stays that were there before this feature, once at start-up. The rule of what a task becomes is the domain's
 * (`taskFollowingStay`); the database keeps one task per stay.
 */
import { addDays, compareDates, resortToday, type IsoDate } from '#domain/dates.ts';
import type { ImportedStay, StayEvent } from '#domain/stay-events.ts';
import { departureOfBlock, taskFollowingStay, type TurnoverState } from '#domain/turnovers.ts';
import type { Executor } from '../db/client.ts';
import { newId } from '../lib/ids.ts';
import {
  confirmedWithoutTask,
  findBookingStay,
  importedWithoutTask,
  insertTasks,
  lockTaskOf,
  updateTask,
  type TaskRow,
  type TaskSource,
} from './repository.ts';

const stateOf = (row: TaskRow): TurnoverState => ({
  departureOn: row.departureOn,
  status: row.status,
  checked: row.checked,
  note: row.note,
  startedAt: row.startedAt,
  readyAt: row.readyAt,
});

/** Writes what the domain says the task of `source` becomes; nothing when it stays as it was. */
async function follow(
  tx: Executor,
  source: TaskSource,
  villaId: string,
  existing: TaskRow | undefined,
  stay: { departureOn: IsoDate; active: boolean },
  now: Date,
): Promise<void> {
  const before = existing ? stateOf(existing) : null;
  const after = taskFollowingStay(before, stay);
  if (after === null || after === before) return;
  if (!existing) {
    await insertTasks(tx, [
      { id: newId(), villaId, ...source, ...after, checked: [...after.checked], updatedAt: now },
    ]);
    return;
  }
  await updateTask(tx, existing.id, {
    ...after,
    checked: [...after.checked],
    villaId,
    updatedBy: null,
    updatedAt: now,
  });
}

/**
 * A booking's task follows it: made when it is confirmed, moved with its check-out, cancelled
 * with it. Call it in the transaction that changed the booking, after the change.
 */
export async function followBooking(tx: Executor, bookingId: string, now: Date): Promise<void> {
  const booking = await findBookingStay(tx, bookingId);
  if (!booking) return;
  const source = { bookingId };
  await follow(
    tx,
    source,
    booking.villaId,
    await lockTaskOf(tx, source),
    { departureOn: booking.checkOut, active: booking.status === 'CONFIRMED' },
    now,
  );
}

/**
 * A stay a feed imported: its task follows it to its departure while it leaves today or later.
 * One the feed dropped was deleted, its task with it (the foreign key cascades).
 */
async function followImportedStay(tx: Executor, stay: ImportedStay, now: Date): Promise<void> {
  if (compareDates(stay.endDate, addDays(resortToday(now), -1)) < 0) return;
  const source = { blockedRangeId: stay.id };
  await follow(
    tx,
    source,
    stay.villaId,
    await lockTaskOf(tx, source),
    { departureOn: departureOfBlock(stay.endDate), active: true },
    now,
  );
}

/** The follower (stays/followers.ts): every change of a stay, booked or imported, moves its task. */
export async function followStayTurnover(tx: Executor, change: StayEvent): Promise<void> {
  if (change.workflow !== 'import') {
    await followBooking(tx, change.after.id, change.now);
    return;
  }
  if (change.after) await followImportedStay(tx, change.after, change.now);
}

/**
 * The tasks of stays that had none: confirmed bookings and imported blocks leaving today or later
 * (departures before the feature, or made by a path that is not a booking's or a feed's, such as
 * the seed). Safe to run on every instance at once: an existing task is left alone.
 */
export async function catchUpTurnovers(db: Executor, today: IsoDate, now: Date): Promise<number> {
  const [booked, imported] = await Promise.all([
    confirmedWithoutTask(db, today),
    importedWithoutTask(db, addDays(today, -1)),
  ]);
  const open = { status: 'open' as const, updatedAt: now };
  return insertTasks(db, [
    ...booked.map((b) => ({
      id: newId(),
      villaId: b.villaId,
      bookingId: b.id,
      departureOn: b.checkOut,
      ...open,
    })),
    ...imported.map((b) => ({
      id: newId(),
      villaId: b.villaId,
      blockedRangeId: b.id,
      departureOn: departureOfBlock(b.endDate),
      ...open,
    })),
  ]);
}
