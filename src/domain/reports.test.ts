/**
 * The owner's numbers checked by hand (issue 28, Proof): each worked example carries its arithmetic
 * in a comment, and fast-check holds the sums to the rules every report leans on (occupancy within
 * 0 and 100%, villas adding up to the whole, a period's parts adding up to the period). Over 400
 * lines because the examples and the properties share one set of builders; split, each half would
 * repeat them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelLine, type Channel } from './channels.ts';
import { addDays, nightsBetween } from './dates.ts';
import {
  aYearEarlier,
  addFigures,
  emptyFigures,
  figuresOf,
  FIGURE_NAMES,
  lastTwelveMonths,
  measuresOf,
  monthPeriod,
  monthsOf,
  nightsInPeriod,
  periodNights,
  quarterPeriod,
  reportSide,
  revenueShare,
  yearEarlier,
  yearPeriod,
  type Figures,
  type Period,
  type ReportClosure,
  type ReportMoney,
  type ReportSide,
  type ReportStay,
} from './reports.ts';

const VILLA = 'villa-a';

const stay = (
  more: Partial<ReportStay> & Pick<ReportStay, 'checkIn' | 'checkOut'>,
): ReportStay => ({
  villaId: VILLA,
  channel: 'direct',
  feedLabel: null,
  status: 'confirmed',
  totalCents: 0,
  bookedOn: null,
  paidCents: 0,
  ...more,
});

const report = (
  period: Period,
  input: {
    stays?: ReportStay[];
    closures?: ReportClosure[];
    money?: ReportMoney[];
    villaIds?: string[];
  },
): ReportSide =>
  figuresOf({
    period,
    villaIds: input.villaIds ?? [VILLA],
    stays: input.stays ?? [],
    closures: input.closures ?? [],
    money: input.money ?? [],
  });

const line = (side: ReportSide, key: string) => side.channels.find((c) => c.key === key);

describe('periods', () => {
  it('makes a month of its days, February by its year', () => {
    expect(monthPeriod('2027-03')).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    expect(monthPeriod('2027-04')).toEqual({ from: '2027-04-01', to: '2027-04-30' });
    expect(monthPeriod('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(monthPeriod('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // Centuries leap only every 400 years.
    expect(monthPeriod('2100-02').to).toBe('2100-02-28');
    expect(monthPeriod('2000-02').to).toBe('2000-02-29');
  });

  it('makes quarters of three months and a year of 365 or 366 nights', () => {
    expect(quarterPeriod(2027, 1)).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(quarterPeriod(2027, 2)).toEqual({ from: '2027-04-01', to: '2027-06-30' });
    expect(quarterPeriod(2027, 3)).toEqual({ from: '2027-07-01', to: '2027-09-30' });
    expect(quarterPeriod(2027, 4)).toEqual({ from: '2027-10-01', to: '2027-12-31' });
    // 31 + 29 + 31 in a leap year's first quarter.
    expect(periodNights(quarterPeriod(2028, 1))).toBe(91);
    expect(periodNights(yearPeriod(2027))).toBe(365);
    expect(periodNights(yearPeriod(2028))).toBe(366);
  });

  it('sets a period beside the same days a year earlier, 29 February becoming the 28th', () => {
    expect(aYearEarlier('2027-03-15')).toBe('2026-03-15');
    expect(aYearEarlier('2028-02-29')).toBe('2027-02-28');
    // February 2028 has 29 nights; a year earlier it has 28, and the period says so.
    const leapFebruary = monthPeriod('2028-02');
    expect(yearEarlier(leapFebruary)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodNights(yearEarlier(leapFebruary))).toBe(28);
    expect(yearEarlier(yearPeriod(2028))).toEqual(yearPeriod(2027));
    // A period that starts on the leap day: 29 Feb to 3 Mar 2028 (4 nights), a year earlier
    // 28 Feb to 3 Mar 2027 (4 nights: 28 Feb, 1, 2 and 3 Mar).
    expect(yearEarlier({ from: '2028-02-29', to: '2028-03-03' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-03',
    });
    // A year after a leap year nothing needs moving: 28 Feb 2029 becomes 28 Feb 2028.
    expect(yearEarlier(monthPeriod('2029-02'))).toEqual({ from: '2028-02-01', to: '2028-02-28' });
  });

  it('cuts a period at month ends, keeping its own first and last day', () => {
    expect(monthsOf({ from: '2027-01-15', to: '2027-03-10' })).toEqual([
      { from: '2027-01-15', to: '2027-01-31' },
      { from: '2027-02-01', to: '2027-02-28' },
      { from: '2027-03-01', to: '2027-03-10' },
    ]);
    expect(monthsOf({ from: '2027-01-31', to: '2027-02-01' })).toEqual([
      { from: '2027-01-31', to: '2027-01-31' },
      { from: '2027-02-01', to: '2027-02-01' },
    ]);
    expect(monthsOf({ from: '2027-05-09', to: '2027-05-09' })).toEqual([
      { from: '2027-05-09', to: '2027-05-09' },
    ]);
    expect(monthsOf(monthPeriod('2028-02'))).toEqual([monthPeriod('2028-02')]);
    expect(monthsOf({ from: '2027-12-20', to: '2028-01-05' })).toEqual([
      { from: '2027-12-20', to: '2027-12-31' },
      { from: '2028-01-01', to: '2028-01-05' },
    ]);
  });

  it("spans the chart's last twelve months up to the end of today's month", () => {
    expect(lastTwelveMonths('2027-03-15')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    // December: the twelve months are the calendar year itself.
    expect(lastTwelveMonths('2027-12-31')).toEqual(yearPeriod(2027));
    expect(lastTwelveMonths('2027-01-01')).toEqual({ from: '2026-02-01', to: '2027-01-31' });
    expect(lastTwelveMonths('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(lastTwelveMonths('2027-11-30')).toEqual({ from: '2026-12-01', to: '2027-11-30' });
  });

  it('always gives twelve whole months, the last holding today', () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2001-01-01', n));
    fc.assert(
      fc.property(day, (today) => {
        const months = monthsOf(lastTwelveMonths(today));
        expect(months).toHaveLength(12);
        for (const month of months) expect(month).toEqual(monthPeriod(month.from.slice(0, 7)));
        expect(months.at(-1)?.from.slice(0, 7)).toBe(today.slice(0, 7));
      }),
    );
  });
});

describe('worked examples', () => {
  it('a month with an owner stay and a booking', () => {
    // April 2027, one villa: 30 nights. The owner stays 10 to 14 April (a team block, 5 nights
    // closed). A guest books on 21 March for 20 to 26 April (6 nights) at $1,200.00 and has paid
    // $500.00.
    const april = monthPeriod('2027-04');
    const side = report(april, {
      closures: [{ villaId: VILLA, first: '2027-04-10', last: '2027-04-14' }],
      stays: [
        stay({
          checkIn: '2027-04-20',
          checkOut: '2027-04-26',
          totalCents: 120_000,
          bookedOn: '2027-03-21',
          paidCents: 50_000,
        }),
      ],
    });
    // Available 30 - 5 = 25; sold 6; occupancy 6 / 25 = 0.24.
    expect(side.nightsAvailable).toBe(25);
    expect(side.total.nightsSold).toBe(6);
    expect(side.total.occupancy).toBeCloseTo(0.24, 10);
    // ADR 120,000 / 6 = 20,000 cents ($200.00); RevPAR 120,000 / 25 = 4,800 ($48.00).
    expect(side.total.revenueCents).toBe(120_000);
    expect(side.total.adrCents).toBe(20_000);
    expect(side.total.revparCents).toBe(4_800);
    // One arrival of 6 nights; lead time 21 March to 20 April = 10 + 20 = 30 days.
    expect(side.total).toMatchObject({
      arrivals: 1,
      arrivalNights: 6,
      averageStayNights: 6,
      leadDays: 30,
      averageLeadDays: 30,
      // Owed 120,000 - 50,000 = 70,000.
      balanceCents: 70_000,
      cancellations: 0,
    });
    expect(side.channels.map((c) => c.key)).toEqual(['direct']);
  });

  it('a stay across a month end: its nights and revenue split exactly', () => {
    // 29 March to 3 April 2027: nights 29, 30, 31 March and 1, 2 April, 5 in all, $1,001.00.
    // 100,100 / 5 = 20,020 a night: March 3 x 20,020 = 60,060, April 2 x 20,020 = 40,040.
    const booked = stay({ checkIn: '2027-03-29', checkOut: '2027-04-03', totalCents: 100_100 });
    const march = report(monthPeriod('2027-03'), { stays: [booked] });
    const april = report(monthPeriod('2027-04'), { stays: [booked] });
    expect([march.total.nightsSold, april.total.nightsSold]).toEqual([3, 2]);
    expect([march.total.revenueCents, april.total.revenueCents]).toEqual([60_060, 40_040]);
    // The arrival (and so its nights, lead time and balance) counts in March only.
    expect([march.total.arrivals, april.total.arrivals]).toEqual([1, 0]);
    expect(march.total.arrivalNights).toBe(5);
  });

  it('a stay across a month end whose total does not divide by its nights', () => {
    // $1,000.03 = 100,003 cents over 5 nights. Night i earns floor(100,003 (i + 1) / 5) -
    // floor(100,003 i / 5); the running floors are 20,000, 40,001, 60,001, 80,002, 100,003, so the
    // nights earn 20,000, 20,001, 20,000, 20,001, 20,001. March (the first 3) 60,001; April
    // (the last 2) 100,003 - 60,001 = 40,002; together 100,003, not a cent lost or made.
    const booked = stay({ checkIn: '2027-03-29', checkOut: '2027-04-03', totalCents: 100_003 });
    const march = report(monthPeriod('2027-03'), { stays: [booked] });
    const april = report(monthPeriod('2027-04'), { stays: [booked] });
    expect(march.total.revenueCents).toBe(60_001);
    expect(april.total.revenueCents).toBe(40_002);
    expect(report(quarterPeriod(2027, 1), { stays: [booked] }).total.revenueCents).toBe(60_001);
    expect(report(yearPeriod(2027), { stays: [booked] }).total.revenueCents).toBe(100_003);
    // ADR in March 60,001 / 3 = 20,000.33, shown as 20,000 cents; in April 40,002 / 2 = 20,001.
    expect(march.total.adrCents).toBe(20_000);
    expect(april.total.adrCents).toBe(20_001);
    expect([0, 1, 2, 3, 4].map((i) => revenueShare(100_003, 5, i, i + 1))).toEqual([
      20_000, 20_001, 20_000, 20_001, 20_001,
    ]);
  });

  it('a cancellation with a refund, and a payment reversed', () => {
    // Booked 1 March for 10 to 14 May 2027 ($800.00), $400.00 paid 2 March; cancelled, $200.00
    // refunded on 15 April. A $50.00 payment recorded by mistake on 30 March was reversed on
    // 2 April: the reversal counts as minus a payment on its own date.
    const cancelled = stay({
      checkIn: '2027-05-10',
      checkOut: '2027-05-14',
      status: 'cancelled',
      totalCents: 80_000,
      bookedOn: '2027-03-01',
      paidCents: 20_000,
    });
    const money: ReportMoney[] = [
      { villaId: VILLA, kind: 'payment', amountCents: 40_000, receivedOn: '2027-03-02' },
      { villaId: VILLA, kind: 'payment', amountCents: 5_000, receivedOn: '2027-03-30' },
      { villaId: VILLA, kind: 'payment', amountCents: -5_000, receivedOn: '2027-04-02' },
      { villaId: VILLA, kind: 'refund', amountCents: 20_000, receivedOn: '2027-04-15' },
    ];
    const month = (m: string) => report(monthPeriod(m), { stays: [cancelled], money }).total;
    // March: 40,000 + 5,000 received. April: the reversal, -5,000, and the refund, 20,000.
    expect(month('2027-03')).toMatchObject({ paymentsCents: 45_000, refundsCents: 0 });
    expect(month('2027-04')).toMatchObject({ paymentsCents: -5_000, refundsCents: 20_000 });
    // May, the month it would have arrived: one cancellation, and nothing sold, earned or owed.
    expect(month('2027-05')).toMatchObject({
      cancellations: 1,
      nightsSold: 0,
      revenueCents: 0,
      arrivals: 0,
      balanceCents: 0,
      paymentsCents: 0,
      refundsCents: 0,
      occupancy: 0,
      adrCents: null,
    });
    // The year: 40,000 kept as payments (45,000 - 5,000), 20,000 refunded, one cancellation.
    expect(report(yearPeriod(2027), { stays: [cancelled], money }).total).toMatchObject({
      paymentsCents: 40_000,
      refundsCents: 20_000,
      cancellations: 1,
    });
    // Money is the direct channel's: only bookings are paid here.
    expect(report(monthPeriod('2027-04'), { money }).channels.map((c) => c.key)).toEqual([
      'direct',
    ]);
  });

  it('an import with no amount: sold, counted as without amount, left out of the rate', () => {
    // June 2027 (30 nights): Airbnb 5 to 9 June (4 nights, no amount entered), Booking.com 12 to
    // 15 June (3 nights, $450.00 entered), direct 20 to 22 June (2 nights, $300.00, nothing paid).
    const side = report(monthPeriod('2027-06'), {
      stays: [
        stay({
          checkIn: '2027-06-05',
          checkOut: '2027-06-09',
          channel: 'airbnb',
          totalCents: null,
        }),
        stay({
          checkIn: '2027-06-12',
          checkOut: '2027-06-15',
          channel: 'booking',
          totalCents: 45_000,
        }),
        stay({
          checkIn: '2027-06-20',
          checkOut: '2027-06-22',
          totalCents: 30_000,
          bookedOn: '2027-06-01',
        }),
      ],
    });
    // Sold 4 + 3 + 2 = 9 of 30: occupancy 0.3. Revenue 45,000 + 30,000 = 75,000.
    expect(side.total).toMatchObject({
      nightsSold: 9,
      nightsWithoutAmount: 4,
      revenueCents: 75_000,
    });
    expect(side.total.occupancy).toBeCloseTo(0.3, 10);
    // ADR over the 9 - 4 = 5 nights with an amount: 75,000 / 5 = 15,000. RevPAR 75,000 / 30 = 2,500.
    expect(side.total.adrCents).toBe(15_000);
    expect(side.total.revparCents).toBe(2_500);
    // Only the direct booking owes (30,000) and has a lead time (1 to 20 June, 19 days).
    expect(side.total).toMatchObject({
      balanceCents: 30_000,
      leadStays: 1,
      leadDays: 19,
      arrivals: 3,
    });
    expect(side.channels.map((c) => c.key)).toEqual(['direct', 'airbnb', 'booking']);
    expect(line(side, 'airbnb')).toMatchObject({
      label: 'Airbnb',
      nightsSold: 4,
      nightsWithoutAmount: 4,
      revenueCents: 0,
      adrCents: null,
      averageLeadDays: null,
    });
    // Each line's occupancy is of all nights available: Booking.com 3 / 30.
    expect(line(side, 'booking')?.occupancy).toBeCloseTo(0.1, 10);
    expect(line(side, 'booking')?.adrCents).toBe(15_000);
  });

  it("reports 'other' feeds by their label, feeds labelled alike together, after the platforms", () => {
    // July 2027: Agoda 1 to 4 July (3 nights, $300.00) and 'agoda ' 10 to 12 July (2 nights,
    // $260.00) are one line of 5 nights and 56,000; a feed with no label is 'Other'; Vrbo sold 1.
    const side = report(monthPeriod('2027-07'), {
      stays: [
        stay({
          checkIn: '2027-07-01',
          checkOut: '2027-07-04',
          channel: 'other',
          feedLabel: 'Agoda',
          totalCents: 30_000,
        }),
        stay({
          checkIn: '2027-07-10',
          checkOut: '2027-07-12',
          channel: 'other',
          feedLabel: 'agoda ',
          totalCents: 26_000,
        }),
        stay({
          checkIn: '2027-07-20',
          checkOut: '2027-07-21',
          channel: 'other',
          feedLabel: null,
          totalCents: null,
        }),
        stay({ checkIn: '2027-07-25', checkOut: '2027-07-26', channel: 'vrbo', totalCents: 9_000 }),
      ],
    });
    expect(side.channels.map((c) => [c.key, c.label])).toEqual([
      ['vrbo', 'Vrbo'],
      ['other:agoda', 'Agoda'],
      ['other:other', 'Other'],
    ]);
    // 56,000 over 5 nights: 11,200 a night.
    expect(line(side, 'other:agoda')).toMatchObject({
      nightsSold: 5,
      revenueCents: 56_000,
      adrCents: 11_200,
    });
    expect(line(side, 'other:other')).toMatchObject({ nightsSold: 1, nightsWithoutAmount: 1 });
    expect(side.total.nightsSold).toBe(3 + 2 + 1 + 1);
  });

  it('imported days marked as no stay close nights as the team’s blocks do, once each', () => {
    // August 2027 (31 nights): a team block 1 to 5 August (5 nights) and two feeds echoing the
    // same days as no stay, 4 to 8 and 6 to 8 August. Closed: 1 to 8 August, 8 nights, each once.
    const side = report(monthPeriod('2027-08'), {
      closures: [
        { villaId: VILLA, first: '2027-08-01', last: '2027-08-05' },
        { villaId: VILLA, first: '2027-08-04', last: '2027-08-08' },
        { villaId: VILLA, first: '2027-08-06', last: '2027-08-08' },
        // Another villa's block closes none of this villa's nights.
        { villaId: 'villa-b', first: '2027-08-10', last: '2027-08-20' },
      ],
    });
    expect(side.nightsAvailable).toBe(31 - 8);
  });

  it('leaves out stays and money of villas not asked for, and stays neither confirmed nor cancelled', () => {
    // September 2027, two villas: 2 x 30 = 60 nights; villa B's stay counts only when B is asked.
    const stays = [
      stay({ checkIn: '2027-09-01', checkOut: '2027-09-03', totalCents: 20_000 }),
      stay({
        villaId: 'villa-b',
        checkIn: '2027-09-01',
        checkOut: '2027-09-05',
        totalCents: 40_000,
      }),
      stay({ checkIn: '2027-09-10', checkOut: '2027-09-12', status: 'other', totalCents: 99_999 }),
    ];
    const both = report(monthPeriod('2027-09'), { stays, villaIds: [VILLA, 'villa-b'] });
    expect(both).toMatchObject({
      nightsAvailable: 60,
      total: { nightsSold: 6, revenueCents: 60_000 },
    });
    const one = report(monthPeriod('2027-09'), { stays });
    expect(one).toMatchObject({
      nightsAvailable: 30,
      total: { nightsSold: 2, revenueCents: 20_000 },
    });
  });

  it('has nothing to divide by in an empty report', () => {
    const side = report(monthPeriod('2027-10'), { villaIds: [] });
    expect(side.nightsAvailable).toBe(0);
    expect(side.channels).toEqual([]);
    expect(side.total).toMatchObject({
      occupancy: null,
      adrCents: null,
      revparCents: null,
      averageStayNights: null,
      averageLeadDays: null,
    });
  });
});

describe('reportSide and measuresOf', () => {
  const figures = (more: Partial<Figures>): Figures => ({ ...emptyFigures(), ...more });

  it('merges the lines of one key (the SQL gives one per feed label) and orders them', () => {
    // Named by the label first in code-unit order ('Agoda' before 'agoda'), whatever the order.
    // Agoda (2 nights, 30,000) and 'agoda' (1 night, 12,000) are one line of 3 nights, 42,000:
    // ADR 14,000; of 10 nights available, occupancy 0.3 and RevPAR 4,200.
    const side = reportSide({ from: '2027-03-01', to: '2027-03-10' }, 10, [
      {
        line: channelLine('other', 'Agoda'),
        figures: figures({ nightsSold: 2, revenueCents: 30_000 }),
      },
      {
        line: channelLine('airbnb', null),
        figures: figures({ nightsSold: 1, nightsWithoutAmount: 1 }),
      },
      {
        line: channelLine('other', 'agoda'),
        figures: figures({ nightsSold: 1, revenueCents: 12_000 }),
      },
      { line: channelLine('direct', null), figures: figures({ paymentsCents: 5_000 }) },
    ]);
    expect(side.channels.map((c) => c.key)).toEqual(['direct', 'airbnb', 'other:agoda']);
    expect(line(side, 'other:agoda')).toMatchObject({
      label: 'Agoda',
      nightsSold: 3,
      revenueCents: 42_000,
      adrCents: 14_000,
      occupancy: 0.3,
      revparCents: 4_200,
    });
    // The total: 4 nights sold, 1 without amount: ADR 42,000 / 3 = 14,000.
    expect(side.total).toMatchObject({ nightsSold: 4, nightsWithoutAmount: 1, adrCents: 14_000 });
    expect(side.total.paymentsCents).toBe(5_000);
  });

  it('has no average rate when no night sold has an amount', () => {
    expect(measuresOf(figures({ nightsSold: 4, nightsWithoutAmount: 4 }), 30)).toMatchObject({
      adrCents: null,
      revparCents: 0,
    });
  });

  it('keeps occupancy between 0 and 100% for any figures', () => {
    const count = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(count, count, (nightsSold, nightsAvailable) => {
        const { occupancy } = measuresOf(figures({ nightsSold }), nightsAvailable);
        if (nightsAvailable === 0) expect(occupancy).toBeNull();
        else {
          expect(occupancy).toBeGreaterThanOrEqual(0);
          expect(occupancy).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('nightsInPeriod', () => {
  it("gives the offsets of a stay's nights within the period, or null", () => {
    const april = monthPeriod('2027-04');
    expect(nightsInPeriod({ checkIn: '2027-03-29', checkOut: '2027-04-03' }, april)).toEqual({
      start: 3,
      end: 5,
    });
    // The check-out day is no night: a stay leaving on 1 April has none in April.
    expect(nightsInPeriod({ checkIn: '2027-03-29', checkOut: '2027-04-01' }, april)).toBeNull();
    expect(nightsInPeriod({ checkIn: '2027-04-30', checkOut: '2027-05-02' }, april)).toEqual({
      start: 0,
      end: 1,
    });
    expect(nightsInPeriod({ checkIn: '2027-05-01', checkOut: '2027-05-02' }, april)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, over stays, closures and money of three villas around 2027 and 2028.

const VILLAS = ['villa-a', 'villa-b', 'villa-c'];
const ORIGIN = '2027-01-01';
const SPAN_DAYS = 500;

const dayAt = (offset: number) => addDays(ORIGIN, offset);
const day = fc.integer({ min: 0, max: SPAN_DAYS }).map(dayAt);

/** Where stays come from: each platform, and 'other' feeds labelled alike, apart or not at all. */
const SOURCES: { channel: Channel; feedLabel: string | null }[] = [
  { channel: 'direct', feedLabel: null },
  { channel: 'airbnb', feedLabel: null },
  { channel: 'booking', feedLabel: null },
  { channel: 'vrbo', feedLabel: null },
  { channel: 'other', feedLabel: 'Agoda' },
  { channel: 'other', feedLabel: 'agoda' },
  { channel: 'other', feedLabel: null },
];

