import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates.ts';
import {
  flatPricing,
  nightRate,
  nightsOf,
  priceStay,
  seasonOf,
  stayRuleProblem,
  type PricingRules,
  type Season,
  type Weekday,
} from './pricing.ts';

const BASE: PricingRules = flatPricing(45_000, 2);

const HIGH: Season = {
  name: 'high season',
  firstNight: '2026-12-15',
  lastNight: '2027-01-10',
  nightlyRate: 52_000,
  weekendRate: null,
  minimumNights: 5,
  checkInDays: null,
};

describe('a stay priced night by night', () => {
  it('groups the nights by rate, in the order they come', () => {
    // Dec 11 to Dec 18 2026: four nights at the base rate, then three in high season.
    const price = priceStay(
      { ...BASE, seasons: [HIGH] },
      {
        checkIn: '2026-12-11',
        checkOut: '2026-12-18',
        guests: 2,
      },
    );
    expect(price.lines).toEqual([
      { nights: 4, rate: 45_000, label: '' },
      { nights: 3, rate: 52_000, label: 'high season' },
    ]);
    expect(price.total).toBe(4 * 45_000 + 3 * 52_000);
  });

  it('charges the weekend rate for Friday and Saturday nights', () => {
    // 2026-11-27 is a Friday.
    const price = priceStay(
      { ...BASE, weekendRate: 50_000 },
      {
        checkIn: '2026-11-26',
        checkOut: '2026-11-30',
        guests: 2,
      },
    );
    expect(price.lines).toEqual([
      { nights: 2, rate: 45_000, label: '' },
      { nights: 2, rate: 50_000, label: 'weekend' },
    ]);
  });

  it('takes the largest length discount that applies, and the extra guests', () => {
    const rules: PricingRules = {
      ...BASE,
      lengthDiscounts: [
        { minimumNights: 7, percent: 10 },
        { minimumNights: 14, percent: 15 },
      ],
      extraGuest: { includedGuests: 4, perNight: 2_500 },
    };
    const price = priceStay(rules, { checkIn: '2026-03-01', checkOut: '2026-03-08', guests: 6 });
    expect(price.extraGuests).toEqual({ guests: 2, nights: 7, perNight: 2_500, amount: 35_000 });
    expect(price.room).toBe(7 * 45_000 + 35_000);
    expect(price.discount).toEqual({ percent: 10, amount: 35_000 });
    expect(price.total).toBe(price.room - 35_000);
  });

  it('lets the shorter of two overlapping seasons win', () => {
    const festive: Season = {
      ...HIGH,
      name: 'festive',
      firstNight: '2026-12-24',
      lastNight: '2026-12-26',
      nightlyRate: 80_000,
    };
    const rules = { ...BASE, seasons: [festive, HIGH] };
    expect(seasonOf(rules, '2026-12-25')?.name).toBe('festive');
    expect(seasonOf(rules, '2026-12-27')?.name).toBe('high season');
    expect(nightRate(rules, '2026-12-25').rate).toBe(80_000);
  });
});

