/**
 * Cancel for non-payment without a person (issue 26 §3), when the owner has turned on "cancel
 * automatically" (`payment_settings.auto_cancel`, off by default): the payment job cancels each
 * CONFIRMED booking with an installment unpaid more than the grace days after its due date, as the
 * team would (`cancelOnBehalf`: the refund on what was paid, the schedule re-priced, the guest
 * told), audited with no actor, and tells the team. Once: each cancel re-reads the booking under
 * its villa's and its own row lock, so a second instance (or run) finds it cancelled, and a payment
 * recorded meanwhile leaves it alone.
 */
import { addDays, resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { consoleLink, type MailContext } from '../mail/context.ts';
import { cancelOnBehalf, SYSTEM_ACTOR } from '../bookings/console-service.ts';
import type { Database, Executor } from '../db/client.ts';
import { dateLabel } from '../mail/format.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import {
  bookingsWithDueInstallments,
  findPaymentSettings,
  ledgerOf,
  recordedEntryOf,
  scheduleOf,
} from './repository.ts';

/** The team's word that the job cancelled a booking for non-payment. */
export function cancelledUnpaidTeamMail(
  ctx: MailContext,
  b: Booking,
  paidCents: number,
): MailMessage {
  return {
    to: ctx.teamEmail,
    replyTo: { name: b.guestName, address: b.guestEmail },
    subject: `Cancelled for non-payment: ${b.reference}, ${b.villaName}`,
    content: mailContent('booking-cancelled-unpaid-team', {
      b,
      consoleLink: consoleLink(ctx, b),
      paidCents,
    }),
  };
}

/** The first due date unpaid past the grace days, or null once nothing is (paid meanwhile). */
async function unpaidSince(tx: Executor, bookingId: string, today: string, graceDays: number) {
  const [schedule, rows] = await Promise.all([scheduleOf(tx, bookingId), ledgerOf(tx, bookingId)]);
  const account = accountOf({
    schedule,
    entries: rows.map(recordedEntryOf),
    today,
    graceDays,
  });
  if (!account.cancelForNonPayment) return null;
  return account.installments.find((i) => i.daysLate > graceDays)?.dueOn ?? null;
}

/** Cancels what is unpaid past the grace days, if the owner said so; resolves to how many. */
export async function cancelUnpaid(
  db: Database,
  ctx: MailContext,
  now: Date = new Date(),
): Promise<number> {
  const settings = await findPaymentSettings(db);
  if (!settings.autoCancel) return 0;
  const today = resortToday(now);
  // More than `graceDays` late: due on or before today less (grace + 1) days.
  const heads = await bookingsWithDueInstallments(db, addDays(today, -settings.graceDays - 1));
  let cancelled = 0;
  for (const { bookingId } of heads) {
    const since = await unpaidSince(db, bookingId, today, settings.graceDays);
    if (!since) continue;
    try {
      await cancelOnBehalf(
        { db, mail: ctx, now: () => now },
        SYSTEM_ACTOR,
        bookingId,
        `Not paid by ${dateLabel(since)}`,
        {
          stillUnpaid: async (tx) =>
            (await unpaidSince(tx, bookingId, today, settings.graceDays)) !== null,
          teamMail: (b, paid) => cancelledUnpaidTeamMail(ctx, b, paid),
        },
      );
      cancelled += 1;
    } catch (error) {
      // Cancelled by another run or a person meanwhile, or paid: nothing to do (a 409).
      if ((error as { statusCode?: number }).statusCode === 409) continue;
      throw error;
    }
  }
  return cancelled;
}
