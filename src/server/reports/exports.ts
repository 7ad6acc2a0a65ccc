/**
 * The CSV exports (issue 28 §3, decision 097): bookings by arrival and the ledger by the day money
 * was received, for the owner's spreadsheet and accountant. The rows are read a page at a time,
 * each page after the last row of the one before (keyset: no OFFSET that reads the skipped rows
 * again), and written out as they come, so an export of ten years holds one page in memory. The
 * SQL is export-repository.ts's.
 */
import { CHANNEL_LABELS } from '#domain/channels.ts';
import { CSV_BOM, csvRow, money, type CsvCell } from '#domain/csv.ts';
import { nightsBetween, resortToday } from '#domain/dates.ts';
import { PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import type { Period } from '#domain/reports.ts';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import { exactDecimal } from '../currency/shown-rates.ts';
import {
  bookingExportPage,
  paymentExportPage,
  type BookingExportRow,
  type BookingKey,
  type ExportScope,
  type PaymentExportRow,
  type PaymentKey,
} from './export-repository.ts';

/** Rows read at a time: a few hundred KB of text, one round trip per 500 rows. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Pages of rows, each read after the last row of the one before; ends after a short page. `read`
 * gets the last row's key (null for the first page) and how many rows to read.
 */
export async function* keysetPages<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, pageSize);
    const last = rows.at(-1);
    if (last !== undefined) yield rows;
    if (last === undefined || rows.length < pageSize) return;
    after = keyOf(last);
  }
}

/** A CSV file as it is written: the BOM, the header row, then a page's rows at a time. */
export async function* csvFile<Row>(
  header: readonly string[],
  pages: AsyncIterable<Row[]>,
  cellsOf: (row: Row) => CsvCell[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const rows of pages) yield rows.map((row) => csvRow(cellsOf(row))).join('');
}

/** A download's name: what it is, the villa's slug when it is one villa's, and its period. */
export const exportFileName = (what: string, scope: Period, villaSlug?: string) =>
  `${[what, villaSlug, scope.from, 'to', scope.to].filter(Boolean).join('-')}.csv`;

// ---- Bookings ----------------------------------------------------------------------------------

const STATUS_WORDS: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** The bookings arriving in the period, every status, by arrival then reference; a page at a time. */
export function bookingExportPages(
  db: Executor,
  scope: ExportScope,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<BookingExportRow[]> {
  const read = (after: BookingKey | null, limit: number) =>
    bookingExportPage(db, scope, after, limit);
  return keysetPages(read, (row) => ({ checkIn: row.checkIn, reference: row.reference }), pageSize);
}

const BOOKING_COLUMNS = [
  'Reference',
  'Booked on',
  'Arrival',
  'Departure',
  'Nights',
  'Villa',
  'Guest',
  'Channel',
  'Status',
  'Adults',
  'Children',
] as const;
const BOOKING_MONEY_COLUMNS = ['Total', 'Paid', 'Balance'] as const;
/**
 * What the guest was shown beside dollars as they asked (issue 39 §3): the currency and its rate
 * then, margin in (units per US dollar), empty for dollars alone or no fresh rate. Last, after the
 * money when there is money: a rate is no sum of the guest's, so a manager's file has them too.
 */
const BOOKING_SHOWN_COLUMNS = ['Shown currency', 'Shown rate'] as const;

/** The language the guest booked in, as its code ('ru'), last so no earlier column moves. */
const BOOKING_LANGUAGE_COLUMN = 'Language';

/**
 * What a booking still owes: a confirmed stay's total less what was kept, never below 0. A request
 * not confirmed, or a stay cancelled, owes nothing (a cancelled stay's refund is the ledger's).
 */
export const bookingBalance = (
  row: Pick<BookingExportRow, 'status' | 'totalCents' | 'paidCents'>,
) => (row.status === 'CONFIRMED' ? Math.max(0, row.totalCents - row.paidCents) : 0);

/** The bookings export; without the money columns for a reader who may not see money. */
export function bookingsCsv(
  pages: AsyncIterable<BookingExportRow[]>,
  options: { money: boolean },
): AsyncGenerator<string> {
  const header = [
    ...BOOKING_COLUMNS,
    ...(options.money ? BOOKING_MONEY_COLUMNS : []),
    ...BOOKING_SHOWN_COLUMNS,
    BOOKING_LANGUAGE_COLUMN,
  ];
  return csvFile(header, pages, (row) => {
    const cells: CsvCell[] = [
      row.reference,
      resortToday(row.createdAt),
      row.checkIn,
      row.checkOut,
      nightsBetween(row.checkIn, row.checkOut),
      row.villaName,
      row.guestName,
      CHANNEL_LABELS.direct,
      STATUS_WORDS[row.status],
      row.adults,
      row.children,
    ];
    const shown = [
      row.shownCurrency,
      row.shownRate === null ? null : exactDecimal(row.shownRate),
      row.language,
    ];
    if (!options.money) return [...cells, ...shown];
    return [
      ...cells,
      money(row.totalCents),
      money(row.paidCents),
      money(bookingBalance(row)),
      ...shown,
    ];
  });
}

// ---- Payments ----------------------------------------------------------------------------------

/** The ledger's entries received in the period, by day then receipt number; a page at a time. */
export function paymentExportPages(
  db: Executor,
  scope: ExportScope,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<PaymentExportRow[]> {
  const read = (after: PaymentKey | null, limit: number) =>
    paymentExportPage(db, scope, after, limit);
  return keysetPages(
    read,
    (row) => ({ receivedOn: row.receivedOn, receiptNumber: row.receiptNumber }),
    pageSize,
  );
}

/**
 * What an entry did to the money kept, in cents: a payment in, a refund out, a reversal the
 * opposite of the entry it takes back. The column adds up to the money kept over the period.
 */
export function signedAmount(row: Pick<PaymentExportRow, 'kind' | 'reversedKind' | 'amountCents'>) {
  if (row.kind === 'payment') return row.amountCents;
  if (row.kind === 'refund') return -row.amountCents;
  return row.reversedKind === 'refund' ? row.amountCents : -row.amountCents;
}

const kindWords = (row: PaymentExportRow): string => {
  if (row.kind === 'payment') return 'Payment';
  if (row.kind === 'refund') return 'Refund';
  const taken = row.reversedKind === 'refund' ? 'refund' : 'payment';
  return `Reversal of ${taken} ${row.reversedReceipt ?? ''}`.trim();
};

const PAYMENT_COLUMNS = [
  'Receipt',
  'Received on',
  'Booking',
  'Villa',
  'Guest',
  'Kind',
  'Method',
  'Amount',
  'Reference',
  'Note',
  'Recorded by',
] as const;

/** The payments export: every entry, signed as it moved the money kept (`signedAmount`). */
export function paymentsCsv(pages: AsyncIterable<PaymentExportRow[]>): AsyncGenerator<string> {
  return csvFile(PAYMENT_COLUMNS, pages, (row) => [
    row.receiptNumber,
    row.receivedOn,
    row.bookingReference,
    row.villaName,
    row.guestName,
    kindWords(row),
    row.method === null ? null : PAYMENT_METHOD_LABELS[row.method],
    money(signedAmount(row)),
    row.reference,
    row.note,
    row.recordedBy,
  ]);
}
