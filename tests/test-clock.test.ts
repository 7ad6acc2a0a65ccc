import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '#domain/dates.ts';
import { shiftDate, testClockOffset } from './helpers/test-clock.ts';

/** The machine's "now" in these tests: 2026-11-29 at 08:30 UTC, the day issue 36 was filed. */
const REAL_NOW = Date.UTC(2026, 10, 29, 8, 30);

describe('TEST_TODAY, the test run’s clock (decision 116)', () => {
  it('leaves the clock alone when unset or set to today', () => {
    expect(testClockOffset(undefined, REAL_NOW)).toBe(0);
    expect(testClockOffset('', REAL_NOW)).toBe(0);
    expect(testClockOffset('2026-11-29', REAL_NOW)).toBe(0);
  });

  it('moves a date by whole days, keeping the time of day', () => {
    for (const [day, days] of [
      ['2027-02-28', 91],
      ['2028-02-29', 457],
      ['2027-12-31', 397],
      ['2026-01-01', -332],
    ] as const) {
      expect(testClockOffset(day, REAL_NOW), day).toBe(days * MS_PER_DAY);
    }
  });

  it('takes a date and a local time, for the evening the resort is a day ahead', () => {
    const offset = testClockOffset('2027-12-31T20:00', REAL_NOW);
    expect(new Date(REAL_NOW + offset).getTime()).toBe(new Date('2027-12-31T20:00').getTime());
  });

  it('refuses what is not a calendar date, naming the variable', () => {
    expect(() => testClockOffset('2027-02-29', REAL_NOW)).toThrow(/TEST_TODAY/);
    expect(() => testClockOffset('tomorrow', REAL_NOW)).toThrow(/TEST_TODAY must read/);
  });

  it('moves only "now": a given time, Date.UTC, instanceof and subclasses are the real Date', () => {
    const before = Date;
    try {
      shiftDate(3 * MS_PER_DAY);
      const realNow = before.now();
      expect(Date.now() - realNow).toBeGreaterThanOrEqual(3 * MS_PER_DAY);
      expect(new Date().getTime() - realNow).toBeLessThan(3 * MS_PER_DAY + 1000);
      expect(Date()).toBe(new before(Date.now()).toString());
      expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
      expect(Date.UTC(2028, 1, 29)).toBe(before.UTC(2028, 1, 29));
      expect(new Date()).toBeInstanceOf(before);
      class Stamp extends Date {}
      expect(new Stamp(5).getTime()).toBe(5);
    } finally {
      globalThis.Date = before;
    }
  });
});
