import { desc, eq } from 'drizzle-orm';
import type { Booking } from '../../domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import { bookings, villas } from '../db/schema.ts';

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
    totalPrice: row.total,
    cancellationReason: row.cancellationReason,
    cancelledAt: iso(row.cancelledAt),
    refund:
      row.refundPercent !== null && row.refundAmount !== null
        ? { percent: row.refundPercent, amount: row.refundAmount, rule: row.refundRule ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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

export async function updateBookingRow(
  db: Executor,
  id: string,
  values: Partial<NewBookingRow>,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error(`booking ${id} vanished during update`);
  return row;
}