const stayArb: fc.Arbitrary<ReportStay> = fc
  .record({
    villaId: fc.constantFrom(...VILLAS),
    source: fc.constantFrom(...SOURCES),
    start: fc.integer({ min: -30, max: SPAN_DAYS }),
    nights: fc.integer({ min: 1, max: 40 }),
    status: fc.constantFrom<ReportStay['status']>('confirmed', 'confirmed', 'cancelled', 'other'),
    totalCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { freq: 4 }),
    leadDays: fc.integer({ min: 0, max: 400 }),
    paidCents: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .map(
    ({
      villaId,
      source: { channel, feedLabel },
      start,
      nights,
      status,
      totalCents,
      leadDays,
      paidCents,
    }) => {
      const direct = channel === 'direct';
      const checkIn = dayAt(start);
      return {
        villaId,
        channel,
        feedLabel,
        checkIn,
        checkOut: addDays(checkIn, nights),
        status: direct ? status : 'confirmed',
        totalCents: direct ? (totalCents ?? 0) : totalCents,
        bookedOn: direct ? addDays(checkIn, -leadDays) : null,
        paidCents: direct ? paidCents : 0,
      };
    },
  );

const closureArb: fc.Arbitrary<ReportClosure> = fc
  .record({
    villaId: fc.constantFrom(...VILLAS),
    start: fc.integer({ min: -30, max: SPAN_DAYS }),
    nights: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ villaId, start, nights }) => ({
    villaId,
    first: dayAt(start),
    last: dayAt(start + nights - 1),
  }));

