import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingCreated } from '#domain/schemas/booking.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { availabilityQuery } from '#web/lib/villas-api.ts';

/** The body of POST /bookings as the form sends it (spec §3). */
export interface BookingInput {
  villaId: string;
  guestName: string;
  guestEmail: string;
  guestPhone?: string | null;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  infants: number;
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: 'CAR' | 'VAN';
  specialRequests?: string | null;
  website?: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const bookingsByEmailQuery = (email: string, token: string) =>
  queryOptions({
    queryKey: ['bookings', 'email', email.toLowerCase()],
    queryFn: ({ signal, client }) =>
      apiRequest<Booking[]>(`/bookings/email/${encodeURIComponent(email)}`, {
        headers: bearer(token),
        signal,
        client,
      }),
  });

/**
 * After a successful request (spec §4): the villa's availability and the guest's bookings are
 * refreshed (the guest's own page, manage-api.ts, is opened by the e-mail's link, a page load). A request refused because the dates were taken
 * (409) refreshes the availability too, so the calendar shows what is free now.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingInput) =>
      apiRequest<BookingCreated>('/bookings', { method: 'POST', body }),
    onSuccess: async (booking) => {
      const { accessToken } = booking;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityQuery(booking.villaId).queryKey }),
        queryClient.invalidateQueries({
          queryKey: bookingsByEmailQuery(booking.guestEmail, accessToken).queryKey,
        }),
      ]);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: availabilityQuery(body.villaId).queryKey });
      }
    },
  });
}
