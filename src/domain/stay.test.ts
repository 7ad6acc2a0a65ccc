import { describe, expect, it } from 'vitest';
import { meetsMinimumNights, minimumNightsMessage } from './stay.ts';

describe('minimumNightsMessage', () => {
  it('uses the exact wording of spec §5', () => {
    expect(minimumNightsMessage(4, 2)).toBe(
      'Minimum stay: 4 night(s) (currently selected: 2 night(s))',
    );
    expect(minimumNightsMessage(1, 0)).toBe(
      'Minimum stay: 1 night(s) (currently selected: 0 night(s))',
    );
  });
});

describe('meetsMinimumNights', () => {
  it('accepts a stay of exactly the minimum and refuses one night less', () => {
    expect(meetsMinimumNights('2027-03-10', '2027-03-14', 4)).toBe(true);
    expect(meetsMinimumNights('2027-03-10', '2027-03-13', 4)).toBe(false);
    expect(meetsMinimumNights('2027-03-10', '2027-03-20', 4)).toBe(true);
  });

  it('counts nights across a month end', () => {
    expect(meetsMinimumNights('2027-02-26', '2027-03-02', 4)).toBe(true);
  });

  it('never accepts a stay without a night', () => {
    expect(meetsMinimumNights('2027-03-10', '2027-03-10', 0)).toBe(false);
    expect(meetsMinimumNights('2027-03-10', '2027-03-09', 1)).toBe(false);
    expect(meetsMinimumNights('2027-03-10', '2027-03-11', 1)).toBe(true);
  });

  it('refuses malformed dates instead of throwing', () => {
    expect(meetsMinimumNights('2027-02-30', '2027-03-10', 1)).toBe(false);
    expect(meetsMinimumNights('2027-03-10', '', 1)).toBe(false);
  });
});
