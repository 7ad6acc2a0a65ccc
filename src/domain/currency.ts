/**
 * Prices in the guest's currency (issue 39 §3, decision 126). Every price is charged in US dollars;
 * beside it the site may show "≈ €1,242" from a rate the owner keeps (or a feed the owner names).
 *
 * A rate is how many units of the currency one US dollar buys, kept as an exact decimal string
 * ('0.92', '83.4521') and computed with integers (BigInt), never with a float: '0.29' stays 29
 * hundredths, and converting a price rounds once, at the end, half away from zero (what a person
 * and `Intl` do by hand). The owner's margin (0 to 10 percent) is multiplied into the rate once,
 * exactly, before that one rounding. A rate older than 7 days is stale and is not shown.
 */
import type { Cents } from './money.ts';

/** The currencies shown beside dollars (issue 39 §3): the site's largest markets. */
export const SHOWN_CURRENCIES = ['EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD'] as const;
export type ShownCurrency = (typeof SHOWN_CURRENCIES)[number];

export const isShownCurrency = (value: string): value is ShownCurrency =>
  (SHOWN_CURRENCIES as readonly string[]).includes(value);

/** What a person calls each currency, in the refusals' words. */
export const CURRENCY_NAMES: Readonly<Record<ShownCurrency, string>> = {
  EUR: 'euros',
  GBP: 'pounds sterling',
  RUB: 'roubles',
  INR: 'Indian rupees',
  CNY: 'yuan',
  AUD: 'Australian dollars',
};

/**
 * About what a dollar bought in 2024-2025, only to tell a sane rate from a slip: a rate is taken
 * from a fifth of this to five times it (RATE_BAND_FACTOR). Update a value here if a currency
 * ever leaves its band for good.
 */
export const REFERENCE_RATES: Readonly<Record<ShownCurrency, string>> = {
  EUR: '0.92',
  GBP: '0.79',
  RUB: '90',
  INR: '83',
  CNY: '7.2',
  AUD: '1.5',
};

/**
 * 5: a decimal point one place off (92 for 0.92, 9 for 90) is ten times out and refused, while the
 * rouble's fall from 30 to 130 a dollar in ten years stays inside one band around one reference.
 */
export const RATE_BAND_FACTOR = 5;

/** Rates are kept to 10 decimal places, rounded half to even (a feed's 0.92153861234567 is long). */
export const RATE_DECIMALS = 10;
/** At most 12 digits before the point: far above any band, and below BigInt's ease anywhere. */
const MAX_WHOLE_DIGITS = 12;

/** The owner's margin over the rate, in percent (issue 39 §3): 0 to 10, two decimals at most. */
export const MAX_MARGIN_PERCENT = 10;
export const MARGIN_DECIMALS = 2;

