import { describe, expect, it } from 'vitest';
import { utcDateLabel, type DateLabelStyle } from './date-labels.ts';

const STYLES: { style: DateLabelStyle; intl: Intl.DateTimeFormatOptions; example: string }[] = [
  {
    style: { weekday: 'short', month: 'short' },
    intl: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
    example: 'Fri, Aug 14, 2026',
  },
  {
    style: { weekday: 'long', month: 'long' },
    intl: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    example: 'Friday, August 14, 2026',
  },
  {
    style: { month: 'short' },
    intl: { month: 'short', day: 'numeric', year: 'numeric' },
    example: 'Aug 14, 2026',
  },
  {
    style: { month: 'long' },
    intl: { month: 'long', day: 'numeric', year: 'numeric' },
    example: 'August 14, 2026',
  },
  {
    style: { month: 'long', day: false },
    intl: { month: 'long', year: 'numeric' },
    example: 'August 2026',
  },
];

describe('utcDateLabel', () => {
  it.each(STYLES)('writes $example', ({ style, example }) => {
    expect(utcDateLabel(new Date('2026-08-14T00:00:00Z'), style)).toBe(example);
  });

  it('reads the UTC date, whatever the hour', () => {
    expect(utcDateLabel(new Date('2026-08-14T23:59:59Z'), { month: 'short' })).toBe('Aug 14, 2026');
  });

  it('agrees with en-US Intl.DateTimeFormat on every day of two years', () => {
    const start = Date.UTC(2025, 11, 1);
    for (let day = 0; day < 731; day++) {
      const date = new Date(start + day * 86_400_000);
      for (const { style, intl } of STYLES) {
        const expected = new Intl.DateTimeFormat('en-US', { ...intl, timeZone: 'UTC' }).format(
          date,
        );
        expect(utcDateLabel(date, style)).toBe(expected);
      }
    }
  });
});
