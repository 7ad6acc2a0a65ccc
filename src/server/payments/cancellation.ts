/**
 * The money of a cancellation (issue 26 §4, decision 085): the refund is the policy's share of
 * what was paid and kept so far on the booking (payments less refunds, reversed entries left out),
 * and in the cancel's transaction, under the booking's row lock as the payments service takes it,
 * the schedule is re-priced to what the guest keeps paying, so the account shows the refund due
 * as credit until the team records the refund with the refunds endpoint.
 */
import { eq } from 'drizzle-orm';
import { resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type { PaymentSchedule } from '#domain/payment-schedule.ts';
import { refundOnPaid, scheduleAfterCancelling } from '#domain/refund.ts';
import type { CancellationRefund } from '#domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import { bookingInstallments } from '../db/schema.ts';
import type { BookingRow } from '../bookings/repository.ts';
import { syncGuestMessages } from '../guest-messages/schedule.ts';
import { followBooking } from '../turnovers/follow-stays.ts';
import { insertSchedule, ledgerOf, recordedEntryOf, scheduleOf } from './repository.ts';

/** The money kept so far on a booking: payments less refunds, reversed entries left out. */
export async function keptOn(db: Executor, bookingId: string, now: Date): Promise<number> {
  const rows = await ledgerOf(db, bookingId);
  if (rows.length === 0) return 0;
  const { paidCents, refundedCents } = accountOf({
    schedule: [],
    entries: rows.map(recordedEntryOf),
    today: resortToday(now),
    graceDays: 0,
  });
  return paidCents - refundedCents;
}

/** What cancelling at `now` gives back of `keptCents` (spec §9), whoever cancels. */
export function refundOnKept(
  row: Pick<BookingRow, 'createdAt' | 'checkIn'>,
  keptCents: number,
  now: Date,
): CancellationRefund {
  const { percent, amountCents, rule } = refundOnPaid({
    paidCents: keptCents,
    bookedAt: row.createdAt,
    cancelledAt: now,
    checkIn: row.checkIn,
  });
  return { percent, amount: amountCents, rule, paidCents: keptCents };
}

/**
 * In the cancel's transaction, once the booking's row is locked: the booking's schedule replaced
 * by what the guest keeps paying (kept less the refund due). A request never confirmed has no
 * schedule and keeps none. Resolves to the new schedule.
 */
export async function settleCancellation(
  tx: Executor,
  row: Pick<BookingRow, 'id' | 'checkIn' | 'paymentTerms'>,
  refund: CancellationRefund,
  now: Date,
): Promise<PaymentSchedule> {
  await followBooking(tx, row.id, now);
  // Every cancel passes here (the guest's, the team's, the job's): no guest message stays waiting.
  await syncGuestMessages(tx, row.id, now);
  const schedule = await scheduleOf(tx, row.id);
  if (schedule.length === 0) return schedule;
  const after = scheduleAfterCancelling(schedule, {
    keptCents: refund.paidCents,
    refundCents: refund.amount,
    cancelledOn: resortToday(now),
    checkIn: row.checkIn,
    terms: row.paymentTerms,
  });
  await tx.delete(bookingInstallments).where(eq(bookingInstallments.bookingId, row.id));
  await insertSchedule(tx, row.id, after);
  return after;
}
