import { plural } from '#domain/plural.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Up to two days reads better in hours ("30 hours ago") than as "1 day ago". */
const HOURS_BEFORE_DAYS = 48;

const count = (n: number, unit: string) => `${plural(n, unit)} ago`;

/**
 * How long ago `iso` was, for a feed's last read: 'just now', '12 minutes ago', '3 hours ago',
 * '4 days ago'. A time a little ahead of this device's clock is 'just now' too.
 */
export function timeAgo(iso: string, now: Date): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (ms < MINUTE_MS) return 'just now';
  if (ms < HOUR_MS) return count(Math.floor(ms / MINUTE_MS), 'minute');
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < HOURS_BEFORE_DAYS) return count(hours, 'hour');
  return count(Math.floor(hours / 24), 'day');
}
