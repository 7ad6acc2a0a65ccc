/**
 * A villa's monthly statement (issue 28 §3, decision 097): the stays that arrived in the month
 * and were sold (confirmed bookings, and stays imported from a platform's calendar that the team
 * did not mark as no stay), with the columns villa managers asked for: booked on, reference,
 * arrival, departure, guest, channel, nights, average night price, total, paid, balance, and a
 * totals row. A stay belongs to the month it arrives in, whole, so a statement never splits one;
 * the report (decision 096) spreads revenue over nights instead. The PDF (statement-pdf.ts) and
 * the CSV print the same lines. The SQL is export-repository.ts's.
 */
import { channelLine } from '#domain/channels.ts';
import { CSV_BOM, csvRow, moneyOrBlank, type CsvCell } from '#domain/csv.ts';
import { MONTHS } from '#domain/date-labels.ts';
import { addDays, nightsBetween, resortToday, type IsoDate } from '#domain/dates.ts';
import { monthPeriod } from '#domain/reports.ts';
import type { StatementQuery } from '#domain/schemas/report.ts';
import { siteSettings } from '#domain/site-settings.ts';
import type { Executor } from '../db/client.ts';
import { statementBookings, statementImports } from './export-repository.ts';
import { reportVilla } from './service.ts';

export interface StatementLine {
  /** The day the guest booked (in Sri Lanka); null for an imported stay. */
  bookedOn: IsoDate | null;
  /** The booking's reference; null for an imported stay. */
  reference: string | null;
  arrival: IsoDate;
  departure: IsoDate;
  guest: string;
  channel: string;
  nights: number;
  /** The total over the nights, in whole cents; null when the total is unknown. */
  averageNightCents: number | null;
  /** Null for an imported stay with no amount entered. */
  totalCents: number | null;
  /** Paid and kept here; null for an imported stay (the platform took the money). */
  paidCents: number | null;
  balanceCents: number | null;
}

export interface StatementTotals {
  stays: number;
  nights: number;
  /** Nights of imported stays whose amount nobody entered: left out of the average. */
  nightsWithoutAmount: number;
  averageNightCents: number | null;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

export interface Statement {
  company: { name: string; address: string; phone: string; email: string };
  villa: { id: string; name: string; slug: string };
  /** 'YYYY-MM'. */
  month: string;
  /** 'March 2027'. */
  monthLabel: string;
  lines: StatementLine[];
  totals: StatementTotals;
}

/** 'March 2027' of '2027-03'. */
export const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

const perNight = (cents: number, nights: number): number | null =>
  nights > 0 ? Math.round(cents / nights) : null;

/** The statement's totals: sums of what is known, the average over the nights with an amount. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  let nights = 0;
  let nightsWithoutAmount = 0;
  let totalCents = 0;
  let paidCents = 0;
  let balanceCents = 0;
  for (const line of lines) {
    nights += line.nights;
    if (line.totalCents === null) nightsWithoutAmount += line.nights;
    else totalCents += line.totalCents;
    paidCents += line.paidCents ?? 0;
    balanceCents += line.balanceCents ?? 0;
  }
  return {
    stays: lines.length,
    nights,
    nightsWithoutAmount,
    averageNightCents: perNight(totalCents, nights - nightsWithoutAmount),
    totalCents,
    paidCents,
    balanceCents,
  };
}

/** The statement of `query.villaId` for `query.month`; the project's 404 for an unknown villa. */
export async function statementOf(db: Executor, query: StatementQuery): Promise<Statement> {
  const villa = await reportVilla(db, query.villaId);
  const month = monthPeriod(query.month);
  const [booked, imported] = await Promise.all([
    statementBookings(db, villa.id, month),
    statementImports(db, villa.id, month),
  ]);
  const lines: StatementLine[] = [
    ...booked.map((row): StatementLine => {
      const nights = nightsBetween(row.checkIn, row.checkOut);
      return {
        bookedOn: resortToday(row.createdAt),
        reference: row.reference,
        arrival: row.checkIn,
        departure: row.checkOut,
        guest: row.guestName,
        channel: channelLine('direct', null).label,
        nights,
        averageNightCents: perNight(row.totalCents, nights),
        totalCents: row.totalCents,
        paidCents: row.paidCents,
        balanceCents: Math.max(0, row.totalCents - row.paidCents),
      };
    }),
    ...imported.map((row): StatementLine => {
      // An imported range's end is its last night: the guest leaves the day after.
      const departure = addDays(row.endDate, 1);
      const nights = nightsBetween(row.startDate, departure);
      const channel = channelLine(row.channel, row.feedLabel).label;
      return {
        bookedOn: null,
        reference: null,
        arrival: row.startDate,
        departure,
        guest: `${row.feedLabel.trim() || channel} guest`,
        channel,
        nights,
        averageNightCents: row.revenueCents === null ? null : perNight(row.revenueCents, nights),
        totalCents: row.revenueCents,
        paidCents: null,
        balanceCents: null,
      };
    }),
  ].sort(
    (a, b) =>
      a.arrival.localeCompare(b.arrival) || (a.reference ?? '').localeCompare(b.reference ?? ''),
  );
  return {
    company: {
      name: siteSettings.companyName,
      address: siteSettings.address,
      phone: siteSettings.phone,
      email: siteSettings.email,
    },
    villa,
    month: query.month,
    monthLabel: monthLabel(query.month),
    lines,
    totals: statementTotals(lines),
  };
}

/** The statement's columns, in the CSV and the PDF alike. */
export const STATEMENT_COLUMNS = [
  'Booked on',
  'Reference',
  'Arrival',
  'Departure',
  'Guest',
  'Channel',
  'Nights',
  'Average night price',
  'Total',
  'Paid',
  'Balance',
] as const;

export function statementCells(line: StatementLine): CsvCell[] {
  return [
    line.bookedOn,
    line.reference,
    line.arrival,
    line.departure,
    line.guest,
    line.channel,
    line.nights,
    moneyOrBlank(line.averageNightCents),
    moneyOrBlank(line.totalCents),
    moneyOrBlank(line.paidCents),
    moneyOrBlank(line.balanceCents),
  ];
}

export function statementTotalCells(totals: StatementTotals): CsvCell[] {
  return [
    'Total',
    null,
    null,
    null,
    `${totals.stays} ${totals.stays === 1 ? 'stay' : 'stays'}`,
    null,
    totals.nights,
    moneyOrBlank(totals.averageNightCents),
    moneyOrBlank(totals.totalCents),
    moneyOrBlank(totals.paidCents),
    moneyOrBlank(totals.balanceCents),
  ];
}

/** The statement as CSV: the BOM, the header row, a row per stay, the totals row. */
export function statementCsv(statement: Statement): string {
  return (
    CSV_BOM +
    csvRow(STATEMENT_COLUMNS) +
    statement.lines.map((line) => csvRow(statementCells(line))).join('') +
    csvRow(statementTotalCells(statement.totals))
  );
}

/** `statement-villa-river-breeze-2027-03.csv` (or `.pdf`). */
export const statementFileName = (statement: Statement, extension: 'csv' | 'pdf') =>
  `statement-${statement.villa.slug}-${statement.month}.${extension}`;
