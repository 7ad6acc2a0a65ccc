import { addDays, compareDates, type IsoDate } from './dates.ts';
import { checkInRefusal, type PricingRules } from './pricing.ts';

/** A blocked period, both ends inclusive (spec §3). */
export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface DateSelection {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export interface CalendarRules {
  /** Days before this one are past and cannot be chosen (spec §5). */
  today: IsoDate;
  blocked: readonly DateRange[];
  /** The villa's changeover days and minimum stays (issue 15 §4); none: any day may start a stay. */
  stays?: PricingRules | undefined;
}

export function isDateBlocked(day: IsoDate, ranges: readonly DateRange[]): boolean {
  return ranges.some(
    (range) => compareDates(day, range.startDate) >= 0 && compareDates(day, range.endDate) <= 0,
  );
}

/**
 * Whether a day may start a stay: past and blocked days are disabled (spec §5), and days that are
 * not a changeover day of their season (they may still end a stay).
 */
export function isDayDisabled(day: IsoDate, opts: CalendarRules): boolean {
  return (
    compareDates(day, opts.today) < 0 ||
    isDateBlocked(day, opts.blocked) ||
    (opts.stays !== undefined && checkInRefusal(opts.stays, day) !== null)
  );
}

/**
 * A stay occupies the nights checkIn..checkOut-1 (DESIGN.md decision 8), so checking out on the
 * first day of a blocked range does not cross it.
 */
export function stayCrossesBlocked(
  checkIn: IsoDate,
  checkOut: IsoDate,
  ranges: readonly DateRange[],
): boolean {
  if (compareDates(checkOut, checkIn) <= 0) return false;
  const lastNight = addDays(checkOut, -1);
  return ranges.some(
    (range) =>
      compareDates(range.startDate, lastNight) <= 0 && compareDates(range.endDate, checkIn) >= 0,
  );
}

/**
 * Whether `day` may end a stay that starts on `checkIn`. The day itself may be blocked, since the
 * guest leaves before that night; a check-in already in the past allows no check-out.
 */
export function canCheckOutOn(checkIn: IsoDate, day: IsoDate, opts: CalendarRules): boolean {
  return (
    compareDates(day, checkIn) > 0 &&
    compareDates(checkIn, opts.today) >= 0 &&
    !stayCrossesBlocked(checkIn, day, opts.blocked)
  );
}

/**
 * The date-selection state machine of spec §4. Without `opts` it follows the spec to the letter;
 * with them, it never produces a range that a guest could not book.
 */
export function selectDate(
  selection: DateSelection,
  day: IsoDate,
  opts?: CalendarRules,
): DateSelection {
  const startOver = (): DateSelection =>
    opts && isDayDisabled(day, opts) ? selection : { checkIn: day, checkOut: null };

  const { checkIn } = selection;
  if (checkIn === null || selection.checkOut !== null) return startOver();
  if (compareDates(day, checkIn) <= 0) return startOver();
  if (opts && !canCheckOutOn(checkIn, day, opts)) return startOver();
  return { checkIn, checkOut: day };
}

/**
 * Sorted ranges with overlapping and adjacent ones joined, e.g. for a calendar's disabled days or
 * an availability answer. Ranges ending before they start block nothing and are dropped.
 */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = ranges
    .filter((range) => compareDates(range.endDate, range.startDate) >= 0)
    .map((range) => ({ startDate: range.startDate, endDate: range.endDate }))
    .sort((a, b) => compareDates(a.startDate, b.startDate));
  const merged: DateRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && compareDates(range.startDate, addDays(last.endDate, 1)) <= 0) {
      if (compareDates(range.endDate, last.endDate) > 0) last.endDate = range.endDate;
    } else {
      merged.push(range);
    }
  }
  return merged;
}