/** Issue 39 §3: "a rate older than 7 days hides the converted figures". */
export const RATE_STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** An exact decimal: `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = <T>(message: string): Checked<T> => ({ ok: false, message });

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/**
 * Reads a plain decimal ('0.92', '90', '.5' refused) character by character: linear in the text,
 * no regular expression. Null for anything else (signs, exponents, spaces, separators).
 */
export function parseDecimal(text: string): Decimal | null {
  let whole = '';
  let fraction = '';
  let seenPoint = false;
  for (const char of text) {
    if (char === '.') {
      if (seenPoint) return null;
      seenPoint = true;
    } else if (char >= '0' && char <= '9') {
      if (seenPoint) fraction += char;
      else whole += char;
    } else return null;
    if (whole.length > MAX_WHOLE_DIGITS || fraction.length > 40) return null;
  }
  if (whole === '' || (seenPoint && fraction === '')) return null;
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

/** `a / b` rounded half away from zero (b > 0). */
function divideHalfAwayFromZero(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const quotient = (magnitude * 2n + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/** `a / b` rounded half to even (b > 0, a >= 0): for trimming a long rate, without a drift up. */
function divideHalfEven(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const twice = (a % b) * 2n;
  if (twice > b || (twice === b && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** The decimal at `scale` places at most (half to even), trailing zeros dropped. */
function normalised(value: Decimal, maxScale: number): Decimal {
  let { units, scale } = value;
  if (scale > maxScale) {
    units = divideHalfEven(units, pow10(scale - maxScale));
    scale = maxScale;
  }
  while (scale > 0 && units % TEN === 0n) {
    units /= TEN;
    scale -= 1;
  }
  return { units, scale };
}

/** '0.92', '90', '0.0000001': the exact decimal, no exponent, no trailing zeros. */
export function decimalText(value: Decimal): string {
  const { units, scale } = normalised(value, Number.POSITIVE_INFINITY);
  const digits = units.toString().padStart(scale + 1, '0');
  if (scale === 0) return digits;
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** a < b, a = b, a > b as -1, 0, 1, exactly. */
function compare(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * pow10(scale - a.scale);
  const right = b.units * pow10(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

const times = (a: Decimal, b: Decimal): Decimal => ({
  units: a.units * b.units,
  scale: a.scale + b.scale,
});

/**
 * A number or text as it was written: a number through its shortest decimal form (JSON's 0.92 is
 * '0.92'), text as typed. Null when it is no plain decimal (NaN, '1e3', '0,92', ' 5').
 */
function decimalOf(input: unknown): Decimal | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const text = String(input);
    // 1e-7 or 1e21: far outside every band, and not what anyone typed.
    return text.includes('e') ? null : parseDecimal(text);
  }
  return typeof input === 'string' ? parseDecimal(input) : null;
}

const looksNegative = (input: unknown) =>
  (typeof input === 'number' && input < 0) ||
  (typeof input === 'string' && input.trim().startsWith('-'));

/** The band of sane rates of a currency: [reference / 5, reference * 5]. */
export function rateBand(currency: ShownCurrency): { low: string; high: string } {
  const reference = parseDecimal(REFERENCE_RATES[currency]) as Decimal;
  const factor = BigInt(RATE_BAND_FACTOR);
  // reference / 5 = reference * 2 / 10: exact in decimals.
  const low = { units: (reference.units * 10n) / factor, scale: reference.scale + 1 };
  return {
    low: decimalText(low),
    high: decimalText({ ...reference, units: reference.units * factor }),
  };
}

/**
 * A rate for `currency` as the owner typed it or a feed sent it ('0.92' or 0.92): the exact
 * decimal it keeps ('0.92'), or why it is refused, in words a person can act on.
 */
export function checkRate(currency: ShownCurrency, input: unknown): Checked<string> {
  const name = CURRENCY_NAMES[currency];
  if (input === null || input === undefined || input === '') {
    return refuse(
      `The rate for ${currency} is missing: write how many ${name} one US dollar buys.`,
    );
  }
  if (looksNegative(input)) {
    return refuse(
      `The rate for ${currency} cannot be negative: write how many ${name} one US dollar buys.`,
    );
  }
  const parsed = decimalOf(input);
  if (!parsed) {
    return refuse(
      `The rate for ${currency} must be a number such as ${REFERENCE_RATES[currency]} (digits and a decimal point, no commas or signs).`,
    );
  }
  const rate = normalised(parsed, RATE_DECIMALS);
  if (rate.units === 0n) {
    return refuse(
      `The rate for ${currency} cannot be zero: write how many ${name} one US dollar buys.`,
    );
  }
  const band = rateBand(currency);
  if (
    compare(rate, parseDecimal(band.low) as Decimal) < 0 ||
    compare(rate, parseDecimal(band.high) as Decimal) > 0
  ) {
    return refuse(
      `A rate of ${decimalText(rate)} ${name} to the dollar is far from the usual (about ${REFERENCE_RATES[currency]}): the site takes ${band.low} to ${band.high}. Check the decimal point.`,
    );
  }
  return { ok: true, value: decimalText(rate) };
}

/** The owner's margin in percent (0 to 10, two decimals at most): its exact decimal, or why not. */
export function checkMargin(input: unknown): Checked<string> {
  const limits = `from 0 to ${MAX_MARGIN_PERCENT} percent`;
  if (input === null || input === undefined || input === '') return { ok: true, value: '0' };
  if (looksNegative(input)) return refuse(`The margin cannot be negative: give one ${limits}.`);
  const parsed = decimalOf(input);
  if (!parsed) return refuse(`The margin must be a number of percent ${limits}, such as 2.5.`);
  const margin = normalised(parsed, Number.POSITIVE_INFINITY);
  if (margin.scale > MARGIN_DECIMALS) {
    return refuse(`The margin takes at most ${MARGIN_DECIMALS} decimals, such as 2.5 or 2.25.`);
  }
  if (compare(margin, { units: BigInt(MAX_MARGIN_PERCENT), scale: 0 }) > 0) {
    return refuse(`A margin of ${decimalText(margin)} percent is too high: give one ${limits}.`);
  }
  return { ok: true, value: decimalText(margin) };
}

/**
 * The rate a guest is shown: the rate with the owner's margin multiplied in, exactly
 * (rate × (100 + margin) / 100), as a decimal string. Both must have passed their checks.
 */
export function rateWithMargin(rate: string, marginPercent: string): string {
  const r = parseDecimal(rate);
  const m = parseDecimal(marginPercent);
  if (!r || !m) throw new Error(`Not a checked rate and margin: ${rate}, ${marginPercent}`);
  const factor = { units: 100n * pow10(m.scale) + m.units, scale: m.scale + 2 };
  return decimalText(times(r, factor));
}

/**
 * US cents in the currency's minor units (all six currencies have two, so hundredths), rounded
 * once, half away from zero. `rate` is a checked rate, margin already in it (rateWithMargin).
 */
export function convertCents(usdCents: Cents, rate: string): number {
  return convertAt(usdCents, rate, 0);
}

/** US cents in whole units of the currency, rounded once, half away from zero: "≈ €1,242". */
export function convertToWholeUnits(usdCents: Cents, rate: string): number {
  return convertAt(usdCents, rate, 2);
}

function convertAt(usdCents: Cents, rate: string, extraScale: number): number {
  if (!Number.isSafeInteger(usdCents)) throw new Error(`Not whole cents: ${usdCents}`);
  const r = parseDecimal(rate);
  if (!r) throw new Error(`Not a rate: ${rate}`);
  // cents / 100 dollars × rate × 100 minor units = cents × rate minor units.
  return Number(divideHalfAwayFromZero(BigInt(usdCents) * r.units, pow10(r.scale + extraScale)));
}

/**
 * How each currency's sign is written: the plain symbol where it is unambiguous (€, £, ₹, A$,
 * CN¥), the narrow one for the rouble (₽, where the plain one is 'RUB' in English).
 */
const CURRENCY_DISPLAY: Readonly<Record<ShownCurrency, 'symbol' | 'narrowSymbol'>> = {
  EUR: 'symbol',
  GBP: 'symbol',
  RUB: 'narrowSymbol',
  INR: 'symbol',
  CNY: 'symbol',
  AUD: 'symbol',
};

/**
 * The locale a figure is written in: the page's, except rupees on an English page, which take
 * Indian grouping (1,23,456) as an Indian reader writes them (en-IN).
 */
export function figureLocale(currency: ShownCurrency, locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase();
  return currency === 'INR' && language === 'en' ? 'en-IN' : locale;
}

/**
 * "≈ €1,242": the approximate figure of a dollar price in whole units of `currency`, written in
 * `locale` (the page's language: 'en', 'ru', 'de', 'fr'). The conversion has already rounded to a
 * whole number, so the formatter rounds nothing again.
 */
export function approximateFigure(
  usdCents: Cents,
  currency: ShownCurrency,
  rate: string,
  locale = 'en',
): string {
  const whole = convertToWholeUnits(usdCents, rate);
  const format = new Intl.NumberFormat(figureLocale(currency, locale), {
    style: 'currency',
    currency,
    currencyDisplay: CURRENCY_DISPLAY[currency],
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return `≈ ${format.format(whole)}`;
}

/** Whole days since the rate was set (0 on the day, never negative for a clock a little ahead). */
export function rateAgeDays(updatedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - updatedAt.getTime()) / (24 * 60 * 60 * 1000)));
}

/** A rate set more than 7 days before `now` is stale: its figures are hidden, not shown old. */
export function isRateStale(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > RATE_STALE_AFTER_MS;
}

/** The instant a rate set at `updatedAt` turns stale (a cached answer must not outlive it). */
export const staleFrom = (updatedAt: Date): Date =>
  new Date(updatedAt.getTime() + RATE_STALE_AFTER_MS + 1);

/**
 * What a rate feed answers (decision 126): `{"base":"USD","rates":{"EUR":0.92,...}}`, the shape of
 * open.er-api.com, exchangerate-api.com, frankfurter (`?base=USD` / `?from=USD`) and
 * Open Exchange Rates. Every shown currency's rate is checked as the owner's would be; a feed
 * that is not JSON, names another base or leaves the shape is refused whole.
 */
export type FeedReading =
  | {
      ok: true;
      /** The rates taken, each checked. */
      rates: Partial<Record<ShownCurrency, string>>;
      /** Why each refused or missing currency kept its old rate. */
      refused: { currency: ShownCurrency; message: string }[];
    }
  | { ok: false; message: string };

export function readRateFeed(body: string): FeedReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {
      ok: false,
      message: 'The feed did not answer JSON, so no rate was changed. Check the address.',
    };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {
      ok: false,
      message: 'The feed answered JSON of another shape, so no rate was changed.',
    };
  }
  const answer = parsed as Record<string, unknown>;
  // open.er-api.com names it base_code; frankfurter and most others base.
  const base = answer.base ?? answer.base_code;
  if (base !== 'USD') {
    return {
      ok: false,
      message: `The feed's rates are against ${typeof base === 'string' ? base.slice(0, 10) || 'nothing' : 'no named currency'}, not US dollars, so no rate was changed. Give an address with base USD.`,
    };
  }
  const rates = answer.rates;
  if (rates === null || typeof rates !== 'object' || Array.isArray(rates)) {
    return { ok: false, message: 'The feed named no rates, so no rate was changed.' };
  }
  const taken: Partial<Record<ShownCurrency, string>> = {};
  const refused: { currency: ShownCurrency; message: string }[] = [];
  for (const currency of SHOWN_CURRENCIES) {
    const value = (rates as Record<string, unknown>)[currency];
    if (value === undefined) {
      refused.push({
        currency,
        message: `The feed has no rate for ${currency}; the old one is kept.`,
      });
      continue;
    }
    const checked =
      typeof value === 'number' || typeof value === 'string' ? checkRate(currency, value) : null;
    if (checked?.ok) taken[currency] = checked.value;
    else {
      refused.push({
        currency,
        message: `${checked ? checked.message : `The feed's rate for ${currency} is not a number.`} The old rate is kept.`,
      });
    }
  }
  return { ok: true, rates: taken, refused };
}
