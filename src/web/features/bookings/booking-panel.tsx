import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  isDayDisabled,
  mergeRanges,
  stayCrossesBlocked,
  type CalendarRules,
  type DateSelection,
} from '#domain/calendar.ts';
import { compareDates, nightsBetween } from '#domain/dates.ts';
import { DEFAULT_GUESTS, type GuestCounts } from '#domain/guests.ts';
import { formatCents } from '#domain/money.ts';
import { hasOneRate } from '#domain/price-from.ts';
import { quoteStay } from '#domain/quote.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { Button } from '#web/components/ui/button.tsx';
import { lazyPart, openWhenLoaded, preload, preloadOnIntent } from '#web/lib/lazy.tsx';
import { Toasts } from '#web/lib/toast.tsx';
import { NO_DATES } from './mobile-booking-bar.tsx';
import { availabilityQuery } from '#web/lib/villas-api.ts';
import { visitorToday } from '#web/lib/calendar-dates.ts';
import { useSearchParams } from '#web/app/navigation.tsx';
import { DateRangeField } from './date-range-field.tsx';
import { asksForOtherDates, partyOf, stayDatesOf, withStay } from './stay-param.ts';
import { GuestCounters } from './guest-counters.tsx';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';
import type { ShownCurrency } from '#domain/currency.ts';
import { CurrencyEstimate } from './currency-estimate.tsx';
import { m } from '#web/i18n/messages.ts';
import { stayRuleText } from './stay-words.ts';

// The booking modal (and the Radix dialog), the confirmation after it and the toasts it raises
// load once a guest has a stay to book, or reaches for 'Book Entire Villa'.
const BookingModal = lazyPart(() =>
  import('./booking-modal.tsx').then((module) => module.BookingModal),
);
const BookingConfirmation = lazyPart(() =>
  import('./booking-confirmation.tsx').then((module) => module.BookingConfirmation),
);
const BOOKING_PARTS = [BookingModal, BookingConfirmation, Toasts];

/** The form's default party (spec §4), never more than a small villa sleeps. */
const initialGuests = (capacity: number): GuestCounts => ({
  ...DEFAULT_GUESTS,
  adults: Math.max(1, Math.min(DEFAULT_GUESTS.adults, capacity)),
});

/**
 * Why the dates a link asked for (issue 39 §2) are not in the panel, or cannot be booked: the page
 * opens with the calendar and this, never an error page. Null once the guest chooses others.
 */
function linkDatesProblem(
  link: DateSelection & { asked: boolean },
  selection: DateSelection,
  today: string,
  taken: boolean,
): string | null {
  if (link.asked && selection.checkIn === null) {
    return m.booking_link_unreadable();
  }
  const same = link.checkIn === selection.checkIn && link.checkOut === selection.checkOut;
  if (!same || link.checkIn === null) return null;
  if (compareDates(link.checkIn, today) < 0) {
    return m.booking_link_passed();
  }
  return taken ? m.booking_link_taken() : null;
}

/**
 * The villa page's booking panel (spec §2): price, dates, guests, the quote and 'Book Entire
 * Villa', which opens the booking modal. After a request it shows the confirmation instead. The
 * page holds the chosen dates (`selection`), which its phone booking bar shows too.
 */
