/**
 * What the Turnovers room and Today show alike of a turnover task (issue 27 §3): its status, the
 * "Same day" mark, and its days in words. A task carries no guest's name, contact or money.
 */
import type { TurnoverStatus } from '#domain/turnovers.ts';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';

export const TURNOVER_STATUS_LABELS: Record<TurnoverStatus, string> = {
  open: 'Not started',
  started: 'Started',
  ready: 'Ready',
  problem: 'Problem',
  cancelled: 'Cancelled',
};

const TONES: Record<TurnoverStatus, string> = {
  open: 'bg-sand-100 text-teal-900',
  started: 'bg-gold-100 text-teal-900',
  ready: 'bg-teal-800 text-sand-50',
  problem: 'bg-danger text-white',
  cancelled: 'bg-sand-200 text-ink',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function TurnoverStatusBadge({ status }: { status: TurnoverStatus }) {
  return <span className={`${pill} ${TONES[status]}`}>{TURNOVER_STATUS_LABELS[status]}</span>;
}

/** A guest arrives the day another leaves: only the hours between to make the villa ready. */
export function SameDayBadge() {
  return <span className={`${pill} border border-danger text-danger`}>Same day</span>;
}

/** 'Sat, Nov 28': a turnover's days are this week's, so no year (the calendar's own day, UTC). */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

/**
 * The days in words: 'Out Sat, Nov 28 → in Mon, Nov 30 · 4 guests', 'Out Sat, Nov 28 → in the
 * same day · 4 guests', or 'Out Sat, Nov 28 → no arrival booked'.
 */
export function turnoverDays(task: TurnoverTask): string {
  const out = `Out ${day(task.departureOn)}`;
  if (!task.nextArrivalOn) return `${out} → no arrival booked`;
  const guests =
    task.nextArrivalGuests === null
      ? ''
      : ` · ${task.nextArrivalGuests} ${task.nextArrivalGuests === 1 ? 'guest' : 'guests'}`;
  const arrival =
    task.nextArrivalOn === task.departureOn ? 'the same day' : day(task.nextArrivalOn);
  return `${out} → in ${arrival}${guests}`;
}
