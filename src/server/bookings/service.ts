/**
 * Booking requests (DESIGN.md decisions 7-12). Every change runs in one transaction that holds the
 * villa's row lock, expires stale holds, refuses overlaps and prices the stay itself; the exclusion
 * constraint in the database backs the check under any concurrency.
 * A guest's way back to a booking by e-mail (a fresh link, every booking of one address) is in
 * by-email.ts.
 * Over 400 lines (410) since issue 26: the cancel functions are the next to move out, beside
 * payments/cancellation.ts, which already holds their money.
 */
import { stayProblems } from '#domain/booking-rules.ts';
import { resortToday } from '#domain/dates.ts';
import { quoteStay } from '#domain/quote.ts';
import { arrivalInstant } from '#domain/refund.ts';
import type {
  Booking,
  BookingCreated,
  BookingRequest,
  BookingUpdate,
  CancellationRefund,
  CancellationTerms,
} from '#domain/schemas/booking.ts';
import { effectiveVehicle } from '#domain/vehicle.ts';
import type { Database, Executor } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '#server/plugins/errors.ts';
import { hashToken, newAccessToken, newId, newReference } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { keptOn, refundOnKept, settleCancellation } from '../payments/cancellation.ts';
import { appendAudit, bookingTarget } from '../staff/audit.ts';
import { lockVilla, type VillaRow } from '../villas/repository.ts';
import { conflictMessage, resolveBookedVilla, resolveVilla } from '../villas/service.ts';
import type { BookingLinks } from './booking-links.ts';
import type { MailContext } from '../mail/context.ts';
import { bookingChangedMails, bookingRequestedMails } from './notifications.ts';
import { expireHoldsAndTell } from './holds.ts';
import {
  findConflicts,
  findBookingWithVilla,
  insertBooking,
  lockBooking,
  toBooking,
  updateBookingRow,
  type BookingRow,
  type NewBookingRow,
} from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

/** A request holds its dates for 24 hours while the team confirms (spec §1, decision 7). */
export const HOLD_HOURS = 24;
const HOLD_MS = HOLD_HOURS * 60 * 60 * 1000;

export interface BookingDeps {
  db: Database;
  mail: MailContext;
  /** Which tokens open a booking: its answer's, and its e-mails' links' (decision 061). */
  links: Pick<BookingLinks, 'opens'>;
  /** Called after a commit that queued mail, so it goes out promptly. */
  mailQueued: () => void;
  now?: () => Date;
}

const NOT_FOUND =
  'We could not find that booking. Please use the link from your confirmation e-mail.';

/** PostgreSQL's exclusion_violation: the constraint caught an overlap the check could not see. */
function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23P01' || e.cause?.code === '23P01';
}

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

/**
 * Checks the stay against the villa's rules and prices it; throws a 400 listing every problem.
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
  // The stay's columns of the booking row, as stored.
  return { ...stay, vehicleType, quote, totalCents: quote.total };
}

/**
 * Under the villa's lock (the caller takes it): expire stale holds (their guests are told), then
 * refuse any night already taken.
 */
export async function claimDates(
  tx: Executor,
  mail: MailContext,
  villa: VillaRow,
  stay: StayDetails,
  exceptId?: string,
) {
  await expireHoldsAndTell(tx, mail, villa.id);
  const taken = await findConflicts(tx, villa.id, stay.checkIn, stay.checkOut, exceptId);
  if (taken.length > 0) throw conflict(conflictMessage(villa, taken));
}

export async function inTransaction<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
  villa: VillaRow,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isOverlapViolation(error)) throw conflict(conflictMessage(villa, []));
    throw error;
  }
}

