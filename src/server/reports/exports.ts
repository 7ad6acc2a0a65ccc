/**
 * The CSV exports (issue 28 §3, decision 097): bookings by arrival and the ledger by the day money
 * was received, for the owner's spreadsheet and accountant. The rows are read a page at a time,
 * each page after the last row of the one before (keyset: no OFFSET that reads the skipped rows
 * again), and written out as they come, so an export of ten years holds one page in memory.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHANNEL_LABELS } from '#domain/channels.ts';
import { CSV_BOM, csvRow, money, type CsvCell } from '#domain/csv.ts';
import { nightsBetween, type IsoDate, resortToday } from '#domain/dates.ts';
import { PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import type { Period } from '#domain/reports.ts';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import { bookings, ledgerEntries, staffUsers, villas } from '../db/schema.ts';

/** Rows read at a time: a few hundred KB of text, one round trip per 500 rows. */
export const EXPORT_PAGE_SIZE = 500;

/** A period and, optionally, one villa: what every export is asked for. */
export interface ExportScope extends Period {
  villaId?: string | undefined;
}

/** The refusal of a file that is all money, to a manager the owner has not allowed. */
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

/** The day a moment falls on in Sri Lanka: when a booking was made, as the reports count it. */

/**
 * What a booking's guest has paid and kept: payments less refunds, a reversal taking its entry
 * back (SQL of the rule in domain/ledger.ts). In cents; a bigint in SQL, so read with Number().
 * The booking's id is named with its table: Drizzle leaves the table out in a query without joins,
 * and inside this subquery a bare "id" would be the ledger's.
 */
export const keptCents = sql<string | number>`coalesce((
  select sum(case
    when kept.kind = 'payment' then kept.amount_cents
    when kept.kind = 'refund' then -kept.amount_cents
    when taken.kind = 'payment' then -kept.amount_cents
    else kept.amount_cents end)
  from ${ledgerEntries} kept
  left join ${ledgerEntries} taken on taken.id = kept.reverses
  where kept.booking_id = ${sql.identifier('bookings')}.${sql.identifier('id')}), 0)::bigint`;

// ---- Bookings ----------------------------------------------------------------------------------

const STATUS_WORDS: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

export interface BookingExportRow {
  reference: string;
  createdAt: Date;
  checkIn: IsoDate;
  checkOut: IsoDate;
  villaName: string;
  guestName: string;
  status: BookingStatus;
  adults: number;
  children: number;
  totalCents: number;
  paidCents: number;
}

interface BookingKey {
  checkIn: IsoDate;
  reference: string;
}

/** The bookings arriving in the period, every status, by arrival then reference; a page at a time. */
export function bookingExportPages(
  db: Executor,
  scope: ExportScope,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<BookingExportRow[]> {
  const read = async (after: BookingKey | null, limit: number) => {
    const rows = await db
      .select({
        reference: bookings.reference,
        createdAt: bookings.createdAt,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        villaName: villas.name,
        guestName: bookings.guestName,
        status: bookings.status,
        adults: bookings.adults,
        children: bookings.children,
        totalCents: bookings.totalCents,
        kept: keptCents,
      })
      .from(bookings)
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .where(
        and(
          gte(bookings.checkIn, scope.from),
          lte(bookings.checkIn, scope.to),
          scope.villaId === undefined ? undefined : eq(bookings.villaId, scope.villaId),
          after === null
            ? undefined
            : sql`(${bookings.checkIn}, ${bookings.reference}) > (${after.checkIn}::date, ${after.reference})`,
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.reference))
      .limit(limit);
    return rows.map(({ kept, ...row }) => ({ ...row, paidCents: Number(kept) }));
  };
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
  const header = options.money ? [...BOOKING_COLUMNS, ...BOOKING_MONEY_COLUMNS] : BOOKING_COLUMNS;
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
    if (!options.money) return cells;
    return [...cells, money(row.totalCents), money(row.paidCents), money(bookingBalance(row))];
  });
}

// ---- Payments ----------------------------------------------------------------------------------

export interface PaymentExportRow {
  receiptNumber: string;
  receivedOn: IsoDate;
  bookingReference: string;
  villaName: string;
  guestName: string;
  kind: 'payment' | 'refund' | 'reversal';
  /** A reversal's: the kind and receipt of the entry it takes back. */
  reversedKind: 'payment' | 'refund' | 'reversal' | null;
  reversedReceipt: string | null;
  method: keyof typeof PAYMENT_METHOD_LABELS | null;
  amountCents: number;
  reference: string | null;
  note: string | null;
  recordedBy: string;
}

interface PaymentKey {
  receivedOn: IsoDate;
  receiptNumber: string;
}

/** The ledger's entries received in the period, by day then receipt number; a page at a time. */
export function paymentExportPages(
  db: Executor,
  scope: ExportScope,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<PaymentExportRow[]> {
  const reversed = alias(ledgerEntries, 'reversed');
  const read = (after: PaymentKey | null, limit: number) =>
    db
      .select({
        receiptNumber: ledgerEntries.receiptNumber,
        receivedOn: ledgerEntries.receivedOn,
        bookingReference: bookings.reference,
        villaName: villas.name,
        guestName: bookings.guestName,
        kind: ledgerEntries.kind,
        reversedKind: reversed.kind,
        reversedReceipt: reversed.receiptNumber,
        method: ledgerEntries.method,
        amountCents: ledgerEntries.amountCents,
        reference: ledgerEntries.reference,
        note: ledgerEntries.note,
        // The account's name as it is now; its id when the account is gone.
        recordedBy: sql<string>`coalesce(${staffUsers.name}, ${ledgerEntries.recordedBy})`,
      })
      .from(ledgerEntries)
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .leftJoin(reversed, eq(reversed.id, ledgerEntries.reverses))
      .leftJoin(staffUsers, eq(staffUsers.id, ledgerEntries.recordedBy))
      .where(
        and(
          gte(ledgerEntries.receivedOn, scope.from),
          lte(ledgerEntries.receivedOn, scope.to),
          scope.villaId === undefined ? undefined : eq(bookings.villaId, scope.villaId),
          after === null
            ? undefined
            : sql`(${ledgerEntries.receivedOn}, ${ledgerEntries.receiptNumber}) > (${after.receivedOn}::date, ${after.receiptNumber})`,
        ),
      )
      .orderBy(asc(ledgerEntries.receivedOn), asc(ledgerEntries.receiptNumber))
      .limit(limit);
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
