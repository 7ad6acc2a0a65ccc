import { utcDateLabel } from './date-labels.ts';
import { MS_PER_DAY } from './dates.ts';
import { plural } from './plural.ts';

const DAYS_PER_WEEK = 7;
/** Months of the label are 30-day blocks, and a year 365 days (spec §9 thresholds). */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

function toDate(date: Date | string): Date {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`'${String(date)}' is not a date.`);
  return value;
}

function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

function ago(count: number, unit: string): string {
  return `${plural(count, unit)} ago`;
}

/**
 * 'Today', 'Yesterday', 'N days ago', weeks, months, then a full date (spec §9). Days are counted
 * between UTC calendar dates, so 'Yesterday' means the previous date, not 24 hours, and the label
 * agrees with the full date, which is also shown in UTC. A date after `now` gets the full date.
 */
export function relativeDateLabel(date: Date | string, now: Date): string {
  const then = toDate(date);
  const days = utcDayNumber(toDate(now)) - utcDayNumber(then);
  if (days < 0 || days >= DAYS_PER_YEAR) return utcDateLabel(then, { month: 'long' });
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < DAYS_PER_WEEK) return ago(days, 'day');
  if (days < DAYS_PER_MONTH) return ago(Math.floor(days / DAYS_PER_WEEK), 'week');
  return ago(Math.floor(days / DAYS_PER_MONTH), 'month');
}

/** 'March 2025', as on a testimonial card (spec §2). */
export function monthYearLabel(date: Date | string): string {
  return utcDateLabel(toDate(date), { month: 'long', day: false });
}
