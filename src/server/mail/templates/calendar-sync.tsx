/**
 * The team's e-mail about an imported calendar event that overlaps a booking holding its dates
 * (issue 16 §2): the platform says the villa is taken on nights our guest holds. The block is kept
 * (the nights stay closed to new guests) and the team is told once, to settle it with the platform
 * or the guest.
 */
import { datesLabel, nightsLabel } from '#domain/date-labels.ts';
import { dateLabel } from '../format.ts';
import { Action, Details, MailLayout, P } from '../layout.tsx';

/** Props are stored as JSON in the outbox (templates/index.ts): strings only. */
export interface CalendarConflictFacts {
  villaName: string;
  /** The feed's label: "Airbnb", "Booking.com". */
  feedLabel: string;
  /** The imported block's days, both ends included. */
  startDate: string;
  endDate: string;
  /** What the platform called it: "Reserved", "CLOSED - Not available". */
  reason: string;
  bookings: {
    reference: string;
    guestName: string;
    checkInDate: string;
    checkOutDate: string;
    status: string;
  }[];
  /** The villa's calendar sync page in the console. */
  consoleLink: string;
}

export function CalendarConflictTeam({ c }: { c: CalendarConflictFacts }) {
  const first = c.bookings[0];
  const one = c.bookings.length === 1;
  return (
    <MailLayout
      preview={`${c.feedLabel} closes ${datesLabel(c.startDate, c.endDate)} at ${c.villaName}${first ? `, booked by ${first.guestName} (${first.reference})` : ''}.`}
      heading="A calendar conflict"
    >
      <P>
        The {c.feedLabel} calendar of {c.villaName} now says the villa is taken for{' '}
        {nightsLabel(c.startDate, c.endDate)} (“{c.reason}”), but{' '}
        {one ? 'a booking here holds' : 'bookings here hold'} some of those nights. The imported
        block is kept, so no new guest can book those nights; please settle it with {c.feedLabel} or
        with the {one ? 'guest' : 'guests'}.
      </P>
      {c.bookings.map((b) => (
        <Details
          key={b.reference}
          rows={[
            ['Booking', `${b.reference} (${b.status === 'CONFIRMED' ? 'confirmed' : 'pending'})`],
            ['Guest', b.guestName],
            ['Check-in', dateLabel(b.checkInDate)],
            ['Check-out', dateLabel(b.checkOutDate)],
          ]}
        />
      ))}
      <Action href={c.consoleLink}>See the villa’s calendar sync</Action>
      <P>This e-mail is sent once for this conflict; the console lists it until it is settled.</P>
    </MailLayout>
  );
}
