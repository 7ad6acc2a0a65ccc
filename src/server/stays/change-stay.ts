/**
 * The team changes a confirmed stay (issue 26 §1, decision 090): new dates, party or airport
 * transfers, checked and priced as the guest's own change of a request is (request.ts: the villa's
 * rules, its row lock, overlaps), and in the same transaction the followers (the payment follower
 * re-prices the schedule over the money already kept, payments/reprice.ts), the booking audited
 * and the guest e-mailed with where the money stands. What was paid never changes; a total below
 * it shows as credit. Its preview plans the same change and writes nothing.
 */
import { compareDates, resortToday, type IsoDate } from '#domain/dates.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import type {
  StayChange,
  StayChangeEffect,
  StayChangePreview,
} from '#domain/schemas/stay-change.ts';
import { bookedStayChanges } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { nowOf } from '#server/lib/clock.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { StayBefore } from '../mail/templates/booking.tsx';
import { bookingStayChangedMails } from '../bookings/notifications.ts';
import {
  findBookingWithVilla,
  lockBooking,
  toBooking,
  updateBookingRow,
  type BookingRow,
} from '../bookings/repository.ts';
import { mailMoneyOf } from '../payments/mail-money.ts';
import { planRepricing, type Repricing } from '../payments/reprice.ts';
import { appendAudit, bookingTarget } from '../staff/audit.ts';
import { lockVilla, type VillaRow } from '../villas/repository.ts';
import { resolveBookedVilla } from '../villas/lookup.ts';
import { claimDates, priceStay, type StayDetails } from './claim.ts';
import { getConsoleBooking, type Actor } from './decide.ts';
import { bookedStayOf, stayTransaction, type Follow, type StaysDeps } from './transaction.ts';

const NOT_FOUND = 'There is no booking with this id. It may have been typed wrong.';

const stayOf = (change: StayChange | StayChangePreview): StayDetails => ({
  checkIn: change.checkInDate,
  checkOut: change.checkOutDate,
  adults: change.adults,
  children: change.children,
  infants: change.infants,
  airportPickup: change.airportPickup,
  airportDropoff: change.airportDropoff,
  vehicleType: change.vehicleType,
});

const beforeOf = (row: BookingRow): StayBefore => ({
  checkInDate: row.checkIn,
  checkOutDate: row.checkOut,
  adults: row.adults,
  children: row.children,
  infants: row.infants,
  airportPickup: row.airportPickup,
  airportDropoff: row.airportDropoff,
  vehicleType: row.vehicleType,
  totalCents: row.totalCents,
});

/** Why this booking's stay cannot be changed by the team on `today`, or null when it can. */
function changeRefusal(row: BookingRow, today: IsoDate): string | null {
  if (row.status !== 'CONFIRMED') {
    const where = {
      PENDING: 'is a request still waiting for an answer: the guest can change it online',
      DECLINED: 'was declined',
      CANCELLED: 'was cancelled',
      EXPIRED: 'has lapsed',
    }[row.status];
    return `This booking ${where}; only a confirmed stay can be changed here.`;
  }
  if (compareDates(row.checkOut, today) < 0) {
    return 'This stay has ended, so it can no longer be changed.';
  }
  return null;
}

/**
 * Checks and prices the new stay for the booking as re-read under the villa's lock, claims its
 * nights (an overlap is a 409), and plans the schedule: the work of a change and of its preview.
 */
async function planChange(
  tx: Executor,
  follow: Follow,
  deps: StaysDeps,
  villa: VillaRow,
  row: BookingRow,
  change: StayChange | StayChangePreview,
  now: Date,
) {
  const today = resortToday(now);
  const refusal = changeRefusal(row, today);
  if (refusal) throw conflict(refusal);
  const stay = stayOf(change);
  // A stay under way keeps its check-in; any other check-in is refused in the past, as a request's.
  const started = compareDates(row.checkIn, today) < 0;
  const earliest = started && stay.checkIn === row.checkIn ? row.checkIn : today;
  if (started && compareDates(stay.checkOut, today) < 0) {
    throw badRequest('Check-out cannot be in the past: the guests are still at the villa.');
  }
  const priced = priceStay(villa, stay, now, earliest);
  const unchanged =
    stay.checkIn === row.checkIn &&
    stay.checkOut === row.checkOut &&
    stay.adults === row.adults &&
    stay.children === row.children &&
    stay.infants === row.infants &&
    stay.airportPickup === row.airportPickup &&
    stay.airportDropoff === row.airportDropoff &&
    (priced.vehicleType ?? null) === row.vehicleType;
  if (unchanged) {
    throw badRequest(
      'The stay is as it was: change the dates, the guests or the airport transfers.',
    );
  }
  await claimDates(tx, deps.mail, follow, villa, stay, now, row.id);
  const repricing = await planRepricing(tx, row, {
    newTotalCents: priced.totalCents,
    checkIn: stay.checkIn,
    today,
  });
  return { today, priced, repricing };
}

