/**
 * Issue 36 §3: a sum of cents from SQL is read exactly or refused, never rounded.
 */
import { describe, expect, it } from 'vitest';
import { centsOf } from './sums.ts';

describe('centsOf', () => {
  it('reads numeric text, a bigint and a number as whole cents, past the 32-bit integer', () => {
    expect(centsOf('2200000000', 'x')).toBe(2_200_000_000);
    expect(centsOf('-125', 'x')).toBe(-125);
    expect(centsOf(2_200_000_000n, 'x')).toBe(2_200_000_000);
    expect(centsOf(0, 'x')).toBe(0);
    expect(centsOf(String(Number.MAX_SAFE_INTEGER), 'x')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses, naming the figure, what JavaScript would round or is no whole number', () => {
    for (const value of [
      '9007199254740993',
      9_007_199_254_740_993n,
      2 ** 53,
      '12.5',
      1.5,
      '',
      null,
    ]) {
      expect(() => centsOf(value, 'The payments received')).toThrow(
        /^The payments received is not/,
      );
    }
  });
});
