/**
 * The words of counts, weekdays and the resort's time in each language, for the server's e-mails
 * and receipts (issue 39). Kept apart from locale-format.ts (money, numbers, dates through `Intl`)
 * so that no page's browser code carries them: the pages write these with their own messages
 * (src/web/lib/calendar-dates.ts), one language per build (decision 129).
 */
import { WEEKDAY_NAMES } from './date-labels.ts';
import type { GuestCounts } from './guests.ts';
import type { Language } from './languages.ts';
import { formatNumber, made } from './locale-format.ts';
import { formatResortClock } from './locale-times.ts';
import { plural } from './plural.ts';
import { RESORT_TIME_NAME, resortTimeLabel } from './resort-time-label.ts';

type Other = Exclude<Language, 'en'>;

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
  return `${formatResortClock(language, instant)} ${RESORT_TIME_NAMES[language]}`;
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
