import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, parseReceiptNumber } from './receipt-number.ts';

describe('formatReceiptNumber', () => {
  it('writes the year and at least 4 digits of the sequence', () => {
    expect(formatReceiptNumber(2027, 1)).toBe('R-2027-0001');
    expect(formatReceiptNumber(2027, 42)).toBe('R-2027-0042');
    expect(formatReceiptNumber(2027, 9_999)).toBe('R-2027-9999');
  });

  it('takes more digits past 9,999 receipts in a year', () => {
    expect(formatReceiptNumber(2027, 10_000)).toBe('R-2027-10000');
    expect(formatReceiptNumber(2028, 123_456)).toBe('R-2028-123456');
  });

  it('refuses a sequence from 0 or not whole, and a year outside 2000-9999', () => {
    expect(() => formatReceiptNumber(2027, 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber(2027, 1.5)).toThrow(RangeError);
    expect(() => formatReceiptNumber(1999, 1)).toThrow(RangeError);
    expect(() => formatReceiptNumber(10_000, 1)).toThrow(RangeError);
  });
});

describe('parseReceiptNumber', () => {
  it('reads what formatReceiptNumber writes, as typed with spaces or in lower case', () => {
    expect(parseReceiptNumber('R-2027-0001')).toEqual({ year: 2027, sequence: 1 });
    expect(parseReceiptNumber('  r-2027-12345 ')).toEqual({ year: 2027, sequence: 12_345 });
  });

  it('reads nothing else', () => {
    for (const text of [
      '',
      'R-2027-001',
      'R-2027-00001',
      'R-2027-0000',
      'R-1999-0001',
      'R-27-0001',
      'R2027-0001',
      'R-2027_0001',
      'R-2027-00a1',
      'R-2027--001',
      'X-2027-0001',
      'R-2027-0001-',
      'R-+027-0001',
      `R-2027-${'9'.repeat(30)}`,
    ]) {
      expect(parseReceiptNumber(text), text).toBeNull();
    }
  });

  it('reads back every number it writes, and only that one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (year, sequence) => {
          const written = formatReceiptNumber(year, sequence);
          expect(parseReceiptNumber(written)).toEqual({ year, sequence });
        },
      ),
    );
  });

  it('reads a long text in linear time', () => {
    const long = `R-2027-${'0'.repeat(100_000)}x`;
    const started = performance.now();
    expect(parseReceiptNumber(long)).toBeNull();
    // Generous for a shared 2-core machine: a backtracking reader would take seconds.
    expect(performance.now() - started).toBeLessThan(200);
  });
});
