/**
 * A report as the API answers it, made with the domain's own `reportSide` (so the fixtures'
 * measures are the definition's), for the Reports room's component tests.
 */
import { channelLine } from '#domain/channels.ts';
import { emptyFigures, type Figures, reportSide } from '#domain/reports.ts';
import type { ImportedStay, ReportMonthsView, ReportView } from '#domain/schemas/report.ts';

export const VILLA = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Villa River Breeze', slug: 'river' };
export const OTHER_VILLA = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Villa Lagoon', slug: 'lagoon' };

const figures = (over: Partial<Figures>): Figures => ({ ...emptyFigures(), ...over });

export const MARCH = reportSide({ from: '2027-03-01', to: '2027-03-31' }, 62, [
  {
    line: channelLine('direct', null),
    figures: figures({
      nightsSold: 20,
      revenueCents: 500_000,
      paymentsCents: 300_000,
      refundsCents: 20_000,
      balanceCents: 150_000,
      arrivals: 4,
      arrivalNights: 20,
      leadDays: 120,
      leadStays: 4,
      cancellations: 1,
    }),
  },
  {
    line: channelLine('airbnb', 'Airbnb'),
    figures: figures({
      nightsSold: 11,
      nightsWithoutAmount: 4,
      revenueCents: 210_000,
      arrivals: 2,
      arrivalNights: 11,
    }),
  },
]);

export const MARCH_BEFORE = reportSide({ from: '2026-03-01', to: '2026-03-31' }, 62, [
  {
    line: channelLine('direct', null),
    figures: figures({
      nightsSold: 25,
      revenueCents: 600_000,
      paymentsCents: 400_000,
      arrivals: 5,
      arrivalNights: 25,
    }),
  },
]);

export const report = (over: Partial<ReportView> = {}): ReportView => ({
  villa: null,
  money: true,
  current: MARCH,
  yearEarlier: MARCH_BEFORE,
  ...over,
});

/** The same report as a manager the owner has not allowed receives it: every money field null. */
export function withoutMoney(view: ReportView): ReportView {
  const side = (s: ReportView['current']): ReportView['current'] => {
    const strip = <T extends ReportView['current']['total']>(f: T): T => ({
      ...f,
      revenueCents: null,
      paymentsCents: null,
      refundsCents: null,
      balanceCents: null,
      adrCents: null,
      revparCents: null,
    });
    return { ...s, total: strip(s.total), channels: s.channels.map(strip) };
  };
  return {
    ...view,
    money: false,
    current: side(view.current),
    yearEarlier: side(view.yearEarlier),
  };
}

export const MONTHS: ReportMonthsView = {
  money: true,
  months: Array.from({ length: 12 }, (_, i) => {
    const month = `${i < 8 ? 2026 : 2027}-${String(((i + 4) % 12) + 1).padStart(2, '0')}`;
    return {
      month,
      nightsAvailable: 62,
      nightsSold: 20 + i,
      occupancy: (20 + i) / 62,
      revenueCents: (20 + i) * 25_000,
    };
  }),
};

export const STAY: ImportedStay = {
  id: 'cccccccccccccccccccccccc',
  villa: { id: VILLA.id, name: VILLA.name },
  channel: 'airbnb',
  feedLabel: 'Airbnb',
  reason: 'Reserved',
  checkIn: '2027-03-10',
  checkOut: '2027-03-14',
  nights: 4,
  revenueCents: null,
  notAStay: false,
  version: '3',
};
