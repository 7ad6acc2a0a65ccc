import { isValidIsoDate, resortInstant, type IsoDate } from './dates.ts';
import { formatCents } from './money.ts';
import {
  DEFAULT_PAYMENT_TERMS,
  repriceSchedule,
  type PaymentSchedule,
  type PaymentTerms,
} from './payment-schedule.ts';
import { CHECK_IN_HOUR } from './stay.ts';
import type { CancellationRefund } from './schemas/booking.ts';

/** Full refund when cancelled within 24 hours of booking, spec §9 cancellation policy. */
export const FULL_REFUND_WINDOW_HOURS = 24;

/** 50% refund when cancelled 7 or more days before arrival, spec §9 cancellation policy. */
export const HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL = 7;

const MS_PER_HOUR = 60 * 60 * 1000;

export interface Refund {
  percent: 0 | 50 | 100;
  amount: number;
  rule: string;
}

/** Arrival is check-in time (2:00 PM) on the check-in day, resort time: 08:30 UTC. */
export function arrivalInstant(checkIn: IsoDate): Date {
  if (!isValidIsoDate(checkIn)) throw new RangeError(`'${checkIn}' is not a check-in date.`);
  return resortInstant(checkIn, CHECK_IN_HOUR);
}

/**
 * What a guest gets back on cancelling, by the policy of spec §9. The 24-hour window comes first,
 * so a late booking cancelled quickly is still refunded in full. Amounts are whole dollars.
 */
export function refundFor(input: {
  total: number;
  bookedAt: Date;
  cancelledAt: Date;
  checkIn: IsoDate;
}): Refund {
  const arrival = arrivalInstant(input.checkIn).getTime();
  const cancelledAt = input.cancelledAt.getTime();
  const sinceBooking = cancelledAt - input.bookedAt.getTime();
  if (Number.isNaN(sinceBooking))
    throw new RangeError('Booking and cancellation need valid times.');

  const refund = (percent: Refund['percent'], rule: string): Refund => ({
    percent,
    amount: Math.round((input.total * percent) / 100),
    rule,
  });

  if (sinceBooking <= FULL_REFUND_WINDOW_HOURS * MS_PER_HOUR) {
    return refund(
      100,
      `Cancelled within ${FULL_REFUND_WINDOW_HOURS} hours of booking: full refund.`,
    );
  }
  const beforeArrival = arrival - cancelledAt;
  if (beforeArrival >= HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL * 24 * MS_PER_HOUR) {
    return refund(
      50,
      `Cancelled ${HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL} or more days before arrival: 50% refund.`,
    );
  }
  if (beforeArrival > 0) {
    return refund(
      0,
      `Cancelled less than ${HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL} days before arrival: no refund.`,
    );
  }
  return refund(0, 'Cancelled at or after the check-in time: no refund.');
}

/** A refund in cents, on what the guest actually paid. */
export interface RefundOnPaid {
  percent: Refund['percent'];
  amountCents: number;
  rule: string;
}

/**
 * What a cancellation gives back of the money paid (issue 26 §4, decision 085): the policy's
 * percent and words on the day of cancelling (`refundFor`), applied to `paidCents`, the payments
 * kept so far (payments less refunds, reversed entries left out), rounded to the cent. Nothing
 * paid gives nothing back, whatever the percent. Throws a RangeError for an amount that is not
 * whole cents, 0 or more.
 */
export function refundOnPaid(input: {
  paidCents: number;
  bookedAt: Date;
  cancelledAt: Date;
  checkIn: IsoDate;
}): RefundOnPaid {
  const { paidCents, ...when } = input;
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new RangeError(`${paidCents} is not an amount paid in whole cents.`);
  }
  const { percent, rule } = refundFor({ total: paidCents, ...when });
  return { percent, amountCents: Math.round((paidCents * percent) / 100), rule };
}

/**
 * What cancelling at `now` gives back of `keptCents` (spec §9), whoever cancels: the refund as a
 * booking answer, the cancel dialog and the console carry it.
 */
export function refundOnKept(
  booking: { createdAt: Date; checkIn: IsoDate },
  keptCents: number,
  now: Date,
): CancellationRefund {
  const { percent, amountCents, rule } = refundOnPaid({
    paidCents: keptCents,
    bookedAt: booking.createdAt,
    cancelledAt: now,
    checkIn: booking.checkIn,
  });
  return { percent, amount: amountCents, rule, paidCents: keptCents };
}

/**
 * A cancelled booking's schedule (decision 085): re-priced to what the guest keeps paying, the
 * money kept less the refund due, so its account shows the refund due as credit until the team
 * records it. Every installment left is covered by what was kept, keeping its date; a schedule
 * left with nothing in it is one 'full' installment of 0 due on the day of cancelling, so the
 * booking still has a schedule (its account can be read and its refund recorded). A booking with
 * no schedule (a request never confirmed) keeps none.
 */
export function scheduleAfterCancelling(
  schedule: PaymentSchedule,
  cancel: {
    keptCents: number;
    refundCents: number;
    cancelledOn: IsoDate;
    checkIn: IsoDate;
    terms: PaymentTerms | null;
  },
): PaymentSchedule {
  if (schedule.length === 0) return [];
  const { keptCents, refundCents, cancelledOn, checkIn } = cancel;
  if (!Number.isSafeInteger(refundCents) || refundCents < 0 || refundCents > keptCents) {
    throw new RangeError(`A refund of ${refundCents} cents is not within the ${keptCents} kept.`);
  }
  const repriced = repriceSchedule(schedule, {
    newTotalCents: keptCents - refundCents,
    paidCents: keptCents,
    changedOn: cancelledOn,
    checkIn,
    terms: cancel.terms ?? DEFAULT_PAYMENT_TERMS,
  });
  return repriced.length > 0 ? repriced : [{ kind: 'full', amountCents: 0, dueOn: cancelledOn }];
}

/**
 * The words of a cancellation's refund before and after it (issue 26 §4), one wording for the
 * guest's page, the console and the e-mails: what was paid and what the policy gives back of it.
 * `who` is the reader: the guest ('you') or the team ('the guest').
 */
export function refundOnPaidWords(
  refund: { percent: number; amount: number; paidCents: number },
  who: 'you' | 'the guest',
): string {
  const subject = who === 'you' ? 'You' : 'The guest';
  if (refund.paidCents === 0) {
    return who === 'you'
      ? 'Nothing was paid on this booking, so there is nothing to refund and nothing more to pay.'
      : 'The guest has paid nothing on this booking, so there is nothing to refund.';
  }
  const paid = `${subject} paid ${formatCents(refund.paidCents)}`;
  return refund.amount === 0
    ? `${paid}; the policy gives back nothing of it.`
    : `${paid}; the policy gives back ${refund.percent}%: ${formatCents(refund.amount)}.`;
}
