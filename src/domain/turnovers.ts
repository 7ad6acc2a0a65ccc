/**
 * The villa made ready between stays (issue 27 §3, decision 093): when a turnover task is due,
 * whether it is "same day", which status moves a person may make, how a task follows its stay when
 * the stay moves or is cancelled, and which tasks the housekeeping lists show, in Sri Lanka time.
 */
import { addDays, compareDates, resortInstant, type IsoDate } from './dates.ts';

/** open: nobody has begun; started; ready for the next guest; problem (with a note); cancelled. */
export const TURNOVER_STATUSES = ['open', 'started', 'ready', 'problem', 'cancelled'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/**
 * The moves a person may make. `cancelled` is the stay's, never a tap: a task leaves it only when
 * its stay is confirmed or imported again (`taskFollowingStay`). Ready can be reopened (started)
 * or found to have a problem after all; a problem is fixed by starting again or marking it ready.
 */
const MOVES: Readonly<Record<TurnoverStatus, readonly TurnoverStatus[]>> = {
  open: ['started', 'ready', 'problem'],
  started: ['open', 'ready', 'problem'],
  ready: ['started', 'problem'],
  problem: ['started', 'ready'],
  cancelled: [],
};

/** Whether a person may move a task from `from` to `to`; staying put (a note, a tick) always may. */
export function canMoveTurnover(from: TurnoverStatus, to: TurnoverStatus): boolean {
  if (from === 'cancelled') return false;
  return from === to || MOVES[from].includes(to);
}

/** Why a move is refused, in the words the console shows; null when it is allowed. */
export function turnoverMoveRefusal(from: TurnoverStatus, to: TurnoverStatus): string | null {
  if (from === 'cancelled') {
    return 'This turnover was cancelled with its stay, so it cannot be changed.';
  }
  if (canMoveTurnover(from, to)) return null;
  return `A turnover that is ${from} cannot be marked ${to}.`;
}

/** A blocked range imported from a feed holds its nights, both ends included: the guest leaves the day after. */
export const departureOfBlock = (lastNight: IsoDate): IsoDate => addDays(lastNight, 1);

/**
 * The villa's next check-in on or after `departureOn` among `arrivals` (its stays' first days),
 * or null when none is booked yet: the turnover is due by then.
 */
export function nextArrivalOf(departureOn: IsoDate, arrivals: readonly IsoDate[]): IsoDate | null {
  let next: IsoDate | null = null;
  for (const day of arrivals) {
    if (compareDates(day, departureOn) < 0) continue;
    if (next === null || compareDates(day, next) < 0) next = day;
  }
  return next;
}

/** When a task is due: from the check-out day until the next check-in (open-ended when none). */
export interface TurnoverWindow {
  from: IsoDate;
  /** The day the next guest arrives; null when no one is booked yet. */
  until: IsoDate | null;
  /** A guest arrives the day another leaves: the turnover has the hours between check-out and check-in. */
  sameDay: boolean;
}

export function turnoverWindow(
  departureOn: IsoDate,
  nextArrivalOn: IsoDate | null,
): TurnoverWindow {
  return {
    from: departureOn,
    until: nextArrivalOn,
    sameDay: nextArrivalOn !== null && nextArrivalOn === departureOn,
  };
}

/** What the task of a stay holds that a move or a cancel changes. */
export interface TurnoverState {
  departureOn: IsoDate;
  status: TurnoverStatus;
  checked: readonly string[];
  note: string | null;
  startedAt: Date | null;
  readyAt: Date | null;
}

/** A stay as its turnover sees it: its check-out day, and whether it still happens. */
export interface StayForTurnover {
  departureOn: IsoDate;
  /** A confirmed booking, or an imported block still in its feed. */
  active: boolean;
}

const freshTask = (departureOn: IsoDate): TurnoverState => ({
  departureOn,
  status: 'open',
  checked: [],
  note: null,
  startedAt: null,
  readyAt: null,
});

/**
 * The task after its stay changed: made when the stay holds its dates and has none; moved (and
 * begun again, since the work done was for another day) when the check-out day changed or the
 * task had been cancelled; cancelled when the stay no longer happens; left alone otherwise, so
 * a stay changed in its party or transfers keeps housekeeping's ticks. Null: no task, none to make.
 */
export function taskFollowingStay(
  task: TurnoverState | null,
  stay: StayForTurnover,
): TurnoverState | null {
  if (!stay.active) {
    if (task === null) return null;
    return task.status === 'cancelled' ? task : { ...task, status: 'cancelled' };
  }
  if (task === null || task.status === 'cancelled' || task.departureOn !== stay.departureOn) {
    return freshTask(stay.departureOn);
  }
  return task;
}

/** The housekeeping lists: today, tomorrow, and the week from today. */
export type TurnoverRangeName = 'today' | 'tomorrow' | 'week';

/** The days of a list, both ends included, from the resort's `today`. */
export function turnoverRangeDays(
  range: TurnoverRangeName,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'week':
      return { from: today, to: addDays(today, 6) };
  }
}

/** Work still to do: begun or not, or a problem waiting. */
export const isOutstanding = (status: TurnoverStatus) =>
  status === 'open' || status === 'started' || status === 'problem';

/**
 * Whether a task belongs in the list of `days`: its departure falls in them; or, for a list that
 * starts today, it is left over from an earlier departure and still not done while its next guest
 * has yet to arrive (an open task of yesterday is today's work). Cancelled tasks never show.
 */
export function showsInRange(
  task: { departureOn: IsoDate; status: TurnoverStatus; nextArrivalOn: IsoDate | null },
  days: { from: IsoDate; to: IsoDate },
  today: IsoDate,
): boolean {
  if (task.status === 'cancelled') return false;
  const departs = compareDates(task.departureOn, days.from) >= 0;
  if (departs) return compareDates(task.departureOn, days.to) <= 0;
  if (days.from !== today || !isOutstanding(task.status)) return false;
  return task.nextArrivalOn === null || compareDates(task.nextArrivalOn, today) >= 0;
}

/** The evening before an arrival, in the resort's time: by then the villa should be ready. */
export const READY_BY_HOUR = 18;

/**
 * Whether Today warns about an arrival on `arrivalOn` whose villa's turnover has `status`: the
 * villa is not ready and the evening before the arrival has come (arrivals today and tomorrow
 * only; a problem is told apart, always).
 */
export function arrivalNotReady(
  arrivalOn: IsoDate,
  status: TurnoverStatus,
  today: IsoDate,
  now: Date,
): boolean {
  if (status === 'ready' || status === 'cancelled') return false;
  if (compareDates(arrivalOn, today) < 0 || compareDates(arrivalOn, addDays(today, 1)) > 0) {
    return false;
  }
  return now.getTime() >= resortInstant(addDays(arrivalOn, -1), READY_BY_HOUR).getTime();
}

/** The list's order: by departure, a same-day turnover first (its hours are few), then by villa. */
export function compareTurnovers(
  a: { departureOn: IsoDate; sameDay: boolean; villaName: string },
  b: typeof a,
): number {
  return (
    compareDates(a.departureOn, b.departureOn) ||
    Number(b.sameDay) - Number(a.sameDay) ||
    a.villaName.localeCompare(b.villaName)
  );
}
