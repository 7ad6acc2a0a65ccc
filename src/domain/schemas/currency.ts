/**
 * The currency rates' payloads (issue 39 §3, decision 126): what the owner sends to set a rate or
 * the feed's address, and what the console and the site read. A rate's own rules (its band, zero,
 * negative) are domain/currency.ts's `checkRate`, applied by the service with the currency in hand;
 * the schema only takes a number or a decimal string, so a 400 names the field either way.
 */
import { z } from 'zod';
import { SHOWN_CURRENCIES } from '../currency.ts';
import { lineString } from './common.ts';

/** A feed's address is a URL; 2,000 characters holds any API's with its key. */
export const MAX_FEED_URL_LENGTH = 2000;

export const currencyParamsSchema = z.object({
  currency: z.enum(SHOWN_CURRENCIES, {
    error: `The currency must be one of ${SHOWN_CURRENCIES.join(', ')}`,
  }),
});

/** A number (0.92) or the same as text ('0.92'); text keeps every digit the owner typed. */
const decimalInput = (label: string) =>
  z.union([z.number(), lineString(label).max(40, `${label} is too long`)], {
    error: `${label} must be a number`,
  });

/** PUT /api/console/currency-rates/{currency}: the rate a dollar buys and the optional margin. */
export const currencyRateInputSchema = z.strictObject({
  rate: decimalInput('The rate'),
  marginPercent: decimalInput('The margin').optional(),
});
export type CurrencyRateInput = z.infer<typeof currencyRateInputSchema>;

export const currencyRateSourceSchema = z.enum(['owner', 'feed']);

/** One currency's rate as the console shows it; `rate` null until one is set. */
export const currencyRateViewSchema = z.object({
  currency: z.enum(SHOWN_CURRENCIES),
  rate: z.string().nullable(),
  marginPercent: z.string(),
  /** The rate with the margin in it: what a guest's figure is computed with. */
  shownRate: z.string().nullable(),
  source: currencyRateSourceSchema.nullable(),
  updatedAt: z.string().nullable(),
  /** Whole days since it was set; null without a rate. */
  ageDays: z.number().int().nullable(),
  /** Older than 7 days: the site hides its figures (issue 39 §3). */
  stale: z.boolean(),
  version: z.string(),
});
export type CurrencyRateView = z.infer<typeof currencyRateViewSchema>;

/** PUT /api/console/currency-feed: an http(s) address, or '' to switch the feed off. */
export const currencyFeedInputSchema = z.strictObject({
  url: lineString('The feed address').max(
    MAX_FEED_URL_LENGTH,
    `The feed address must be at most ${MAX_FEED_URL_LENGTH} characters`,
  ),
});
export type CurrencyFeedInput = z.infer<typeof currencyFeedInputSchema>;

export const currencyFeedViewSchema = z.object({
  url: z.string(),
  checkedAt: z.string().nullable(),
  /** Why the last fetch changed nothing or some rates were kept, in the owner's words. */
  problem: z.string().nullable(),
  version: z.string(),
});
export type CurrencyFeedView = z.infer<typeof currencyFeedViewSchema>;

/** GET /api/console/currency-rates: every shown currency, and the feed. */
export const currencyRatesViewSchema = z.object({
  rates: z.array(currencyRateViewSchema),
  feed: currencyFeedViewSchema,
});
export type CurrencyRatesView = z.infer<typeof currencyRatesViewSchema>;

/** GET /api/currency-rates: the fresh rates only, margin in, for the site's "≈" figures. */
export const publicCurrencyRatesSchema = z.object({
  base: z.literal('USD'),
  rates: z.array(
    z.object({
      currency: z.enum(SHOWN_CURRENCIES),
      /** Units of the currency one US dollar buys, an exact decimal string. */
      rate: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
export type PublicCurrencyRates = z.infer<typeof publicCurrencyRatesSchema>;