const effectOf = (
  row: BookingRow,
  quote: StayChangeEffect['quote'],
  repricing: Repricing,
): StayChangeEffect => ({
  quote,
  totalBeforeCents: row.totalCents,
  totalAfterCents: quote.total,
  keptCents: repricing.keptCents,
  balanceCents: repricing.balanceCents,
  creditCents: repricing.creditCents,
  scheduleBefore: repricing.before,
  scheduleAfter: repricing.after.map(({ kind, amountCents, dueOn }) => ({
    kind,
    amountCents,
    dueOn,
  })),
});

/** The booking and its villa, or a 404. */
async function bookingAndVilla(deps: StaysDeps, id: string) {
  const found = await findBookingWithVilla(deps.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return {
    current: found.booking,
    villa: await resolveBookedVilla(deps.db, found.booking.villaId),
  };
}

/**
 * Under the villa's lock and the booking's row lock (the payments service's, so no payment slips
 * in between): the booking re-read, the change planned, then `work` with the plan.
 */
async function underLocks<T>(
  deps: StaysDeps,
  id: string,
  change: StayChange | StayChangePreview,
  work: (
    tx: Executor,
    follow: Follow,
    row: BookingRow,
    plan: Awaited<ReturnType<typeof planChange>>,
    villa: VillaRow,
  ) => Promise<T>,
): Promise<T> {
  const now = nowOf(deps);
  const { villa } = await bookingAndVilla(deps, id);
  return stayTransaction(
    deps,
    async (tx, follow) => {
      await lockVilla(tx, villa.id);
      const row = await lockBooking(tx, id);
      if (!row) throw notFound(NOT_FOUND);
      const plan = await planChange(tx, follow, deps, villa, row, change, now);
      return work(tx, follow, row, plan, villa);
    },
    villa,
  );
}

/** What the change would do, without making it: the new quote and the schedule before and after. */
export async function previewStayChange(
  deps: StaysDeps,
  id: string,
  change: StayChangePreview,
): Promise<StayChangeEffect> {
  return underLocks(deps, id, change, async (_tx, _follow, row, plan) =>
    effectOf(row, plan.priced.quote, plan.repricing),
  );
}

/** The change itself, in one transaction; resolves to the booking as the console shows it. */
export async function changeStay(
  deps: StaysDeps,
  actor: Actor,
  id: string,
  change: StayChange,
): Promise<ConsoleBooking> {
  const now = nowOf(deps);
  await underLocks(deps, id, change, async (tx, follow, row, plan, villa) => {
    const { today, priced, repricing } = plan;
    const updated = await updateBookingRow(tx, id, {
      checkIn: priced.checkIn,
      checkOut: priced.checkOut,
      adults: priced.adults,
      children: priced.children,
      infants: priced.infants,
      airportPickup: priced.airportPickup,
      airportDropoff: priced.airportDropoff,
      vehicleType: priced.vehicleType,
      quote: priced.quote,
      totalCents: priced.totalCents,
      updatedAt: now,
    });
    // The payment follower re-prices the schedule as `repricing` planned it (the same reads).
    await follow({
      workflow: 'change',
      before: bookedStayOf(row),
      after: bookedStayOf(updated),
      changed: bookedStayChanges(bookedStayOf(row), bookedStayOf(updated)),
      now,
    });
    const before = beforeOf(row);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'booking.change',
      target: bookingTarget(id),
      before: { ...before, schedule: repricing.before },
      after: {
        ...beforeOf(updated),
        schedule: repricing.after,
        keptCents: repricing.keptCents,
        creditCents: repricing.creditCents,
        reason: change.reason,
      },
    });
    const booking = toBooking(updated, villa);
    const money = await mailMoneyOf(tx, id, today);
    await enqueueMail(
      tx,
      ...bookingStayChangedMails(
        deps.mail,
        booking,
        { reason: change.reason, before },
        updated.accessTokenHash,
        money,
      ),
    );
  });
  return getConsoleBooking(deps, id);
}
