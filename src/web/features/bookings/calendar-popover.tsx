import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { startTransition, useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import type { CalendarRules, DateSelection } from '#domain/calendar.ts';
import { nightsBetween } from '#domain/dates.ts';
import { minimumNightsFrom } from '#domain/pricing.ts';
import { formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { StayCalendar } from './stay-calendar.tsx';
import { m } from '#web/i18n/messages.ts';
import { useMediaQuery } from './use-media-query.ts';
import { stayRuleNoteTexts } from './stay-words.ts';

function prompt(selection: DateSelection, baseMinimum: number, rules: CalendarRules): string {
  if (selection.checkIn === null) return m.booking_select_check_in();
  if (selection.checkOut === null) {
    // A season may ask more nights of a stay starting in it than the villa does.
    const minimumNights = rules.stays
      ? minimumNightsFrom(rules.stays, selection.checkIn)
      : baseMinimum;
    return minimumNights > 1
      ? m.booking_select_check_out_min({ nights: formatNights(minimumNights) })
      : m.booking_select_check_out();
  }
  const nights = nightsBetween(selection.checkIn, selection.checkOut);
  return m.booking_stay_range({
    checkIn: formatStayDate(selection.checkIn),
    checkOut: formatStayDate(selection.checkOut),
    nights: formatNights(nights),
  });
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

/** Space kept free between the pop-up and the edges of the screen (and the sticky bars). */
const SCREEN_MARGIN = 12;

/**
 * How far down the sticky bars reach (the site header, a villa page's back bar): the page's
 * scroll-padding-top (styles.css), so the pop-up opens below them, never under them.
 */
function stickyBarsBottom(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : SCREEN_MARGIN;
}

/** About the height of the two-month pop-up when a month needs six weeks' rows. */
const POPUP_HEIGHT = 520;

/**
 * Where the page can scroll and the room under the date buttons is short of the pop-up's
 * height, the buttons move up to just under the sticky bars first, so that the calendar opens
 * below them whole (the page cannot scroll while it is open).
 */
function makeRoomBelow(anchor: HTMLElement | null) {
  if (!anchor || window.innerHeight - anchor.getBoundingClientRect().bottom >= POPUP_HEIGHT) return;
  anchor.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * The calendar of DateRangeField. Where two months fit (from 640 px wide) it is a pop-up under the
 * date buttons that opens below the sticky bars, on the side with more room, and scrolls within
 * itself when the screen is too short for it. On phones it is a sheet over the whole screen with
 * two months, one under the other (a tall phone shows both, a short one scrolls to the second),
 * every day and its month buttons in reach. Its own chunk (react-day-picker,
 * date-fns, Radix), fetched when the guest reaches for a date.
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
  useLayoutEffect(() => {
    if (open && wide) makeRoomBelow(anchorRef.current);
  }, [open, wide, anchorRef]);

  // What the calendar shows (decision 083). A tap shows in the calendar at once, and reaches the
  // page (the panel, the phone bar, the price) in a transition after that paint: the tap's own
  // work is the calendar's alone. The page's selection shows again whenever it changes or the
  // calendar opens. Closing, the calendar keeps the days it showed rather than draw both months
  // again for a sheet about to be removed (the memoised StayCalendar skips that render).
  const [shown, setShown] = useState(selection);
  const [seen, setSeen] = useState({ selection, open });
  if (seen.selection !== selection || seen.open !== open) {
    setSeen({ selection, open });
    if (open) setShown(selection);
  }
  const pick = useCallback(
    (next: DateSelection) => {
      setShown(next);
      startTransition(() => onSelect(next));
    },
    [onSelect],
  );
  const notes = rules.stays ? stayRuleNoteTexts(rules.stays, rules.today) : [];
  const status = (
    <>
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {prompt(shown, minimumNights, rules)}
      </p>
      {/* Why some days cannot start a stay: changeover days and seasons' minimum stays. */}
      {notes.map((note) => (
        <p key={note} className="text-xs text-ink-soft">
          {note}
        </p>
      ))}
    </>
  );
  const closeIcon = <X aria-hidden="true" className="h-5 w-5" />;
  const closeClass =
    'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink';
  const calendar = (
    <StayCalendar selection={shown} onSelect={pick} rules={rules} numberOfMonths={2} />
  );
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <button
        type="button"
        onClick={onClear}
        disabled={shown.checkIn === null}
        className="rounded-full px-3 py-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-40"
      >
        {m.booking_clear_dates()}
      </button>
      <span className="flex items-center gap-2 text-xs text-ink-soft">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        {m.booking_struck_days_taken()}
      </span>
    </div>
  );
  // The calendar focuses the chosen day (or today) itself, for the arrow keys to start there.
  const keepFocusForTheCalendar = (event: Event) => event.preventDefault();
  const returnFocus = (event: Event) => {
    event.preventDefault();
    onClosed();
  };

  if (!wide) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Content
            id={id}
            aria-describedby={undefined}
            onOpenAutoFocus={keepFocusForTheCalendar}
            onCloseAutoFocus={returnFocus}
            className="fixed inset-x-0 top-0 z-50 flex h-dvh flex-col bg-white focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-4 pb-3">
              <div className="space-y-1 pt-1">
                <Dialog.Title className="text-2xl leading-tight">
                  {m.booking_choose_dates()}
                </Dialog.Title>
                {status}
              </div>
              <Dialog.Close aria-label={m.booking_close_calendar()} className={closeClass}>
                {closeIcon}
              </Dialog.Close>
            </div>
            <div className="flex min-h-0 flex-1 justify-center overflow-y-auto overscroll-contain px-4 py-5">
              {calendar}
            </div>
            <div className="border-t border-sand-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={m.booking_choose_dates()}
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={{
            top: open ? stickyBarsBottom() : SCREEN_MARGIN,
            right: SCREEN_MARGIN,
            bottom: SCREEN_MARGIN,
            left: SCREEN_MARGIN,
          }}
          onOpenAutoFocus={keepFocusForTheCalendar}
          onCloseAutoFocus={returnFocus}
          // Never taller than the room Radix measured on its side: what does not fit scrolls.
          className="z-50 max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1.5rem)] overflow-y-auto overscroll-contain rounded-3xl border border-sand-200 bg-white p-4 shadow-[0_24px_60px_-20px_rgba(11,56,54,0.35)] sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="pt-2">{status}</div>
            <Popover.Close aria-label={m.booking_close_calendar()} className={closeClass}>
              {closeIcon}
            </Popover.Close>
          </div>
          {calendar}
          <div className="mt-4 border-t border-sand-200 pt-4">{footer}</div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