export function BookingPanel({
  villa,
  selection,
  onSelectionChange: setSelection,
}: {
  villa: Villa;
  selection: DateSelection;
  onSelectionChange: (selection: DateSelection) => void;
}) {
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  // The stay its address asked for (issue 39 §2): the party here, the dates the page holds.
  const [link] = useState(() => ({ ...stayDatesOf(search), asked: asksForOtherDates(search) }));
  const [guests, setGuestsState] = useState<GuestCounts>(() =>
    partyOf(search, initialGuests(villa.guests), villa.guests),
  );
  const setGuests = (next: GuestCounts) => {
    setGuestsState(next);
    setSearch((params) => withStay(params, { adults: next.adults, children: next.children }), {
      replace: true,
    });
  };
  // The dates chosen go into the address in place (no history entry), so a shared link opens the
  // same stay; a check-in alone is a choice half made, and leaves the address as it is.
  useEffect(() => {
    const { checkIn, checkOut } = selection;
    if (checkIn !== null && checkOut === null) return;
    if (search.get('checkIn') === checkIn && search.get('checkOut') === checkOut) return;
    setSearch((params) => withStay(params, { checkIn, checkOut }), { replace: true });
  }, [selection, search, setSearch]);
  const [modalOpen, setModalOpen] = useState(false);
  /** The currency of the total's estimate, when the guest picked one (issue 39 §3). */
  const [currency, setCurrency] = useState<ShownCurrency | null>(null);
  const [booked, setBooked] = useState<BookingCreated | null>(null);

  const availability = useQuery(availabilityQuery(villa.id));
  const today = visitorToday();
  const rules = useMemo<CalendarRules>(
    () => ({
      today,
      blocked: mergeRanges(availability.data?.blockedDates ?? []),
      stays: villa.pricing,
    }),
    [today, availability.data, villa.pricing],
  );

  const { checkIn, checkOut } = selection;
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : null;
  // The villa's stay rules: its and its seasons' minimum stays and changeover days.
  const ruleMessage =
    checkIn !== null && checkOut !== null && nights !== null && nights > 0
      ? stayRuleText(villa.pricing, { checkIn, checkOut })
      : null;
  const longEnough = checkIn !== null && checkOut !== null && ruleMessage === null;
  // Dates chosen before the calendar learnt of a new booking are no longer free.
  const taken =
    checkIn !== null &&
    (isDayDisabled(checkIn, rules) ||
      (checkOut !== null && stayCrossesBlocked(checkIn, checkOut, rules.blocked)));
  // Worked out when the stay or the party changes, not on every render of the panel.
  const partySize = guests.adults + guests.children;
  const quote = useMemo(
    () =>
      checkIn && checkOut && nightsBetween(checkIn, checkOut) > 0
        ? quoteStay(villa.pricing, {
            checkIn,
            checkOut,
            guests: partySize,
            airportPickup: false,
            airportDropoff: false,
            vehicleType: 'CAR',
          })
        : null,
    [villa.pricing, checkIn, checkOut, partySize],
  );
  const canBook = longEnough && !taken;
  const linkProblem = linkDatesProblem(link, selection, today, taken);
  useEffect(() => {
    if (!canBook) return;
    // After the tap that completed the stay has painted: React runs this effect before that
    // paint, and fetching and starting the chunks there made the guest wait (issue 25).
    const frame = requestAnimationFrame(() => setTimeout(() => preload(...BOOKING_PARTS)));
    return () => cancelAnimationFrame(frame);
  }, [canBook]);

  const discounted = villa.originalPrice !== null && villa.originalPrice > villa.price;

  const onBooked = (booking: BookingCreated) => {
    openWhenLoaded(BookingConfirmation, () => {
      setBooked(booking);
      setSelection(NO_DATES);
    });
  };

  // Beside the text on large screens it stays in view (sticky) only where the screen is tall
  // enough for all of it (`tall`, styles.css), and even then scrolls within itself rather than run
  // past the screen's edge; elsewhere it scrolls with the page.
  return (
    <>
      <section
        tabIndex={-1}
        aria-labelledby={headingId}
        className="rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_24px_60px_-32px_rgba(11,56,54,0.35)] focus:outline-none sm:p-8 lg:tall:sticky lg:tall:top-[calc(var(--sticky-top)+1.25rem)] lg:tall:max-h-[calc(100dvh-var(--sticky-top)-2.5rem)] lg:tall:overflow-y-auto"
      >
        <h2 id={headingId} className="sr-only">
          {m.booking_book_villa({ villa: villa.name })}
        </h2>
        {booked ? (
          <BookingConfirmation booking={booked} onDone={() => setBooked(null)} />
        ) : (
          <div className="space-y-6">
            <p className="flex flex-wrap items-baseline gap-x-2">
              {discounted && (
                <span className="text-lg text-ink-soft">
                  <s aria-hidden="true">{formatCents(villa.originalPrice ?? 0)}</s>
                  <span className="sr-only">
                    {m.booking_was_now({ was: formatCents(villa.originalPrice ?? 0) })}
                  </span>
                </span>
              )}
              {!hasOneRate(villa.pricing) && (
                <span className="text-sm text-ink-soft">{m.villas_from()}</span>
              )}
              <span className="font-display text-4xl leading-none text-teal-900">
                {formatCents(villa.price)}
              </span>
              <span className="text-sm text-ink-soft">{m.booking_per_night()}</span>
            </p>

            <div className="space-y-3">
              <DateRangeField
                selection={selection}
                onChange={setSelection}
                rules={rules}
                minimumNights={villa.minimumNights}
              />
              <div aria-live="polite" className="text-sm">
                {linkProblem !== null ? (
                  <p className="text-danger">{linkProblem}</p>
                ) : taken ? (
                  <p className="text-danger">{m.booking_dates_just_taken()}</p>
                ) : ruleMessage !== null ? (
                  <p className="text-danger">{ruleMessage}</p>
                ) : null}
              </div>
            </div>

            <GuestCounters value={guests} onChange={setGuests} capacity={villa.guests} />

            {quote && (
              <div className="space-y-3">
                <PriceBreakdown quote={quote} />
                <CurrencyEstimate
                  total={quote.total}
                  currency={currency}
                  onCurrencyChange={setCurrency}
                />
              </div>
            )}

            <div className="space-y-3">
              <Button
                size="lg"
                className="w-full"
                disabled={!canBook}
                onClick={() => openWhenLoaded(BookingModal, () => setModalOpen(true))}
                {...preloadOnIntent(...BOOKING_PARTS)}
              >
                {m.booking_book_entire_villa()}
              </Button>
              <p className="text-center text-sm text-ink-soft">{m.booking_not_charged_yet()}</p>
            </div>
          </div>
        )}
      </section>

      <BookingModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        villa={villa}
        checkIn={checkIn}
        checkOut={checkOut}
        guests={guests}
        shownCurrency={currency}
        onBooked={onBooked}
      />
    </>
  );
}
