import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { BOOKING_HORIZON_DAYS } from '#domain/booking-rules.ts';
import {
  canCheckOutOn,
  isDateBlocked,
  isDayDisabled,
  selectDate,
  type CalendarRules,
  type DateSelection,
} from '#domain/calendar.ts';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { checkInRefusal, type PricingRules } from '#domain/pricing.ts';
import { formatFullDate, isoFromLocalDate, localDateFromIso } from '#web/lib/calendar-dates.ts';
import { m } from '#web/i18n/messages.ts';
import { checkInDaysText } from './stay-words.ts';

/**
 * Whether clicking `day` changes anything. Exactly the days the domain's `selectDate` acts on:
 * free days from today on, and while a check-out is awaited, any day `canCheckOutOn` allows (the
 * first day of a following blocked range included, DESIGN.md decision 8).
 */
export function isSelectableDay(
  day: IsoDate,
  selection: DateSelection,
  rules: CalendarRules,
): boolean {
  const { checkIn, checkOut } = selection;
  if (checkIn !== null && checkOut === null && canCheckOutOn(checkIn, day, rules)) return true;
  return !isDayDisabled(day, rules);
}

/** What the calendar shows of one day under the rules, worked out once per day (`dayRulesOf`). */
export interface DayFacts {
  day: IsoDate;
  /** 'Friday, August 14, 2026': how the day is announced. */
  fullDate: string;
  blocked: boolean;
  /** No stay may start on it (past, blocked, or not a changeover day): the domain's isDayDisabled. */
  noStart: boolean;
  /** Why a free day from today on cannot start a stay (not a changeover day), or null. */
  noCheckIn: string | null;
}

/**
 * The domain's per-day rules for these calendar rules, each day worked out once and kept: the
 * calendar asks them for every day of both months on every render (its matchers and labels), and a
 * tap on a day renders it two or three times (focus, then the choice). Asking the domain afresh
 * each time was most of the time a guest waited on a tap (issue 25, decision 083). `checkOutOn`
 * keeps the domain's answer per check-in and day the same way.
 */
export function dayRulesOf(rules: CalendarRules) {
  const days = new Map<number, DayFacts>();
  const checkOuts = new Map<string, boolean>();
  const factsOf = (date: Date): DayFacts => {
    const key = date.getTime();
    let facts = days.get(key);
    if (!facts) {
      const day = isoFromLocalDate(date);
      const blocked = isDateBlocked(day, rules.blocked);
      const noStart = isDayDisabled(day, rules);
      facts = {
        day,
        fullDate: formatFullDate(day),
        blocked,
        noStart,
        noCheckIn:
          rules.stays && !blocked && day >= rules.today
            ? checkInRefusalText(rules.stays, day)
            : null,
      };
      days.set(key, facts);
    }
    return facts;
  };
  const checkOutOn = (checkIn: IsoDate, day: IsoDate): boolean => {
    const key = `${checkIn}/${day}`;
    let allowed = checkOuts.get(key);
    if (allowed === undefined) {
      allowed = canCheckOutOn(checkIn, day, rules);
      checkOuts.set(key, allowed);
    }
    return allowed;
  };
  return { factsOf, checkOutOn };
}

const navButton =
  'absolute top-0 inline-flex h-10 w-10 items-center justify-center rounded-full text-teal-900 transition-colors hover:bg-sand-200 aria-disabled:pointer-events-none aria-disabled:opacity-30';

const BLOCKED_CLASS_NAMES = { blocked: '[&>button]:line-through' };