export async function createBooking(
  deps: BookingDeps,
  request: BookingRequest,
): Promise<BookingCreated> {
  const now = nowOf(deps);
  const villa = await resolveVilla(deps.db, request.villaId);
  const stay: StayDetails = {
    checkIn: request.checkInDate,
    checkOut: request.checkOutDate,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    airportPickup: request.airportPickup,
    airportDropoff: request.airportDropoff,
    vehicleType: request.vehicleType,
  };
  const priced = priceStay(villa, stay, now);
  const accessToken = newAccessToken();

  const booking = await inTransaction(
    deps.db,
    async (tx) => {
      await lockVilla(tx, villa.id);
      await claimDates(tx, deps.mail, villa, stay);
      const row = await insertBooking(tx, {
        id: newId(),
        reference: newReference('VB'),
        villaId: villa.id,
        guestName: request.guestName,
        guestEmail: request.guestEmail,
        guestPhone: request.guestPhone,
        ...priced,
        specialRequests: request.specialRequests,
        status: 'PENDING',
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        accessTokenHash: hashToken(accessToken),
      });
      const booking = toBooking(row, villa);
      await enqueueMail(tx, ...bookingRequestedMails(deps.mail, booking, row.accessTokenHash));
      return booking;
    },
    villa,
  );
  deps.mailQueued();
  return { ...booking, accessToken };
}

/**
 * The booking, only for the holder of its token (its answer's, or its e-mails' links'); anyone else
 * is told it does not exist.
 */
async function authorizedBooking(deps: BookingDeps, id: string, token: string | undefined) {
  const found = await findBookingWithVilla(deps.db, id);
  if (!found || !deps.links.opens(found.booking, token)) throw notFound(NOT_FOUND);
  return found;
}

export async function getBooking(
  deps: BookingDeps,
  id: string,
  token: string | undefined,
): Promise<Booking> {
  const { booking, villaName, villaSlug } = await authorizedBooking(deps, id, token);
  return toBooking(booking, { name: villaName, slug: villaSlug });
}

/** A PENDING request whose hold ran out is over, whether or not the sweep has marked it yet. */
export function isOpenRequest(row: BookingRow, now: Date): boolean {
  return row.status === 'PENDING' && (row.holdExpiresAt === null || row.holdExpiresAt > now);
}

/** A stay that holds its dates at `now`: confirmed, or a request still waiting. */
export function holdsItsDates(row: BookingRow, now: Date): boolean {
  return isOpenRequest(row, now) || row.status === 'CONFIRMED';
}

export async function updateBooking(
  deps: BookingDeps,
  id: string,
  token: string | undefined,
  update: BookingUpdate,
): Promise<Booking> {
  const now = nowOf(deps);
  const { booking: current } = await authorizedBooking(deps, id, token);
  const villa = await resolveBookedVilla(deps.db, current.villaId);
  const stay: StayDetails = {
    checkIn: update.checkInDate ?? current.checkIn,
    checkOut: update.checkOutDate ?? current.checkOut,
    adults: update.adults ?? current.adults,
    children: update.children ?? current.children,
    infants: update.infants ?? current.infants,
    airportPickup: update.airportPickup ?? current.airportPickup,
    airportDropoff: update.airportDropoff ?? current.airportDropoff,
    vehicleType: update.vehicleType === undefined ? current.vehicleType : update.vehicleType,
  };
  // A change of name, phone or requests keeps the quote the booking was made with, even if the
  // villa's prices have changed since (issue 15 §4); a changed stay is priced and checked anew.
  const stayChanged =
    stay.checkIn !== current.checkIn ||
    stay.checkOut !== current.checkOut ||
    stay.adults !== current.adults ||
    stay.children !== current.children ||
    stay.infants !== current.infants ||
    stay.airportPickup !== current.airportPickup ||
    stay.airportDropoff !== current.airportDropoff ||
    (stay.vehicleType ?? null) !== current.vehicleType;
  const priced = stayChanged
    ? priceStay(villa, stay, now)
    : { quote: current.quote, totalCents: current.totalCents };

  const booking = await inTransaction(
    deps.db,
    async (tx) => {
      await lockVilla(tx, villa.id);
      const fresh = await findBookingWithVilla(tx, id);
      if (!fresh || !isOpenRequest(fresh.booking, now)) {
        throw conflict(
          'Only a booking request that is still waiting for confirmation can be changed online. Please contact us to change this booking.',
        );
      }
      await claimDates(tx, deps.mail, villa, stay, id);
      const row = await updateBookingRow(tx, id, {
        guestName: update.guestName ?? current.guestName,
        guestPhone: update.guestPhone === undefined ? current.guestPhone : update.guestPhone,
        specialRequests:
          update.specialRequests === undefined ? current.specialRequests : update.specialRequests,
        ...priced,
        updatedAt: now,
      });
      const booking = toBooking(row, villa);
      await enqueueMail(
        tx,
        ...bookingChangedMails(deps.mail, booking, 'updated', row.accessTokenHash),
      );
      return booking;
    },
    villa,
  );
  deps.mailQueued();
  return booking;
}

