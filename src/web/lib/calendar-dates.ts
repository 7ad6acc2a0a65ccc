/**
 * Between the calendar widget, which speaks local `Date`s, and the domain, which speaks calendar
 * dates ('YYYY-MM-DD') with no time zone. Local midnight on both sides, so a day never shifts.
 */
import type { IsoDate } from '#domain/dates.ts';
import { utcDateLabel } from '#domain/date-labels.ts';
import type { GuestCounts } from '#domain/guests.ts';
import { partyParts } from '#domain/party.ts';
import { plural } from '#domain/plural.ts';

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

const utc = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);

/** 'Fri, Aug 14, 2026': the dates of a stay in summaries. */
export const formatStayDate = (iso: IsoDate): string =>
  utcDateLabel(utc(iso), { weekday: 'short', month: 'short' });

/** 'Aug 14, 2026': where space is short, as in the panel's date buttons. */
export const formatCompactDate = (iso: IsoDate): string =>
  utcDateLabel(utc(iso), { month: 'short' });

/** 'Friday, August 14, 2026': how a day of the calendar is announced. */
export const formatFullDate = (iso: IsoDate): string =>
  utcDateLabel(utc(iso), { weekday: 'long', month: 'long' });

export const formatNights = (nights: number): string => plural(nights, 'night');

export const formatDays = (days: number): string => plural(days, 'day');

/** '2 adults · 1 child · 1 infant' on a screen (an e-mail writes a sentence); infants only when there are some. */
export const formatGuests = (g: GuestCounts): string => partyParts(g).join(' · ');
