/**
 * The time left on a request's hold (24 hours from the request, DESIGN.md decision 7), as the team
 * reads it at a glance: '19 h left', '35 min left', 'Hold ran out'.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const HOLD_RAN_OUT = 'Hold ran out';

export function holdLeftLabel(expiresAt: string, now: Date): string {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (!(left > 0)) return HOLD_RAN_OUT;
  // Whole hours down to the last one, then minutes: the last hour is when the team must act.
  if (left >= HOUR_MS) return `${Math.floor(left / HOUR_MS)} h left`;
  return `${Math.max(1, Math.floor(left / MINUTE_MS))} min left`;
}

/** Under four hours left: shown in the danger colour (the reminder is sent at 20 hours). */
export const holdIsShort = (expiresAt: string, now: Date): boolean =>
  new Date(expiresAt).getTime() - now.getTime() < 4 * HOUR_MS;
