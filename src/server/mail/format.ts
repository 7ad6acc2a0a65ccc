/**
 * Words for e-mails: dates as people write them, times in the resort's zone with the zone named,
 * counts in the right number, and header text that cannot start a new header line.
 */
import { utcDateLabel } from '#domain/date-labels.ts';
import { RESORT_UTC_OFFSET_MINUTES } from '#domain/dates.ts';

/** What guests call the resort's time zone (Asia/Colombo, UTC+5:30 all year). */
export const RESORT_ZONE_NAME = 'Sri Lanka time';

/** 'Friday, December 18, 2026' for the calendar date '2026-12-18'. */
export function dateLabel(isoDate: string): string {
  return utcDateLabel(new Date(`${isoDate}T00:00:00Z`), { weekday: 'long', month: 'long' });
}

/** '3:05 PM' for the hours and minutes of a clock. */
function clockLabel(hours: number, minutes: number): string {
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
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

/** '1 adult', '2 adults': `many` is the plural. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** '2 adults, 1 child and 1 infant': the party, naming only the kinds that come. */
export function partyLabel(p: { adults: number; children: number; infants: number }): string {
  const parts = [counted(p.adults, 'adult', 'adults')];
  if (p.children > 0) parts.push(counted(p.children, 'child', 'children'));
  if (p.infants > 0) parts.push(counted(p.infants, 'infant', 'infants'));
  const last = parts.pop();
  return parts.length === 0 ? `${last}` : `${parts.join(', ')} and ${last}`;
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
