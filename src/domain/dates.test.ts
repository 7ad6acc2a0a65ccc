import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  dateOutOfRange,
  firstRefusedYear,
  isAcceptedDate,
  isValidIsoDate,
  nightsBetween,
  todayIn,
  resortToday,
} from './dates.ts';

describe('isValidIsoDate', () => {
  it('accepts real calendar dates, including 29 February of a leap year', () => {
    expect(isValidIsoDate('2027-01-31')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
  });

  it('rejects dates that do not exist', () => {
    expect(isValidIsoDate('2027-02-30')).toBe(false);
    expect(isValidIsoDate('2027-02-29')).toBe(false);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2027-13-01')).toBe(false);
    expect(isValidIsoDate('2027-00-10')).toBe(false);
    expect(isValidIsoDate('2027-04-31')).toBe(false);
  });

  it('accepts only the strict YYYY-MM-DD form', () => {
    expect(isValidIsoDate('2027-2-3')).toBe(false);
    expect(isValidIsoDate('2027-02-03T00:00:00Z')).toBe(false);
    expect(isValidIsoDate(' 2027-02-03')).toBe(false);
    expect(isValidIsoDate('2027/02/03')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });

  it('keeps years below 100 as written', () => {
    expect(isValidIsoDate('0050-01-01')).toBe(true);
  });
});

describe('addDays', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2027-05-10', 0)).toBe('2027-05-10');
  });

  it('refuses a malformed date or a fractional day count', () => {
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2027-02-03', 1.5)).toThrow(RangeError);
  });
});

describe('compareDates', () => {
  it('orders dates chronologically', () => {
    expect(compareDates('2027-01-01', '2027-01-02')).toBeLessThan(0);
    expect(compareDates('2027-01-02', '2027-01-02')).toBe(0);
    expect(compareDates('2028-01-01', '2027-12-31')).toBeGreaterThan(0);
  });
});

describe('nightsBetween', () => {
  it('counts the whole days between check-in and check-out', () => {
    expect(nightsBetween('2027-03-10', '2027-03-13')).toBe(3);
    expect(nightsBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
  });

  it('is 0 or negative when check-out is not after check-in', () => {
    expect(nightsBetween('2027-03-10', '2027-03-10')).toBe(0);
    expect(nightsBetween('2027-03-10', '2027-03-08')).toBe(-2);
  });
});

describe('todayIn', () => {
  it('is already the next day in Colombo (UTC+5:30) at 19:00 UTC', () => {
    expect(resortToday(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
  });

  it('is still the same day in Colombo one second before 18:30 UTC', () => {
    expect(resortToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
  });

  it('follows the zone it is given', () => {
    const instant = new Date('2026-11-21T19:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});

describe('the accepted range of dates (decision 059)', () => {
  const inAugust2026 = new Date('2026-08-01T12:00:00Z');

  it('runs from 2000 to the end of the fourth year after this one, and moves with the clock', () => {
    expect(firstRefusedYear(inAugust2026)).toBe(2031);
    expect(dateOutOfRange('1999-12-31', inAugust2026)).toBe('early');
    expect(dateOutOfRange('2000-01-01', inAugust2026)).toBeNull();
    expect(dateOutOfRange('2030-12-31', inAugust2026)).toBeNull();
    expect(dateOutOfRange('2031-01-01', inAugust2026)).toBe('late');
    expect(dateOutOfRange('2031-01-01', new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('takes only real dates inside it', () => {
    expect(isAcceptedDate('2028-02-29', inAugust2026)).toBe(true);
    expect(isAcceptedDate('2027-02-29', inAugust2026)).toBe(false);
    expect(isAcceptedDate('0000-01-01', inAugust2026)).toBe(false);
    expect(isAcceptedDate('9999-12-31', inAugust2026)).toBe(false);
  });
});
