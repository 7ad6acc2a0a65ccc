/** The e-mails a booking sends: to the guest (with the private link) and to the villa team. */
import { formatUsd } from '../../domain/money.ts';
import type { Booking } from '../../domain/schemas/booking.ts';
import type { MailMessage } from '../mail/outbox.ts';

export interface MailContext {
  publicUrl: string;
  teamEmail: string;
}

function summary(b: Booking): string {
  const party = [`${b.adults} adult${b.adults === 1 ? '' : 's'}`];
  if (b.children > 0) party.push(`${b.children} child${b.children === 1 ? '' : 'ren'}`);
  if (b.infants > 0) party.push(`${b.infants} infant${b.infants === 1 ? '' : 's'}`);
  const transfer = [b.airportPickup && 'pickup', b.airportDropoff && 'drop-off'].filter(Boolean);
  return [
    `Reference: ${b.reference}`,
    `Villa: ${b.villaName}`,
    `Check-in: ${b.checkInDate} (from 2:00 PM)`,
    `Check-out: ${b.checkOutDate} (by 12:00 PM)`,
    `Guests: ${party.join(', ')}`,
    transfer.length > 0
      ? `Airport transfer: ${transfer.join(' and ')} by ${b.vehicleType?.toLowerCase() ?? 'car'}`
      : null,
    `Nights: ${b.quote.nights} x ${formatUsd(b.quote.nightlyPrice)} = ${formatUsd(b.quote.room)}`,
    b.quote.transfer > 0 ? `Transfer: ${formatUsd(b.quote.transfer)}` : null,
    `Service fee: ${formatUsd(b.quote.serviceFee)}`,
    `Total: ${formatUsd(b.quote.total)}`,
    b.specialRequests ? `Special requests: ${b.specialRequests}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export function bookingLink(ctx: MailContext, b: Booking, token: string): string {
  return `${ctx.publicUrl}/booking/${b.id}?token=${encodeURIComponent(token)}`;
}

export function bookingRequestedMails(ctx: MailContext, b: Booking, token: string): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      subject: `We received your booking request ${b.reference} for ${b.villaName}`,
      body: `Dear ${b.guestName},

Thank you for your booking request. We'll contact you within 24 hours to confirm your reservation.
No payment has been taken. Your dates are held for you until our team confirms.

${summary(b)}

See or change your request, or cancel it, here (keep this link private):
${bookingLink(ctx, b, token)}

Warm regards,
The reservations team`,
    },
    {
      to: ctx.teamEmail,
      subject: `New booking request ${b.reference}: ${b.villaName}, ${b.checkInDate} to ${b.checkOutDate}`,
      body: `A new booking request needs an answer within 24 hours.

${summary(b)}

Guest: ${b.guestName} <${b.guestEmail}>${b.guestPhone ? `, ${b.guestPhone}` : ''}
The dates are held until ${b.holdExpiresAt ?? 'confirmation'}.`,
    },
  ];
}

export function bookingChangedMails(
  ctx: MailContext,
  b: Booking,
  change: 'updated' | 'cancelled',
): MailMessage[] {
  const refund =
    change === 'cancelled' && b.refund
      ? `\nRefund: ${b.refund.percent}% (${formatUsd(b.refund.amount)}). ${b.refund.rule}`
      : '';
  return [
    {
      to: b.guestEmail,
      subject: `Your booking request ${b.reference} was ${change}`,
      body: `Dear ${b.guestName},

Your booking request for ${b.villaName} was ${change}.${refund}

${summary(b)}

Warm regards,
The reservations team`,
    },
    {
      to: ctx.teamEmail,
      subject: `Booking ${b.reference} ${change} by the guest`,
      body: `${summary(b)}${b.cancellationReason ? `\nReason: ${b.cancellationReason}` : ''}${refund}`,
    },
  ];
}
