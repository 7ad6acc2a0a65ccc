/**
 * The one definition of a villa's prices and stay rules (PricingRules of src/domain/pricing.ts,
 * issue 15 §4) as they are sent by the console and stored in `villas.pricing`: money in integer
 * cents. The console checks a draft with it before sending, the server the body it receives, and
 * the stored jsonb is read back through it.
 *
 * Every message is a sentence that names its field, and a season's fields name the season
 * ('The season "High season": its last night must be on or after its first night.'), so a 400
 * reads on its own and the console shows the same words beside the field.
 */
import { z } from 'zod';
import { compareDates, isAcceptedDate, nightsBetween } from '../dates.ts';
import { formatCents } from '../money.ts';
import type { PricingRules, Weekday } from '../pricing.ts';
import { isoDateSchema, lineString } from './common.ts';

/**
 * $100,000 a night: far above any villa of ours, low enough that a slip of the keyboard (an extra
 * three zeros) is caught, and that a long stay's total stays a safe integer.
 */
export const MAX_NIGHTLY_RATE_CENTS = 10_000_000;
/** Two months: the longest minimum stay a villa on the coast asks; more is a typing slip. */
export const MAX_MINIMUM_NIGHTS = 60;
/** A season is at most about two years long (731 nights covers a leap year). */
export const MAX_SEASON_NIGHTS = 731;
/** 90% off at most: a discount of 100% would give the nights away. */
export const MAX_DISCOUNT_PERCENT = 90;
/** Enough for every season of several years, few enough to show on one page. */
export const MAX_SEASONS = 40;
export const MAX_LENGTH_DISCOUNTS = 10;
export const MAX_SEASON_NAME = 60;
/** The largest party a villa sleeps is far below this; it bounds the extra-guest rule. */
export const MAX_INCLUDED_GUESTS = 50;
/** A stay of a year: a length discount for longer stays could never apply. */
export const MAX_DISCOUNT_NIGHTS = 365;

/** Every weekday, 0 (Sunday) to 6 (Saturday). */
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** A whole number of cents above 0 and at most the maximum rate. */
const rateSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(1, { error: `${label} must be more than $0` })
    .max(MAX_NIGHTLY_RATE_CENTS, {
      error: `${label} must be at most ${formatCents(MAX_NIGHTLY_RATE_CENTS)}`,
    });

