/**
 * The owner's numbers (issue 28 §2, decision 096): what counts as available, sold and earned, as
 * pure functions. The server sums the same figures in SQL over every stay of a period
 * (src/server/reports/); `figuresOf` below is the definition itself, written out over stays in
 * memory, which the tests hold the SQL to.
 *
 * - A period is a run of nights, `from` and `to` both counted (a stay's night is the date it
 *   begins). A stay's nights are its check-in up to the day before its check-out.
 * - Nights available: every villa's every night of the period, less the nights the team closed
 *   (their own blocks: owner stays, repairs; and imported days they marked as no stay). A night
 *   two closures hold (two feeds echoing each other's days) is closed once.
 * - Nights sold: the nights of confirmed bookings (channel Direct) and of stays imported from a
 *   platform's calendar (their channel).
 * - Revenue: a stay's total (nights, extra guests, transfers and service fee, less any discount,
 *   as confirmed or last changed; for an imported stay the amount the team entered), spread over
 *   its nights so that each period gets the nights it holds: night i of n earns
 *   floor(total × (i + 1) / n) − floor(total × i / n) cents, so the parts of a stay always add up
 *   to its total, whatever the period is split into. An imported stay with no amount adds its
 *   nights to `nightsWithoutAmount` and nothing to revenue; the average rate leaves them out.
 * - Payments and refunds: the ledger's entries received in the period, a reversal taking its entry
 *   back on the reversal's own date.
 * - Arrivals (for the average stay, lead time, balance and cancellations): stays whose check-in
 *   falls in the period, so each stay is counted in one period only.
 */
import { addDays, compareDates, type IsoDate, nightsBetween } from './dates.ts';
import { CHANNEL_LABELS, type Channel, type ChannelLine, channelLine } from './channels.ts';

/** A run of nights, both ends counted. */
export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** The longest period a report covers: two years and a leap day. */
export const MAX_PERIOD_NIGHTS = 731;

/** The nights a period holds. */
export const periodNights = (period: Period): number => nightsBetween(period.from, period.to) + 1;

/** The month 'YYYY-MM' as a period. */
export function monthPeriod(month: string): Period {
  const from = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}

/** Quarter 1-4 of a year as a period. */
export function quarterPeriod(year: number, quarter: 1 | 2 | 3 | 4): Period {
  const first = String((quarter - 1) * 3 + 1).padStart(2, '0');
  const last = String(quarter * 3).padStart(2, '0');
  return { from: `${year}-${first}-01`, to: monthPeriod(`${year}-${last}`).to };
}

export const yearPeriod = (year: number): Period => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});

