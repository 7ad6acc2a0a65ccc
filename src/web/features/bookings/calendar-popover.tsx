import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import type { RefObject } from 'react';
import type { CalendarRules, DateSelection } from '../../../domain/calendar.ts';
import { nightsBetween } from '../../../domain/dates.ts';
import { formatNights, formatStayDate } from './calendar-dates.ts';
import { StayCalendar } from './stay-calendar.tsx';
import { useMediaQuery } from './use-media-query.ts';

function prompt(selection: DateSelection, minimumNights: number): string {
  if (selection.checkIn === null) return 'Select your check-in date';
  if (selection.checkOut === null) {
    return minimumNights > 1
      ? `Select your check-out date (${formatNights(minimumNights)} or more)`
      : 'Select your check-out date';
  }
  const nights = nightsBetween(selection.checkIn, selection.checkOut);
  return `${formatStayDate(selection.checkIn)} to ${formatStayDate(selection.checkOut)}, ${formatNights(nights)}`;
}

export interface CalendarPopoverProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The check-in and check-out buttons, which the popover sits under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Focus goes back here on close: the button the calendar was opened from. */
  onClosed: () => void;
  selection: DateSelection;
  onSelect: (next: DateSelection) => void;
  onClear: () => void;
  rules: CalendarRules;
  minimumNights: number;
}

/**
 * The calendar of DateRangeField in its popover: two months where they fit, one on phones. Its
 * own chunk (react-day-picker, date-fns, Radix popover), fetched when the guest reaches for a date.
 */
export function CalendarPopover({
  id,
  open,
  onOpenChange,
  anchorRef,
  onClosed,
  selection,
  onSelect,
  onClear,
  rules,
  minimumNights,
}: CalendarPopoverProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label="Choose your dates"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          // The calendar focuses the chosen day (or today) itself, for the arrow keys to start there.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="z-50 max-w-[calc(100vw-1.5rem)] rounded-3xl border border-sand-200 bg-white p-4 shadow-[0_24px_60px_-20px_rgba(11,56,54,0.35)] sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <p aria-live="polite" className="pt-2 text-sm font-medium text-ink">
              {prompt(selection, minimumNights)}
            </p>
            <Popover.Close
              aria-label="Close calendar"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Popover.Close>
          </div>
          <StayCalendar
            selection={selection}
            onSelect={onSelect}
            rules={rules}
            numberOfMonths={wide ? 2 : 1}
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-sand-200 pt-4">
            <button
              type="button"
              onClick={onClear}
              disabled={selection.checkIn === null}
              className="rounded-full px-3 py-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-40"
            >
              Clear dates
            </button>
            <span className="flex items-center gap-2 text-xs text-ink-soft">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              Struck-through days are taken
            </span>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
