/**
 * Which list a booking belongs to: a request waiting for a yes or a no is one of the Requests,
 * anything else (confirmed, declined, cancelled, expired) one of the Bookings. Its page marks that
 * room in the navigation and leads back to that list.
 */
import { useQuery } from '@tanstack/react-query';
import { useRoute } from 'wouter';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import { consolePaths } from '#web/console/paths.ts';
import { bookingQuery } from './booking-query.ts';

export const listOfBooking = (booking: { status: BookingStatus }) =>
  booking.status === 'PENDING'
    ? { path: consolePaths.requests, back: 'All requests' }
    : { path: consolePaths.bookings, back: 'All bookings' };

/**
 * On a booking's page, the room its booking belongs to (null until the booking is loaded); on any
 * other page, or when it cannot be loaded, undefined: the address says the room. The same query as the page's, asked once.
 */
export function useBookingRoom({ mayRead }: { mayRead: boolean }): string | null | undefined {
  // The pattern of consolePaths.booking(id), as app.tsx routes it.
  const [route, params] = useRoute<{ id: string }>('/bookings/:id');
  // A role the bookings are closed to asks the server nothing (app.tsx shows the room closed).
  const onBooking = route && mayRead;
  const booking = useQuery({ ...bookingQuery(params?.id ?? ''), enabled: onBooking });
  if (!onBooking || booking.isError) return undefined;
  return booking.data ? listOfBooking(booking.data).path : null;
}
