import { describe, expect, it } from 'vitest';
import {
  canCheckOutOn,
  isDateBlocked,
  isDayDisabled,
  mergeRanges,
  selectDate,
  stayCrossesBlocked,
  type DateRange,
  type DateSelection,
} from './calendar.ts';

// Blocked 10-12 March and 20 March, both ends inclusive.
const blocked: DateRange[] = [
  { startDate: '2027-03-10', endDate: '2027-03-12' },
  { startDate: '2027-03-20', endDate: '2027-03-20' },
];
const rules = { today: '2027-03-05', blocked };
const empty: DateSelection = { checkIn: null, checkOut: null };

describe('isDateBlocked', () => {
  it('blocks both ends of a range and the days between', () => {
    expect(isDateBlocked('2027-03-10', blocked)).toBe(true);
    expect(isDateBlocked('2027-03-11', blocked)).toBe(true);
    expect(isDateBlocked('2027-03-12', blocked)).toBe(true);
    expect(isDateBlocked('2027-03-20', blocked)).toBe(true);
  });

  it('leaves the days outside free', () => {
    expect(isDateBlocked('2027-03-09', blocked)).toBe(false);
    expect(isDateBlocked('2027-03-13', blocked)).toBe(false);
    expect(isDateBlocked('2027-03-10', [])).toBe(false);
  });
});

describe('isDayDisabled', () => {
  it('disables past days but not today', () => {
    expect(isDayDisabled('2027-03-04', rules)).toBe(true);
    expect(isDayDisabled('2027-03-05', rules)).toBe(false);
  });

  it('disables blocked days', () => {
    expect(isDayDisabled('2027-03-10', rules)).toBe(true);
    expect(isDayDisabled('2027-03-13', rules)).toBe(false);
  });
});

describe('stayCrossesBlocked', () => {
  it('allows checking out on the first blocked day', () => {
    expect(stayCrossesBlocked('2027-03-06', '2027-03-10', blocked)).toBe(false);
  });

  it('refuses a stay with a blocked night', () => {
    expect(stayCrossesBlocked('2027-03-06', '2027-03-11', blocked)).toBe(true);
    expect(stayCrossesBlocked('2027-03-08', '2027-03-15', blocked)).toBe(true);
    expect(stayCrossesBlocked('2027-03-12', '2027-03-14', blocked)).toBe(true);
  });

  it('allows checking in on the day after a blocked range', () => {
    expect(stayCrossesBlocked('2027-03-13', '2027-03-20', blocked)).toBe(false);
  });

  it('finds no night in an empty or reversed stay', () => {
    expect(stayCrossesBlocked('2027-03-11', '2027-03-11', blocked)).toBe(false);
    expect(stayCrossesBlocked('2027-03-15', '2027-03-09', blocked)).toBe(false);
  });
});

describe('canCheckOutOn', () => {
  it('needs a day after check-in', () => {
    expect(canCheckOutOn('2027-03-06', '2027-03-06', rules)).toBe(false);
    expect(canCheckOutOn('2027-03-06', '2027-03-05', rules)).toBe(false);
    expect(canCheckOutOn('2027-03-06', '2027-03-07', rules)).toBe(true);
  });

  it('allows a blocked check-out day but no blocked night before it', () => {
    expect(canCheckOutOn('2027-03-06', '2027-03-10', rules)).toBe(true);
    expect(canCheckOutOn('2027-03-06', '2027-03-11', rules)).toBe(false);
    expect(canCheckOutOn('2027-03-13', '2027-03-20', rules)).toBe(true);
    expect(canCheckOutOn('2027-03-13', '2027-03-21', rules)).toBe(false);
  });

  it('allows nothing after a check-in that is already past', () => {
    expect(canCheckOutOn('2027-03-04', '2027-03-06', rules)).toBe(false);
  });
});

