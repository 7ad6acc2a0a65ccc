/**
 * Payments' part of the cancel for non-payment (issue 26 §3; the cancel itself is the stays seam's,
 * stays/cancel-unpaid.ts): which bookings are unpaid past the grace days, and the team's word
 * that the job cancelled one.
 */
import { accountOf } from '#domain/ledger.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { consoleLink, type MailContext } from '../mail/context.ts';
import type { Executor } from '../db/client.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import { ledgerOf, recordedEntryOf, scheduleOf } from './repository.ts';

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
export async function unpaidSince(
  tx: Executor,
  bookingId: string,
  today: string,
  graceDays: number,
) {
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
