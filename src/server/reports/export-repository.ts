/**
 * The SQL of the owner's files (issue 28 §3, decision 097): the rows of the bookings and payments
 * exports, a page at a time after a key (exports.ts pages through them), and a villa's month of
 * stays for its statement (statement.ts). Beside repository.ts rather than in it: the reports'
 * sums fill that file, and these are rows, not sums.
 */
import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedChannel } from '#domain/channels.ts';
import type { ShownCurrency } from '#domain/currency.ts';
import type { IsoDate } from '#domain/dates.ts';
import type { Language } from '#domain/languages.ts';
import type { PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import type { Period } from '#domain/reports.ts';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import type { Executor } from '../db/client.ts';
import { centsOf } from '../db/sums.ts';
import {
  blockedRanges,
  bookings,
  calendarFeeds,
  ledgerEntries,
  staffUsers,
  villas,
} from '../db/schema.ts';

/** A period and, optionally, one villa: what every export is asked for. */
export interface ExportScope extends Period {
  villaId?: string | undefined;
}

/**
 * What a booking's guest has paid and kept: payments less refunds, a reversal taking its entry
 * back (SQL of the rule in domain/ledger.ts). In cents, as numeric: read with centsOf (db/sums.ts).
 * The booking's id is named with its table: Drizzle leaves the table out in a query without joins,
 * and inside this subquery a bare "id" would be the ledger's.
 */
const keptCents = sql<string>`coalesce((
  select sum(case
    when kept.kind = 'payment' then kept.amount_cents
    when kept.kind = 'refund' then -kept.amount_cents
    when taken.kind = 'payment' then -kept.amount_cents
    else kept.amount_cents end)
  from ${ledgerEntries} kept
  left join ${ledgerEntries} taken on taken.id = kept.reverses
  where kept.booking_id = ${sql.identifier('bookings')}.${sql.identifier('id')}), 0)::numeric`;

// ---- Bookings ----------------------------------------------------------------------------------

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
  /** The currency shown beside dollars as the guest asked, and its rate then (issue 39 §3). */
  shownCurrency: ShownCurrency | null;
  /** numeric(22,10) as text ('0.9430000000'), or null. */
  shownRate: string | null;
  /** The language the guest booked in (issue 39 §1). */
  language: Language;
}

export interface BookingKey {
  checkIn: IsoDate;
  reference: string;
}

/** A page of the bookings arriving in the period, every status, by arrival then reference. */
export async function bookingExportPage(
  db: Executor,
  scope: ExportScope,
  after: BookingKey | null,
  limit: number,
): Promise<BookingExportRow[]> {
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
      shownCurrency: bookings.shownCurrency,
      shownRate: bookings.shownRate,
      language: bookings.language,
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
  return rows.map(({ kept, ...row }) => ({
    ...row,
    paidCents: centsOf(kept, 'What the guest paid'),
  }));
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

export interface PaymentKey {
  receivedOn: IsoDate;
  receiptNumber: string;
}

/** A page of the ledger's entries received in the period, by day then receipt number. */
export function paymentExportPage(
  db: Executor,
  scope: ExportScope,
  after: PaymentKey | null,
  limit: number,
): Promise<PaymentExportRow[]> {
  const reversed = alias(ledgerEntries, 'reversed');
  return db
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
}

// ---- Statements --------------------------------------------------------------------------------

export interface StatementBookingRow {
  reference: string;
  createdAt: Date;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guestName: string;
  totalCents: number;
  paidCents: number;
}

/** The villa's confirmed bookings arriving in the period, with what each guest paid and kept. */
export async function statementBookings(
  db: Executor,
  villaId: string,
  period: Period,
): Promise<StatementBookingRow[]> {
  const rows = await db
    .select({
      reference: bookings.reference,
      createdAt: bookings.createdAt,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guestName: bookings.guestName,
      totalCents: bookings.totalCents,
      shownCurrency: bookings.shownCurrency,
      shownRate: bookings.shownRate,
      kept: keptCents,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.villaId, villaId),
        eq(bookings.status, 'CONFIRMED'),
        gte(bookings.checkIn, period.from),
        lte(bookings.checkIn, period.to),
      ),
    );
  return rows.map(({ kept, ...row }) => ({
    ...row,
    paidCents: centsOf(kept, 'What the guest paid'),
  }));
}

export interface StatementImportRow {
  startDate: IsoDate;
  /** The stay's last night (the guest leaves the day after). */
  endDate: IsoDate;
  revenueCents: number | null;
  feedLabel: string;
  channel: FeedChannel;
}

/**
 * The villa's stays imported from platforms that arrive in the period, by first night; those the
 * team marked as no stay are closures, left out.
 */
export function statementImports(
  db: Executor,
  villaId: string,
  period: Period,
): Promise<StatementImportRow[]> {
  return db
    .select({
      startDate: blockedRanges.startDate,
      endDate: blockedRanges.endDate,
      revenueCents: blockedRanges.revenueCents,
      feedLabel: calendarFeeds.label,
      channel: calendarFeeds.channel,
    })
    .from(blockedRanges)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .where(
      and(
        eq(blockedRanges.villaId, villaId),
        isNotNull(blockedRanges.feedId),
        eq(blockedRanges.notAStay, false),
        gte(blockedRanges.startDate, period.from),
        lte(blockedRanges.startDate, period.to),
      ),
    )
    .orderBy(asc(blockedRanges.startDate));
}
