/**
 * What the Turnovers room and Today show alike of a turnover task (issue 27 §3): its status, the
 * "Same day" mark, and its days in words. A task carries no guest's name, contact or money.
 */
import type { TurnoverStatus } from '#domain/turnovers.ts';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';

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

/** 'Out Fri, Nov 27, 2026 → in Sat, Nov 28, 2026 · 4 guests', or '→ no arrival booked'. */
export function turnoverDays(task: TurnoverTask): string {
  const out = `Out ${formatStayDate(task.departureOn)}`;
  if (!task.nextArrivalOn) return `${out} → no arrival booked`;
  const guests =
    task.nextArrivalGuests === null
      ? ''
      : ` · ${task.nextArrivalGuests} ${task.nextArrivalGuests === 1 ? 'guest' : 'guests'}`;
  return `${out} → in ${formatStayDate(task.nextArrivalOn)}${guests}`;
}