/** Optional: absent or null keeps the nightly rate. */
const weekendRateSchema = (label: string) => rateSchema(label).nullable().default(null);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int({ error: `${label} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

const minimumNightsSchema = (label: string) => wholeNumber(label, 1, MAX_MINIMUM_NIGHTS);

/** The weekdays a stay may start on, each once; null: any day. An empty list would allow none. */
const checkInDaysSchema = (label: string) =>
  z
    .array(
      z.literal(WEEKDAYS, {
        error: `${label} must be weekdays numbered 0 (Sunday) to 6 (Saturday)`,
      }),
      { error: `${label} must be a list of weekdays, or null for any day` },
    )
    .min(1, { error: `${label} must include at least one day (or allow any day)` })
    .max(7)
    .refine((days) => new Set(days).size === days.length, {
      error: `${label} must name each day once`,
    })
    .readonly()
    .nullable();

/** One season, its messages worded for the season (see `seasonsSchema`). */
const seasonSchema = z
  .object(
    {
      name: lineString('Its name')
        .trim()
        .min(1, { error: 'Its name is required' })
        .max(MAX_SEASON_NAME, {
          error: `Its name must be at most ${MAX_SEASON_NAME} characters`,
        }),
      firstNight: isoDateSchema,
      lastNight: isoDateSchema,
      nightlyRate: rateSchema('Its nightly rate'),
      weekendRate: weekendRateSchema('Its weekend rate'),
      minimumNights: minimumNightsSchema('Its minimum stay'),
      checkInDays: checkInDaysSchema('Its check-in days'),
    },
    { error: 'must be a season with a name, dates and rates' },
  )
  .strict()
  .superRefine((season, ctx) => {
    // zod runs this even when a date failed its own check: that date has said so already.
    if (!isAcceptedDate(season.firstNight) || !isAcceptedDate(season.lastNight)) return;
    if (compareDates(season.lastNight, season.firstNight) < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastNight'],
        message: 'Its last night must be on or after its first night',
      });
    } else if (nightsBetween(season.firstNight, season.lastNight) + 1 > MAX_SEASON_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastNight'],
        message: `It must be at most ${MAX_SEASON_NIGHTS} nights long (about two years); split it into seasons`,
      });
    }
  });

const FIELD_WORDS: Record<string, string> = {
  firstNight: 'Its first night',
  lastNight: 'Its last night',
};

/** 'The season "High season"', or 'Season 2' while it has no name. */
function seasonLabel(item: unknown, index: number): string {
  const name =
    item && typeof item === 'object' && 'name' in item && typeof item.name === 'string'
      ? item.name.trim()
      : '';
  return name && name.length <= MAX_SEASON_NAME ? `The season "${name}"` : `Season ${index + 1}`;
}

/** 'Its nightly rate must be ...' becomes 'The season "High season": its nightly rate must be ...'. */
function inSeason(label: string, path: readonly PropertyKey[], message: string): string {
  const field = FIELD_WORDS[String(path[0] ?? '')];
  const sentence = /^[A-Z]/.test(message) ? message : `${field ?? 'This field'} ${message}`;
  return `${label}: ${sentence[0]?.toLowerCase() ?? ''}${sentence.slice(1)}`;
}

/**
 * The seasons, each checked on its own first so that its messages can name it; the array's own
 * limit comes before, so a body of a thousand seasons is refused before any is read. No transform:
 * the console's answers are written with the same schema (zod encodes them), and a transform only
 * runs one way.
 */
const seasonsSchema = z
  .array(z.unknown(), { error: 'The seasons must be a list' })
  .max(MAX_SEASONS, { error: `There can be at most ${MAX_SEASONS} seasons` })
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      const parsed = seasonSchema.safeParse(item);
      if (parsed.success) return;
      const label = seasonLabel(item, index);
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: [index, ...issue.path],
          message: inSeason(label, issue.path, issue.message),
          input: item,
        });
      }
    });
  })
  // Reached only when every season passed above: it types them, and says nothing new.
  .pipe(z.array(seasonSchema))
  .readonly();

const lengthDiscountSchema = z
  .object(
    {
      minimumNights: wholeNumber('A length discount’s number of nights', 2, MAX_DISCOUNT_NIGHTS),
      percent: wholeNumber('A length discount’s percent', 1, MAX_DISCOUNT_PERCENT),
    },
    { error: 'A length discount must give its number of nights and its percent' },
  )
  .strict();

const lengthDiscountsSchema = z
  .array(lengthDiscountSchema, { error: 'The length discounts must be a list' })
  .max(MAX_LENGTH_DISCOUNTS, {
    error: `There can be at most ${MAX_LENGTH_DISCOUNTS} length discounts`,
  })
  .superRefine((discounts, ctx) => {
    const seen = new Set<number>();
    discounts.forEach((discount, index) => {
      if (seen.has(discount.minimumNights)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'minimumNights'],
          message: `There is already a discount from ${discount.minimumNights} nights: keep one of them`,
        });
      }
      seen.add(discount.minimumNights);
    });
  })
  .readonly();

const extraGuestSchema = z
  .object(
    {
      includedGuests: wholeNumber(
        'The number of guests included in the rate',
        1,
        MAX_INCLUDED_GUESTS,
      ),
      perNight: rateSchema('The extra-guest fee'),
    },
    {
      error: 'The extra-guest fee must give the guests included and the fee per night, or be null',
    },
  )
  .strict()
  .nullable();

const rulesSchema = z
  .object(
    {
      baseRate: rateSchema('The nightly rate'),
      weekendRate: weekendRateSchema('The weekend rate'),
      minimumNights: minimumNightsSchema('The minimum stay'),
      checkInDays: checkInDaysSchema('The check-in days'),
      seasons: seasonsSchema,
      lengthDiscounts: lengthDiscountsSchema,
      extraGuest: extraGuestSchema,
    },
    { error: 'The prices must be a JSON object' },
  )
  .strict();

/**
 * A villa's prices and stay rules (src/domain/pricing.ts), money in integer cents. Typed as what
 * pricing.ts prices with, so the compiler holds the schema and the arithmetic together.
 */
export const pricingRulesSchema: z.ZodType<PricingRules, z.input<typeof rulesSchema>> = rulesSchema;

/** A villa's prices as the console reads and writes them. */
export const villaPricingSchema = z.object({
  villaId: z.string(),
  villaName: z.string(),
  rules: pricingRulesSchema,
  /** The rules, hashed: sent back in `If-Match` on a save (decision 055). */
  version: z.string(),
});
export interface VillaPricing {
  villaId: string;
  villaName: string;
  rules: PricingRules;
  version: string;
}
