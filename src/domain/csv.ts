/**
 * CSV for spreadsheets (issue 28 §3, decision 097): the statements and exports the owner opens in
 * Excel, Numbers or LibreOffice. RFC 4180 fields and CRLF rows, UTF-8 with a byte order mark (so
 * Excel reads "Rodríguez" as written), and no formula injection: a text cell that begins with a
 * character a spreadsheet takes as the start of a formula is written with a leading apostrophe,
 * as OWASP's "CSV Injection" page advises. Cells are typed, so the numbers we write ourselves
 * (-12.50 for a refund) stay numbers: only text, which may come from a guest, is escaped.
 *
 * Every function here walks its text once: no regular expression at all, so a megabyte of quotes
 * in a guest's name costs what a megabyte of letters does.
 */
import type { Cents } from './money.ts';

/** Put first in the file: Excel opens a CSV as UTF-8 only when it begins with one. */
export const CSV_BOM = '\uFEFF';

/** Each row ends so, as RFC 4180 says; every spreadsheet reads it. */
export const CSV_ROW_END = '\r\n';

/**
 * The characters a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"): `=`,
 * `+`, `-` and `@`, and tab and carriage return, which some spreadsheets skip before one.
 */
export const FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** Money in a cell: dollars with two decimals, negative for money going out. */
export interface MoneyCell {
  readonly cents: Cents;
}

/**
 * A cell: text (escaped), a number we computed (written as it is), money, or nothing (an empty
 * cell: a figure nobody knows, or one the reader may not see).
 */
export type CsvCell = string | number | MoneyCell | null;

/** `cents` as a money cell. */
export const money = (cents: Cents): MoneyCell => ({ cents });

/** A money cell, or an empty one when the amount is unknown. */
export const moneyOrBlank = (cents: Cents | null): MoneyCell | null =>
  cents === null ? null : money(cents);

/** Cents as plain dollars, as a spreadsheet reads a number: 123450 → "1234.50", -1250 → "-12.50". */
export function dollarsText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const whole = Math.abs(cents);
  const fraction = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${fraction}`;
}

/** Text that cannot start a formula: a leading apostrophe where it would. */
export function escapeFormula(text: string): string {
  return FORMULA_STARTS.includes(text.charAt(0)) ? `'${text}` : text;
}

/** Whether the field must be quoted: it holds a comma, a quote, CR or LF (RFC 4180 §2.6). */
function needsQuotes(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x22 || c === 0x0d || c === 0x0a) return true;
  }
  return false;
}

/** A field as RFC 4180 writes it: quoted when it must be, its quotes doubled. */
export function csvField(text: string): string {
  return needsQuotes(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One cell as it goes in the file. */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new RangeError(`${cell} is not a number a cell can hold`);
    return String(cell);
  }
  if (typeof cell === 'object') return dollarsText(cell.cents);
  return csvField(escapeFormula(cell));
}

/** One row, its line end included. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + CSV_ROW_END;
}
