/**
 * A confirmed stay changed by the team re-prices its schedule (issue 26 §1, decisions 085 and 090):
 * `repriceSchedule` over the stored installments with the money kept so far (the ledger's payments
 * less refunds), so what was paid never changes; the installments are rewritten in the change's
 * transaction, each keeping its reminder and overdue marks only while its amount and due date are
 * as they were.
 */
import { addDays, compareDates, type IsoDate } from '#domain/dates.ts';
import { accountOf, REMINDER_DAYS_BEFORE_DUE } from '#domain/ledger.ts';
import {
  repriceSchedule,
  type Installment,
  type PaymentSchedule,
  type PaymentTerms,
} from '#domain/payment-schedule.ts';
import type { Executor } from '../db/client.ts';
import {
  deleteInstallments,
  insertInstallments,
  installmentRows,
  ledgerOf,
  recordedEntryOf,
  termsForVilla,
  type InstallmentRow,
} from './repository.ts';

export interface Repricing {
  /** The stored schedule, as it was, and as the change makes it. */
  before: Installment[];
  after: PaymentSchedule;
  /** Payments less refunds so far: never changed by a change of the stay. */
  keptCents: number;
  /** What the new total leaves owed, and what was kept beyond it (a refund for the team). */
  balanceCents: number;
  creditCents: number;
  /** The stored rows, for `rewriteSchedule`. */
  rows: InstallmentRow[];
}

const installmentOf = ({ kind, amountCents, dueOn }: Installment): Installment => ({
  kind,
  amountCents,
  dueOn,
});

/**
 * The schedule the booking would have at `newTotalCents` with check-in `checkIn`, changed on
 * `today`, under the terms it was confirmed with (the villa's or the site's today for a booking
 * confirmed before terms were kept with it). Reads only; the caller holds the booking's lock.
 */
export async function planRepricing(
  db: Executor,
  booking: { id: string; villaId: string; paymentTerms: PaymentTerms | null },
  change: { newTotalCents: number; checkIn: IsoDate; today: IsoDate },
): Promise<Repricing> {
  const [rows, entries, terms] = await Promise.all([
    installmentRows(db, booking.id),
    ledgerOf(db, booking.id),
    booking.paymentTerms ?? termsForVilla(db, booking.villaId),
  ]);
  const before = rows.map(installmentOf);
  const { paidCents, refundedCents } = accountOf({
    schedule: before,
    entries: entries.map(recordedEntryOf),
    today: change.today,
    graceDays: 0,
  });
  const keptCents = paidCents - refundedCents;
  const after = repriceSchedule(before, {
    newTotalCents: change.newTotalCents,
    paidCents: keptCents,
    changedOn: change.today,
    checkIn: change.checkIn,
    terms,
  });
  return {
    before,
    after,
    keptCents,
    balanceCents: Math.max(0, change.newTotalCents - keptCents),
    creditCents: Math.max(0, keptCents - change.newTotalCents),
    rows,
  };
}

/**
 * The reminder and overdue marks an installment of the new schedule carries: its old row's while
 * its kind, amount and due date are unchanged (so it is not reminded twice); none otherwise (a new
 * due date gets its reminder), except that a due date whose reminder day is the change's day or
 * before counts as reminded by the change's own e-mail, which gives the amount and date that day,
 * as the confirmation's e-mail does for a deposit due in 3 days (decision 085).
 */
export function marksOf(
  installment: Installment,
  old: InstallmentRow | undefined,
  today: IsoDate,
  now: Date,
): Pick<InstallmentRow, 'remindedAt' | 'overdueNoticeAt'> {
  if (
    old &&
    old.kind === installment.kind &&
    old.amountCents === installment.amountCents &&
    old.dueOn === installment.dueOn
  ) {
    return { remindedAt: old.remindedAt, overdueNoticeAt: old.overdueNoticeAt };
  }
  const toldToday =
    compareDates(addDays(installment.dueOn, -REMINDER_DAYS_BEFORE_DUE), today) <= 0 &&
    compareDates(installment.dueOn, today) >= 0;
  return { remindedAt: toldToday ? now : null, overdueNoticeAt: null };
}

/** In the change's transaction: the booking's installments replaced by the re-priced ones. */
export async function rewriteSchedule(
  tx: Executor,
  bookingId: string,
  repricing: Repricing,
  today: IsoDate,
  now: Date,
): Promise<void> {
  await deleteInstallments(tx, bookingId);
  await insertInstallments(
    tx,
    repricing.after.map((installment, i) => ({
      bookingId,
      position: i + 1,
      ...installmentOf(installment),
      ...marksOf(
        installment,
        repricing.rows.find((row) => row.kind === installment.kind),
        today,
        now,
      ),
    })),
  );
}
