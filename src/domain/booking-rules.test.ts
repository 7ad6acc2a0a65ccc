import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  MAX_STAY_NIGHTS,
  mostAStayCosts,
  pricesProblem,
  stayProblems,
} from './booking-rules.ts';
import { addDays } from './dates.ts';
import { flatPricing, type PricingRules } from './pricing.ts';
import { MAX_BOOKING_TOTAL_CENTS, quoteStay, totalProblem } from './quote.ts';

const villa = { pricing: flatPricing(45_000, 3), guests: 6 };
const today = '2026-11-22';

describe('stayProblems', () => {
  it('accepts a sound request', () => {
    expect(
      stayProblems(
        {
          checkIn: '2026-12-01',
          checkOut: '2026-12-04',
          guests: { adults: 2, children: 4, infants: 3 },
        },
        villa,
        today,
      ),
    ).toEqual([]);
  });

  it('accepts check-in today, refuses yesterday', () => {
    expect(stayProblems({ checkIn: today, checkOut: '2026-11-25' }, villa, today)).toEqual([]);
    expect(stayProblems({ checkIn: '2026-11-21', checkOut: '2026-11-25' }, villa, today)).toEqual([
      'Check-in cannot be in the past.',
    ]);
  });

  it('refuses a reversed or empty stay', () => {
    expect(stayProblems({ checkIn: '2026-12-04', checkOut: '2026-12-01' }, villa, today)).toEqual([
      'Check-out must be after check-in.',
    ]);
    expect(stayProblems({ checkIn: '2026-12-04', checkOut: '2026-12-04' }, villa, today)).toEqual([
      'Check-out must be after check-in.',
    ]);
  });

  it('states the minimum-nights rule with the spec text', () => {
    expect(stayProblems({ checkIn: '2026-12-01', checkOut: '2026-12-03' }, villa, today)).toEqual([
      'Minimum stay: 3 night(s) (currently selected: 2 night(s)).',
    ]);
  });

  it('caps the length and the horizon', () => {
    const longStay = {
      checkIn: '2026-12-01',
      checkOut: addDays('2026-12-01', MAX_STAY_NIGHTS + 1),
    };
    expect(stayProblems(longStay, villa, today)).toHaveLength(1);
    const tooFar = addDays(today, BOOKING_HORIZON_DAYS + 1);
    expect(
      stayProblems({ checkIn: tooFar, checkOut: addDays(tooFar, 3) }, villa, today),
    ).toHaveLength(1);
    const edge = addDays(today, BOOKING_HORIZON_DAYS);
    expect(stayProblems({ checkIn: edge, checkOut: addDays(edge, 3) }, villa, today)).toEqual([]);
  });

  it('counts adults and children against capacity, not infants', () => {
    const problems = stayProblems(
      {
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        guests: { adults: 4, children: 3, infants: 0 },
      },
      villa,
      today,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/6 guests/);
  });

  it('names the season whose minimum or changeover day a stay misses', () => {
    const pricing: PricingRules = {
      ...flatPricing(45_000, 3),
      seasons: [
        {
          name: 'high season',
          firstNight: '2026-12-20',
          lastNight: '2027-01-05',
          nightlyRate: 52_000,
          weekendRate: null,
          minimumNights: 5,
          checkInDays: [6],
        },
      ],
    };
    const seasonal = { ...villa, pricing };
    // Saturday 2026-12-19 is outside the season, but the stay reaches into it.
    expect(
      stayProblems({ checkIn: '2026-12-19', checkOut: '2026-12-23' }, seasonal, today),
    ).toEqual(['Minimum stay in high season: 5 night(s) (currently selected: 4 night(s)).']);
    // Monday 2026-12-21 is in the season, which starts stays on Saturdays only.
    expect(
      stayProblems({ checkIn: '2026-12-21', checkOut: '2026-12-28' }, seasonal, today),
    ).toEqual(['Stays in high season start on Saturday.']);
    expect(
      stayProblems({ checkIn: '2026-12-26', checkOut: '2026-12-31' }, seasonal, today),
    ).toEqual([]);
  });
});

describe('the most a stay can cost (issue 36 §3)', () => {
  const rules = { ...flatPricing(100_000), extraGuest: { includedGuests: 2, perNight: 3_000_000 } };

  it('is the quote of the longest stay for a full villa, by van both ways, at the highest rate', () => {
    const longest = quoteStay(rules, {
      checkIn: '2027-03-01',
      checkOut: addDays('2027-03-01', MAX_STAY_NIGHTS),
      guests: 8,
      airportPickup: true,
      airportDropoff: true,
      vehicleType: 'VAN',
    });
    expect(mostAStayCosts(rules, 8)).toBe(longest.total);
    expect(pricesProblem(rules, 8)).toBeNull();
  });

  it('refuses prices under which a stay could cost more than a booking holds', () => {
    expect(mostAStayCosts(rules, 50)).toBeGreaterThan(MAX_BOOKING_TOTAL_CENTS);
    expect(pricesProblem(rules, 50)).toMatch(
      /^With these prices a stay of 90 nights for 50 guests/,
    );
    expect(totalProblem(MAX_BOOKING_TOTAL_CENTS)).toBeNull();
    expect(totalProblem(MAX_BOOKING_TOTAL_CENTS + 1)).toBe(
      'This stay would cost $20,000,000.01, more than the $20,000,000 one booking can hold: choose fewer nights or guests.',
    );
  });
});