const moneyArb: fc.Arbitrary<ReportMoney> = fc.record({
  villaId: fc.constantFrom(...VILLAS),
  kind: fc.constantFrom<ReportMoney['kind']>('payment', 'refund'),
  // Negative amounts are reversals.
  amountCents: fc.integer({ min: -500_000, max: 1_000_000 }),
  receivedOn: day,
});

const periodArb: fc.Arbitrary<Period> = fc
  .record({
    start: fc.integer({ min: 0, max: SPAN_DAYS }),
    nights: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ start, nights }) => ({ from: dayAt(start), to: dayAt(start + nights - 1) }));

const inputArb = fc.record({
  stays: fc.array(stayArb, { maxLength: 40 }),
  closures: fc.array(closureArb, { maxLength: 12 }),
  money: fc.array(moneyArb, { maxLength: 20 }),
});

type Input = { stays: ReportStay[]; closures: ReportClosure[]; money: ReportMoney[] };

const sideOf = (period: Period, input: Input, villaIds = VILLAS) =>
  figuresOf({ period, villaIds, ...input });

/** The additive part of a report: each figure, the nights available, and each channel line's. */
function sums(side: ReportSide) {
  const figures = (f: Figures) => Object.fromEntries(FIGURE_NAMES.map((name) => [name, f[name]]));
  return {
    nightsAvailable: side.nightsAvailable,
    total: figures(side.total),
    channels: Object.fromEntries(side.channels.map((c) => [c.key, figures(c)])),
  };
}

