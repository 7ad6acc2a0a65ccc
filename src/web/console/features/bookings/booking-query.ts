/**
 * One booking's query, apart from the lists' (api.ts): the console's layout asks it on a booking's
 * page to mark the booking's room (booking-room.ts), so it is part of every page's first load and
 * imports nothing of the lists' filters or of the domain's schemas (decision 084).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import { consoleGet } from '#web/console/lib/console-api.ts';

/** Every booking query starts with this key: a decision refreshes the lists and the booking. */
export const bookingsKey = ['console', 'bookings'] as const;

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: () => consoleGet<ConsoleBooking>(`/bookings/${encodeURIComponent(id)}`),
  });
