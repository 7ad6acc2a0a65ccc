import { paths } from '#web/lib/paths.ts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '#domain/locale-format.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { Link } from '#web/app/navigation.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatGuests, formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';

/**
 * What the guest sees once a request is in: the reference to quote, the stay as the server
 * recorded it, and what happens next. It takes the focus, so a screen reader starts here.
 */
export function BookingConfirmation({
  booking,
  onDone,
}: {
  booking: Pick<
    Booking,
    | 'reference'
    | 'checkInDate'
    | 'checkOutDate'
    | 'adults'
    | 'children'
    | 'infants'
    | 'quote'
    | 'guestEmail'
  >;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div>
      <CircleCheck aria-hidden="true" className="h-9 w-9 text-teal-700" strokeWidth={1.5} />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-3xl text-teal-900 focus:outline-none">
        {m.booking_confirmation_title()}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.booking_confirmation_held()}</p>

      <div className="mt-6 rounded-2xl bg-sand-100 px-5 py-4">
        <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-ink-soft uppercase">
          {m.booking_confirmation_reference()}
        </p>
        <p className="mt-1 font-display text-3xl tracking-wide text-teal-900">
          {booking.reference}
        </p>
      </div>

      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{m.booking_dates()}</dt>
          <dd className="text-right text-ink">
            {formatStayDate(booking.checkInDate)} – {formatStayDate(booking.checkOutDate)}
            <span className="block text-ink-soft">{formatNights(booking.quote.nights)}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{m.booking_guests()}</dt>
          <dd className="text-right text-ink">{formatGuests(booking)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base font-semibold text-teal-900">
          <dt>{m.booking_total()}</dt>
          <dd className="tabular-nums">{formatMoney(getLocale(), booking.quote.total)}</dd>
        </div>
      </dl>

      <h3 className="mt-8 text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase font-sans">
        {m.booking_confirmation_next()}
      </h3>
      <ol className="mt-3 space-y-3 text-sm leading-relaxed text-ink">
        <li>{m.booking_confirmation_step_confirm()}</li>
        <li>{m.booking_confirmation_step_no_payment()}</li>
        <li>
          {richText(m.booking_confirmation_step_link, {
            email: <span className="font-medium">{booking.guestEmail}</span>,
          })}{' '}
          {richText(m.booking_confirmation_step_lost, {
            link: (
              <Link to={paths.findBooking} className="text-teal-800 underline">
                {m.booking_confirmation_step_lost_link()}
              </Link>
            ),
          })}
        </li>
      </ol>

      <Button variant="outline" className="mt-8 w-full" onClick={onDone}>
        {m.booking_confirmation_again()}
      </Button>
    </div>
  );
}
