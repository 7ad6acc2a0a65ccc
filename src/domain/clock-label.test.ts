import { describe, expect, it } from 'vitest';
import { clockLabel } from './clock-label.ts';

describe('clockLabel', () => {
  it('writes a time of day on the 12-hour clock', () => {
    expect(clockLabel(0)).toBe('12:00 AM');
    expect(clockLabel(7, 30)).toBe('7:30 AM');
    expect(clockLabel(12)).toBe('12:00 PM');
    expect(clockLabel(15, 5)).toBe('3:05 PM');
    expect(clockLabel(23, 59)).toBe('11:59 PM');
  });
});
