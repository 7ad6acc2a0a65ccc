import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '#domain/dates.ts';
import type { Booking, BookingStatus } from '#domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import {
  bookings,
  contactInquiries,
  reviews,
  testimonials,
  transportRequests,
  villas,
} from '../db/schema.ts';
import { containsPattern, fetchPage } from '#server/lib/paging.ts';
import { holdsDates, holdsDatesAt } from '../villas/availability-repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toBooking(row: BookingRow, villa: { name: string; slug: string }): Booking {
  return {
    id: row.id,
    reference: row.reference,
    villaId: row.villaId,
    villaName: villa.name,
    villaSlug: villa.slug,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    checkInDate: row.checkIn,
    checkOutDate: row.checkOut,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    airportPickup: row.airportPickup,
    airportDropoff: row.airportDropoff,
    vehicleType: row.vehicleType,
    specialRequests: row.specialRequests,
    status: row.status,
    holdExpiresAt: iso(row.holdExpiresAt),
    quote: row.quote,
    totalPrice: row.totalCents,
    cancellationReason: row.cancellationReason,
    cancelledAt: iso(row.cancelledAt),
    refund:
      row.refundPercent !== null && row.refundAmountCents !== null
        ? { percent: row.refundPercent, amount: row.refundAmountCents, rule: row.refundRule ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
  };
}

export async function insertBooking(db: Executor, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('insert returned no booking');
  return row;
}

/** Bookings with the name and slug of their villa, filtered by the caller. */
const bookingsWithVilla = (db: Executor) =>
  db
    .select({ booking: bookings, villaName: villas.name, villaSlug: villas.slug })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId));

export async function findBookingWithVilla(db: Executor, id: string) {
  const [found] = await bookingsWithVilla(db).where(eq(bookings.id, id));
  return found;
}

export async function findBookingByReference(db: Executor, reference: string) {
  const [found] = await bookingsWithVilla(db).where(eq(bookings.reference, reference));
  return found;
}

export async function listBookingsWithVillaByEmail(db: Executor, email: string) {
  return bookingsWithVilla(db)
    .where(eq(bookings.guestEmail, email))
    .orderBy(desc(bookings.createdAt));
}

/** The booking, its row locked until the transaction ends (the money of one booking in turn). */
export async function lockBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function updateBookingRow(
  db: Executor,
  id: string,
  values: Partial<NewBookingRow>,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error(`booking ${id} vanished during update`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// The console's reads and the team's reminder (issue 14 §4)

/** A request still waiting for the team at `now`: its hold has not run out. */
const openRequestAt = (now: Date) =>
  and(eq(bookings.status, 'PENDING'), sql`${bookings.holdExpiresAt} > ${now}`);

/**
 * What housekeeping may see of a stay (no contact, no money): the columns are chosen here, so no
 * answer built from these rows can carry more.
 */
const movementColumns = {
  bookingId: bookings.id,
  reference: bookings.reference,
  villaId: bookings.villaId,
  villaName: villas.name,
  guestName: bookings.guestName,
  checkInDate: bookings.checkIn,
  checkOutDate: bookings.checkOut,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  status: bookings.status,
};

/** Active stays arriving (`checkIn`) or leaving (`checkOut`) on a day of [from, to]. */
export async function listMovements(
  db: Executor,
  day: 'checkIn' | 'checkOut',
  from: IsoDate,
  to: IsoDate,
  now: Date,
) {
  const column = bookings[day];
  return db
    .select(movementColumns)
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .where(and(gte(column, from), lte(column, to), holdsDatesAt(now)))
    .orderBy(asc(column), asc(villas.name), asc(bookings.id));
}

/** Requests still waiting for the team at `now`, the hold that runs out first first. */
export async function listOpenRequests(db: Executor, now: Date) {
  return bookingsWithVilla(db)
    .where(openRequestAt(now))
    .orderBy(asc(bookings.holdExpiresAt), asc(bookings.id));
}

/** What waits for the team besides the requests: new messages, reviews and testimonials. */
export async function countWaiting(db: Executor) {
  const count = sql<number>`count(*)::int`;
  const [[contact], [transport], [review], [testimonial]] = await Promise.all([
    db.select({ n: count }).from(contactInquiries).where(eq(contactInquiries.status, 'NEW')),
    db.select({ n: count }).from(transportRequests).where(eq(transportRequests.status, 'NEW')),
    db.select({ n: count }).from(reviews).where(eq(reviews.status, 'PENDING')),
    db.select({ n: count }).from(testimonials).where(eq(testimonials.status, 'PENDING')),
  ]);
  return {
    newMessages: (contact?.n ?? 0) + (transport?.n ?? 0),
    pendingReviews: review?.n ?? 0,
    pendingTestimonials: testimonial?.n ?? 0,
  };
}

export interface BookingFilters {
  status?: BookingStatus | undefined;
  villa?: string | undefined;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  q?: string | undefined;
}

function whereOfFilters(filters: BookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.villa) conditions.push(eq(bookings.villaId, filters.villa));
  // A stay overlaps [from, to] when it leaves after `from` and arrives on or before `to`.
  if (filters.from) conditions.push(sql`${bookings.checkOut} > ${filters.from}`);
  if (filters.to) conditions.push(sql`${bookings.checkIn} <= ${filters.to}`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(upper(${bookings.reference}) = upper(${filters.q})
        or ${bookings.guestName} ilike ${pattern} or ${bookings.guestEmail} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of bookings, newest first, with their villa's name and slug. */
export async function pageBookingsWithVilla(
  db: Executor,
  filters: BookingFilters,
  page: { page: number; size: number },
) {
  const where = whereOfFilters(filters);
  return fetchPage(db, { table: bookings, where }, page, (limit, offset) =>
    bookingsWithVilla(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * Marks the requests made by `madeBy`, still waiting at `now` and not yet reminded of, as reminded
 * at `now`; returns them. One UPDATE claims each row, so of two sweeps at once only one gets it.
 */
export async function claimHoldReminders(
  db: Executor,
  now: Date,
  madeBy: Date,
): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ holdRemindedAt: now })
    .where(
      and(openRequestAt(now), isNull(bookings.holdRemindedAt), lte(bookings.createdAt, madeBy)),
    )
    .returning();
}

/** The villa's stays that hold their dates and end after `from`, by check-in (its calendar feed). */
export async function holdingStaysFrom(db: Executor, villaId: string, from: IsoDate) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(and(eq(bookings.villaId, villaId), sql`${bookings.checkOut} > ${from}`, holdsDates))
    .orderBy(bookings.checkIn, bookings.id);
}

/** Marks lapsed holds EXPIRED (of one villa, or all); returns their ids (bookings/holds.ts tells their guests). */
export async function expireStaleHolds(db: Executor, villaId?: string): Promise<string[]> {
  const conditions = [eq(bookings.status, 'PENDING'), sql`${bookings.holdExpiresAt} <= now()`];
  if (villaId) conditions.push(eq(bookings.villaId, villaId));
  const expired = await db
    .update(bookings)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: bookings.id });
  return expired.map((row) => row.id);
}
