/**
 * An instant as the resort's clock shows it, for guests in any time zone. A module of its own: only
 * the booking's page needs it, and the date labels are in every page's first load.
 */
import { utcDateLabel } from './date-labels.ts';
import { RESORT_UTC_OFFSET_MINUTES } from './dates.ts';
import { clockLabel } from './clock-label.ts';

/** What the resort's clock is called where a time is written for guests abroad. */
export const RESORT_TIME_NAME = 'Sri Lanka time';

/**
 * An instant as the resort's clock shows it, named: 'Sunday, December 6, 2026, 2:30 PM Sri Lanka
 * time' (a hold's end, written for a guest in any time zone).
 */
export function resortTimeLabel(
  instant: Date | string,
  offsetMinutes = RESORT_UTC_OFFSET_MINUTES,
): string {
  const at = new Date(new Date(instant).getTime() + offsetMinutes * 60_000);
  const clock = clockLabel(at.getUTCHours(), at.getUTCMinutes());
  return `${utcDateLabel(at, { weekday: 'long', month: 'long' })}, ${clock} ${RESORT_TIME_NAME}`;
}
