import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS, stayProblems } from './booking-rules.ts';
import { addDays } from './dates.ts';

const villa = { minimumNights: 3, guests: 6 };
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
});
