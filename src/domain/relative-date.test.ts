import { describe, expect, it } from 'vitest';
import { monthYearLabel, relativeDateLabel } from './relative-date.ts';

const now = new Date('2026-03-05T15:00:00Z');
const daysBefore = (days: number): Date => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('relativeDateLabel, spec §9', () => {
  it('says Today for the same date', () => {
    expect(relativeDateLabel(daysBefore(0), now)).toBe('Today');
    expect(relativeDateLabel('2026-03-05T00:00:01Z', now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar date, even under 24 hours ago', () => {
    expect(relativeDateLabel(daysBefore(1), now)).toBe('Yesterday');
    expect(relativeDateLabel('2026-03-04T23:00:00Z', now)).toBe('Yesterday');
  });

  it('counts days under 7 days', () => {
    expect(relativeDateLabel(daysBefore(2), now)).toBe('2 days ago');
    expect(relativeDateLabel(daysBefore(6), now)).toBe('6 days ago');
  });

  it('counts weeks from 7 to 29 days', () => {
    expect(relativeDateLabel(daysBefore(7), now)).toBe('1 week ago');
    expect(relativeDateLabel(daysBefore(13), now)).toBe('1 week ago');
    expect(relativeDateLabel(daysBefore(14), now)).toBe('2 weeks ago');
    expect(relativeDateLabel(daysBefore(29), now)).toBe('4 weeks ago');
  });

  it('counts months from 30 to 364 days', () => {
    expect(relativeDateLabel(daysBefore(30), now)).toBe('1 month ago');
    expect(relativeDateLabel(daysBefore(59), now)).toBe('1 month ago');
    expect(relativeDateLabel(daysBefore(60), now)).toBe('2 months ago');
    expect(relativeDateLabel(daysBefore(364), now)).toBe('12 months ago');
  });

  it('shows the full date from 365 days on', () => {
    expect(relativeDateLabel(daysBefore(365), now)).toBe('March 5, 2025');
    expect(relativeDateLabel('2023-11-20', now)).toBe('November 20, 2023');
  });

  it('shows the full date for a date after now', () => {
    expect(relativeDateLabel('2026-03-06', now)).toBe('March 6, 2026');
  });

  it('refuses text that is not a date', () => {
    expect(() => relativeDateLabel('last week', now)).toThrow(RangeError);
  });
});

describe('monthYearLabel', () => {
  it('shows month and year in UTC', () => {
    expect(monthYearLabel('2025-03-05')).toBe('March 2025');
    expect(monthYearLabel(new Date('2025-03-31T23:30:00Z'))).toBe('March 2025');
    expect(monthYearLabel('2025-12-01T00:00:00Z')).toBe('December 2025');
  });
});
