import { describe, expect, it } from 'vitest';
import { hasOneRate, lowestRate } from './price-from.ts';
import { flatPricing, type PricingRules, type Season } from './pricing.ts';

const LOW: Season = {
  name: 'low season',
  firstNight: '2027-05-01',
  lastNight: '2027-09-30',
  nightlyRate: 38_000,
  weekendRate: 41_000,
  minimumNights: 2,
  checkInDays: null,
};

const withSeason: PricingRules = { ...flatPricing(45_000), weekendRate: 48_000, seasons: [LOW] };

describe('the price a villa is shown at before dates are chosen', () => {
  it('is the one rate of a villa priced alike every night, without "from"', () => {
    expect(hasOneRate(flatPricing(45_000))).toBe(true);
    expect(lowestRate(flatPricing(45_000), '2026-11-24')).toBe(45_000);
  });

  it('says "from" once a weekend rate or a season makes nights differ', () => {
    expect(hasOneRate({ ...flatPricing(45_000), weekendRate: 48_000 })).toBe(false);
    expect(hasOneRate({ ...flatPricing(45_000), seasons: [LOW] })).toBe(false);
  });

  it('is the lowest of the rates still to come, a season counting to its last night', () => {
    expect(lowestRate(withSeason, '2026-11-24')).toBe(38_000);
    expect(lowestRate(withSeason, '2027-09-30')).toBe(38_000);
    // Once the season is over, only the villa's own rates are left.
    expect(lowestRate(withSeason, '2027-10-01')).toBe(45_000);
  });

  it('counts a weekend rate below the nightly one', () => {
    expect(lowestRate({ ...flatPricing(45_000), weekendRate: 40_000 }, '2026-11-24')).toBe(40_000);
  });
});
