/**
 * Receipt numbers, 'R-2027-0001' (issue 26 §2): the year, then the receipt's place in that year's
 * sequence, at least 4 digits and more when a year has more receipts. The server hands out the
 * sequence (no number repeats or is skipped, decision 085); this module only writes and reads it.
 */

const PREFIX = 'R-';
/** The sequence is written with at least this many digits, so numbers sort and read alike. */
export const RECEIPT_SEQUENCE_MIN_DIGITS = 4;
/** Years of four digits: the product takes dates from 2000 (decision 059). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 9999;
/** 'R-' + year + '-' + a safe integer's 16 digits: anything longer is not a receipt number. */
const MAX_LENGTH = 2 + 4 + 1 + 16;

export interface ReceiptNumber {
  year: number;
  sequence: number;
}

/**
 * 'R-2027-0001' for the first receipt of 2027; 'R-2027-12345' past 9,999. Throws a RangeError
 * for a year outside 2000-9999 or a sequence that is not a whole number from 1.
 */
export function formatReceiptNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`A receipt's year is from ${FIRST_YEAR} to ${LAST_YEAR}, not ${year}.`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A receipt's sequence is a whole number from 1, not ${sequence}.`);
  }
  return `${PREFIX}${year}-${String(sequence).padStart(RECEIPT_SEQUENCE_MIN_DIGITS, '0')}`;
}

const isDigits = (text: string): boolean => {
  for (const char of text) if (char < '0' || char > '9') return false;
  return text.length > 0;
};

/**
 * The year and sequence of a receipt number as `formatReceiptNumber` writes it, or null. A person
 * may type it in lower case or with spaces around it; anything else (a missing zero, a zero too
 * many, letters) is not a receipt number. Read character by character: linear in the text, which
 * is at most a few dozen characters anyway.
 */
export function parseReceiptNumber(text: string): ReceiptNumber | null {
  const value = text.trim().toUpperCase();
  if (value.length > MAX_LENGTH || !value.startsWith(PREFIX)) return null;
  const yearText = value.slice(PREFIX.length, PREFIX.length + 4);
  const rest = value.slice(PREFIX.length + 4);
  if (!isDigits(yearText) || !rest.startsWith('-')) return null;
  const sequenceText = rest.slice(1);
  if (!isDigits(sequenceText) || sequenceText.length < RECEIPT_SEQUENCE_MIN_DIGITS) return null;
  const year = Number(yearText);
  const sequence = Number(sequenceText);
  if (year < FIRST_YEAR || sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  // One way to write each number: 'R-2027-00001' is not 'R-2027-0001'.
  if (formatReceiptNumber(year, sequence) !== value) return null;
  return { year, sequence };
}
