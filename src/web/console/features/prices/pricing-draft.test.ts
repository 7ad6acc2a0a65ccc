import { describe, expect, it } from 'vitest';
import { flatPricing } from '#domain/pricing.ts';
import { pricingErrors, readPricingForm } from './pricing-draft.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const EVERY_DAY: [string, string][] = ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
  'checkInDays',
  d,
]);
const BASE: [string, string][] = [
  ['baseRate', '450'],
  ['weekendRate', ''],
  ['minimumNights', '2'],
];

describe('readPricingForm', () => {
  it('asks for a required amount left blank', () => {
    const draft = readPricingForm(form([['baseRate', ' '], ['minimumNights', '2'], ...EVERY_DAY]), {
      seasons: [],
      discounts: [],
    });
    expect(draft.errors).toEqual({ baseRate: 'Type the nightly rate in dollars, like 450.' });
  });

  it('reads dollars into cents, every day ticked as any day, blank extras as none', () => {
    const draft = readPricingForm(form([...BASE, ...EVERY_DAY]), { seasons: [], discounts: [] });
    expect(draft).toEqual({
      rules: flatPricing(45_000, 2),
      errors: {},
    });
  });

  it('reads a season and a discount by their keys, and some days ticked as those days', () => {
    const draft = readPricingForm(
      form([
        ...BASE,
        ['checkInDays', '6'],
        ['seasons.s7.name', 'High season'],
        ['seasons.s7.firstNight', '2026-12-15'],
        ['seasons.s7.lastNight', '2027-01-10'],
        ['seasons.s7.nightlyRate', '$520.50'],
        ['seasons.s7.weekendRate', ''],
        ['seasons.s7.minimumNights', '5'],
        ...EVERY_DAY.map(([, day]): [string, string] => ['seasons.s7.checkInDays', day]),
        ['lengthDiscounts.d2.minimumNights', '7'],
        ['lengthDiscounts.d2.percent', '10'],
        ['extraGuest.includedGuests', '4'],
        ['extraGuest.perNight', '25'],
      ]),
      { seasons: ['s7'], discounts: ['d2'] },
    );
    expect(draft.errors).toEqual({});
    expect(draft.rules).toMatchObject({
      checkInDays: [6],
      seasons: [
        {
          name: 'High season',
          nightlyRate: 52_050,
          weekendRate: null,
          minimumNights: 5,
          checkInDays: null,
        },
      ],
      lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
      extraGuest: { includedGuests: 4, perNight: 2_500 },
    });
  });

  it('puts each problem beside its field: typing slips and the schema’s rules', () => {
    const draft = readPricingForm(
      form([
        ['baseRate', '45o'],
        ['minimumNights', '0'],
        ['seasons.s1.name', 'Monsoon'],
        ['seasons.s1.firstNight', '2027-06-10'],
        ['seasons.s1.lastNight', '2027-06-01'],
        ['seasons.s1.nightlyRate', '520'],
        ['seasons.s1.weekendRate', '5OO'],
        ['seasons.s1.minimumNights', '2'],
      ]),
      { seasons: ['s1'], discounts: [] },
    );
    expect(draft.rules).toBeNull();
    expect(draft.errors).toEqual({
      baseRate: 'Type the nightly rate in dollars, like 450 or 450.50.',
      minimumNights: 'The minimum stay must be at least 1',
      checkInDays: 'The check-in days must include at least one day (or allow any day)',
      'seasons.s1.weekendRate': 'Type the season’s weekend rate in dollars, like 450 or 450.50.',
      'seasons.s1.lastNight':
        'The season "Monsoon": its last night must be on or after its first night',
      'seasons.s1.checkInDays':
        'The season "Monsoon": its check-in days must include at least one day (or allow any day)',
    });
  });
});

describe('pricingErrors', () => {
  it('puts the server’s issues, counted by position, beside the rows’ fields', () => {
    expect(
      pricingErrors(
        [
          { path: 'seasons.1.nightlyRate', message: 'a' },
          { path: 'lengthDiscounts.0.percent', message: 'b' },
          { path: 'checkInDays.2', message: 'c' },
          { path: 'seasons', message: 'd' },
        ],
        { seasons: ['s1', 's4'], discounts: ['d9'] },
      ),
    ).toEqual({
      'seasons.s4.nightlyRate': 'a',
      'lengthDiscounts.d9.percent': 'b',
      checkInDays: 'c',
      // The list as a whole names no field: the form's alert says it.
      '': 'd',
    });
  });
});
