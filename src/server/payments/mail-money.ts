/**
 * The money part of a booking e-mail (issue 26 §1: "every booking e-mail from the confirmation
 * on"): the booking's account on `today` from its stored schedule and ledger, with the owner's
 * bank details and instructions, as the mail templates' `MoneyPart` shows it.
 */
import type { IsoDate } from '#domain/dates.ts';
import { cardChoices } from '#domain/card-payments.ts';
import { accountOf } from '#domain/ledger.ts';
import type { Executor } from '../db/client.ts';
import type { MailMoney } from '../mail/templates/payment-parts.tsx';
import { findPaymentSettings, ledgerOf, recordedEntryOf, scheduleOf } from './repository.ts';

/** Where the booking's money stands on `today`, for an e-mail queued in the caller's transaction. */
export async function mailMoneyOf(
  db: Executor,
  bookingId: string,
  today: IsoDate,
): Promise<MailMoney> {
  const [schedule, rows, settings] = await Promise.all([
    scheduleOf(db, bookingId),
    ledgerOf(db, bookingId),
    findPaymentSettings(db),
  ]);
  const account = accountOf({
    schedule,
    entries: rows.map(recordedEntryOf),
    today,
    graceDays: settings.graceDays,
  });
  return {
    installments: account.installments.map(
      ({ kind, amountCents, dueOn, status, paidCents, owedCents }) => ({
        kind,
        amountCents,
        dueOn,
        status,
        paidCents,
        owedCents,
      }),
    ),
    totalCents: account.totalCents,
    paidCents: account.paidCents,
    refundedCents: account.refundedCents,
    balanceCents: account.balanceCents,
    creditCents: account.creditCents,
    bankDetails: settings.bankDetails,
    instructions: settings.paymentInstructions,
    cardNextCents: settings.cardPayments ? (cardChoices(account)[0]?.amountCents ?? null) : null,
  };
}
