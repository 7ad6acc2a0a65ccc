/**
 * The price a villa is shown at before dates are chosen: "from $X / night" on the cards, the
 * booking panel and the phone's booking bar (issue 15 §4).
 *
 * Apart from src/domain/pricing.ts, which prices a stay, because the villa page's first paint
 * needs only these two and the rest of the pricing comes with the booking panel's calendar: in one
 * module, the page's first load would carry all of it (decision 013's JS budget).
 */
import { compareDates, type IsoDate } from './dates.ts';
import type { Cents, PricingRules } from './pricing.ts';

/** Whether every night costs the same (no season, no weekend rate): no "from" before the price. */
export const hasOneRate = (rules: PricingRules): boolean =>
  rules.weekendRate === null && rules.seasons.length === 0;

/**
 * The lowest a night costs from `today` on, for "from $X / night": the base and weekend rates and
 * those of every season not yet over.
 */
export function lowestRate(rules: PricingRules, today: IsoDate): Cents {
  const rates = [rules.baseRate, rules.weekendRate];
  for (const season of rules.seasons) {
    if (compareDates(season.lastNight, today) >= 0)
      rates.push(season.nightlyRate, season.weekendRate);
  }
  return Math.min(...rates.filter((rate): rate is Cents => rate !== null));
}
