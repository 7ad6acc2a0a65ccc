/**
 * Booking requests on free dates for the load test: every request gets a stay that no other request
 * of the run had, so none can answer 409. Stays follow the same rules the server applies
 * (src/domain/booking-rules.ts): check-in from tomorrow (resort time) up to the two-year horizon,
 * the villa's minimum number of nights, a party the villa can sleep. Requests go round the villas,
 * each villa's stays laid end to end: a check-out day is the next stay's check-in, which is free
 * (DESIGN.md decision 8).
 */
import { BOOKING_HORIZON_DAYS } from '#domain/booking-rules.ts';
import { addDays, type IsoDate } from '#domain/dates.ts';
import type { BookingRequest } from '#domain/schemas/booking.ts';
import type { BenchVilla } from './bench-villas.ts';

/**
 * The first check-in is tomorrow and the last is two days inside the horizon, so a change of the
 * resort's date during the run cannot make a stay past or beyond the calendar.
 */
const FIRST_CHECK_IN_IN_DAYS = 1;
const HORIZON_MARGIN_DAYS = 2;

/** What the load test sends: the schema's input, the fields with defaults set explicitly. */
export type BookingBody = Omit<BookingRequest, 'website'>;

export interface StayPlan {
  /** How many distinct requests the plan can give. */
  readonly capacity: number;
  /** How many it has given so far. */
  readonly used: number;
  /** The next request, or null once the plan is used up (callers stop before, see `remaining`). */
  next(): BookingBody | null;
  remaining(): number;
}

function staysPerVilla(villa: BenchVilla): number {
  const lastCheckIn = BOOKING_HORIZON_DAYS - HORIZON_MARGIN_DAYS;
  const nights = Math.max(1, villa.minimumNights);
  return Math.floor((lastCheckIn - FIRST_CHECK_IN_IN_DAYS) / nights) + 1;
}

/** The bench's request for `nights` nights from `checkIn`, the `n`th it sends. */
export function bookingBody(
  villa: Pick<BenchVilla, 'id' | 'guests'>,
  checkIn: IsoDate,
  nights: number,
  n: number,
): BookingBody {
  return {
    villaId: villa.id,
    guestName: `Bench Guest ${String(n)}`,
    guestEmail: `bench.guest.${String(n)}@example.com`,
    guestPhone: '+94 77 123 4567',
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, nights),
    adults: Math.min(2, villa.guests),
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: null,
    specialRequests: 'Load test request (npm run bench).',
  };
}

export function planStays(villas: readonly BenchVilla[], today: IsoDate): StayPlan {
  if (villas.length === 0) throw new Error('No villas to book.');
  const perVilla = Math.min(...villas.map(staysPerVilla));
  const capacity = perVilla * villas.length;
  const firstCheckIn = addDays(today, FIRST_CHECK_IN_IN_DAYS);
  let used = 0;
  return {
    capacity,
    get used() {
      return used;
    },
    remaining: () => capacity - used,
    next() {
      const villa = villas[used % villas.length];
      if (used >= capacity || !villa) return null;
      const slot = Math.floor(used / villas.length);
      const checkIn = addDays(firstCheckIn, slot * Math.max(1, villa.minimumNights));
      used += 1;
      return bookingBody(villa, checkIn, Math.max(1, villa.minimumNights), used);
    },
  };
}
