import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const NOW = new Date('2027-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('says minutes, then hours, then days', () => {
    expect(timeAgo(before(20_000), NOW)).toBe('just now');
    expect(timeAgo(before(60_000), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(12 * 60_000 + 59_000), NOW)).toBe('12 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(timeAgo(before(47 * 3_600_000), NOW)).toBe('47 hours ago');
    expect(timeAgo(before(4 * 86_400_000), NOW)).toBe('4 days ago');
  });

  it('calls a time ahead of this clock just now', () => {
    expect(timeAgo(before(-90_000), NOW)).toBe('just now');
  });
});