/**
 * Whether the booking may be cancelled at `now`, and the refund the policy gives for it on the
 * money kept so far (`keptCents`, issue 26 §4): what the cancel dialog shows and what the cancel
 * applies, from the one rule (src/domain/refund.ts).
 */
function cancellationTermsOf(row: BookingRow, keptCents: number, now: Date): CancellationTerms {
  if (!holdsItsDates(row, now)) {
    const status = row.status === 'PENDING' ? 'expired' : row.status.toLowerCase();
    return {
      cancellable: false,
      reason: `This booking is ${status} and holds no dates, so there is nothing to cancel.`,
      refund: null,
    };
  }
  if (now >= arrivalInstant(row.checkIn)) {
    return {
      cancellable: false,
      reason:
        'Your stay has begun, so it can no longer be cancelled online. Please contact us and we will help.',
      refund: null,
    };
  }
  return { cancellable: true, reason: null, refund: refundOnKept(row, keptCents, now) };
}

/**
 * The columns a cancellation writes, the guest's own or the team's on their behalf: the refund
 * columns hold the refund due on what was paid (issue 26 §4).
 */
export function cancellationValues(
  refund: CancellationRefund,
  now: Date,
  by: 'GUEST' | 'TEAM',
  reason: string | null,
): Partial<NewBookingRow> {
  return {
    status: 'CANCELLED',
    holdExpiresAt: null,
    cancelledBy: by,
    cancellationReason: reason,
    cancelledAt: now,
    refundPercent: refund.percent,
    refundAmountCents: refund.amount,
    refundRule: refund.rule,
    updatedAt: now,
  };
}

/** What a cancel's audit entry records of the money: what was paid and kept, the refund due. */
export const refundAudit = (refund: CancellationRefund) => ({
  paidCents: refund.paidCents,
  refundDueCents: refund.amount,
  refundPercent: refund.percent,
  refundRule: refund.rule,
});

export async function getCancellationTerms(
  deps: BookingDeps,
  id: string,
  token: string | undefined,
): Promise<CancellationTerms> {
  const now = nowOf(deps);
  const { booking } = await authorizedBooking(deps, id, token);
  return cancellationTermsOf(booking, await keptOn(deps.db, id, now), now);
}

/**
 * The guest's own cancel: under the villa's lock and the booking's row lock (as the payments
 * service takes it, so no payment or refund slips in between), the refund on what was kept, the
 * schedule re-priced to what the guest keeps paying (the refund due shows as credit), an audit
 * entry with the refund due, and the e-mails.
 */
export async function cancelBooking(
  deps: BookingDeps,
  id: string,
  token: string | undefined,
  reason: string | null,
): Promise<Booking> {
  const now = nowOf(deps);
  const { booking: current } = await authorizedBooking(deps, id, token);
  const villa = await resolveBookedVilla(deps.db, current.villaId);

  const booking = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    const fresh = await lockBooking(tx, id);
    if (!fresh) throw notFound(NOT_FOUND);
    const terms = cancellationTermsOf(fresh, await keptOn(tx, id, now), now);
    if (!terms.cancellable || !terms.refund) throw conflict(terms.reason ?? 'Not cancellable.');
    const updated = await updateBookingRow(
      tx,
      id,
      cancellationValues(terms.refund, now, 'GUEST', reason),
    );
    await settleCancellation(tx, updated, terms.refund, now);
    await appendAudit(tx, {
      actorId: null,
      ip: null,
      action: 'booking.cancel',
      target: bookingTarget(id),
      before: { status: fresh.status, holdExpiresAt: fresh.holdExpiresAt?.toISOString() ?? null },
      after: {
        status: updated.status,
        cancelledBy: updated.cancelledBy,
        cancellationReason: updated.cancellationReason,
        ...refundAudit(terms.refund),
      },
    });
    const booking = toBooking(updated, villa);
    await enqueueMail(
      tx,
      ...bookingChangedMails(
        deps.mail,
        booking,
        'cancelled',
        updated.accessTokenHash,
        terms.refund.paidCents,
      ),
    );
    return booking;
  });
  deps.mailQueued();
  return booking;
}
