/**
 * English labels of calendar dates, read in UTC: 'Fri, Aug 14, 2026', 'March 2025'. Written out
 * rather than made by `Intl.DateTimeFormat`: every label the site shows is US English, and the
 * first formatter a page makes costs a phone tens of milliseconds to load its locale's data, in
 * the middle of the page's start.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 0 is Sunday, as `Date.getUTCDay` counts. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface DateLabelStyle {
  /** 'Fri' or 'Friday' before the date; none when left out. */
  weekday?: 'short' | 'long';
  /** 'Aug' or 'August'. */
  month: 'short' | 'long';
  /** The day of the month ('Aug 14, 2026'); false for the month and year alone ('August 2026'). */
  day?: boolean;
}

const named = (name: string, style: 'short' | 'long') =>
  style === 'short' ? name.slice(0, 3) : name;

/** The label of `date`'s UTC calendar date, as en-US `Intl.DateTimeFormat` writes it. */
export function utcDateLabel(date: Date, { weekday, month, day = true }: DateLabelStyle): string {
  const monthName = named(MONTHS[date.getUTCMonth()] ?? '', month);
  const monthDay = day ? `${monthName} ${date.getUTCDate()},` : monthName;
  const label = `${monthDay} ${date.getUTCFullYear()}`;
  return weekday ? `${named(WEEKDAY_NAMES[date.getUTCDay()] ?? '', weekday)}, ${label}` : label;
}

const fromIso = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The days `first` to `last` (both included, 'YYYY-MM-DD'), the year written once when both share
 * it: 'December 15, 2026', 'December 15 to 17, 2026', 'December 30, 2026 to January 2, 2027'.
 */
export function datesLabel(first: string, last: string): string {
  const from = fromIso(first);
  const to = fromIso(last);
  if (first === last) return utcDateLabel(from, { month: 'long' });
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  const sameMonth = sameYear && from.getUTCMonth() === to.getUTCMonth();
  const start = sameYear
    ? `${MONTHS[from.getUTCMonth()] ?? ''} ${from.getUTCDate()}`
    : utcDateLabel(from, { month: 'long' });
  const end = sameMonth
    ? `${to.getUTCDate()}, ${to.getUTCFullYear()}`
    : utcDateLabel(to, { month: 'long' });
  return `${start} to ${end}`;
}

/**
 * The nights `first` to `last` (both included, 'YYYY-MM-DD') in words a guest reads at a glance:
 * 'the night of December 15, 2026', 'the nights of December 15 to 17, 2026',
 * 'the nights of December 30, 2026 to January 2, 2027'. The year is written once when both share it.
 */
export function nightsLabel(first: string, last: string): string {
  return first === last
    ? `the night of ${datesLabel(first, last)}`
    : `the nights of ${datesLabel(first, last)}`;
}
