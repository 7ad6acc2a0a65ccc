/**
 * A receipt (issue 26 §2, decision 087): what one ledger entry says to the guest, with the
 * booking's account after it. One pure builder and one list of rows, so the e-mail, its PDF and
 * the PDF downloaded later from the console or the guest's page say the same words.
 */
import { utcDateLabel } from './date-labels.ts';
import { RESORT_UTC_OFFSET_MINUTES, type IsoDate } from './dates.ts';
import {
  accountOf,
  PAYMENT_METHOD_LABELS,
  type LedgerEntry,
  type LedgerEntryKind,
  type PaymentMethod,
} from './ledger.ts';
import { formatCents, type Cents } from './money.ts';

/** '$1,401.00': a receipt writes the cents of every amount, so its figures line up and add up. */
export const receiptAmount = (cents: Cents): string =>
  cents % 100 === 0 ? `${formatCents(cents)}.00` : formatCents(cents);
import type { PaymentSchedule } from './payment-schedule.ts';
import { clockLabel } from './clock-label.ts';

/** Everything a receipt shows: plain JSON, so an outbox row can hold it as the mail's props. */
export interface Receipt {
  number: string;
  kind: LedgerEntryKind;
  /** When the entry was recorded (an ISO instant); the PDF's creation date too. */
  recordedAt: string;
  company: { name: string; address: string; phone: string; email: string };
  guestName: string;
  bookingReference: string;
  villaName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  amountCents: Cents;
  /** The day the money arrived (a refund: was sent); a reversal's, the day it was recorded. */
  receivedOn: IsoDate;
  method: PaymentMethod | null;
  reference: string | null;
  /** A reversal's: the receipt it cancels, and what that one was. */
  reverses: { number: string; kind: 'payment' | 'refund' } | null;
  /** The booking's account once this entry is counted. */
  account: {
    totalCents: Cents;
    paidCents: Cents;
    refundedCents: Cents;
    balanceCents: Cents;
    creditCents: Cents;
  };
}

/** One recorded entry as the builder needs it: the ledger's fields, its number and its time. */
export interface RecordedEntry extends LedgerEntry {
  receiptNumber: string;
  recordedAt: string;
}

/**
 * The receipt of `entryId` among a booking's `entries` (in the order they were recorded): the
 * account counts the entries up to and including it, so an old receipt still shows the account
 * as it stood after it. Throws when the entry is not among them.
 */
export function receiptOf(input: {
  entryId: string;
  entries: readonly RecordedEntry[];
  schedule: PaymentSchedule;
  booking: {
    reference: string;
    guestName: string;
    villaName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
  };
  company: Receipt['company'];
}): Receipt {
  const at = input.entries.findIndex((entry) => entry.id === input.entryId);
  const entry = input.entries[at];
  if (!entry) throw new RangeError(`no entry ${input.entryId} in this booking's ledger`);
  const upTo = input.entries.slice(0, at + 1);
  const { totalCents, paidCents, refundedCents, balanceCents, creditCents } = accountOf({
    schedule: input.schedule,
    entries: upTo,
    // The totals do not depend on the day; only the installments' lateness does.
    today: entry.receivedOn,
    graceDays: 0,
  });
  const reversed = entry.reverses
    ? input.entries.find((other) => other.id === entry.reverses)
    : undefined;
  return {
    number: entry.receiptNumber,
    kind: entry.kind,
    recordedAt: entry.recordedAt,
    company: input.company,
    guestName: input.booking.guestName,
    bookingReference: input.booking.reference,
    villaName: input.booking.villaName,
    checkIn: input.booking.checkIn,
    checkOut: input.booking.checkOut,
    amountCents: entry.amountCents,
    receivedOn: entry.receivedOn,
    method: entry.method,
    reference: entry.reference ?? null,
    reverses:
      reversed && reversed.kind !== 'reversal'
        ? { number: reversed.receiptNumber, kind: reversed.kind }
        : null,
    account: { totalCents, paidCents, refundedCents, balanceCents, creditCents },
  };
}

/** 'March 4, 2027' for '2027-03-04'. */
export const receiptDateLabel = (date: IsoDate) =>
  utcDateLabel(new Date(`${date}T00:00:00Z`), { month: 'long' });

/** 'March 4, 2027, 3:05 PM Sri Lanka time' for an instant. */
export function receiptMomentLabel(instant: string): string {
  const local = new Date(new Date(instant).getTime() + RESORT_UTC_OFFSET_MINUTES * 60_000);
  const clock = clockLabel(local.getUTCHours(), local.getUTCMinutes());
  return `${utcDateLabel(local, { month: 'long' })}, ${clock} Sri Lanka time`;
}

/** The receipt's title: what kind of money moved. */
export function receiptTitle(receipt: Pick<Receipt, 'kind' | 'reverses'>): string {
  if (receipt.kind === 'payment') return 'Payment received';
  if (receipt.kind === 'refund') return 'Refund sent';
  return receipt.reverses?.kind === 'refund' ? 'Refund cancelled' : 'Payment cancelled';
}

export type ReceiptRow = readonly [label: string, value: string];

/** The entry's rows: what moved, when, how. */
export function receiptEntryRows(receipt: Receipt): ReceiptRow[] {
  const amount = receiptAmount(receipt.amountCents);
  const rows: ReceiptRow[] = [];
  if (receipt.kind === 'reversal') {
    const what = receipt.reverses?.kind === 'refund' ? 'refund' : 'payment';
    rows.push(['Cancels', `Receipt ${receipt.reverses?.number ?? ''}, the ${what} of ${amount}`]);
    rows.push(['Amount', amount]);
    rows.push(['Date', receiptDateLabel(receipt.receivedOn)]);
  } else {
    rows.push([receipt.kind === 'payment' ? 'Amount received' : 'Amount refunded', amount]);
    rows.push([
      receipt.kind === 'payment' ? 'Date received' : 'Date sent',
      receiptDateLabel(receipt.receivedOn),
    ]);
    if (receipt.method) rows.push(['Method', PAYMENT_METHOD_LABELS[receipt.method]]);
    if (receipt.reference) rows.push(['Reference', receipt.reference]);
  }
  return rows;
}

/** The booking's rows. */
export const receiptBookingRows = (receipt: Receipt): ReceiptRow[] => [
  ['Guest', receipt.guestName],
  ['Booking reference', receipt.bookingReference],
  ['Villa', receipt.villaName],
  ['Stay', `${receiptDateLabel(receipt.checkIn)} to ${receiptDateLabel(receipt.checkOut)}`],
];

/** The account's rows after the entry: total, paid, refunded when any, then balance or credit. */
export function receiptAccountRows(receipt: Receipt): ReceiptRow[] {
  const a = receipt.account;
  const rows: ReceiptRow[] = [
    ['Total of the stay', receiptAmount(a.totalCents)],
    ['Paid to date', receiptAmount(a.paidCents)],
  ];
  if (a.refundedCents > 0) rows.push(['Refunded to date', receiptAmount(a.refundedCents)]);
  if (a.creditCents > 0) rows.push(['Credit in your favour', receiptAmount(a.creditCents)]);
  else rows.push(['Balance due', receiptAmount(a.balanceCents)]);
  return rows;
}

/** The PDF's file name: the number itself, which only letters, digits and dashes make. */
export const receiptFileName = (number: string) => `${number}.pdf`;
