import { ChevronLeft, ChevronRight } from 'lucide-react';
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
import { checkInRefusal } from '#domain/pricing.ts';
import { formatFullDate, isoFromLocalDate, localDateFromIso } from '#web/lib/calendar-dates.ts';

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

const navButton =
  'absolute top-0 inline-flex h-10 w-10 items-center justify-center rounded-full text-teal-900 transition-colors hover:bg-sand-200 aria-disabled:pointer-events-none aria-disabled:opacity-30';

/**
 * A range calendar that looks like react-day-picker's range mode but whose every click goes
 * through the domain's date-selection state machine (spec §4), so it never shows a range a guest
 * could not book.
 */
export function StayCalendar({
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
  const month = localDateFromIso(checkIn ?? rules.today);

  /** Why a free day cannot start a stay (not a changeover day), or null. */
  const noCheckIn = (day: IsoDate) =>
    rules.stays && !isDateBlocked(day, rules.blocked) && day >= rules.today
      ? (checkInRefusal(rules.stays, day)?.message ?? null)
      : null;

  const label = (date: Date, modifiers: Modifiers): string => {
    const day = isoFromLocalDate(date);
    let text = formatFullDate(day);
    if (modifiers.today) text = `Today, ${text}`;
    if (day === checkIn) text += ', check-in';
    else if (day === checkOut) text += ', check-out';
    else if (modifiers.selected) text += ', selected';
    if (modifiers.disabled) {
      const refusal = noCheckIn(day);
      text += refusal ? `, no check-in: ${refusal}` : ', unavailable';
    }
    return text;
  };

  return (
    <DayPicker
      mode="range"
      selected={{
        from: checkIn ? localDateFromIso(checkIn) : undefined,
        to: checkOut ? localDateFromIso(checkOut) : undefined,
      }}
      onSelect={(_range, date) => onSelect(selectDate(selection, isoFromLocalDate(date), rules))}
      disabled={(date) => !isSelectableDay(isoFromLocalDate(date), selection, rules)}
      modifiers={{ blocked: (date) => isDateBlocked(isoFromLocalDate(date), rules.blocked) }}
      modifiersClassNames={{ blocked: '[&>button]:line-through' }}
      today={localDateFromIso(rules.today)}
      defaultMonth={month}
      startMonth={localDateFromIso(rules.today)}
      endMonth={localDateFromIso(addDays(rules.today, BOOKING_HORIZON_DAYS))}
      numberOfMonths={numberOfMonths}
      navLayout="around"
      autoFocus
      labels={{ labelDayButton: label }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          ) : (
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          ),
      }}
      classNames={{
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
      }}
    />
  );
}
