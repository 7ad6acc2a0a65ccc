/** What the console's lists and pages show alike of a booking: its status and its hold. */
import type { BookingStatus } from '#domain/schemas/booking.ts';
import { holdIsShort, holdLeftLabel } from './hold-left.ts';

export const STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

const STATUS_TONES: Record<BookingStatus, string> = {
  PENDING: 'bg-gold-100 text-teal-900',
  CONFIRMED: 'bg-teal-800 text-sand-50',
  DECLINED: 'bg-sand-200 text-ink',
  CANCELLED: 'bg-sand-200 text-ink',
  EXPIRED: 'bg-sand-200 text-ink',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** '19 h left', in the danger colour when little is left or the hold ran out. */
export function HoldLeft({ expiresAt, now }: { expiresAt: string; now: Date }) {
  return (
    <span
      className={`text-sm font-medium ${holdIsShort(expiresAt, now) ? 'text-danger' : 'text-teal-800'}`}
    >
      {holdLeftLabel(expiresAt, now)}
    </span>
  );
}
