import { describe, expect, it } from 'vitest';
import { refusedFields } from '#tests/helpers/schema-refusal.ts';
import type { PricingRules } from '../pricing.ts';
import { pricingRulesSchema } from './pricing.ts';

const RULES: PricingRules = {
  baseRate: 45_000,
  weekendRate: 50_000,
  minimumNights: 2,
  checkInDays: null,
  seasons: [
    {
      name: 'High season',
      firstNight: '2026-12-15',
      lastNight: '2027-01-10',
      nightlyRate: 52_000,
      weekendRate: null,
      minimumNights: 5,
      checkInDays: [6],
    },
  ],
  lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
  extraGuest: { includedGuests: 4, perNight: 2_500 },
};

/** The messages of a refused draft, by path. */
const refused = (draft: unknown) => refusedFields(pricingRulesSchema, draft);

const withSeason = (patch: object) => ({
  ...RULES,
  seasons: [{ ...RULES.seasons[0], ...patch }],
});

describe('pricingRulesSchema', () => {
  it('accepts rules in cents and gives them back as pricing.ts takes them', () => {
    expect(pricingRulesSchema.parse(RULES)).toEqual(RULES);
  });

  it('reads a missing weekend rate as none', () => {
    const { weekendRate: _, ...rest } = RULES;
    expect(pricingRulesSchema.parse(rest).weekendRate).toBeNull();
  });

  it('takes whole cents above 0 and below the maximum', () => {
    expect(refused({ ...RULES, baseRate: 0 })).toEqual({
      baseRate: 'The nightly rate must be more than $0',
    });
    expect(refused({ ...RULES, baseRate: 450.5 })).toEqual({
      baseRate: 'The nightly rate must be a whole number of cents',
    });
    expect(refused({ ...RULES, weekendRate: 100_000_000 })).toEqual({
      weekendRate: 'The weekend rate must be at most $100,000',
    });
    expect(refused({ ...RULES, baseRate: '450' })).toEqual({
      baseRate: 'The nightly rate must be an amount in cents',
    });
  });

  it('keeps minimum stays from 1 to 60 nights', () => {
    expect(refused({ ...RULES, minimumNights: 0 })).toEqual({
      minimumNights: 'The minimum stay must be at least 1',
    });
    expect(refused({ ...RULES, minimumNights: 61 })).toEqual({
      minimumNights: 'The minimum stay must be at most 60',
    });
  });

  it('takes check-in days as distinct weekdays, or null for any day', () => {
    expect(refused({ ...RULES, checkInDays: [1, 1] })).toEqual({
      checkInDays: 'The check-in days must name each day once',
    });
    expect(refused({ ...RULES, checkInDays: [7] })['checkInDays.0']).toMatch(/0 \(Sunday\) to 6/);
    expect(refused({ ...RULES, checkInDays: [] })).toEqual({
      checkInDays: 'The check-in days must include at least one day (or allow any day)',
    });
  });

  it('names the season in each of its messages', () => {
    expect(refused(withSeason({ lastNight: '2026-12-01' }))).toEqual({
      'seasons.0.lastNight':
        'The season "High season": its last night must be on or after its first night',
    });
    expect(refused(withSeason({ nightlyRate: -5, minimumNights: 90 }))).toEqual({
      'seasons.0.nightlyRate': 'The season "High season": its nightly rate must be more than $0',
      'seasons.0.minimumNights': 'The season "High season": its minimum stay must be at most 60',
    });
    expect(refused(withSeason({ firstNight: '2027-02-30' }))).toEqual({
      'seasons.0.firstNight':
        'The season "High season": its first night must be a real calendar date written as YYYY-MM-DD',
    });
  });

  it('numbers a season without a name', () => {
    expect(refused(withSeason({ name: '  ' }))).toEqual({
      'seasons.0.name': 'Season 1: its name is required',
    });
  });

  it('refuses a season longer than about two years', () => {
    expect(refused(withSeason({ firstNight: '2027-01-01', lastNight: '2029-01-02' }))).toEqual({
      'seasons.0.lastNight':
        'The season "High season": it must be at most 731 nights long (about two years); split it into seasons',
    });
    expect(
      pricingRulesSchema.safeParse(
        withSeason({ firstNight: '2027-01-01', lastNight: '2028-12-31' }),
      ).success,
    ).toBe(true);
  });

  it('takes length discounts from 2 nights, 1 to 90 percent, one per number of nights', () => {
    expect(refused({ ...RULES, lengthDiscounts: [{ minimumNights: 1, percent: 10 }] })).toEqual({
      'lengthDiscounts.0.minimumNights': 'A length discount’s number of nights must be at least 2',
    });
    expect(refused({ ...RULES, lengthDiscounts: [{ minimumNights: 7, percent: 95 }] })).toEqual({
      'lengthDiscounts.0.percent': 'A length discount’s percent must be at most 90',
    });
    expect(
      refused({
        ...RULES,
        lengthDiscounts: [
          { minimumNights: 7, percent: 10 },
          { minimumNights: 7, percent: 15 },
        ],
      }),
    ).toEqual({
      'lengthDiscounts.1.minimumNights':
        'There is already a discount from 7 nights: keep one of them',
    });
  });

  it('takes an extra-guest fee above at least one included guest, or none', () => {
    expect(pricingRulesSchema.parse({ ...RULES, extraGuest: null }).extraGuest).toBeNull();
    expect(refused({ ...RULES, extraGuest: { includedGuests: 0, perNight: 2_500 } })).toEqual({
      'extraGuest.includedGuests': 'The number of guests included in the rate must be at least 1',
    });
  });

  it('refuses fields it does not know and a flood of seasons', () => {
    expect(Object.keys(refused({ ...RULES, currency: 'EUR' }))).toEqual(['']);
    const many = Array.from({ length: 41 }, () => RULES.seasons[0]);
    expect(refused({ ...RULES, seasons: many })).toEqual({
      seasons: 'There can be at most 40 seasons',
    });
  });
});
