import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollars, formatCents, parseDollars } from './money.ts';

describe('formatCents', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(1_234_500)).toBe('$12,345');
    expect(formatCents(123_456_700)).toBe('$1,234,567');
    expect(formatCents(45_000)).toBe('$450');
    expect(formatCents(0)).toBe('$0');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(125_005)).toBe('$1,250.05');
    expect(formatCents(1)).toBe('$0.01');
  });

  it('marks negative amounts but never shows a negative zero', () => {
    expect(formatCents(-5000)).toBe('-$50');
    expect(formatCents(-0.1)).toBe('$0');
  });

  it('agrees with en-US Intl.NumberFormat, as it replaced it', () => {
    const intl = (cents: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
        signDisplay: 'negative',
      }).format(cents / 100);
    const amounts = [0, 1, 10, 99, 100, 999, 9950, 99_900, 100_000, 100_001, 5_432_198, 1e8];
    for (const cents of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatCents(cents), String(cents)).toBe(intl(cents));
    }
  });
});

describe('dollars', () => {
  it('writes whole dollars as cents, without float noise', () => {
    expect(dollars(50)).toBe(5000);
    expect(dollars(1.05)).toBe(105);
    expect(dollars(3 * 0.35)).toBe(105);
  });
});

describe('parseDollars', () => {
  it('reads dollars as people type them, in whole cents', () => {
    expect(parseDollars('450')).toBe(45_000);
    expect(parseDollars(' 450.5 ')).toBe(45_050);
    expect(parseDollars('$1,250.00')).toBe(125_000);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('.75')).toBe(75);
    expect(parseDollars('0')).toBe(0);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of [
      '',
      '$',
      '.',
      'abc',
      '-5',
      '4.505',
      '1,25',
      '12,50',
      '4 50',
      '1e3',
      '450.',
    ]) {
      expect(parseDollars(text), text).toBeNull();
    }
  });
});

describe('centsToDollarsText', () => {
  it('writes cents as a field shows them, and parseDollars reads them back', () => {
    expect(centsToDollarsText(45_000)).toBe('450');
    expect(centsToDollarsText(45_050)).toBe('450.50');
    expect(centsToDollarsText(5)).toBe('0.05');
    for (const cents of [0, 1, 99, 100, 45_050, 10_000_000]) {
      expect(parseDollars(centsToDollarsText(cents))).toBe(cents);
    }
  });
});
