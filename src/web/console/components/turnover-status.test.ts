import { describe, expect, it } from 'vitest';
import { task } from '#web/console/features/turnovers/test-fixtures.ts';
import { turnoverDays } from './turnover-status.tsx';

describe('a turnover’s days in words', () => {
  it('names the next arrival’s day and party, the same day, or that none is booked', () => {
    expect(turnoverDays(task({ nextArrivalOn: '2026-11-30', sameDay: false }))).toBe(
      'Out Sat, Nov 28 → in Mon, Nov 30 · 4 guests',
    );
    expect(turnoverDays(task())).toBe('Out Sat, Nov 28 → in the same day · 4 guests');
    expect(turnoverDays(task({ nextArrivalGuests: 1 }))).toBe(
      'Out Sat, Nov 28 → in the same day · 1 guest',
    );
    // An imported stay's party is not known.
    expect(turnoverDays(task({ nextArrivalOn: '2026-12-01', nextArrivalGuests: null }))).toBe(
      'Out Sat, Nov 28 → in Tue, Dec 1',
    );
    expect(turnoverDays(task({ nextArrivalOn: null, nextArrivalGuests: null }))).toBe(
      'Out Sat, Nov 28 → no arrival booked',
    );
  });
});
