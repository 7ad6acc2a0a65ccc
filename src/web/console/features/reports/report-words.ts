/**
 * The report's figures as the owner reads them: which are shown at the top, each in its own
 * unit, and how it changed from the same period a year earlier. Money is cents from the API and
 * dollars here (formatCents); a figure with nothing to divide by (no night available, no stay
 * arriving) reads as a dash, never as a made-up zero.
 */
import { formatCents } from '#domain/money.ts';
import type { ReportSideView } from '#domain/schemas/report.ts';
import { plural } from '#domain/plural.ts';

type Side = ReportSideView;
type Figures = Side['total'];

export const NONE = '—';

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** 0.625 as "62.5%". */
export const percent = (share: number | null) =>
  share === null ? NONE : `${oneDecimal.format(share * 100)}%`;

export const money = (cents: number | null) => (cents === null ? NONE : formatCents(cents));

const count = (value: number) => whole.format(value);

/** 2.5 as '2.5 nights': the averages, to one decimal. */
const averageOf = (value: number, unit: string) =>
  plural(value, unit, `${unit}s`, (n) => oneDecimal.format(n));

export interface Headline {
  key: string;
  label: string;
  /** A money figure: left out for a manager the owner has not allowed. */
  money: boolean;
  /** The figure in its unit. */
  shown: (side: Side) => string;
  /** The number compared with a year earlier (null: nothing to compare). */
  value: (side: Side) => number | null;
  /** Occupancy changes in percentage points; everything else by how much, as a share. */
  change: 'points' | 'share';
}

const fromTotal = (pick: (total: Figures) => number | null) => (side: Side) => pick(side.total);

export const HEADLINES: readonly Headline[] = [
  {
    key: 'occupancy',
    label: 'Occupancy',
    money: false,
    shown: (side) => percent(side.total.occupancy),
    value: fromTotal((t) => t.occupancy),
    change: 'points',
  },
  {
    key: 'adr',
    label: 'Average nightly rate (ADR)',
    money: true,
    shown: (side) => money(side.total.adrCents),
    value: fromTotal((t) => t.adrCents),
    change: 'share',
  },
  {
    key: 'revpar',
    label: 'Revenue per available night (RevPAR)',
    money: true,
    shown: (side) => money(side.total.revparCents),
    value: fromTotal((t) => t.revparCents),
    change: 'share',
  },
  {
    key: 'revenue',
    label: 'Revenue booked',
    money: true,
    shown: (side) => money(side.total.revenueCents),
    value: fromTotal((t) => t.revenueCents),
    change: 'share',
  },
  {
    key: 'nights',
    label: 'Nights sold / available',
    money: false,
    shown: (side) => `${count(side.total.nightsSold)} / ${count(side.nightsAvailable)}`,
    value: fromTotal((t) => t.nightsSold),
    change: 'share',
  },
  {
    key: 'payments',
    label: 'Payments received',
    money: true,
    shown: (side) => money(side.total.paymentsCents),
    value: fromTotal((t) => t.paymentsCents),
    change: 'share',
  },
  {
    key: 'refunds',
    label: 'Refunds',
    money: true,
    shown: (side) => money(side.total.refundsCents),
    value: fromTotal((t) => t.refundsCents),
    change: 'share',
  },
  {
    key: 'balance',
    label: 'Balance outstanding',
    money: true,
    shown: (side) => money(side.total.balanceCents),
    value: fromTotal((t) => t.balanceCents),
    change: 'share',
  },
  {
    key: 'stay',
    label: 'Average stay',
    money: false,
    shown: ({ total }) =>
      total.averageStayNights === null ? NONE : averageOf(total.averageStayNights, 'night'),
    value: fromTotal((t) => t.averageStayNights),
    change: 'share',
  },
  {
    key: 'lead',
    label: 'Average lead time',
    money: false,
    shown: ({ total }) =>
      total.averageLeadDays === null ? NONE : averageOf(total.averageLeadDays, 'day'),
    value: fromTotal((t) => t.averageLeadDays),
    change: 'share',
  },
  {
    key: 'cancellations',
    label: 'Cancellations',
    money: false,
    shown: (side) => count(side.total.cancellations),
    value: fromTotal((t) => t.cancellations),
    change: 'share',
  },
];

/**
 * The change from a year earlier in words: "+4.1 pts" of occupancy, "+12%" or "−8%" of anything
 * else, "no change", or a dash when a year earlier had nothing to compare with.
 */
export function changeInWords(
  now: number | null,
  before: number | null,
  kind: Headline['change'],
): string {
  if (now === null || before === null) return NONE;
  if (kind === 'points') {
    const points = Math.round((now - before) * 1000) / 10;
    if (points === 0) return 'no change';
    return `${points > 0 ? '+' : '−'}${oneDecimal.format(Math.abs(points))} pts`;
  }
  if (before === 0) return now === 0 ? 'no change' : NONE;
  const share = Math.round(((now - before) / Math.abs(before)) * 100);
  if (share === 0) return 'no change';
  return `${share > 0 ? '+' : '−'}${whole.format(Math.abs(share))}%`;
}

/** "3 nights have no amount", for the link to the imported stays. */
export const nightsWithoutAmountInWords = (nights: number) =>
  `${count(nights)} ${nights === 1 ? 'night has' : 'nights have'} no amount`;
