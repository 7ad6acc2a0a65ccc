import { CalendarCheck, CalendarX, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#domain/locale-format.ts';
import { formatResortClock, formatResortDate } from '#domain/locale-times.ts';
import { arrivalInstant } from '#domain/refund.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { Link } from '#web/app/navigation.tsx';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { paths } from '#web/lib/paths.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';

/*
 * Where a guest's booking stands (waiting, confirmed, declined, cancelled or expired), what the
 * guest may still do with it, and what the booking's page says of each.
 */

export type Phase = 'waiting' | 'confirmed' | 'declined' | 'cancelled' | 'expired';

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

/**
 * The transfers in words: 'Airport pickup and drop-off by car'. Each leg and vehicle is a phrase
 * of its own, since the languages word the vehicle differently after each.
 */
export function transfersLabel(b: Booking): string {
  const van = b.vehicleType === 'VAN';
  if (b.airportPickup && b.airportDropoff) {
    return van ? m.booking_transfers_both_van() : m.booking_transfers_both_car();
  }
  if (b.airportPickup)
    return van ? m.booking_transfers_pickup_van() : m.booking_transfers_pickup_car();
  if (b.airportDropoff) {
    return van ? m.booking_transfers_dropoff_van() : m.booking_transfers_dropoff_car();
  }
  return m.booking_transfers_none();
}

const strong = (text: ReactNode) => <strong className="font-semibold">{text}</strong>;

/** Each phase's words, read when the page renders (in its language). */
export const STATUS: Record<
  Phase,
  { title: () => string; icon: typeof Clock; tone: string; next: (b: Booking) => ReactNode }
> = {
  waiting: {
    title: () => m.booking_status_waiting(),
    icon: Clock,
    tone: 'border-gold-400/60 bg-gold-100/60',
    next: (b) =>
      b.holdExpiresAt
        ? richText(m.booking_status_waiting_next, {
            until: strong(
              m.booking_resort_time({ time: formatResortClock(getLocale(), b.holdExpiresAt) }),
            ),
          })
        : richText(m.booking_status_waiting_next_unheld, {
            answer: strong(m.booking_status_waiting_we_answer()),
          }),
  },
  confirmed: {
    title: () => m.booking_status_confirmed(),
    icon: CalendarCheck,
    tone: 'border-teal-700/40 bg-teal-50',
    next: (b) =>
      richText(m.booking_status_confirmed_next, {
        date: strong(formatStayDate(b.checkInDate)),
      }),
  },
  declined: {
    title: () => m.booking_status_declined(),
    icon: XCircle,
    tone: 'border-sand-300 bg-sand-100',
    next: () => m.booking_status_declined_next(),
  },
  cancelled: {
    title: () => m.booking_status_cancelled(),
    icon: CalendarX,
    tone: 'border-sand-300 bg-sand-100',
    next: (b) => (
      <>
        {b.cancelledAt
          ? `${m.booking_status_cancelled_on({ date: cancelledOn(b.cancelledAt) })} `
          : ''}
        {b.refund && <CancelledRefund refund={b.refund} />} {m.booking_status_cancelled_next()}
      </>
    ),
  },
  expired: {
    title: () => m.booking_status_expired(),
    icon: CalendarX,
    tone: 'border-sand-300 bg-sand-100',
    next: () => m.booking_status_expired_next(),
  },
};

/** The day of a cancellation on the resort's calendar. */
const cancelledOn = (iso: string) => formatResortDate(getLocale(), iso);

/**
 * A cancelled booking's refund, worked out on what was paid (issue 26 §4). A refund of $0 at a
 * percent above 0 can only be on nothing paid (50% of one cent is one cent).
 */
function CancelledRefund({ refund }: { refund: NonNullable<Booking['refund']> }) {
  if (refund.amount === 0 && refund.percent > 0) {
    return <>{m.booking_refund_nothing_paid()}</>;
  }
  if (refund.amount === 0) return <>{m.booking_refund_none({ rule: refund.rule })}</>;
  return (
    <>
      {richText(m.booking_refund_under_policy, {
        amount: strong(
          m.booking_refund_amount({
            amount: formatMoney(getLocale(), refund.amount),
            percent: refund.percent,
          }),
        ),
        rule: refund.rule,
      })}
    </>
  );
}

/** 'See our cancellation policy.', with its link in the sentence. */
export function SeePolicy() {
  return (
    <>
      {richText(m.booking_see_policy, {
        policy: (
          <Link to={paths.cancellationPolicy} className="text-teal-800 underline">
            {m.booking_cancellation_policy_link()}
          </Link>
        ),
      })}
    </>
  );
}
