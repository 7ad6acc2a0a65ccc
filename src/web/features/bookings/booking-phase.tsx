import { CalendarCheck, CalendarX, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { resortTimeLabel } from '#domain/resort-time-label.ts';
import { formatCents } from '#domain/money.ts';
import { arrivalInstant } from '#domain/refund.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';

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

/** The transfers in words: 'Airport pickup and drop-off by car'. */
export function transfersLabel(b: Booking): string {
  const legs = [b.airportPickup && 'pickup', b.airportDropoff && 'drop-off'].filter(Boolean);
  if (legs.length === 0) return 'None';
  const vehicle = b.vehicleType === 'VAN' ? 'van' : 'car';
  return `Airport ${legs.join(' and ')} by ${vehicle}`;
}

export const STATUS: Record<
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
        {b.refund && <CancelledRefund refund={b.refund} />} The dates are free again.
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

/**
 * A cancelled booking's refund, worked out on what was paid (issue 26 §4). A refund of $0 at a
 * percent above 0 can only be on nothing paid (50% of one cent is one cent).
 */
function CancelledRefund({ refund }: { refund: NonNullable<Booking['refund']> }) {
  if (refund.amount === 0 && refund.percent > 0) {
    return <>Nothing was paid on this booking, so there is nothing to refund.</>;
  }
  if (refund.amount === 0) return <>No refund under our cancellation policy: {refund.rule}</>;
  return (
    <>
      Refund under our cancellation policy:{' '}
      <strong className="font-semibold">
        {formatCents(refund.amount)} ({refund.percent}% of what was paid)
      </strong>
      . {refund.rule} We send it the way you paid and e-mail you a receipt.
    </>
  );
}