describe('the stay rules', () => {
  it('asks for the minimum of every season a stay touches', () => {
    const rules = { ...BASE, seasons: [HIGH] };
    expect(stayRuleProblem(rules, { checkIn: '2026-12-12', checkOut: '2026-12-16' })).toMatchObject(
      {
        rule: 'minimum-nights',
        minimumNights: 5,
        message: 'Stays in high season are at least 5 nights.',
      },
    );
    expect(stayRuleProblem(rules, { checkIn: '2026-12-11', checkOut: '2026-12-16' })).toBeNull();
  });

  it('starts a stay only on a changeover day of its first night', () => {
    const rules = { ...BASE, seasons: [{ ...HIGH, checkInDays: [6] as Weekday[] }] };
    // 2026-12-19 is a Saturday, 2026-12-20 a Sunday.
    expect(stayRuleProblem(rules, { checkIn: '2026-12-19', checkOut: '2026-12-26' })).toBeNull();
    expect(stayRuleProblem(rules, { checkIn: '2026-12-20', checkOut: '2026-12-27' })).toMatchObject(
      {
        rule: 'check-in-day',
        message: 'Stays in high season start on Saturday.',
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over any rules and any stay.

const DAY0 = '2026-01-01';
const day = (offset: number): IsoDate => addDays(DAY0, offset);
const cents = fc.integer({ min: 0, max: 200_000 });
const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<Weekday>, {
  minLength: 1,
  maxLength: 7,
});

const season = fc
  .record({
    name: fc.constantFrom('high season', 'festive', 'monsoon', 'shoulder'),
    start: fc.integer({ min: 0, max: 700 }),
    length: fc.integer({ min: 1, max: 120 }),
    nightlyRate: cents,
    weekendRate: fc.option(cents, { nil: null }),
    minimumNights: fc.integer({ min: 1, max: 10 }),
    checkInDays: fc.option(weekdays, { nil: null }),
  })
  .map(({ start, length, ...rest }): Season => ({
    ...rest,
    firstNight: day(start),
    lastNight: day(start + length - 1),
  }));

const rules: fc.Arbitrary<PricingRules> = fc.record({
  baseRate: cents,
  weekendRate: fc.option(cents, { nil: null }),
  minimumNights: fc.integer({ min: 1, max: 7 }),
  checkInDays: fc.option(weekdays, { nil: null }),
  seasons: fc.array(season, { maxLength: 4 }),
  lengthDiscounts: fc.array(
    fc.record({
      minimumNights: fc.integer({ min: 2, max: 30 }),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 3 },
  ),
  extraGuest: fc.option(
    fc.record({ includedGuests: fc.integer({ min: 1, max: 12 }), perNight: cents }),
    { nil: null },
  ),
});

const stay = fc
  .record({
    start: fc.integer({ min: 0, max: 760 }),
    nights: fc.integer({ min: 1, max: 40 }),
    guests: fc.integer({ min: 1, max: 16 }),
  })
  .map(({ start, nights, guests }) => ({
    checkIn: day(start),
    checkOut: day(start + nights),
    guests,
  }));

describe('any stay under any rules', () => {
  it('costs the sum of its lines, whole cents, never less than nothing', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        const price = priceStay(r, s);
        const lines = price.lines.reduce((sum, line) => sum + line.nights * line.rate, 0);
        expect(price.room).toBe(lines + (price.extraGuests?.amount ?? 0));
        expect(price.total).toBe(price.room - (price.discount?.amount ?? 0));
        expect(price.lines.reduce((sum, line) => sum + line.nights, 0)).toBe(price.nights);
        expect(Number.isInteger(price.total)).toBe(true);
        expect(price.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices each night at the rate of that night', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        const byNight = nightsOf(s.checkIn, s.checkOut).reduce(
          (sum, night) => sum + nightRate(r, night).rate,
          0,
        );
        const price = priceStay(r, { ...s, guests: 1 });
        expect(price.room - (price.extraGuests?.amount ?? 0)).toBe(byNight);
      }),
    );
  });

  it('accepts a stay only when it meets the minimum of every season it touches', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        if (stayRuleProblem(r, s) !== null) return;
        const nights = nightsOf(s.checkIn, s.checkOut);
        for (const night of nights) {
          const season = seasonOf(r, night);
          const minimum = season ? season.minimumNights : r.minimumNights;
          expect(nights.length).toBeGreaterThanOrEqual(minimum);
        }
      }),
    );
  });

  it('accepts a stay only when it starts on a changeover day of its first night', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        if (stayRuleProblem(r, s) !== null) return;
        const starting = seasonOf(r, s.checkIn);
        const allowed = starting ? starting.checkInDays : r.checkInDays;
        if (allowed) {
          const weekday = new Date(`${s.checkIn}T00:00:00Z`).getUTCDay() as Weekday;
          expect(allowed).toContain(weekday);
        }
      }),
    );
  });
});
