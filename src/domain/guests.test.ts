import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  canDecrement,
  canIncrement,
  countedGuests,
  DEFAULT_GUESTS,
  guestProblems,
  MIN_ADULTS,
} from './guests.ts';

describe('guest constants', () => {
  it('match spec §4 and §5', () => {
    expect(MIN_ADULTS).toBe(1);
    expect(DEFAULT_GUESTS).toEqual({ adults: 2, children: 0, infants: 0 });
    expect(AGE_BANDS).toEqual({ adults: 'Ages 13+', children: 'Ages 2-12', infants: 'Under 2' });
  });
});

describe('countedGuests', () => {
  it('counts adults and children but not infants', () => {
    expect(countedGuests({ adults: 2, children: 3, infants: 4 })).toBe(5);
  });
});

describe('guestProblems', () => {
  it('is empty for a party that fits', () => {
    expect(guestProblems({ adults: 2, children: 0, infants: 0 }, 8)).toEqual([]);
    expect(guestProblems({ adults: 4, children: 4, infants: 3 }, 8)).toEqual([]);
  });

  it('requires at least 1 adult', () => {
    expect(guestProblems({ adults: 0, children: 2, infants: 0 }, 8)).toEqual([
      'At least 1 adult is required.',
    ]);
  });

  it('refuses more adults and children than the capacity, ignoring infants', () => {
    expect(guestProblems({ adults: 5, children: 4, infants: 0 }, 8)).toEqual([
      'This villa sleeps at most 8 guests (adults and children); you chose 9.',
    ]);
    expect(guestProblems({ adults: 1, children: 1, infants: 0 }, 1)).toEqual([
      'This villa sleeps at most 1 guest (adults and children); you chose 2.',
    ]);
    expect(guestProblems({ adults: 6, children: 2, infants: 10 }, 8)).toEqual([]);
  });

  it('refuses negative and fractional counts', () => {
    expect(guestProblems({ adults: 2, children: -1, infants: 0 }, 8)).toEqual([
      'Children cannot be negative.',
    ]);
    expect(guestProblems({ adults: 2, children: 0, infants: -1 }, 8)).toEqual([
      'Infants cannot be negative.',
    ]);
    expect(guestProblems({ adults: 1.5, children: 0, infants: 0 }, 8)).toEqual([
      'Adults must be a whole number.',
    ]);
    expect(guestProblems({ adults: 2, children: Number.NaN, infants: 0.5 }, 8)).toEqual([
      'Children must be a whole number.',
      'Infants must be a whole number.',
    ]);
  });
});

describe('canIncrement', () => {
  const full = { adults: 6, children: 2, infants: 0 };

  it('stops adults and children at the capacity', () => {
    expect(canIncrement('adults', { adults: 6, children: 1, infants: 0 }, 8)).toBe(true);
    expect(canIncrement('children', { adults: 6, children: 1, infants: 0 }, 8)).toBe(true);
    expect(canIncrement('adults', full, 8)).toBe(false);
    expect(canIncrement('children', full, 8)).toBe(false);
  });

  it('never stops infants', () => {
    expect(canIncrement('infants', { ...full, infants: 20 }, 8)).toBe(true);
  });
});

describe('canDecrement', () => {
  it('keeps at least 1 adult', () => {
    expect(canDecrement('adults', { adults: 2, children: 0, infants: 0 })).toBe(true);
    expect(canDecrement('adults', { adults: 1, children: 0, infants: 0 })).toBe(false);
  });

  it('stops children and infants at 0', () => {
    expect(canDecrement('children', { adults: 1, children: 1, infants: 0 })).toBe(true);
    expect(canDecrement('children', { adults: 1, children: 0, infants: 0 })).toBe(false);
    expect(canDecrement('infants', { adults: 1, children: 0, infants: 1 })).toBe(true);
    expect(canDecrement('infants', { adults: 1, children: 0, infants: 0 })).toBe(false);
  });
});
