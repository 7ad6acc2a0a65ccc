/**
 * What every e-mail about a booking shows, to the guest and to the team: its facts and the link to
 * it in the console. Shared by booking.tsx and booking-cancelled.tsx.
 */
import { formatCents } from '#domain/money.ts';
import { quoteRows } from '#domain/quote.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { partyLabel } from '#domain/party.ts';
import { dateLabel } from '../format.ts';
import { Action, Details } from '../layout.tsx';

export function transferLabel(
  b: Pick<Booking, 'airportPickup' | 'airportDropoff' | 'vehicleType'>,
): string | null {
  const ways = [b.airportPickup && 'pickup', b.airportDropoff && 'drop-off'].filter(Boolean);
  if (ways.length === 0) return null;
  return `${ways.join(' and ')} by ${b.vehicleType === 'VAN' ? 'van' : 'car'}`;
}

/** The booking's facts, the same in every mail about it. */
export function BookingFacts({ b }: { b: Booking }) {
  const q = b.quote;
  return (
    <Details
      rows={[
        ['Reference', b.reference],
        ['Villa', b.villaName],
        ['Check-in', `${dateLabel(b.checkInDate)}, from 2:00 PM`],
        ['Check-out', `${dateLabel(b.checkOutDate)}, by 12:00 PM`],
        ['Guests', partyLabel(b)],
        ['Airport transfer', transferLabel(b)],
        // The quote's rows, as the site shows them: nights by rate, discount, transfer, fee.
        ...quoteRows(q).map((row): [string, string] => [row.label, formatCents(row.amount)]),
        ['Total', formatCents(q.total)],
        ['Special requests', b.specialRequests],
      ]}
    />
  );
}

/** The team's mails link to the booking in the console; rows queued before have no `consoleLink`. */
export function ConsoleAction({ link, children }: { link: string | undefined; children: string }) {
  return link ? <Action href={link}>{children}</Action> : null;
}
