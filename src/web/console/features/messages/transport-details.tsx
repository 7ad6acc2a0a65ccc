import type { ConsoleMessage } from '#domain/schemas/console.ts';
import { formatCents } from '#domain/money.ts';
import { TRANSPORT_SERVICES } from '#domain/transport-services.ts';
import { card } from '#web/console/components/classes.ts';
import { formatDay } from '#web/console/components/format.ts';

type Trip = NonNullable<ConsoleMessage['transport']>;

const REQUEST_KINDS: Record<Trip['requestKind'], string> = {
  QUOTE: 'A quote',
  BOOKING: 'A booking',
};
const VEHICLES: Record<Trip['vehicleType'], string> = { CAR: 'Car', VAN: 'Van' };

/** A transport request's trip, as the guest asked for it. */
export function TransportDetails({ trip }: { trip: Trip }) {
  const rows: [string, string][] = [
    ['Asks for', REQUEST_KINDS[trip.requestKind]],
    [
      'Service',
      (TRANSPORT_SERVICES as Record<string, string | undefined>)[trip.service] ?? trip.service,
    ],
    ['From', trip.fromPlace],
    ['To', trip.toPlace],
    ['Date', formatDay(trip.date)],
    ['Time', trip.time ?? 'Not given'],
    ['Passengers', String(trip.passengers)],
    ['Luggage', String(trip.luggage)],
    ['Vehicle', VEHICLES[trip.vehicleType]],
    ['Price', trip.price === null ? 'Not priced yet' : formatCents(trip.price)],
  ];
  return (
    <section aria-labelledby="trip-heading" className={card}>
      <h2 id="trip-heading" className="text-xl">
        The transfer
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-soft">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
