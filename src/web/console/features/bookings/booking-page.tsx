import { useQuery } from '@tanstack/react-query';
import { approximateFigure } from '#domain/currency.ts';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#domain/money.ts';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';
import { resortTimeLabel } from '#domain/resort-time-label.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import { formatGuests, formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { bookingQuery } from './booking-query.ts';
import { BookingActions } from './booking-actions.tsx';
import { ChangeStay } from './change-stay.tsx';
import { listOfBooking } from './booking-room.ts';
import { HoldLeft, StatusBadge } from '#web/console/components/booking-status.tsx';
import { BookingMoney } from './booking-money.tsx';
import { BookingMessages } from './booking-messages.tsx';
import { languageLabel } from './language-label.ts';

/**
 * One request or booking, everything the guest sent and what the team did with it, and the
 * decisions it allows now (a request: confirm or decline; a confirmed stay: cancel for the guest).
 */
export function BookingPage({ id }: { id: string }) {
  const booking = useQuery(bookingQuery(id));
  // Back to the list the booking is in (a request to Requests), once that is known.
  const list = booking.data ? listOfBooking(booking.data) : null;
  return (
    <>
      <p className="min-h-5">
        {list && (
          <Link href={list.path} className="text-sm text-teal-800 underline">
            {list.back}
          </Link>
        )}
        {booking.isError && (
          <Link href={consolePaths.bookings} className="text-sm text-teal-800 underline">
            All bookings
          </Link>
        )}
      </p>
      {booking.isPending && <p className="mt-4">Loading…</p>}
      {booking.isError && (
        <div className="mt-4">
          <title>Booking · Console</title>
          <h1 className="mb-4 text-4xl">Booking</h1>
          <FormAlertRegion message={messageOf(booking.error)} />
        </div>
      )}
      {booking.data && <BookingDetails booking={booking.data} />}
    </>
  );
}

function BookingDetails({ booking: b }: { booking: ConsoleBooking }) {
  const now = useNow();
  const [notice, setNotice] = useState<string | null>(null);
  const statusPanel = useRef<HTMLDivElement>(null);
  const holdOpen =
    b.status === 'PENDING' && b.holdExpiresAt !== null && new Date(b.holdExpiresAt) > now;

  return (
    <article aria-labelledby="booking-heading" className="mt-4">
      <title>{`${b.reference} · Console`}</title>
      <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
        {b.status === 'PENDING' ? 'Request' : 'Booking'}
      </p>
      <h1 id="booking-heading" className="mt-1 flex flex-wrap items-center gap-3 text-4xl">
        {b.reference} <StatusBadge status={b.status} />
      </h1>

      <div
        ref={statusPanel}
        tabIndex={-1}
        className="mt-6 space-y-3 rounded-2xl border border-sand-200 bg-white p-4 focus:outline-none sm:p-6"
      >
        <p role="status" className="font-medium text-teal-900 empty:hidden">
          {notice}
        </p>
        <StatusText booking={b} now={now} />
        <BookingActions
          booking={b}
          holdOpen={holdOpen}
          onDone={setNotice}
          afterDone={() => statusPanel.current?.focus()}
        />
        <ChangeStay booking={b} onDone={setNotice} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8">
          <Section id="booking-guest" title="Guest">
            <Detail term="Name">{b.guestName}</Detail>
            <Detail term="E-mail">
              <a href={`mailto:${b.guestEmail}`} className="break-all text-teal-800 underline">
                {b.guestEmail}
              </a>
            </Detail>
            <Detail term="Phone">
              {b.guestPhone ? (
                <a
                  href={`tel:${b.guestPhone.replace(/[^\d+]/g, '')}`}
                  className="text-teal-800 underline"
                >
                  {b.guestPhone}
                </a>
              ) : (
                'Not given'
              )}
            </Detail>
            <Detail term="Language">{languageLabel(b.language)}</Detail>
          </Section>
          <Section id="booking-stay" title="Stay">
            <Detail term="Villa">{b.villaName}</Detail>
            <Detail term="Check-in">
              <time dateTime={b.checkInDate}>{formatStayDate(b.checkInDate)}</time>
            </Detail>
            <Detail term="Check-out">
              <time dateTime={b.checkOutDate}>{formatStayDate(b.checkOutDate)}</time>
            </Detail>
            <Detail term="Length">{formatNights(b.quote.nights)}</Detail>
            <Detail term="Guests">{formatGuests(b)}</Detail>
            <Detail term="Airport transfers">{transfers(b)}</Detail>
            <Detail term="Special requests">
              {b.specialRequests ? (
                <span className="whitespace-pre-line">{b.specialRequests}</span>
              ) : (
                'None'
              )}
            </Detail>
            <Detail term="Requested">{resortTimeLabel(b.createdAt)}</Detail>
          </Section>
          {(b.status === 'CONFIRMED' || b.status === 'CANCELLED') && (
            <section aria-labelledby="booking-money">
              <h2 id="booking-money" className="text-2xl">
                Payments
              </h2>
              <BookingMoney id={b.id} cancelled={b.status === 'CANCELLED'} />
            </section>
          )}
          <BookingMessages booking={b} />
        </div>
        <section
          aria-labelledby="booking-price"
          className="h-fit rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
        >
          <h2 id="booking-price" className="text-2xl">
            Price
          </h2>
          <QuoteLines booking={b} />
          <ShownCurrencyNote booking={b} />
        </section>
      </div>
    </article>
  );
}

