import { describe, expect, it } from 'vitest';
import { holdLeftLabel } from './hold-left.ts';

const NOW = new Date('2026-11-24T04:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('holdLeftLabel', () => {
  it('counts whole hours, then minutes in the last hour', () => {
    expect(holdLeftLabel(later(19 * 60 + 59), NOW)).toBe('19 h left');
    expect(holdLeftLabel(later(60), NOW)).toBe('1 h left');
    expect(holdLeftLabel(later(59), NOW)).toBe('59 min left');
    expect(holdLeftLabel(later(0.5), NOW)).toBe('1 min left');
  });

  it('says the hold ran out once it has', () => {
    expect(holdLeftLabel(later(0), NOW)).toBe('Hold ran out');
    expect(holdLeftLabel(later(-90), NOW)).toBe('Hold ran out');
  });
});
