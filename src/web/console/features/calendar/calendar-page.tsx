import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { addDays, isValidIsoDate } from '#domain/dates.ts';
import { formatCompactDate } from '#web/lib/calendar-dates.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import type { Me } from '#web/console/lib/me-api.ts';
import { movementsQuery, WEEK_DAYS } from '#web/console/lib/movements-api.ts';
import { MovementsList } from '#web/console/components/movements-list.tsx';
import { PeriodNav, periodNameClasses } from './period-nav.tsx';
import { VillaPicker } from './villa-picker.tsx';

const weekLink = (from: string) => `${consolePaths.calendar}?from=${from}`;

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
      <p className="mt-3 text-ink-soft">
        Each villa’s bookings and blocks by the month, and every arrival and departure a week at a
        time.
      </p>
      <VillaPicker />
      <h2 className="mt-8 font-sans text-xl font-semibold text-teal-900">
        Arrivals and departures
      </h2>
      {shown && (
        <PeriodNav
          label="Weeks"
          previous={{ href: weekLink(addDays(shown.from, -WEEK_DAYS)), label: 'Previous week' }}
          next={{ href: weekLink(addDays(shown.from, WEEK_DAYS)), label: 'Next week' }}
        >
          <p aria-live="polite" className={`${periodNameClasses} text-lg font-medium`}>
            {formatCompactDate(shown.from)} to {formatCompactDate(shown.to)}
          </p>
        </PeriodNav>
      )}
      <div className="mt-6">
        {movements.isPending && <p>Loading…</p>}
        {movements.isError && <FormAlertRegion message={messageOf(movements.error)} />}
        {shown && (
          <MovementsList
            movements={shown}
            dayHeading="h3"
            linkToBookings={me.role === 'owner' || me.role === 'manager'}
          />
        )}
      </div>
    </>
  );
}
