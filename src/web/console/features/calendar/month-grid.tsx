/**
 * One month of a villa's calendar as a grid of days: the nights held by a confirmed or a pending
 * booking, the days closed by a staff block, and the range being chosen for a new block. Built on
 * react-day-picker (the site's calendar), which makes the grid keyboard-navigable: arrows move a
 * day or a week, Home and End to the week's ends, Page Up and Page Down a month; Enter or Space
 * chooses the focused day. Every day's name says what holds it, for a screen reader and a test.
 */
import { DayPicker, type Modifiers } from 'react-day-picker';
import { compareDates, type IsoDate } from '#domain/dates.ts';
import type { CalendarBooking, StaffBlock } from '#domain/schemas/villa-calendar.ts';
import { formatFullDate, isoFromLocalDate, localDateFromIso } from '#web/lib/calendar-dates.ts';

/** A range being chosen: its first day, then its last (null until tapped). */
export interface RangeChoice {
  start: IsoDate | null;
  end: IsoDate | null;
}

export const NO_CHOICE: RangeChoice = { start: null, end: null };

/**
 * A tap (or Enter) on `day`: the first starts a range, the second ends it (before the first, the
 * two swap), a third starts a new one.
 */
export function chooseDay(choice: RangeChoice, day: IsoDate): RangeChoice {
  if (choice.start === null || choice.end !== null) return { start: day, end: null };
  return compareDates(day, choice.start) < 0
    ? { start: day, end: choice.start }
    : { start: choice.start, end: day };
}

const within = (day: IsoDate, first: IsoDate, last: IsoDate) =>
  compareDates(day, first) >= 0 && compareDates(day, last) <= 0;

/** A stay takes the nights checkIn .. checkOut - 1: the check-out day is free (DESIGN.md 8). */
export const stayTakes = (stay: CalendarBooking, day: IsoDate) =>
  compareDates(day, stay.checkInDate) >= 0 && compareDates(day, stay.checkOutDate) < 0;

export const blockTakes = (block: StaffBlock, day: IsoDate) =>
  within(day, block.startDate, block.endDate);

/** What a day's name says of it: 'Tuesday, March 3, 2027, confirmed: VB-1234, Jane Doe'. */
export function dayLabel(
  day: IsoDate,
  {
    bookings,
    blocks,
    choice,
  }: { bookings: CalendarBooking[]; blocks: StaffBlock[]; choice: RangeChoice },
  today: IsoDate,
): string {
  const parts = [day === today ? `Today, ${formatFullDate(day)}` : formatFullDate(day)];
  for (const stay of bookings.filter((s) => s.holdsDates && stayTakes(s, day))) {
    parts.push(
      `${stay.status === 'CONFIRMED' ? 'confirmed' : 'pending'}: ${stay.reference}, ${stay.guestName}`,
    );
  }
  for (const block of blocks.filter((b) => blockTakes(b, day))) {
    parts.push(
      block.feed ? `blocked on ${block.feed.label}: ${block.reason}` : `blocked: ${block.reason}`,
    );
  }
  if (day === choice.start) parts.push('first day chosen');
  else if (day === choice.end) parts.push('last day chosen');
  else if (choice.start && choice.end && within(day, choice.start, choice.end)) {
    parts.push('chosen');
  }
  return parts.join(', ');
}

/**
 * A day closed by a block: hatched, as a closed day is drawn on a plan. Not struck through: that
 * reads as cancelled, and a block is in force (issue 23 §3.3). The legend shows the same swatch.
 */
export const blockedLook =
  'bg-sand-200 bg-[image:repeating-linear-gradient(135deg,var(--color-sand-300)_0_3px,transparent_3px_9px)]';

const cell =
  'h-11 p-0 text-center text-sm tabular-nums sm:h-12 [&>button]:h-full [&>button]:w-full [&>button]:rounded-none';

export function MonthGrid({
  month,
  today,
  bookings,
  blocks,
  choice,
  onChoose,
  onMonthChange,
}: {
  /** The month's first day. */
  month: IsoDate;
  today: IsoDate;
  bookings: CalendarBooking[];
  blocks: StaffBlock[];
  choice: RangeChoice;
  /** Days can be chosen (owner, manager); without it the grid is read only. */
  onChoose?: ((day: IsoDate) => void) | undefined;
  /** The keyboard's Page Up and Page Down, and arrows past the month's edge. */
  onMonthChange: (firstDay: IsoDate) => void;
}) {
  const holding = bookings.filter((s) => s.holdsDates);
  const is = (test: (day: IsoDate) => boolean) => (date: Date) => test(isoFromLocalDate(date));
  const label = (date: Date, _modifiers?: Modifiers) =>
    dayLabel(isoFromLocalDate(date), { bookings, blocks, choice }, today);
  const { start, end } = choice;

  return (
    <DayPicker
      month={localDateFromIso(month)}
      onMonthChange={(date) => onMonthChange(isoFromLocalDate(date))}
      hideNavigation
      weekStartsOn={1}
      fixedWeeks={false}
      showOutsideDays={false}
      today={localDateFromIso(today)}
      {...(onChoose ? { onDayClick: (date: Date) => onChoose(isoFromLocalDate(date)) } : {})}
      modifiers={{
        confirmed: is((day) => holding.some((s) => s.status === 'CONFIRMED' && stayTakes(s, day))),
        pending: is((day) => holding.some((s) => s.status === 'PENDING' && stayTakes(s, day))),
        blocked: is((day) => blocks.some((b) => blockTakes(b, day))),
        chosen: is((day) => (start ? (end ? within(day, start, end) : day === start) : false)),
      }}
      modifiersClassNames={{
        confirmed: 'bg-teal-800 text-sand-50',
        pending:
          'bg-gold-100 text-ink underline decoration-gold-600 decoration-2 underline-offset-4',
        blocked: `${blockedLook} text-ink`,
        // A blocked day being chosen again (a new block beside it) shows the choice, not the hatch.
        chosen:
          'bg-gold-400! bg-none! text-teal-900! font-semibold ring-2 ring-inset ring-teal-800',
      }}
      labels={{ labelDayButton: label, labelGridcell: label }}
      classNames={{
        root: 'text-ink',
        months: 'w-full',
        month: 'w-full',
        month_caption: 'sr-only',
        month_grid: 'w-full table-fixed border-collapse',
        weekday: 'h-9 text-[0.7rem] font-medium tracking-wider text-ink-soft uppercase',
        week: 'border-t border-sand-200',
        day: cell,
        day_button:
          'flex items-center justify-center transition-colors hover:bg-sand-200/70 focus-visible:relative focus-visible:z-10',
        today: 'font-bold [&>button]:ring-1 [&>button]:ring-inset [&>button]:ring-gold-600',
        disabled: '',
        outside: 'invisible',
      }}
    />
  );
}
