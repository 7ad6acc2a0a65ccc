import { hasOneRate } from '#domain/price-from.ts';
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DateSelection } from '#domain/calendar.ts';
import { nightsBetween } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import { formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { m } from '#web/i18n/messages.ts';

/** No dates chosen yet. */
export const NO_DATES: DateSelection = { checkIn: null, checkOut: null };

/** Under the price: the chosen stay, or what the guest has to do next. */
export function staySummary(selection: DateSelection, minimumNights: number): string {
  const { checkIn, checkOut } = selection;
  if (checkIn && checkOut) {
    const nights = formatNights(nightsBetween(checkIn, checkOut));
    return `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)} · ${nights}`;
  }
  return minimumNights > 1
    ? m.booking_minimum_nights({ nights: formatNights(minimumNights) })
    : m.booking_bar_choose_dates();
}

/** Whether the panel is on screen; without IntersectionObserver, never (the bar always shows). */
function useOnScreen(place: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(entry?.isIntersecting ?? false),
      {
        threshold: 0.15,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [place]);
  return onScreen;
}

/**
 * On phones the price and 'Book Now' stay at the bottom of the screen (spec §2) until the booking
 * panel (inside `panel`, a ref to the panel's place on the page, set before the bar's effects run)
 * is in view; 'Book Now' scrolls to the panel
 * and moves the focus there. The bar is rendered at the end of the body, after a spacer of its own
 * height in the footer's colour, so it never covers the footer's last line; while it shows, focus
 * moves and anchors stop above it (styles.css, `data-booking-bar`). It is part of the page's first code, the panel
 * comes when it nears the screen: the page holds the dates both show.
 */
export function MobileBookingBar({
  villa,
  selection,
  panel,
}: {
  villa: Pick<Villa, 'price' | 'minimumNights' | 'pricing'>;
  selection: DateSelection;
  panel: RefObject<HTMLElement | null>;
}) {
  const inBrowser = useInBrowser();
  const panelOnScreen = useOnScreen(panel);
  if (!inBrowser) return null;

  const goToPanel = () => {
    const place = panel.current;
    const section = place?.querySelector('section') ?? place;
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };

  return createPortal(
    <div className="lg:hidden">
      <div aria-hidden="true" className="h-(--booking-bar-height) bg-teal-900" />
      <div
        data-booking-bar=""
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-12px_32px_-16px_rgba(11,56,54,0.25)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none ${
          panelOnScreen ? 'translate-y-full' : ''
        }`}
        inert={panelOnScreen}
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-5 py-3">
          <div className="min-w-0">
            <p className="text-ink">
              {!hasOneRate(villa.pricing) && (
                <span className="text-sm text-ink-soft">{m.villas_from()} </span>
              )}
              <span className="font-display text-2xl text-teal-900">
                {formatCents(villa.price)}
              </span>
              <span className="text-sm text-ink-soft"> {m.booking_per_night()}</span>
            </p>
            <p className="truncate text-xs text-ink-soft">
              {staySummary(selection, villa.minimumNights)}
            </p>
          </div>
          <Button onClick={goToPanel} className="shrink-0">
            {m.site_book_now()}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
