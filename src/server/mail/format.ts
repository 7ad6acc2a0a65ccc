/**
 * Words for e-mails: dates as people write them, times in the resort's zone with the zone named,
 * and header text that cannot start a new header line (counts, the clock and parties:
 * #domain/plural.ts, clock-label.ts and guests.ts, which the screens share).
 */
import { utcDateLabel } from '#domain/date-labels.ts';
import { RESORT_UTC_OFFSET_MINUTES } from '#domain/dates.ts';
import { clockLabel } from '#domain/clock-label.ts';

/** What guests call the resort's time zone (Asia/Colombo, UTC+5:30 all year). */
export const RESORT_ZONE_NAME = 'Sri Lanka time';

/** 'Friday, December 18, 2026' for the calendar date '2026-12-18'. */
export function dateLabel(isoDate: string): string {
  return utcDateLabel(new Date(`${isoDate}T00:00:00Z`), { weekday: 'long', month: 'long' });
}

/** '7:30 AM' for the time of day '07:30' (a guest's pickup time, in Sri Lanka). */
export function timeOfDayLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return clockLabel(hours, minutes);
}

/** 'Wednesday, November 25, 2026 at 3:45 PM Sri Lanka time' for an instant. */
export function resortMomentLabel(moment: Date | string): string {
  const local = new Date(new Date(moment).getTime() + RESORT_UTC_OFFSET_MINUTES * 60_000);
  const date = utcDateLabel(local, { weekday: 'long', month: 'long' });
  return `${date} at ${clockLabel(local.getUTCHours(), local.getUTCMinutes())} ${RESORT_ZONE_NAME}`;
}

/**
 * Guest text made safe for a header (Subject, a Reply-To name): line breaks and other control
 * characters become spaces, so no text can end the header and start another.
 */
export function headerText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}