/** The date a year earlier; the 29th of February becomes the 28th. */
export function aYearEarlier(date: IsoDate): IsoDate {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** The same period a year earlier, set beside it in the report. */
export const yearEarlier = (period: Period): Period => ({
  from: aYearEarlier(period.from),
  to: aYearEarlier(period.to),
});

/** The period cut at month ends: the chart's bars, a statement's months. */
export function monthsOf(period: Period): Period[] {
  const parts: Period[] = [];
  let from = period.from;
  while (compareDates(from, period.to) <= 0) {
    const monthEnd = monthPeriod(from.slice(0, 7)).to;
    const to = compareDates(monthEnd, period.to) < 0 ? monthEnd : period.to;
    parts.push({ from, to });
    from = addDays(to, 1);
  }
  return parts;
}

/** The twelve months up to and including the month of `today`: the chart's span. */
export function lastTwelveMonths(today: IsoDate): Period {
  const thisMonth = monthPeriod(today.slice(0, 7));
  const year = Number(today.slice(0, 4)) - 1;
  const month = String(Number(today.slice(5, 7)) + 1).padStart(2, '0');
  const from =
    month === '13' ? `${year + 1}-01-01` : `${String(year).padStart(4, '0')}-${month}-01`;
  return { from, to: thisMonth.to };
}

/**
 * Which of a stay's nights fall in the period: offsets `start` (the first in it, from 0) and `end`
 * (one past the last), or null when none do.
 */
export function nightsInPeriod(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  period: Period,
): { start: number; end: number } | null {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const start = Math.max(0, nightsBetween(stay.checkIn, period.from));
  const end = Math.min(nights, nightsBetween(stay.checkIn, period.to) + 1);
  return end > start ? { start, end } : null;
}

/** The cents that nights `start` to `end` (one past the last) earn of a stay's `total`. */
export const revenueShare = (total: number, nights: number, start: number, end: number): number =>
  Math.floor((total * end) / nights) - Math.floor((total * start) / nights);

/** The sums a report is made of: each adds up over villas, channels and parts of the period. */
export interface Figures {
  nightsSold: number;
  /** Imported nights whose stay has no amount entered. */
  nightsWithoutAmount: number;
  revenueCents: number;
  paymentsCents: number;
  refundsCents: number;
  /** What stays arriving in the period still owe (never below 0 per stay). */
  balanceCents: number;
  /** Stays arriving in the period, and their nights. */
  arrivals: number;
  arrivalNights: number;
  /** Days from booking to arrival, summed over the direct stays arriving (imports have none). */
  leadDays: number;
  leadStays: number;
  /** Bookings cancelled whose stay would have arrived in the period. */
  cancellations: number;
}

export const FIGURE_NAMES = [
  'nightsSold',
  'nightsWithoutAmount',
  'revenueCents',
  'paymentsCents',
  'refundsCents',
  'balanceCents',
  'arrivals',
  'arrivalNights',
  'leadDays',
  'leadStays',
  'cancellations',
] as const satisfies readonly (keyof Figures)[];

export const emptyFigures = (): Figures => ({
  nightsSold: 0,
  nightsWithoutAmount: 0,
  revenueCents: 0,
  paymentsCents: 0,
  refundsCents: 0,
  balanceCents: 0,
  arrivals: 0,
  arrivalNights: 0,
  leadDays: 0,
  leadStays: 0,
  cancellations: 0,
});

export function addFigures(a: Figures, b: Figures): Figures {
  const sum = emptyFigures();
  for (const name of FIGURE_NAMES) sum[name] = a[name] + b[name];
  return sum;
}

/** What the figures mean per night and per stay; null where there is nothing to divide by. */
export interface Measures {
  /** Nights sold over nights available, 0 to 1. */
  occupancy: number | null;
  /** Average daily rate: revenue over the nights sold that have an amount, in whole cents. */
  adrCents: number | null;
  /** Revenue per available night, in whole cents. */
  revparCents: number | null;
  averageStayNights: number | null;
  averageLeadDays: number | null;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const cents = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round(part / whole) : null;

export function measuresOf(figures: Figures, nightsAvailable: number): Measures {
  const occupancy = ratio(figures.nightsSold, nightsAvailable);
  return {
    occupancy: occupancy === null ? null : Math.min(1, occupancy),
    adrCents: cents(figures.revenueCents, figures.nightsSold - figures.nightsWithoutAmount),
    revparCents: cents(figures.revenueCents, nightsAvailable),
    averageStayNights: ratio(figures.arrivalNights, figures.arrivals),
    averageLeadDays: ratio(figures.leadDays, figures.leadStays),
  };
}

/** One channel's line of a report. */
export interface ChannelFigures extends ChannelLine, Figures, Measures {}

/** A report of one period: its totals, and each channel that sold or was paid in it. */
export interface ReportSide {
  period: Period;
  nightsAvailable: number;
  total: Figures & Measures;
  channels: ChannelFigures[];
}

const CHANNEL_ORDER: Channel[] = ['direct', 'airbnb', 'booking', 'vrbo', 'other'];

/**
 * Of two lines of one key ('Agoda' and 'agoda'), the one whose label names it: the label first in
 * code-unit order, so the name shown depends on neither the order of the stays nor the SQL's.
 */
const lineNamed = (a: ChannelLine, b: ChannelLine): ChannelLine => (b.label < a.label ? b : a);

/** The report of a period from its nights available and each channel line's figures. */
export function reportSide(
  period: Period,
  nightsAvailable: number,
  lines: readonly { line: ChannelLine; figures: Figures }[],
): ReportSide {
  const merged = new Map<string, { line: ChannelLine; figures: Figures }>();
  for (const { line, figures } of lines) {
    const seen = merged.get(line.key);
    merged.set(
      line.key,
      seen
        ? { line: lineNamed(seen.line, line), figures: addFigures(seen.figures, figures) }
        : { line, figures },
    );
  }
  const ordered = [...merged.values()].sort(
    (a, b) =>
      CHANNEL_ORDER.indexOf(a.line.channel) - CHANNEL_ORDER.indexOf(b.line.channel) ||
      a.line.label.localeCompare(b.line.label),
  );
  const total = ordered.reduce((sum, { figures }) => addFigures(sum, figures), emptyFigures());
  const available = Math.max(0, nightsAvailable);
  return {
    period,
    nightsAvailable: available,
    total: { ...total, ...measuresOf(total, available) },
    channels: ordered.map(({ line, figures }) => ({
      ...line,
      ...figures,
      ...measuresOf(figures, available),
    })),
  };
}

/** A stay as the reports see it: a booking (direct) or an imported stay (its feed's channel). */
export interface ReportStay {
  villaId: string;
  channel: Channel;
  /** The feed's label, for `other`. */
  feedLabel: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** A booking's state; imported stays are always `confirmed`. */
  status: 'confirmed' | 'cancelled' | 'other';
  /** The stay's total in cents; null for an imported stay with no amount entered. */
  totalCents: number | null;
  /** The day it was booked (in Sri Lanka), for a booking; null for an imported stay. */
  bookedOn: IsoDate | null;
  /** Received less refunded, all dates: what the balance is counted from. */
  paidCents: number;
}

/** Nights the team closed: their own blocks and imported days marked as no stay. */
export interface ReportClosure {
  villaId: string;
  /** First and last night, both closed. */
  first: IsoDate;
  last: IsoDate;
}

/** A ledger entry as the reports count it; a reversal comes as its entry's kind, negative. */
export interface ReportMoney {
  villaId: string;
  kind: 'payment' | 'refund';
  amountCents: number;
  receivedOn: IsoDate;
}

/**
 * The nights of the period the villas closed, each villa's night counted once however many
 * closures hold it: imported days may overlap (each platform's calendar echoes the others'), and
 * subtracting a night twice would leave fewer nights available than the villas have open.
 */
function closedNights(
  closures: readonly ReportClosure[],
  villas: ReadonlySet<string>,
  period: Period,
): number {
  const closed = new Set<string>();
  for (const closure of closures) {
    if (!villas.has(closure.villaId)) continue;
    const within = nightsInPeriod(
      { checkIn: closure.first, checkOut: addDays(closure.last, 1) },
      period,
    );
    for (let night = within?.start ?? 0; night < (within?.end ?? 0); night++) {
      closed.add(`${closure.villaId} ${addDays(closure.first, night)}`);
    }
  }
  return closed.size;
}

const inPeriod = (date: IsoDate, period: Period) =>
  compareDates(date, period.from) >= 0 && compareDates(date, period.to) <= 0;

/**
 * The definition: a period's report over stays, closures and money held in memory, for the villas
 * given (every villa's nights are available; stays and money of other villas are left out). Money
 * is all direct (only bookings are paid here).
 */
export function figuresOf(input: {
  period: Period;
  villaIds: readonly string[];
  stays: readonly ReportStay[];
  closures: readonly ReportClosure[];
  money: readonly ReportMoney[];
}): ReportSide {
  const { period } = input;
  const villas = new Set(input.villaIds);
  const nightsAvailable =
    villas.size * periodNights(period) - closedNights(input.closures, villas, period);
  const lines = new Map<string, { line: ChannelLine; figures: Figures }>();
  const lineOf = (channel: Channel, feedLabel: string | null) => {
    const line = channelLine(channel, feedLabel);
    let entry = lines.get(line.key);
    if (!entry) lines.set(line.key, (entry = { line, figures: emptyFigures() }));
    else entry.line = lineNamed(entry.line, line);
    return entry.figures;
  };
  for (const stay of input.stays) {
    if (!villas.has(stay.villaId)) continue;
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    const arrives = inPeriod(stay.checkIn, period);
    if (stay.status === 'cancelled' && arrives)
      lineOf(stay.channel, stay.feedLabel).cancellations += 1;
    if (stay.status !== 'confirmed') continue;
    const within = nightsInPeriod(stay, period);
    if (!within && !arrives) continue;
    const figures = lineOf(stay.channel, stay.feedLabel);
    if (within) {
      figures.nightsSold += within.end - within.start;
      if (stay.totalCents === null) figures.nightsWithoutAmount += within.end - within.start;
      else figures.revenueCents += revenueShare(stay.totalCents, nights, within.start, within.end);
    }
    if (arrives) {
      figures.arrivals += 1;
      figures.arrivalNights += nights;
      if (stay.bookedOn !== null) {
        figures.leadDays += Math.max(0, nightsBetween(stay.bookedOn, stay.checkIn));
        figures.leadStays += 1;
      }
      if (stay.totalCents !== null && stay.channel === 'direct') {
        figures.balanceCents += Math.max(0, stay.totalCents - stay.paidCents);
      }
    }
  }
  for (const entry of input.money) {
    if (!villas.has(entry.villaId) || !inPeriod(entry.receivedOn, period)) continue;
    const figures = lineOf('direct', null);
    if (entry.kind === 'payment') figures.paymentsCents += entry.amountCents;
    else figures.refundsCents += entry.amountCents;
  }
  return reportSide(period, nightsAvailable, [...lines.values()]);
}

/** The label of a channel line, for words around the numbers. */
export const channelName = (line: { channel: Channel; label: string }): string =>
  line.channel === 'other' ? line.label : CHANNEL_LABELS[line.channel];
