import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CalendarRules, DateSelection } from '../../../domain/calendar.ts';
import { nightsBetween } from '../../../domain/dates.ts';
import {
  formatCompactDate,
  formatFullDate,
  formatNights,
  formatStayDate,
} from './calendar-dates.ts';
import { StayCalendar } from './stay-calendar.tsx';
import { useMediaQuery } from './use-media-query.ts';

type Edge = 'checkIn' | 'checkOut';

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

/**
 * Check-in and check-out as two buttons that open one calendar in a popover: two months where
 * they fit, one on phones. Choosing a complete stay closes it and returns focus to the button.
 */
export function DateRangeField({
  selection,
  onChange,
  rules,
  minimumNights,
}: {
  selection: DateSelection;
  onChange: (next: DateSelection) => void;
  rules: CalendarRules;
  minimumNights: number;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const openedFrom = useRef<Edge>('checkIn');
  const buttons = useRef<Partial<Record<Edge, HTMLButtonElement | null>>>({});
  const wide = useMediaQuery('(min-width: 640px)');

  const show = (edge: Edge) => {
    openedFrom.current = edge;
    setOpen(true);
  };

  const choose = (next: DateSelection) => {
    onChange(next);
    if (next.checkIn !== null && next.checkOut !== null) {
      openedFrom.current = 'checkOut';
      setOpen(false);
    }
  };

  const edgeButton = (edge: Edge, label: string) => {
    const value = selection[edge];
    return (
      <button
        ref={(element) => {
          buttons.current[edge] = element;
        }}
        type="button"
        aria-label={`${label}, ${value ? formatFullDate(value) : 'add date'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => show(edge)}
        className="flex min-h-16 flex-col items-start justify-center gap-0.5 px-4 py-3 text-left transition-colors hover:bg-sand-100 focus-visible:relative focus-visible:z-10"
      >
        <span className="text-[0.7rem] font-semibold tracking-[0.18em] text-ink-soft uppercase">
          {label}
        </span>
        <span className={value ? 'text-ink' : 'text-ink-soft'}>
          {value ? formatCompactDate(value) : 'Add date'}
        </span>
      </button>
    );
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Anchor asChild>
        <div className="grid grid-cols-2 divide-x divide-sand-300 overflow-hidden rounded-2xl border border-sand-300">
          {edgeButton('checkIn', 'Check-in')}
          {edgeButton('checkOut', 'Check-out')}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          id={`${id}-calendar`}
          aria-label="Choose your dates"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          // The calendar focuses the chosen day (or today) itself, for the arrow keys to start there.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            buttons.current[openedFrom.current]?.focus();
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
            onSelect={choose}
            rules={rules}
            numberOfMonths={wide ? 2 : 1}
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-sand-200 pt-4">
            <button
              type="button"
              onClick={() => onChange({ checkIn: null, checkOut: null })}
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
