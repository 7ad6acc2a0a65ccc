import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX, Clock, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { resortTimeLabel } from '#domain/resort-time-label.ts';
import { formatCents } from '#domain/money.ts';
import { arrivalInstant } from '#domain/refund.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { Link } from '#web/app/navigation.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { lazyPart, openWhenLoaded, preloadOnIntent } from '#web/lib/lazy.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { Toasts } from '#web/lib/toast.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { bookingQuery } from './manage-api.ts';
import { formatGuests, formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { LostLinkForm } from './lost-link-form.tsx';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';

// Changing and cancelling load when the guest reaches for them: most visits only look.
const BookingEditor = lazyPart(() =>
  import('./manage-booking-editor.tsx').then((module) => module.BookingEditor),
);
const CancelBookingDialog = lazyPart(() =>
  import('./cancel-booking-dialog.tsx').then((module) => module.CancelBookingDialog),
);

type Phase = 'waiting' | 'confirmed' | 'declined' | 'cancelled' | 'expired';

/** A PENDING request whose hold has run out is over, whether or not the server's sweep has run. */
export function phaseOf(b: Booking, now: Date): Phase {
  switch (b.status) {
    case 'PENDING':
      return b.holdExpiresAt !== null && new Date(b.holdExpiresAt) <= now ? 'expired' : 'waiting';
    case 'CONFIRMED':
      return 'confirmed';
    case 'DECLINED':
      return 'declined';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
  }
}

/** The guest may cancel an open request or a confirmed stay until check-in time. */
export const canCancel = (b: Booking, now: Date): boolean => {
  const phase = phaseOf(b, now);
  return (phase === 'waiting' || phase === 'confirmed') && now < arrivalInstant(b.checkInDate);
};

/** The transfers in words: 'Airport pickup and drop-off by car'. */
export function transfersLabel(b: Booking): string {
  const legs = [b.airportPickup && 'pickup', b.airportDropoff && 'drop-off'].filter(Boolean);
  if (legs.length === 0) return 'None';
  const vehicle = b.vehicleType === 'VAN' ? 'van' : 'car';
  return `Airport ${legs.join(' and ')} by ${vehicle}`;
}

const STATUS: Record<
  Phase,
  { title: string; icon: typeof Clock; tone: string; next: (b: Booking) => ReactNode }
> = {
  waiting: {
    title: 'Waiting for confirmation',
    icon: Clock,
    tone: 'border-gold-400/60 bg-gold-100/60',
    next: (b) => (
      <>
        Our team will confirm your request within 24 hours. Your dates are held for you until{' '}
        <strong className="font-semibold">
          {b.holdExpiresAt ? resortTimeLabel(b.holdExpiresAt) : 'we answer'}
        </strong>
        . No payment has been taken. Until then you can change or cancel your request here.
      </>
    ),
  },
  confirmed: {
    title: 'Confirmed',
    icon: CalendarCheck,
    tone: 'border-teal-700/40 bg-teal-50',
    next: (b) => (
      <>
        Your stay is confirmed. We look forward to welcoming you on{' '}
        <strong className="font-semibold">{formatStayDate(b.checkInDate)}</strong> from 2:00 PM.
        We'll be in touch before you arrive. To change a confirmed stay, please contact us; you can
        still cancel it here until check-in.
      </>
    ),
  },
  declined: {
    title: 'Declined',
    icon: XCircle,
    tone: 'border-sand-300 bg-sand-100',
    next: () => (
      <>
        We're sorry: the villa cannot take this request, so these dates are no longer held. No
        payment was taken. Other dates or another of our villas may suit you.
      </>
    ),
  },
  cancelled: {
    title: 'Cancelled',
    icon: CalendarX,
    tone: 'border-sand-300 bg-sand-100',
    next: (b) => (
      <>
        {b.cancelledAt ? `This booking was cancelled on ${cancelledOn(b.cancelledAt)}. ` : ''}
        {b.refund ? (
          <>
            Refund under our cancellation policy:{' '}
            <strong className="font-semibold">
              {formatCents(b.refund.amount)} ({b.refund.percent}%)
            </strong>
            . {b.refund.rule}
          </>
        ) : null}{' '}
        The dates are free again.
      </>
    ),
  },
  expired: {
    title: 'Expired',
    icon: CalendarX,
    tone: 'border-sand-300 bg-sand-100',
    next: () => (
      <>
        We could not confirm this request in time, so the dates are no longer held. No payment was
        taken. You are welcome to send a new request.
      </>
    ),
  },
};

const cancelledOn = (iso: string) => resortTimeLabel(iso).replace(/, \d+:\d+ [AP]M .*$/, '');

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-ink-soft">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** The guest's booking: its status and what happens next, the stay, the price, and the actions. */
export function BookingDetails({ booking: b, now = new Date() }: { booking: Booking; now?: Date }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const phase = phaseOf(b, now);
  const status = STATUS[phase];
  const Icon = status.icon;
  const transferLabel = b.quote.transfer > 0 ? transfersLabel(b) : undefined;

  const changed = (message: string) => {
    setNotice(message);
    setEditing(false);
    statusRef.current?.focus();
  };

  return (
    <article aria-labelledby={headingId} className="py-12 sm:py-16">
      <PageMeta
        title={`Booking ${b.reference}`}
        description={`Your booking request ${b.reference} for ${b.villaName}.`}
        path={paths.booking(b.id)}
        noIndex
      />
      <Container className="max-w-4xl">
        <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
          Your booking · {b.reference}
        </p>
        <h1 id={headingId} className="mt-3 text-4xl sm:text-5xl">
          {b.villaName}
        </h1>

        <div
          ref={statusRef}
          tabIndex={-1}
          className={`mt-8 rounded-3xl border p-6 focus:outline-none sm:p-8 ${status.tone}`}
        >
          <h2 className="flex items-center gap-3 text-2xl sm:text-3xl">
            <Icon aria-hidden="true" className="h-7 w-7 shrink-0 text-teal-800" />
            {status.title}
          </h2>
          <p className="mt-3 leading-relaxed text-ink">{status.next(b)}</p>
          <p role="status" className="empty:hidden mt-3 font-medium text-teal-900">
            {notice}
          </p>
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby={`${headingId}-stay`}>
            <h2 id={`${headingId}-stay`} className="text-2xl">
              Your stay
            </h2>
            <dl className="mt-2 divide-y divide-sand-200">
              <Detail term="Villa">
                <Link to={paths.villa(b.villaSlug)} className="text-teal-800 underline">
                  {b.villaName}
                </Link>
              </Detail>
              <Detail term="Check-in">
                <time dateTime={b.checkInDate}>{formatStayDate(b.checkInDate)}</time>, from 2:00 PM
              </Detail>
              <Detail term="Check-out">
                <time dateTime={b.checkOutDate}>{formatStayDate(b.checkOutDate)}</time>, by 12:00 PM
              </Detail>
              <Detail term="Length">{formatNights(b.quote.nights)}</Detail>
              <Detail term="Guests">{formatGuests(b)}</Detail>
              <Detail term="Airport transfers">{transfersLabel(b)}</Detail>
              <Detail term="Special requests">
                {b.specialRequests ? (
                  <span className="whitespace-pre-line">{b.specialRequests}</span>
                ) : (
                  'None'
                )}
              </Detail>
              <Detail term="Booked by">
                {b.guestName}
                <span className="block text-sm text-ink-soft">{b.guestEmail}</span>
              </Detail>
            </dl>
          </section>

          <aside aria-labelledby={`${headingId}-price`} className="space-y-6">
            <div className="rounded-3xl border border-sand-200 bg-white p-6">
              <h2 id={`${headingId}-price`} className="text-2xl">
                Price
              </h2>
              <PriceBreakdown
                className="mt-4"
                quote={b.quote}
                {...(transferLabel ? { transferLabel } : {})}
              />
              <p className="mt-4 text-sm text-ink-soft">
                No payment is taken online. See our{' '}
                <Link to={paths.cancellationPolicy} className="text-teal-800 underline">
                  cancellation policy
                </Link>
                .
              </p>
            </div>
            <Actions
              booking={b}
              phase={phase}
              now={now}
              onEdit={() => openWhenLoaded(BookingEditor, () => setEditing(true))}
              onCancel={() => openWhenLoaded(CancelBookingDialog, () => setCancelling(true))}
              cancelRef={cancelRef}
            />
          </aside>
        </div>

        {editing && (
          <BookingEditor
            booking={b}
            onDone={() => changed('Your request was updated: here it is as it stands now.')}
            onClose={() => setEditing(false)}
          />
        )}
        <CancelBookingDialog
          booking={b}
          open={cancelling}
          onOpenChange={setCancelling}
          onCancelled={() => {
            setCancelling(false);
            changed('Your booking was cancelled.');
          }}
          onClosed={() => (cancelRef.current ?? statusRef.current)?.focus()}
        />
        <Toasts />
      </Container>
    </article>
  );
}

function Actions({
  booking,
  phase,
  now,
  onEdit,
  onCancel,
  cancelRef,
}: {
  booking: Booking;
  phase: Phase;
  now: Date;
  onEdit: () => void;
  onCancel: () => void;
  cancelRef: RefObject<HTMLButtonElement | null>;
}) {
  const cancellable = canCancel(booking, now);
  const changeable = phase === 'waiting';
  if (!cancellable && !changeable) {
    return (
      <p className="text-sm leading-relaxed text-ink-soft">
        Questions about this booking?{' '}
        <Link to={paths.contact} className="text-teal-800 underline">
          Contact us
        </Link>{' '}
        or call {siteSettings.phone}, quoting {booking.reference}.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {changeable && (
        <Button className="w-full" onClick={onEdit} {...preloadOnIntent(BookingEditor)}>
          Change dates, guests or transfers
        </Button>
      )}
      {cancellable && (
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('outline', 'md', 'w-full')}
          onClick={onCancel}
          {...preloadOnIntent(CancelBookingDialog)}
        >
          Cancel booking
        </button>
      )}
      <noscript>
        <p className="text-sm text-ink-soft">
          Changing or cancelling online needs JavaScript. You can also write to us or call{' '}
          {siteSettings.phone}, quoting {booking.reference}.
        </p>
      </noscript>
    </div>
  );
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /booking/{id}: the booking, or, for anyone without its link, the same not-found page. */
export function ManageBookingPage({ id }: { id: string }) {
  const { data, error, isPending, refetch } = useQuery(bookingQuery(id));

  useEffect(() => {
    // A link's token never stays in the address bar (the server moves a good one to a cookie).
    const url = new URL(window.location.href);
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    }
  }, []);

  if (data) return <BookingDetails booking={data} />;
  if (isPending) {
    return (
      <Container className="flex min-h-[60vh] items-center justify-center py-20">
        <p role="status" className="text-ink-soft">
          Loading your booking...
        </p>
      </Container>
    );
  }
  if (isNotFound(error)) return <BookingNotFound />;
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 role="alert" className="text-4xl">
        We could not load your booking.
      </h1>
      <Button className="mt-8" onClick={() => void refetch()}>
        Try Again
      </Button>
    </Container>
  );
}

function BookingNotFound() {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <PageMeta
        title="Booking not found"
        description="We could not find that booking."
        path={paths.findBooking}
        noIndex
      />
      <h1 className="text-4xl sm:text-5xl">Booking not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">
        We could not find that booking. Please use the link from your confirmation e-mail; a link we
        have since replaced with a fresh one no longer works.
      </p>
      <div className="mt-10">
        <LostLinkForm />
      </div>
    </Container>
  );
}
