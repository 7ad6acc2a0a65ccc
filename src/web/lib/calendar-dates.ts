/**
 * Between the calendar widget, which speaks local `Date`s, and the domain, which speaks calendar
 * dates ('YYYY-MM-DD') with no time zone. Local midnight on both sides, so a day never shifts.
 */
import type { IsoDate } from '#domain/dates.ts';
import type { GuestCounts } from '#domain/guests.ts';
import { utcDateLabel, type DateLabelStyle } from '#domain/date-labels.ts';
import { formatDate } from '#domain/locale-format.ts';
import { plural } from '#domain/plural.ts';
import { getLocale, m } from '#web/i18n/messages.ts';

/**
 * An English browser build (the English site's, the console's) fixes its language when it is built
 * (decision 129): it writes dates and counts with the domain's English helpers alone, and the other
 * languages' formats and messages are dead code there. Undefined on the server and in tests.
 */
const ENGLISH_BUILD =
  (globalThis as { __PARAGLIDE_STATIC_LOCALE__?: string }).__PARAGLIDE_STATIC_LOCALE__ === 'en';

const dateIn = (iso: IsoDate, style: DateLabelStyle): string =>
  ENGLISH_BUILD
    ? utcDateLabel(new Date(`${iso}T00:00:00Z`), style)
    : formatDate(getLocale(), iso, style);

const pad = (n: number) => String(n).padStart(2, '0');

export function isoFromLocalDate(date: Date): IsoDate {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function localDateFromIso(iso: IsoDate): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** "Today" in the calendar is the visitor's own date (DESIGN.md decision 10). */
export function visitorToday(now: Date = new Date()): IsoDate {
  return isoFromLocalDate(now);
}

/*
 * The labels below are in the page's language (`getLocale()`, read when called: on the server
 * the language is the request's), through the domain's locale-format.ts; English as ever.
 */

/** 'Fri, Aug 14, 2026': the dates of a stay in summaries. */
export const formatStayDate = (iso: IsoDate): string =>
  dateIn(iso, { weekday: 'short', month: 'short' });

/** 'Aug 14, 2026': where space is short, as in the panel's date buttons. */
export const formatCompactDate = (iso: IsoDate): string => dateIn(iso, { month: 'short' });

/** 'Friday, August 14, 2026': how a day of the calendar is announced. */
export const formatFullDate = (iso: IsoDate): string =>
  dateIn(iso, { weekday: 'long', month: 'long' });

/*
 * Counts are the page's messages (count_*), not the domain's words for every language: the
 * browser gets its own language's alone (decision 129). The server's e-mails use the domain's.
 */
export const formatNights = (nights: number): string =>
  ENGLISH_BUILD ? plural(nights, 'night') : m.count_nights({ count: nights });

export const formatDays = (days: number): string =>
  ENGLISH_BUILD ? plural(days, 'day') : m.count_days({ count: days });

/** '2 adults · 1 child · 1 infant' on a screen (an e-mail writes a sentence); infants only when there are some. */
export function formatGuests(g: GuestCounts): string {
  const parts = [ENGLISH_BUILD ? plural(g.adults, 'adult') : m.count_adults({ count: g.adults })];
  if (g.children > 0) {
    parts.push(
      ENGLISH_BUILD
        ? plural(g.children, 'child', 'children')
        : m.count_children({ count: g.children }),
    );
  }
  if (g.infants > 0) {
    parts.push(ENGLISH_BUILD ? plural(g.infants, 'infant') : m.count_infants({ count: g.infants }));
  }
  return parts.join(' · ');
}
