import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { addDays, isValidIsoDate } from '../../../../domain/dates.ts';
import { formatCompactDate } from '../../../features/bookings/calendar-dates.ts';
import { messageOf } from '../../lib/console-api.ts';
import { consolePaths } from '../../paths.ts';
import { FormAlertRegion } from '../auth/account-form.tsx';
import type { Me } from '../auth/api.ts';
import { movementsQuery, WEEK_DAYS } from './api.ts';
import { MovementsList } from './movements-list.tsx';

const weekLink = (from: string) => `${consolePaths.calendar}?from=${from}`;

const pagerClasses =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-teal-800 px-4 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50';

/**
 * The calendar: arrivals and departures a week at a time. The week's first day is in the address
 * (`?from=2026-12-01`) so a week can be linked; without it the week starts on the resort's today,
 * as the server counts it.
 */
export function CalendarPage({ me }: { me: Me }) {
  const asked = new URLSearchParams(useSearch()).get('from');
  const from = asked && isValidIsoDate(asked) ? asked : undefined;
  const movements = useQuery({ ...movementsQuery(from), placeholderData: keepPreviousData });
  const shown = movements.data;

  return (
    <>
      <title>Calendar · Console</title>
      <h1 className="text-4xl">Calendar</h1>
      <p className="mt-3 text-ink-soft">Arrivals and departures, a week at a time.</p>
      {shown && (
        <nav aria-label="Weeks" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link href={weekLink(addDays(shown.from, -WEEK_DAYS))} className={pagerClasses}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous week
          </Link>
          <p
            aria-live="polite"
            className="order-first w-full text-lg font-medium sm:order-none sm:w-auto"
          >
            {formatCompactDate(shown.from)} to {formatCompactDate(shown.to)}
          </p>
          <Link href={weekLink(addDays(shown.from, WEEK_DAYS))} className={pagerClasses}>
            Next week
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </nav>
      )}
      <div className="mt-6">
        {movements.isPending && <p>Loading…</p>}
        {movements.isError && <FormAlertRegion message={messageOf(movements.error)} />}
        {shown && (
          <MovementsList
            movements={shown}
            dayHeading="h2"
            linkToBookings={me.role === 'owner' || me.role === 'manager'}
          />
        )}
      </div>
    </>
  );
}
