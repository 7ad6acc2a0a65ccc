/**
 * Money, dates, times and counts in a guest's language (issue 39), for the pages and, later, the
 * e-mails: one module, no DOM and no web imports. English is written by the helpers every English
 * screen and e-mail already uses (formatCents, utcDateLabel, datesLabel, plural...), so an English
 * label never changes and English pages never pay for `Intl`'s locale data; Russian, German and
 * French are written by `Intl`, each formatter made once per language and kept.
 *
 * Calendar dates ('YYYY-MM-DD') are read as calendar dates (in UTC, so a day never shifts);
 * instants (a hold's end, a cancellation) as the resort's clock shows them, in Sri Lanka time.
 */
import { datesLabel, utcDateLabel, WEEKDAY_NAMES, type DateLabelStyle } from './date-labels.ts';
import type { GuestCounts } from './guests.ts';
import type { Language } from './languages.ts';
import { formatCents, type Cents } from './money.ts';
import { plural } from './plural.ts';
import { RESORT_TIME_NAME, resortTimeLabel } from './resort-time-label.ts';
import { RESORT_UTC_OFFSET_MINUTES } from './dates.ts';

/** The resort's time zone (Sri Lanka keeps UTC+5:30 all year). */
export const RESORT_TIME_ZONE = 'Asia/Colombo';

type Other = Exclude<Language, 'en'>;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function made<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
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
const calendarDate = (date: string) =>
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

/**
 * Days of the week (0 is Sunday) as alternatives: 'Saturday or Sunday' (en, as the stay rules
 * write them), 'суббота или воскресенье', 'Samstag oder Sonntag', 'samedi ou dimanche'.
 */
export function formatWeekdays(language: Language, days: readonly number[]): string {
  if (language === 'en') return days.map((day) => WEEKDAY_NAMES[day]).join(' or ');
  const names = made(
    `weekday:${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
  );
  // 2023-01-01 was a Sunday.
  const words = days.map((day) => names.format(Date.UTC(2023, 0, 1 + day)));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(words);
}

/* ---------------------------------------------------------------------------------------------
 * Instants, in Sri Lanka time
 * ------------------------------------------------------------------------------------------- */

/** 'Sri Lanka time' after a time, in each language. */
const RESORT_TIME_NAMES: Record<Language, string> = {
  en: RESORT_TIME_NAME,
  ru: 'по времени Шри-Ланки',
  de: 'Ortszeit Sri Lanka',
  fr: 'heure du Sri Lanka',
};

/**
 * An instant as the resort's clock shows it, named: 'Sunday, December 6, 2026, 2:30 PM Sri Lanka
 * time' (en, as `resortTimeLabel`), 'воскресенье, 6 декабря 2026 г. в 14:30 по времени Шри-Ланки'.
 */
export function formatResortTime(language: Language, instant: Date | string): string {
  if (language === 'en') return resortTimeLabel(instant);
  const format = made(
    `time:${language}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone: RESORT_TIME_ZONE,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return `${format.format(new Date(instant))} ${RESORT_TIME_NAMES[language]}`;
}

/**
 * The resort's date at an instant: 'Sunday, December 6, 2026' (en), 'воскресенье, 6 декабря
 * 2026 г.' (a cancellation's day).
 */
export function formatResortDate(language: Language, instant: Date | string): string {
  const at = new Date(new Date(instant).getTime() + RESORT_UTC_OFFSET_MINUTES * 60_000);
  return formatDate(language, at, { weekday: 'long', month: 'long' });
}

/* ---------------------------------------------------------------------------------------------
 * Counts
 * ------------------------------------------------------------------------------------------- */

export type CountUnit = 'night' | 'day' | 'guest' | 'adult' | 'child' | 'infant';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Each unit's words by plural category (Intl.PluralRules): Russian 'one' (1, 21), 'few' (2-4,
 * 22-24), 'many' (5-20, 11-14), 'other' (fractions); French 'one' is 0 and 1.
 */
const UNITS: Record<Other, Record<CountUnit, Forms>> = {
  ru: {
    night: { one: 'ночь', few: 'ночи', many: 'ночей', other: 'ночи' },
    day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    guest: { one: 'гость', few: 'гостя', many: 'гостей', other: 'гостя' },
    adult: { one: 'взрослый', few: 'взрослых', many: 'взрослых', other: 'взрослого' },
    child: { one: 'ребёнок', few: 'ребёнка', many: 'детей', other: 'ребёнка' },
    infant: { one: 'младенец', few: 'младенца', many: 'младенцев', other: 'младенца' },
  },
  de: {
    night: { one: 'Nacht', other: 'Nächte' },
    day: { one: 'Tag', other: 'Tage' },
    guest: { one: 'Gast', other: 'Gäste' },
    adult: { one: 'Erwachsener', other: 'Erwachsene' },
    child: { one: 'Kind', other: 'Kinder' },
    infant: { one: 'Kleinkind', other: 'Kleinkinder' },
  },
  fr: {
    night: { one: 'nuit', other: 'nuits' },
    day: { one: 'jour', other: 'jours' },
    guest: { one: 'voyageur', other: 'voyageurs' },
    adult: { one: 'adulte', other: 'adultes' },
    child: { one: 'enfant', other: 'enfants' },
    infant: { one: 'bébé', other: 'bébés' },
  },
};

/** English plurals not made with an s. */
const ENGLISH_PLURALS: Partial<Record<CountUnit, string>> = { child: 'children' };

/** '1 night', '2 nights' (en, as `plural`); '21 ночь', '5 ночей'; '0 nuit'; '2 Nächte'. */
export function formatCount(language: Language, count: number, unit: CountUnit): string {
  if (language === 'en') return plural(count, unit, ENGLISH_PLURALS[unit]);
  const rule = made(`plural:${language}`, () => new Intl.PluralRules(language)).select(count);
  const forms = UNITS[language][unit];
  return `${formatNumber(language, count)} ${forms[rule] ?? forms.other}`;
}

export const formatNights = (language: Language, nights: number): string =>
  formatCount(language, nights, 'night');

export const formatGuestCount = (language: Language, guests: number): string =>
  formatCount(language, guests, 'guest');

/** ['2 adults', '1 child']: the party, naming only the kinds that come (as `partyParts`). */
export function formatPartyParts(language: Language, party: GuestCounts): string[] {
  const parts = [formatCount(language, party.adults, 'adult')];
  if (party.children > 0) parts.push(formatCount(language, party.children, 'child'));
  if (party.infants > 0) parts.push(formatCount(language, party.infants, 'infant'));
  return parts;
}

/** '2 adults · 1 child · 1 infant': a party on a screen. */
export const formatParty = (language: Language, party: GuestCounts): string =>
  formatPartyParts(language, party).join(' · ');
