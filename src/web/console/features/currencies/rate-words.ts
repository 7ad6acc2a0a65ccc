/**
 * A rate in the owner's words: its age, who set it, and the line that shows what guests see
 * ("$1,000 is shown as ≈ €920"), written by the domain's own figure (`approximateFigure`), the
 * very one the site uses.
 */
import { approximateFigure } from '#domain/currency.ts';
import { formatCents } from '#domain/money.ts';
import { plural } from '#domain/plural.ts';
import type { CurrencyRateView } from '#domain/schemas/currency.ts';

/** The price of the example line: a round sum, about a night in a villa. */
const EXAMPLE_CENTS = 100_000;

/** What guests see of a price, or why they see dollars alone. */
export function exampleInWords(rate: CurrencyRateView): string {
  if (rate.shownRate === null) return 'Dollars only, until a rate is set';
  const figure = approximateFigure(EXAMPLE_CENTS, rate.currency, rate.shownRate);
  const price = formatCents(EXAMPLE_CENTS);
  return rate.stale
    ? `Dollars only, the rate being stale (with it, ${price} would be ${figure})`
    : `${price} is shown as ${figure}`;
}

/** 'Today', '3 days ago'; whole days of 24 hours, as the server counts them. */
export const ageInWords = (rate: CurrencyRateView) =>
  rate.ageDays === null
    ? 'Never set'
    : rate.ageDays === 0
      ? 'Today'
      : `${plural(rate.ageDays, 'day')} ago`;

export const SOURCES = { owner: 'The owner', feed: 'The feed' } as const;