describe('selectDate, spec §4 state machine', () => {
  it('sets check-in first and waits for check-out', () => {
    expect(selectDate(empty, '2027-03-06')).toEqual({ checkIn: '2027-03-06', checkOut: null });
  });

  it('takes a later date as check-out', () => {
    const waiting = { checkIn: '2027-03-06', checkOut: null };
    expect(selectDate(waiting, '2027-03-09')).toEqual({
      checkIn: '2027-03-06',
      checkOut: '2027-03-09',
    });
  });

  it('replaces check-in with a date on or before it', () => {
    const waiting = { checkIn: '2027-03-06', checkOut: null };
    expect(selectDate(waiting, '2027-03-06')).toEqual({ checkIn: '2027-03-06', checkOut: null });
    expect(selectDate(waiting, '2027-03-02')).toEqual({ checkIn: '2027-03-02', checkOut: null });
  });

  it('starts over once both dates are set', () => {
    const both = { checkIn: '2027-03-06', checkOut: '2027-03-09' };
    expect(selectDate(both, '2027-03-15')).toEqual({ checkIn: '2027-03-15', checkOut: null });
    expect(selectDate(both, '2027-03-07')).toEqual({ checkIn: '2027-03-07', checkOut: null });
  });

  it('without rules, lets a range cross blocked days as the spec describes', () => {
    const waiting = { checkIn: '2027-03-06', checkOut: null };
    expect(selectDate(waiting, '2027-03-15')).toEqual({
      checkIn: '2027-03-06',
      checkOut: '2027-03-15',
    });
  });
});

describe('selectDate with calendar rules', () => {
  const waiting = { checkIn: '2027-03-06', checkOut: null };

  it('refuses a past or blocked day as check-in', () => {
    expect(selectDate(empty, '2027-03-04', rules)).toBe(empty);
    expect(selectDate(empty, '2027-03-11', rules)).toBe(empty);
    expect(selectDate(waiting, '2027-03-04', rules)).toBe(waiting);
  });

  it('accepts the first blocked day as check-out', () => {
    expect(selectDate(waiting, '2027-03-10', rules)).toEqual({
      checkIn: '2027-03-06',
      checkOut: '2027-03-10',
    });
  });

  it('starts over at a later free day whose stay would cross a blocked night', () => {
    expect(selectDate(waiting, '2027-03-15', rules)).toEqual({
      checkIn: '2027-03-15',
      checkOut: null,
    });
  });

  it('keeps the selection when that later day is blocked too', () => {
    expect(selectDate(waiting, '2027-03-11', rules)).toBe(waiting);
  });

  it('does not let a blocked day start over a complete selection', () => {
    const both = { checkIn: '2027-03-06', checkOut: '2027-03-09' };
    expect(selectDate(both, '2027-03-20', rules)).toBe(both);
    expect(selectDate(both, '2027-03-21', rules)).toEqual({
      checkIn: '2027-03-21',
      checkOut: null,
    });
  });
});

describe('mergeRanges', () => {
  it('sorts and joins overlapping and adjacent ranges', () => {
    expect(
      mergeRanges([
        { startDate: '2027-04-01', endDate: '2027-04-03' },
        { startDate: '2027-03-10', endDate: '2027-03-12' },
        { startDate: '2027-03-13', endDate: '2027-03-15' },
        { startDate: '2027-03-11', endDate: '2027-03-11' },
        { startDate: '2027-04-02', endDate: '2027-04-08' },
      ]),
    ).toEqual([
      { startDate: '2027-03-10', endDate: '2027-03-15' },
      { startDate: '2027-04-01', endDate: '2027-04-08' },
    ]);
  });

  it('keeps ranges with a free day between them apart', () => {
    const apart = [
      { startDate: '2027-03-10', endDate: '2027-03-12' },
      { startDate: '2027-03-14', endDate: '2027-03-15' },
    ];
    expect(mergeRanges(apart)).toEqual(apart);
  });

  it('drops reversed ranges and leaves its input untouched', () => {
    const input = [
      { startDate: '2027-03-12', endDate: '2027-03-10' },
      { startDate: '2027-03-01', endDate: '2027-03-02' },
      { startDate: '2027-03-02', endDate: '2027-03-05' },
    ];
    const copy = structuredClone(input);
    expect(mergeRanges(input)).toEqual([{ startDate: '2027-03-01', endDate: '2027-03-05' }]);
    expect(input).toEqual(copy);
  });
});
