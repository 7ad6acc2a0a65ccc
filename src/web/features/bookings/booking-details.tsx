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
import { m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import {
  canCancel,
  phaseOf,
  SeePolicy,
  STATUS,
  transfersLabel,
  type Phase,
} from './booking-phase.tsx';
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
        title={m.booking_details_meta_title({ reference: b.reference })}
        description={m.booking_details_meta_description({
          reference: b.reference,
          villa: b.villaName,
        })}
        path={paths.booking(b.id)}
        noIndex
      />
      <Container className="max-w-4xl">
        <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
          {m.booking_your_booking_reference({ reference: b.reference })}
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
            {status.title()}
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
              {m.booking_your_stay()}
            </h2>
            <dl className="mt-2 divide-y divide-sand-200">
              <Detail term={m.booking_details_villa()}>
                <Link to={paths.villa(b.villaSlug)} className="text-teal-800 underline">
                  {b.villaName}
                </Link>
              </Detail>
              <Detail term={m.booking_check_in()}>
                {richText(m.booking_details_check_in_from, {
                  date: <time dateTime={b.checkInDate}>{formatStayDate(b.checkInDate)}</time>,
                })}
              </Detail>
              <Detail term={m.booking_check_out()}>
                {richText(m.booking_details_check_out_by, {
                  date: <time dateTime={b.checkOutDate}>{formatStayDate(b.checkOutDate)}</time>,
                })}
              </Detail>
              <Detail term={m.booking_details_length()}>{formatNights(b.quote.nights)}</Detail>
              <Detail term={m.booking_guests()}>{formatGuests(b)}</Detail>
              <Detail term={m.booking_airport_transfers()}>{transfersLabel(b)}</Detail>
              <Detail term={m.booking_details_special_requests()}>
                {b.specialRequests ? (
                  <span className="whitespace-pre-line">{b.specialRequests}</span>
                ) : (
                  m.booking_details_no_requests()
                )}
              </Detail>
              <Detail term={m.booking_details_booked_by()}>
                {b.guestName}
                <span className="block text-sm text-ink-soft">{b.guestEmail}</span>
              </Detail>
            </dl>
          </section>

          <aside aria-labelledby={`${headingId}-price`} className="space-y-6">
            <div className="rounded-3xl border border-sand-200 bg-white p-6">
              <h2 id={`${headingId}-price`} className="text-2xl">
                {m.booking_details_price()}
              </h2>
              <PriceBreakdown
                className="mt-4"
                quote={b.quote}
                {...(transferLabel ? { transferLabel } : {})}
              />
              <p className="mt-4 text-sm text-ink-soft">
                {m.booking_details_nothing_charged()} <SeePolicy />
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
            onDone={() => changed(m.booking_details_updated())}
            onClose={() => setEditing(false)}
          />
        )}
        <CancelBookingDialog
          booking={b}
          open={cancelling}
          onOpenChange={setCancelling}
          onCancelled={() => {
            setCancelling(false);
            changed(m.booking_details_cancelled());
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
        {richText(m.booking_details_questions, {
          contact: (
            <Link to={paths.contact} className="text-teal-800 underline">
              {m.booking_details_contact_us()}
            </Link>
          ),
          phone: siteSettings.phone,
          reference: booking.reference,
        })}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {changeable && (
        <Button className="w-full" onClick={onEdit} {...preloadOnIntent(BookingEditor)}>
          {m.booking_details_change()}
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
          {m.booking_cancel_booking()}
        </button>
      )}
      <noscript>
        <p className="text-sm text-ink-soft">
          {m.booking_details_noscript({ phone: siteSettings.phone, reference: booking.reference })}
        </p>
      </noscript>
    </div>
  );
}
