/**
 * The guest's side of a booking's money (issue 26 §2), on the booking's page: the schedule with
 * what is paid and owed on each part, how to pay (the owner's bank details and instructions) and
 * the receipts to download. Only with the booking's token; anyone else is told it does not exist.
 */
import { resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { findBookingWithVilla } from '../bookings/repository.ts';
import { notFound } from '../plugins/errors.ts';
import { cardOffer } from './card-service.ts';
import type { ReceiptDeps } from './receipts.ts';
import { findPaymentSettings, ledgerOf, recordedEntryOf, scheduleOf } from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

export async function guestPayments(
  deps: ReceiptDeps & { now?: () => Date },
  bookingId: string,
  token: string | undefined,
): Promise<GuestPayments> {
  const found = await findBookingWithVilla(deps.db, bookingId);
  if (!found || !deps.links.opens(found.booking, token)) {
    throw notFound(
      'We could not find that booking. Please use the link from your confirmation e-mail.',
    );
  }
  const [schedule, rows, settings] = await Promise.all([
    scheduleOf(deps.db, bookingId),
    ledgerOf(deps.db, bookingId),
    findPaymentSettings(deps.db),
  ]);
  const account = accountOf({
    schedule,
    entries: rows.map(recordedEntryOf),
    today: resortToday(nowOf(deps)),
    graceDays: settings.graceDays,
  });
  const { installments, daysLate: _late, cancelForNonPayment: _cancel, ...sums } = account;
  return {
    currency: 'USD',
    ...sums,
    installments,
    receipts: rows.map((row) => ({
      number: row.receiptNumber,
      kind: row.kind,
      amountCents: row.amountCents,
      date: row.receivedOn,
      cancelled: rows.some((other) => other.reverses === row.id),
    })),
    bankDetails: settings.bankDetails,
    instructions: settings.paymentInstructions,
    card: await cardOffer(deps, deps.db, found.booking, account),
  };
}
