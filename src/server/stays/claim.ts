/**
 * What every workflow that sets a stay's dates does before it writes (DESIGN.md decisions 7-9):
 * the stay checked against the villa's rules and priced by the server, then, under the villa's
 * lock, the lapsed holds expired and any night already taken refused. The exclusion constraint in
 * the database backs the check under any concurrency (stays/transaction.ts turns it into the 409).
 */
import { stayProblems } from '#domain/booking-rules.ts';
import { resortToday } from '#domain/dates.ts';
import { quoteStay, totalProblem } from '#domain/quote.ts';
import { effectiveVehicle } from '#domain/vehicle.ts';
import type { Executor } from '../db/client.ts';
import type { MailContext } from '../mail/context.ts';
import type { BookingRow } from '../bookings/repository.ts';
import { findConflicts } from '../villas/availability-repository.ts';
import { conflict, unprocessable } from '#server/plugins/errors.ts';
import { conflictMessage } from '../villas/conflict-message.ts';
import type { VillaRow } from '../villas/repository.ts';
import { expireHolds } from './expire.ts';
import type { Follow } from './transaction.ts';

/** A request holds its dates for 24 hours while the team confirms (spec §1, decision 7). */
export const HOLD_HOURS = 24;
export const HOLD_MS = HOLD_HOURS * 60 * 60 * 1000;

export interface StayDetails {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: 'CAR' | 'VAN' | null | undefined;
}

/** A PENDING request whose hold ran out is over, whether or not the sweep has marked it yet. */
export function isOpenRequest(row: BookingRow, now: Date): boolean {
  return row.status === 'PENDING' && (row.holdExpiresAt === null || row.holdExpiresAt > now);
}

/** A stay that holds its dates at `now`: confirmed, or a request still waiting. */
export function holdsItsDates(row: BookingRow, now: Date): boolean {
  return isOpenRequest(row, now) || row.status === 'CONFIRMED';
}

/**
 * Checks the stay against the villa's rules and prices it; throws a 400 listing every problem,
 * and one for a total larger than a booking holds (issue 36 §3), before anything is stored.
 * `today` is the earliest check-in allowed: the resort's today, or a stay under way's own check-in
 * when the team changes it (change-stay.ts).
 */
export function priceStay(
  villa: VillaRow,
  stay: StayDetails,
  now: Date,
  today: string = resortToday(now),
) {
  const guests = { adults: stay.adults, children: stay.children, infants: stay.infants };
  const problems = stayProblems(
    { checkIn: stay.checkIn, checkOut: stay.checkOut, guests },
    villa,
    today,
  );
  if (problems.length > 0) throw unprocessable(problems);
  const vehicleType = effectiveVehicle({
    airportPickup: stay.airportPickup,
    airportDropoff: stay.airportDropoff,
    vehicleType: stay.vehicleType,
    guests: stay.adults + stay.children,
  });
  const quote = quoteStay(villa.pricing, {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.adults + stay.children,
    airportPickup: stay.airportPickup,
    airportDropoff: stay.airportDropoff,
    vehicleType: vehicleType ?? 'CAR',
  });
  const tooMuch = totalProblem(quote.total);
  if (tooMuch) throw unprocessable([tooMuch]);
  // The stay's columns of the booking row, as stored.
  return { ...stay, vehicleType, quote, totalCents: quote.total };
}

/**
 * Under the villa's lock (the caller takes it): expire stale holds (their guests are told, their
 * followers run), then refuse any night already taken.
 */
export async function claimDates(
  tx: Executor,
  mail: MailContext,
  follow: Follow,
  villa: VillaRow,
  stay: StayDetails,
  now: Date,
  exceptId?: string,
) {
  await expireHolds(tx, mail, follow, now, villa.id);
  const taken = await findConflicts(tx, villa.id, stay.checkIn, stay.checkOut, exceptId);
  if (taken.length > 0) throw conflict(conflictMessage(villa, taken));
}
