/**
 * Data access for a villa's availability: which of its nights are taken, by its blocks and by the
 * stays that hold their dates (DESIGN.md decisions 7 and 8). It reads the bookings table itself, as
 * any repository may read any table: the villas' answers (the public calendar, a stay's
 * availability, the console's month) need the stays, and bookings already need the villas (the
 * lock, the name), so reading them here keeps the two folders from importing each other.
 * Functions take the database or a transaction.
 */
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { mergeRanges, type DateRange } from '#domain/calendar.ts';
import { addDays, type IsoDate } from '#domain/dates.ts';
import type { CalendarBooking } from '#domain/schemas/villa-calendar.ts';
import type { Executor } from '#server/db/client.ts';
import { bookings } from '#server/db/schema.ts';
import { blockRangesDuring, blockRangesFrom } from './blocks-repository.ts';

/**
 * A booking that holds its dates at `at` (the database's now unless a caller says another time):
 * a PENDING booking whose hold has run out no longer holds anything, swept or not.
 */
export const holdsDatesAt = (at: Date | SQL = sql`now()`) => sql`(${bookings.status} = 'CONFIRMED'
  or (${bookings.status} = 'PENDING' and ${bookings.holdExpiresAt} > ${at}))`;

export const holdsDates = holdsDatesAt();

/** A stay [checkIn, checkOut) holds the nights checkIn .. checkOut - 1 (DESIGN.md decision 8). */
const nightsOf = (stay: { checkIn: IsoDate; checkOut: IsoDate }): DateRange => ({
  startDate: stay.checkIn,
  endDate: addDays(stay.checkOut, -1),
});

/**
 * Every night of the villa that cannot be booked from `from` on: staff blocks and active stays, as
 * inclusive ranges (spec §3), merged and sorted; and when the answer next changes by itself: the
 * earliest instant a counted hold lapses (null when none does), so a cached calendar can end then
 * (decision 008).
 */
export async function villaCalendar(
  db: Executor,
  villaId: string,
  from: IsoDate,
): Promise<{ ranges: DateRange[]; holdLapsesAt: Date | null }> {
  const [blocks, stays] = await Promise.all([
    blockRangesFrom(db, villaId, from),
    db
      .select({
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings)
      .where(and(eq(bookings.villaId, villaId), sql`${bookings.checkOut} > ${from}`, holdsDates)),
  ]);
  let holdLapsesAt: Date | null = null;
  for (const stay of stays) {
    const lapses = stay.status === 'PENDING' ? stay.holdExpiresAt : null;
    if (lapses && (holdLapsesAt === null || lapses < holdLapsesAt)) holdLapsesAt = lapses;
  }
  return { ranges: mergeRanges([...blocks, ...stays.map(nightsOf)]), holdLapsesAt };
}

/** Blocks and active stays that take any night of [checkIn, checkOut), the first of each. */
export async function findConflicts(
  db: Executor,
  villaId: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
  exceptBookingId?: string,
): Promise<DateRange[]> {
  const [blocks, stays] = await Promise.all([
    blockRangesDuring(db, villaId, checkIn, addDays(checkOut, -1)),
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut, id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.villaId, villaId),
          sql`${bookings.checkIn} < ${checkOut}`,
          sql`${bookings.checkOut} > ${checkIn}`,
          holdsDates,
        ),
      ),
  ]);
  return mergeRanges([...blocks, ...stays.filter((s) => s.id !== exceptBookingId).map(nightsOf)]);
}

/** A stay as the calendars show it: who and when only, never contact or money, since every role reads them. */
export const stayColumns = {
  id: bookings.id,
  reference: bookings.reference,
  guestName: bookings.guestName,
  checkInDate: bookings.checkIn,
  checkOutDate: bookings.checkOut,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
};

/**
 * Stays with a night in [from, to] (a stay [checkIn, checkOut) takes the nights checkIn ..
 * checkOut - 1, DESIGN.md decision 8), whatever their status. `holding` narrows them to those that
 * hold their dates at `now`.
 */
export async function listStays(
  db: Executor,
  villaId: string,
  from: IsoDate,
  to: IsoDate,
  now: Date,
  { holding = false } = {},
) {
  return db
    .select(stayColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.villaId, villaId),
        lte(bookings.checkIn, to),
        sql`${bookings.checkOut} > ${from}`,
        holding ? holdsDatesAt(now) : undefined,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

export type StayRow = Awaited<ReturnType<typeof listStays>>[number];

/** Where a stay stands at `now`: a request whose hold ran out is lapsed, swept or not. */
function calendarStatus(stay: StayRow, now: Date): CalendarBooking['status'] {
  switch (stay.status) {
    case 'PENDING':
      return stay.holdExpiresAt === null || stay.holdExpiresAt > now ? 'PENDING' : 'LAPSED';
    case 'EXPIRED':
      return 'LAPSED';
    default:
      return stay.status;
  }
}

/** A stay as the console's calendars show it, at `now`. */
export const toCalendarBooking = (stay: StayRow, now: Date): CalendarBooking => {
  const status = calendarStatus(stay, now);
  return {
    id: stay.id,
    reference: stay.reference,
    guestName: stay.guestName,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    status,
    holdsDates: status === 'PENDING' || status === 'CONFIRMED',
  };
};
