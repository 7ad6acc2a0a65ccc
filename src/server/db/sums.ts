/**
 * Sums of money out of SQL (issue 36 §3). A sum of cents is summed as a bigint and handed over as
 * numeric: a 32-bit `::int` stops at $21,474,836.47 (PostgreSQL error 22003, a 500 for a busy
 * month), and both drivers give a numeric as text, where a bigint would reach JavaScript through
 * a float (PGlite rounds past 2^53 without a word). `centsOf` reads that text and refuses what
 * is not a safe integer, so no rounded figure is ever shown as money.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `coalesce(sum(expression), 0)` as numeric: the sum of cents, 0 for no row; read it with centsOf. */
export const sumOfCents = (expression: SQLWrapper): SQL<string> =>
  sql<string>`coalesce(sum(${expression}), 0)::numeric`;

/** A whole number of cents, written as SQL writes a numeric or bigint ('-12', '3000000000'). */
const WHOLE = /^-?\d{1,16}$/;

/**
 * Cents as SQL gave them (numeric text, a bigint, or a number) as a safe integer; `what` names
 * the figure in the error thrown for anything else (a fraction, a value beyond 2^53).
 */
export function centsOf(value: unknown, what: string): number {
  // A number past 2^53 (as text or a bigint) converts to one that is not a safe integer.
  const cents =
    (typeof value === 'string' && WHOLE.test(value)) || typeof value === 'bigint'
      ? Number(value)
      : value;
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) return cents;
  throw new RangeError(
    `${what} is not a whole number of cents that JavaScript holds exactly: ${String(value)}`,
  );
}