const CALENDAR_COMPONENTS = {
  Chevron: ({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) =>
    orientation === 'left' ? (
      <ChevronLeft aria-hidden="true" className="h-5 w-5" />
    ) : (
      <ChevronRight aria-hidden="true" className="h-5 w-5" />
    ),
};

const CALENDAR_CLASS_NAMES = {
  root: 'text-ink',
  months: 'flex flex-col gap-8 sm:flex-row',
  month: 'relative',
  month_caption: 'flex h-10 items-center justify-center',
  caption_label: 'font-display text-xl text-teal-900',
  button_previous: `${navButton} left-0`,
  button_next: `${navButton} right-0`,
  month_grid: 'mt-3 border-collapse',
  weekday: 'h-9 w-10 text-[0.7rem] font-medium tracking-wider text-ink-soft uppercase',
  day: 'p-0 text-center',
  day_button:
    'mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors hover:bg-sand-200 disabled:cursor-not-allowed disabled:text-ink-soft/40 disabled:hover:bg-transparent',
  today: '[&>button]:font-semibold [&>button]:ring-1 [&>button]:ring-gold-500',
  selected:
    '[&>button]:bg-teal-800 [&>button]:font-medium [&>button]:text-sand-50 [&>button]:hover:bg-teal-900',
  range_start: 'bg-linear-to-r from-transparent from-50% to-sand-200 to-50%',
  range_end: 'bg-linear-to-l from-transparent from-50% to-sand-200 to-50%',
  range_middle:
    'bg-sand-200 [&>button]:bg-transparent! [&>button]:font-normal! [&>button]:text-teal-900! [&>button]:hover:bg-sand-300!',
  disabled: '',
  outside: 'invisible',
};

/**
 * A range calendar that looks like react-day-picker's range mode but whose every click goes
 * through the domain's date-selection state machine (spec §4), so it never shows a range a guest
 * could not book. Memoised, with props that change only with what it shows: the booking panel's
 * other changes (guests, the quote) do not draw its two months again, and a calendar that is
 * closing keeps the selection it showed (CalendarPopover).
 */
export const StayCalendar = memo(function StayCalendar({
  selection,
  onSelect,
  rules,
  numberOfMonths,
}: {
  selection: DateSelection;
  onSelect: (next: DateSelection) => void;
  rules: CalendarRules;
  numberOfMonths: 1 | 2;
}) {
  const { checkIn, checkOut } = selection;
  const { factsOf, checkOutOn } = useMemo(() => dayRulesOf(rules), [rules]);
  const bounds = useMemo(
    () => ({
      today: localDateFromIso(rules.today),
      start: localDateFromIso(rules.today),
      end: localDateFromIso(addDays(rules.today, BOOKING_HORIZON_DAYS)),
    }),
    [rules.today],
  );
  // The month it opens on; later selections do not move it (react-day-picker reads it once).
  const [month] = useState(() => localDateFromIso(checkIn ?? rules.today));

  const selected = useMemo(
    () => ({
      from: checkIn ? localDateFromIso(checkIn) : undefined,
      to: checkOut ? localDateFromIso(checkOut) : undefined,
    }),
    [checkIn, checkOut],
  );
  const awaitingCheckOut = checkIn !== null && checkOut === null ? checkIn : null;
  // isSelectableDay, from the kept facts: free days from today on, and while a check-out is
  // awaited, any day the domain lets the stay end on.
  const disabled = useCallback(
    (date: Date) => {
      const facts = factsOf(date);
      if (awaitingCheckOut !== null && checkOutOn(awaitingCheckOut, facts.day)) return false;
      return facts.noStart;
    },
    [factsOf, checkOutOn, awaitingCheckOut],
  );
  const modifiers = useMemo(() => ({ blocked: (date: Date) => factsOf(date).blocked }), [factsOf]);
  const labels = useMemo(
    () => ({
      labelDayButton: (date: Date, modifiers: Modifiers): string => {
        const facts = factsOf(date);
        const parts = [
          modifiers.today ? m.booking_day_today({ date: facts.fullDate }) : facts.fullDate,
        ];
        if (facts.day === checkIn) parts.push(m.booking_day_check_in());
        else if (facts.day === checkOut) parts.push(m.booking_day_check_out());
        else if (modifiers.selected) parts.push(m.booking_day_selected());
        if (modifiers.disabled) {
          parts.push(
            facts.noCheckIn
              ? m.booking_day_no_check_in({ reason: facts.noCheckIn })
              : m.booking_day_unavailable(),
          );
        }
        return parts.join(', ');
      },
      labelPrevious: () => m.booking_previous_month(),
      labelNext: () => m.booking_next_month(),
    }),
    [factsOf, checkIn, checkOut],
  );
  const onDaySelect = useCallback(
    (_range: unknown, date: Date) => onSelect(selectDate(selection, isoFromLocalDate(date), rules)),
    [onSelect, selection, rules],
  );

  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={onDaySelect}
      disabled={disabled}
      modifiers={modifiers}
      modifiersClassNames={BLOCKED_CLASS_NAMES}
      today={bounds.today}
      defaultMonth={month}
      startMonth={bounds.start}
      endMonth={bounds.end}
      numberOfMonths={numberOfMonths}
      navLayout="around"
      autoFocus
      labels={labels}
      components={CALENDAR_COMPONENTS}
      classNames={CALENDAR_CLASS_NAMES}
    />
  );
});

/** Why no stay may start on `day`, in the page's words, or null. */
function checkInRefusalText(stays: PricingRules, day: IsoDate): string | null {
  const refusal = checkInRefusal(stays, day);
  return refusal ? checkInDaysText(refusal) : null;
}
