import fc from 'fast-check';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvField,
  csvRow,
  dollarsText,
  escapeFormula,
  FORMULA_STARTS,
  money,
  moneyOrBlank,
} from './csv.ts';

/** Text of every kind a guest or a note may hold: quotes, commas, line breaks, formulas, accents. */
const cellText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom('"', ',', '\r', '\n', '=', '+', '-', '@', '\t', 'a', ' ', 'é'),
  }),
  fc.string().map((rest) => `=${rest}`),
);

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Amara Perera')).toBe('Amara Perera');
    expect(csvField('')).toBe('');
    expect(csvField('Rodríguez – São Paulo')).toBe('Rodríguez – São Paulo');
  });

  it('quotes text with a comma, a quote, CR or LF, and doubles its quotes', () => {
    expect(csvField('Perera, Amara')).toBe('"Perera, Amara"');
    expect(csvField('the "blue" room')).toBe('"the ""blue"" room"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });
});

describe('escapeFormula', () => {
  it('puts an apostrophe before = + - @, tab and CR at the start (OWASP)', () => {
    expect(escapeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeFormula('+94 77 123 4567')).toBe(`'+94 77 123 4567`);
    expect(escapeFormula('-1+2')).toBe(`'-1+2`);
    expect(escapeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeFormula('\t=1')).toBe(`'\t=1`);
    expect(escapeFormula('\r=1')).toBe(`'\r=1`);
  });

  it('leaves text that starts otherwise, and such characters later on', () => {
    expect(escapeFormula('Villa = home')).toBe('Villa = home');
    expect(escapeFormula(' =1')).toBe(' =1');
    expect(escapeFormula('')).toBe('');
  });
});

describe('csvCell', () => {
  it('writes numbers and money as numbers, never escaped', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.75)).toBe('0.75');
    expect(csvCell(money(-1250))).toBe('-12.50');
    expect(csvCell(money(123_450))).toBe('1234.50');
    expect(csvCell(null)).toBe('');
    expect(csvCell(moneyOrBlank(null))).toBe('');
    expect(csvCell(moneyOrBlank(5))).toBe('0.05');
  });

  it('escapes text that looks like a negative number: only our numbers are numbers', () => {
    expect(csvCell('-12.50')).toBe(`'-12.50`);
  });

  it('refuses a number no cell can hold', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => csvCell(money(1.5))).toThrow(RangeError);
  });
});

describe('dollarsText', () => {
  it('writes whole cents as dollars with two decimals', () => {
    expect(dollarsText(0)).toBe('0.00');
    expect(dollarsText(7)).toBe('0.07');
    expect(dollarsText(-7)).toBe('-0.07');
    expect(dollarsText(100)).toBe('1.00');
    expect(dollarsText(-123_456_789)).toBe('-1234567.89');
  });

  it('reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(dollarsText(cents)) * 100)).toBe(cents);
      }),
    );
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['VB-1', 2, money(-1250), null, 'a,b'])).toBe('VB-1,2,-12.50,,"a,b"\r\n');
  });

  it('makes a file a reader reads back: every text cell as written, escaped or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 1, maxLength: 6 }), { minLength: 1 }),
        (rows) => {
          const file = rows.map(csvRow).join('');
          const read = readCsv(file);
          expect(read).toEqual(rows.map((cells) => cells.map(escapeFormula)));
          // Taking the apostrophe off a cell that starts with a formula character gives the text.
          read.forEach((cells, r) =>
            cells.forEach((cell, c) => {
              const original = rows[r]?.[c] ?? '';
              const escaped = FORMULA_STARTS.includes(original.charAt(0));
              expect(escaped ? cell.slice(1) : cell).toBe(original);
            }),
          );
        },
      ),
    );
  });

  it('never writes a text cell that starts with a formula character', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1 }), (cells) => {
        for (const cell of readCsv(csvRow(cells))) {
          for (const field of cell) expect(FORMULA_STARTS).not.toContain(field.charAt(0));
        }
      }),
    );
  });

  it('writes a megabyte of quotes and of formula starts within the default timeout', () => {
    const worst = '"'.repeat(1024 * 1024);
    const row = csvRow([worst, `=${worst}`, '-'.repeat(1024 * 1024)]);
    expect(row.length).toBe(
      2 * 1024 * 1024 + 2 + 1 + (2 * 1024 * 1024 + 4) + 1 + (1024 * 1024 + 1) + 2,
    );
  });
});

describe('CSV_BOM', () => {
  it('is the byte order mark: EF BB BF in UTF-8', () => {
    expect([...Buffer.from(CSV_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
