import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Booking } from '#domain/schemas/booking.ts';
import { Link } from '#web/app/navigation.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { lazyPart, openWhenLoaded, preloadOnIntent } from '#web/lib/lazy.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { Toasts } from '#web/lib/toast.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { formatGuests, formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';
import { canCancel, phaseOf, STATUS, transfersLabel, type Phase } from './booking-phase.tsx';
import { BookingPayments, NextPayment } from './booking-payments.tsx';

// Changing and cancelling load when the guest reaches for them: most visits only look.
const BookingEditor = lazyPart(() =>
  import('./manage-booking-editor.tsx').then((module) => module.BookingEditor),
);
const CancelBookingDialog = lazyPart(() =>
  import('./cancel-booking-dialog.tsx').then((module) => module.CancelBookingDialog),
);

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
        {b.status === 'CONFIRMED' && <NextPayment id={b.id} headingId={`${headingId}-next`} />}

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
                Nothing is charged until we confirm your stay. See our{' '}
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

        {(b.status === 'CONFIRMED' || b.status === 'CANCELLED') && (
          <BookingPayments id={b.id} headingId={`${headingId}-payments`} />
        )}

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
