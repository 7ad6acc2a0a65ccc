import { LogIn, LogOut } from '#web/console/components/icons.tsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { addDays, compareDates } from '#domain/dates.ts';
import type { Movements, StayMovement } from '#domain/schemas/console.ts';
import { formatFullDate, formatGuests, formatNights } from '#web/lib/calendar-dates.ts';
import { consolePaths } from '../paths.ts';
import { StatusBadge } from './booking-status.tsx';

/**
 * Arrivals and departures day by day, on Today and in the calendar alike: who comes or goes, to
 * which villa, for how long and how many, what housekeeping prepares a villa for. Every day of the
 * range is shown, an empty one said to be so: a quiet day is news too.
 */
export function MovementsList({
  movements,
  linkToBookings,
  dayHeading: DayHeading,
}: {
  movements: Movements;
  /** Owner and manager open a booking from here; housekeeping cannot. */
  linkToBookings: boolean;
  /** The days' headings sit under the page's (h2) or a section's (h3). */
  dayHeading: 'h2' | 'h3';
}) {
  const days: string[] = [];
  for (let day = movements.from; compareDates(day, movements.to) <= 0; day = addDays(day, 1)) {
    days.push(day);
  }
  return (
    <ol className="space-y-4">
      {days.map((day) => (
        <Day
          key={day}
          day={day}
          arrivals={movements.arrivals.filter((m) => m.checkInDate === day)}
          departures={movements.departures.filter((m) => m.checkOutDate === day)}
          linkToBookings={linkToBookings}
          Heading={DayHeading}
        />
      ))}
    </ol>
  );
}

function Day({
  day,
  arrivals,
  departures,
  linkToBookings,
  Heading,
}: {
  day: string;
  arrivals: StayMovement[];
  departures: StayMovement[];
  linkToBookings: boolean;
  Heading: 'h2' | 'h3';
}) {
  const headingId = useId();
  const quiet = arrivals.length === 0 && departures.length === 0;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-4">
      <Heading id={headingId} className="font-sans text-base font-semibold text-teal-900">
        <time dateTime={day}>{formatFullDate(day)}</time>
      </Heading>
      {quiet ? (
        <p className="mt-1 text-sm text-ink-soft">No arrivals or departures.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200">
          {arrivals.map((m) => (
            <Movement key={`in-${m.bookingId}`} kind="in" movement={m} link={linkToBookings} />
          ))}
          {departures.map((m) => (
            <Movement key={`out-${m.bookingId}`} kind="out" movement={m} link={linkToBookings} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Movement({
  kind,
  movement: m,
  link,
}: {
  kind: 'in' | 'out';
  movement: StayMovement;
  link: boolean;
}) {
  const Icon = kind === 'in' ? LogIn : LogOut;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <p className="flex w-28 shrink-0 items-center gap-2 text-sm font-semibold text-teal-800">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {kind === 'in' ? 'Arrives' : 'Leaves'}
      </p>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {m.villaName} · {m.guestName} {m.status === 'PENDING' && <StatusBadge status="PENDING" />}
        </p>
        <p className="text-sm text-ink-soft">
          {formatNights(m.nights)} · {formatGuests(m)}
          {link && (
            <>
              {' · '}
              <Link href={consolePaths.booking(m.bookingId)} className="text-teal-800 underline">
                {m.reference}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
