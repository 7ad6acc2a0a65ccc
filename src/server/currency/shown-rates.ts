/**
 * The rates a guest is shown (issue 39 §3, decision 126): each fresh rate with the owner's margin
 * in it. One reading for the site's answer (GET /api/currency-rates, service.ts) and for the
 * booking that keeps the rate its guest saw (stays/request.ts), so what a booking keeps is what
 * the site answered at that moment. Not a service, so the stays seam and the reports may import
 * it (decision 112); the SQL is repository.ts's.
 */
import {
  decimalText,
  isRateStale,
  parseDecimal,
  rateWithMargin,
  SHOWN_CURRENCIES,
  type ShownCurrency,
} from '#domain/currency.ts';
import type { Executor } from '#server/db/client.ts';
import { findRateRow, listRateRows, type CurrencyRateRow } from './repository.ts';

/** A rate as a guest is shown it: units of the currency a dollar buys, margin in. */
export interface ShownRate {
  currency: ShownCurrency;
  rate: string;
  updatedAt: Date;
}

/**
 * A numeric column's text ('0.9200000000') as the exact decimal it holds ('0.92'): how a rate
 * leaves the server, from currency_rates or from a booking's shown_rate.
 */
export function exactDecimal(value: string): string {
  const decimal = parseDecimal(value);
  if (!decimal) throw new Error(`Not a decimal from the database: ${value}`);
  return decimalText(decimal);
}

/** The row's rate with its margin in, or null when it is stale at `now` (a guest sees none). */
function shownRateOfRow(row: CurrencyRateRow, now: Date): ShownRate | null {
  if (isRateStale(row.updatedAt, now)) return null;
  return {
    currency: row.currency as ShownCurrency,
    rate: rateWithMargin(exactDecimal(row.rate), exactDecimal(row.marginPercent)),
    updatedAt: row.updatedAt,
  };
}

/** Every rate a guest is shown at `now`, in SHOWN_CURRENCIES' order; stale ones left out. */
export async function freshShownRates(db: Executor, now: Date): Promise<ShownRate[]> {
  const order = (rate: ShownRate) => SHOWN_CURRENCIES.indexOf(rate.currency);
  return (await listRateRows(db))
    .map((row) => shownRateOfRow(row, now))
    .filter((rate) => rate !== null)
    .sort((a, b) => order(a) - order(b));
}

/** The rate a guest is shown of `currency` at `now`; null when it has none or only a stale one. */
export async function freshShownRate(
  db: Executor,
  currency: ShownCurrency,
  now: Date,
): Promise<string | null> {
  const row = await findRateRow(db, currency);
  return row ? (shownRateOfRow(row, now)?.rate ?? null) : null;
}
