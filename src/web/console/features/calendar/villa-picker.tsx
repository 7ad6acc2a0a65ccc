import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { villaNamesQuery } from '#web/console/lib/villa-calendar-api.ts';

/** Every villa, each a link to its month of bookings and blocks (every role). */
export function VillaPicker() {
  const villas = useQuery(villaNamesQuery);
  return (
    <section aria-labelledby="villa-calendars-heading" className="mt-6">
      <h2 id="villa-calendars-heading" className="font-sans text-xl font-semibold text-teal-900">
        Each villa’s month
      </h2>
      {villas.isError && <FormAlertRegion message={messageOf(villas.error)} />}
      {villas.data && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {villas.data.map((villa) => (
            <li key={villa.id}>
              <Link href={consolePaths.villaCalendar(villa.id)} className={secondaryButton}>
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                {villa.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
