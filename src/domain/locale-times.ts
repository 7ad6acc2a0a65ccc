/**
 * A season's day and the resort's clock in a guest's language, through `Intl` as locale-format.ts
 * (no words of any language). A module apart from locale-format.ts, which every page's first load
 * carries: only the booking pages and the e-mails need these (issue 39 §4's 100 KiB villa page).
 */
import { MONTHS } from './date-labels.ts';
import { RESORT_UTC_OFFSET_MINUTES } from './dates.ts';
import type { Language } from './languages.ts';
import { calendarDate, formatDate, made, RESORT_TIME_ZONE } from './locale-format.ts';
import { RESORT_TIME_NAME, resortTimeLabel } from './resort-time-label.ts';

/** 'December 20' (en, a season's day in the stay rules), '20 декабря', '20. Dezember', '20 décembre'. */
export function formatDayMonth(language: Language, iso: string): string {
  const at = calendarDate(iso);
  if (language === 'en') return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}`;
  return made(
    `day-month:${language}`,
    () => new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'long' }),
  ).format(at);
}

/**
 * An instant as the resort's clock shows it, without naming the clock: 'Sunday, December 6,
 * 2026, 2:30 PM' (en, as `resortTimeLabel` before 'Sri Lanka time'), 'воскресенье, 6 декабря
 * 2026 г. в 14:30'. A page adds the clock's name in its own words.
 */
export function formatResortClock(language: Language, instant: Date | string): string {
  if (language === 'en') return resortTimeLabel(instant).replace(` ${RESORT_TIME_NAME}`, '');
  return made(
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
  ).format(new Date(instant));
}

/**
 * The resort's date at an instant: 'Sunday, December 6, 2026' (en), 'воскресенье, 6 декабря
 * 2026 г.' (a cancellation's day).
 */
export function formatResortDate(language: Language, instant: Date | string): string {
  const at = new Date(new Date(instant).getTime() + RESORT_UTC_OFFSET_MINUTES * 60_000);
  return formatDate(language, at, { weekday: 'long', month: 'long' });
}
