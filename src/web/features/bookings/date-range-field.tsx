import { startTransition, useCallback, useId, useRef, useState } from 'react';
import type { CalendarRules, DateSelection } from '#domain/calendar.ts';
import { lazyPart, openWhenLoaded, preloadOnIntent } from '#web/lib/lazy.tsx';
import { formatCompactDate, formatFullDate } from '#web/lib/calendar-dates.ts';
import { m } from '#web/i18n/messages.ts';

type Edge = 'checkIn' | 'checkOut';

// The calendar (react-day-picker, date-fns, the Radix popover) loads when a guest reaches for it.
const CalendarPopover = lazyPart(() =>
  import('./calendar-popover.tsx').then((module) => module.CalendarPopover),
);

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
  const anchorRef = useRef<HTMLDivElement>(null);

  const show = (edge: Edge) => {
    openedFrom.current = edge;
    openWhenLoaded(CalendarPopover, () => setOpen(true));
  };

  // The same function from render to render, so the (memoised) calendar draws only what changed.
  // The chosen stay shows at once (the calendar's range, the dates and the price); the calendar
  // then closes in a transition, after that paint: removing the sheet and its two months is most
  // of the work of the tap, and the guest already sees their stay (issue 25, decision 083).
  const choose = useCallback(
    (next: DateSelection) => {
      onChange(next);
      if (next.checkIn !== null && next.checkOut !== null) {
        openedFrom.current = 'checkOut';
        startTransition(() => setOpen(false));
      }
    },
    [onChange],
  );

  const edgeButton = (edge: Edge, label: string) => {
    const value = selection[edge];
    return (
      <button
        ref={(element) => {
          buttons.current[edge] = element;
        }}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => show(edge)}
        {...preloadOnIntent(CalendarPopover)}
        className="flex min-h-16 flex-col items-start justify-center gap-0.5 px-4 py-3 text-left transition-colors hover:bg-sand-100 focus-visible:relative focus-visible:z-10"
      >
        <span className="text-[0.7rem] font-semibold tracking-[0.18em] text-ink-soft uppercase">
          {label}
        </span>
        {/* The visible words are the button's name (WCAG 2.5.3); the full date is its title. */}
        <span className={value ? 'text-ink' : 'text-ink-soft'}>
          {value ? (
            <time dateTime={value} title={formatFullDate(value)}>
              {formatCompactDate(value)}
            </time>
          ) : (
            m.booking_add_date()
          )}
        </span>
      </button>
    );
  };

  return (
    <>
      <div
        ref={anchorRef}
        className="grid grid-cols-2 divide-x divide-sand-300 overflow-hidden rounded-2xl border border-sand-300"
      >
        {edgeButton('checkIn', m.booking_check_in())}
        {edgeButton('checkOut', m.booking_check_out())}
      </div>
      <CalendarPopover
        id={`${id}-calendar`}
        open={open}
        onOpenChange={setOpen}
        anchorRef={anchorRef}
        onClosed={() => buttons.current[openedFrom.current]?.focus()}
        selection={selection}
        onSelect={choose}
        onClear={() => onChange({ checkIn: null, checkOut: null })}
        rules={rules}
        minimumNights={minimumNights}
      />
    </>
  );
}
