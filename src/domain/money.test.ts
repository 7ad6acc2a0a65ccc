import { describe, expect, it } from 'vitest';
import { formatUsd, roundToCents } from './money.ts';

describe('formatUsd', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(12345)).toBe('$12,345');
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(450)).toBe('$450');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1250.05)).toBe('$1,250.05');
    expect(formatUsd(12.001)).toBe('$12');
  });

  it('marks negative amounts but never shows a negative zero', () => {
    expect(formatUsd(-50)).toBe('-$50');
    expect(formatUsd(-0.001)).toBe('$0');
  });

  it('agrees with en-US Intl.NumberFormat, as it replaced it', () => {
    const intl = (amount: number, cents: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
        signDisplay: 'negative',
      }).format(amount);
    const amounts = [
      0, 0.01, 0.1, 0.99, 1, 9.99, 99.5, 999, 1000, 1000.01, 54321.98, 1e6, 12345678.9,
    ];
    for (const amount of [...amounts, ...amounts.map((a) => -a), 1.0499999999999998, 3 * 0.35]) {
      const hasCents = Math.round(Math.abs(amount) * 100) % 100 !== 0;
      expect(formatUsd(amount), String(amount)).toBe(intl(amount, hasCents));
    }
  });
});

describe('roundToCents', () => {
  it('removes float noise', () => {
    expect(3 * 0.35).not.toBe(1.05);
    expect(roundToCents(3 * 0.35)).toBe(1.05);
    expect(roundToCents(10.006)).toBe(10.01);
  });
});