/** The sums of several reports, channel by channel. */
function added(sides: readonly ReportSide[]) {
  const channels = new Map<string, Figures>();
  let total = emptyFigures();
  let nightsAvailable = 0;
  for (const side of sides) {
    nightsAvailable += side.nightsAvailable;
    total = addFigures(total, side.total);
    for (const c of side.channels)
      channels.set(c.key, addFigures(channels.get(c.key) ?? emptyFigures(), c));
  }
  return sums({
    period: { from: '', to: '' },
    nightsAvailable,
    total: {
      ...total,
      occupancy: null,
      adrCents: null,
      revparCents: null,
      averageStayNights: null,
      averageLeadDays: null,
    },
    channels: [...channels].map(([key, f]) => ({
      channel: 'direct',
      label: key,
      key,
      ...f,
      occupancy: null,
      adrCents: null,
      revparCents: null,
      averageStayNights: null,
      averageLeadDays: null,
    })),
  });
}

describe('properties', () => {
  it('keeps occupancy between 0 and 100% and nights available between none and every night', () => {
    fc.assert(
      fc.property(periodArb, inputArb, (period, input) => {
        const side = sideOf(period, input);
        expect(side.nightsAvailable).toBeGreaterThanOrEqual(0);
        expect(side.nightsAvailable).toBeLessThanOrEqual(VILLAS.length * periodNights(period));
        for (const figures of [side.total, ...side.channels]) {
          if (figures.occupancy === null) continue;
          expect(figures.occupancy).toBeGreaterThanOrEqual(0);
          expect(figures.occupancy).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("adds each villa's report up to the all-villas report", () => {
    fc.assert(
      fc.property(periodArb, inputArb, (period, input) => {
        const each = VILLAS.map((villa) => sideOf(period, input, [villa]));
        expect(added(each)).toEqual(sums(sideOf(period, input)));
      }),
    );
  });

  it('never changes the sums when the period is cut in two, wherever the cut', () => {
    const cutPeriod = periodArb
      .filter((p) => periodNights(p) >= 2)
      .chain((period) =>
        fc.integer({ min: 1, max: periodNights(period) - 1 }).map((cut) => ({ period, cut })),
      );
    fc.assert(
      fc.property(cutPeriod, inputArb, ({ period, cut }, input) => {
        const first = { from: period.from, to: addDays(period.from, cut - 1) };
        const second = { from: addDays(period.from, cut), to: period.to };
        expect(added([sideOf(first, input), sideOf(second, input)])).toEqual(
          sums(sideOf(period, input)),
        );
      }),
    );
  });

  it("adds a period's months up to the period", () => {
    fc.assert(
      fc.property(periodArb, inputArb, (period, input) => {
        const months = monthsOf(period);
        expect(months.reduce((n, m) => n + periodNights(m), 0)).toBe(periodNights(period));
        expect(added(months.map((m) => sideOf(m, input)))).toEqual(sums(sideOf(period, input)));
      }),
    );
  });

  it('gives the same report whatever order the stays, closures and money come in', () => {
    fc.assert(
      fc.property(periodArb, inputArb, (period, input) => {
        const reversed = {
          stays: [...input.stays].reverse(),
          closures: [...input.closures].reverse(),
          money: [...input.money].reverse(),
        };
        expect(sideOf(period, reversed)).toEqual(sideOf(period, input));
      }),
    );
  });

  it("shares a stay's total over its nights so that the parts always add up to it", () => {
    const cuts = fc
      .record({
        total: fc.integer({ min: 0, max: 1_000_000_000 }),
        nights: fc.integer({ min: 1, max: 731 }),
      })
      .chain(({ total, nights }) =>
        fc.uniqueArray(fc.integer({ min: 0, max: nights }), { maxLength: 10 }).map((inner) => ({
          total,
          nights,
          bounds: [...new Set([0, ...inner, nights])].sort((a, b) => a - b),
        })),
      );
    fc.assert(
      fc.property(cuts, ({ total, nights, bounds }) => {
        const parts = bounds
          .slice(1)
          .map((end, i) => revenueShare(total, nights, bounds[i] ?? 0, end));
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        // Each night earns the even share rounded down or up, never less or more.
        for (let i = 0; i < nights; i += Math.max(1, Math.floor(nights / 20))) {
          const night = revenueShare(total, nights, i, i + 1);
          expect(night).toBeGreaterThanOrEqual(Math.floor(total / nights));
          expect(night).toBeLessThanOrEqual(Math.ceil(total / nights));
        }
      }),
    );
  });

  it("counts a confirmed stay's nights once over any periods that cover it", () => {
    fc.assert(
      fc.property(stayArb, (one) => {
        const confirmed = { ...one, status: 'confirmed' as const };
        const nights = nightsBetween(confirmed.checkIn, confirmed.checkOut);
        const covering = { from: addDays(confirmed.checkIn, -3), to: confirmed.checkOut };
        const side = figuresOf({
          period: covering,
          villaIds: VILLAS,
          stays: [confirmed],
          closures: [],
          money: [],
        });
        expect(side.total.nightsSold).toBe(nights);
        expect(side.total.revenueCents).toBe(confirmed.totalCents ?? 0);
      }),
    );
  });
});