/**
 * The currency the guest was shown beside dollars as they asked, with the rate then (issue 39 §3):
 * what they saw, for the owner's reports. Nothing for a guest who saw dollars alone.
 */
function ShownCurrencyNote({ booking: b }: { booking: ConsoleBooking }) {
  if (b.shownCurrency === null) return null;
  return (
    <p className="mt-4 border-t border-sand-200 pt-4 text-sm text-ink-soft">
      {b.shownRate === null
        ? `The guest chose ${b.shownCurrency}, which had no current rate: they saw dollars alone.`
        : `Shown to the guest as ${approximateFigure(b.quote.total, b.shownCurrency, b.shownRate)} (${b.shownCurrency} at ${b.shownRate} a dollar); charged in US dollars.`}
    </p>
  );
}

/** Where the booking stands, in the team's words: the hold, the decision, the cancellation. */
function StatusText({ booking: b, now }: { booking: ConsoleBooking; now: Date }) {
  const lines: ReactNode[] = [];
  if (b.status === 'PENDING' && b.holdExpiresAt) {
    lines.push(
      new Date(b.holdExpiresAt) > now ? (
        <>
          Waiting for your answer. Hold ends {resortTimeLabel(b.holdExpiresAt)}:{' '}
          <HoldLeft expiresAt={b.holdExpiresAt} now={now} />
        </>
      ) : (
        `The hold ran out on ${resortTimeLabel(b.holdExpiresAt)}: the request expires and its dates are free.`
      ),
    );
  }
  if (b.status === 'CONFIRMED') lines.push(`Confirmed${decided(b)}.`);
  if (b.status === 'DECLINED') lines.push(`Declined${decided(b)}.`);
  if (b.status === 'EXPIRED') lines.push('Expired: nobody answered within 24 hours.');
  if (b.status === 'CANCELLED') {
    const by =
      b.cancelledBy === 'TEAM' ? ' by the team' : b.cancelledBy === 'GUEST' ? ' by the guest' : '';
    const at = b.cancelledAt ? ` on ${resortTimeLabel(b.cancelledAt)}` : '';
    lines.push(`Cancelled${by}${at}.`);
    if (b.cancellationReason) lines.push(`Reason: ${b.cancellationReason}`);
    if (b.refund) {
      lines.push(
        `Refund: ${b.refund.percent}%, ${formatCents(b.refund.amount)} (${b.refund.rule})`,
      );
    }
  }
  return (
    <div className="space-y-2 text-ink">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {b.teamMessage && (
        <div>
          <p className="text-sm font-medium text-ink-soft">Your message to the guest</p>
          <p className="whitespace-pre-line">{b.teamMessage}</p>
        </div>
      )}
    </div>
  );
}

const decided = (b: ConsoleBooking) => (b.decidedAt ? ` on ${resortTimeLabel(b.decidedAt)}` : '');

function transfers(b: ConsoleBooking): string {
  const legs = [b.airportPickup && 'pickup', b.airportDropoff && 'drop-off'].filter(Boolean);
  if (legs.length === 0) return 'None';
  return `Airport ${legs.join(' and ')} by ${b.vehicleType === 'VAN' ? 'van' : 'car'}`;
}

/**
 * The quote stored with the booking (the server's, DESIGN.md decision 9), in the rows the guest
 * saw: the site's own receipt.
 */
function QuoteLines({ booking: b }: { booking: ConsoleBooking }) {
  return (
    <PriceBreakdown
      quote={b.quote}
      className="mt-4"
      {...(b.quote.transfer > 0 ? { transferLabel: transfers(b) } : {})}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-sand-200">{children}</dl>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-ink-soft">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
