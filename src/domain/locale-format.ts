/**
 * Money, numbers and dates in a guest's language (issue 39), for the pages and the e-mails: no
 * words of any language here, only `Intl` (the browser of one language must carry no other
 * language's words, issue 39 §4); the words (counts, 'Sri Lanka time', weekdays) are the server's,
 * in locale-words.ts, and the pages' own messages. English is written by the helpers every English
 * screen and e-mail already uses (formatCents, utcDateLabel, datesLabel, plural...), so an English
 * label never changes and English pages never pay for `Intl`'s locale data; Russian, German and
 * French are written by `Intl`, each formatter made once per language and kept.
 *
 * Calendar dates ('YYYY-MM-DD') are read as calendar dates (in UTC, so a day never shifts);
 * instants (a hold's end, a cancellation) as the resort's clock shows them, in Sri Lanka time.
 */
import { datesLabel, utcDateLabel, type DateLabelStyle } from './date-labels.ts';
import type { Language } from './languages.ts';
import { formatCents, type Cents } from './money.ts';

/** The resort's time zone (Sri Lanka keeps UTC+5:30 all year). */
export const RESORT_TIME_ZONE = 'Asia/Colombo';

type Other = Exclude<Language, 'en'>;

const cache = /* @__PURE__ */ new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules
>();

export function made<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** A calendar date ('YYYY-MM-DD') at its UTC midnight; any other string is an instant. */
export const calendarDate = (date: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);

/* ---------------------------------------------------------------------------------------------
 * Money
 * ------------------------------------------------------------------------------------------- */

/**
 * US dollars from cents, cents shown only when the amount has them: '$1,450', '$1,450.50' (en,
 * as `formatCents`), '1 450 $' (ru, fr), '1.450 $' (de).
 */
export function formatMoney(language: Language, amount: Cents): string {
  if (language === 'en') return formatCents(amount);
  const cents = Math.round(amount);
  const whole = cents % 100 === 0;
  const format = made(
    `money:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  );
  // An amount that rounds to zero reads '0 $', not '-0 $'.
  return format.format(cents === 0 ? 0 : cents / 100);
}

/** A number as the language writes it: '1,450' (en), '1 450' (ru, fr), '1.450' (de), '2,5' (de). */
export function formatNumber(language: Language, value: number): string {
  if (language === 'en' && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return made(`number:${language}`, () => new Intl.NumberFormat(language)).format(value);
}

/** A number with `digits` decimals: '4.8' (en, as `toFixed`), '4,8' (ru, de, fr). */
export function formatDecimal(language: Language, value: number, digits: number): string {
  if (language === 'en') return value.toFixed(digits);
  return made(
    `decimal:${language}:${digits}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

/* ---------------------------------------------------------------------------------------------
 * Calendar dates
 * ------------------------------------------------------------------------------------------- */

function dateFormat(language: Other, { weekday, month, day = true }: DateLabelStyle) {
  return made(
    `date:${language}:${weekday ?? ''}:${month}:${day}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone: 'UTC',
        ...(weekday ? { weekday } : {}),
        ...(day ? { day: 'numeric' } : {}),
        month,
        year: 'numeric',
      }),
  );
}

/**
 * A calendar date ('YYYY-MM-DD', or a Date read in UTC) in a style: 'Fri, Aug 14, 2026' (en,
 * weekday and month short), 'пт, 14 авг. 2026 г.', 'Fr., 14. Aug. 2026', 'ven. 14 août 2026'.
 */
export function formatDate(language: Language, date: string | Date, style: DateLabelStyle): string {
  const at = typeof date === 'string' ? calendarDate(date) : date;
  if (language === 'en') return utcDateLabel(at, style);
  return dateFormat(language, style).format(at);
}

/** 'Fri, Aug 14, 2026': a day of a stay in summaries. */
export const formatStayDate = (language: Language, iso: string): string =>
  formatDate(language, iso, { weekday: 'short', month: 'short' });

/** 'March 2025', 'март 2025 г.', 'März 2025', 'mars 2025'. */
export const formatMonthYear = (language: Language, date: string | Date): string =>
  formatDate(language, date, { month: 'long', day: false });

/**
 * The days `first` to `last` (both included, 'YYYY-MM-DD'): 'December 15 to 17, 2026' (en, as
 * `datesLabel`), '15–17 декабря 2026 г.', '15.–17. Dezember 2026', '15–17 décembre 2026'.
 */
export function formatDateRange(language: Language, first: string, last: string): string {
  if (language === 'en') return datesLabel(first, last);
  const format = dateFormat(language, { month: 'long' });
  return first === last
    ? format.format(calendarDate(first))
    : format.formatRange(calendarDate(first), calendarDate(last));
}

/* ---------------------------------------------------------------------------------------------
 * Instants, in Sri Lanka time
 * ------------------------------------------------------------------------------------------- */
