/**
 * The guest's own booking, behind its link (decisions 024, 025): apart from api.ts, which the villa
 * page's booking panel loads, so the manage page's chunk holds these alone.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  BookingUpdate,
  CancellationTerms,
  LostLinkAnswer,
} from '#domain/schemas/booking.ts';
import type { z } from 'zod';
import type {
  CardTryView,
  cardTryStartedSchema,
  StartCardPayment,
} from '#domain/schemas/card-payment.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { availabilityQuery } from '#web/lib/villas-api.ts';

/**
 * One booking. Without a token the browser's own cookie of that booking proves the guest holds its
 * link (the manage page, decision 024); on the server the page's render is handed the booking.
 */
export const bookingQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: ({ signal, client }) =>
      apiRequest<Booking>(`/bookings/${id}`, {
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
        signal,
        client,
      }),
  });

/** Whether the booking can be cancelled now, and the refund the policy gives today. */
export const cancellationTermsQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'cancellation', id],
    queryFn: ({ signal, client }) =>
      apiRequest<CancellationTerms>(`/bookings/${id}/cancellation`, { signal, client }),
    staleTime: 0,
  });

/** The change of a pending request, sent with the page's cookie; the answer replaces the booking. */
export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingUpdate) =>
      apiRequest<Booking>(`/bookings/${id}`, { method: 'PUT', body }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: availabilityQuery(booking.villaId).queryKey });
    },
  });
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      apiRequest<Booking>(`/bookings/${id}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: availabilityQuery(booking.villaId).queryKey });
    },
  });
}

/** 'Lost your link?': the answer is the same sentence whether or not the booking was found. */
export const askForLink = (body: { reference: string; email: string; website?: string }) =>
  apiRequest<LostLinkAnswer>('/bookings/lost-link', { method: 'POST', body });

/**
 * What the guest owes by when, has paid, how to pay, and the receipts (issue 26 §2); with the
 * page's cookie, as the booking itself. The server renders a confirmed booking's page with it.
 */
export const guestPaymentsQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'payments', id],
    queryFn: ({ signal, client }) =>
      apiRequest<GuestPayments>(`/bookings/${id}/payments`, { signal, client }),
  });

/**
 * One try at paying by card (issue 38 §1), with the page's cookie: while unpaid, the form the
 * browser posts to the gateway; then where the payment stands. The server renders the pay page
 * with it (src/server/payments/card-page-routes.ts `cardTryQueryKey`, the same key).
 */
export const cardTryQuery = (id: string, orderId: string) =>
  queryOptions({
    queryKey: ['bookings', 'card-payment', id, orderId],
    queryFn: ({ signal, client }) =>
      apiRequest<CardTryView>(
        `/bookings/${encodeURIComponent(id)}/card-payments/${encodeURIComponent(orderId)}`,
        { signal, client },
      ),
  });

/** What starting a try answers: the address of its pay page, which holds the gateway's form. */
type CardTryStarted = z.infer<typeof cardTryStartedSchema>;

/** Starts a try at paying `pays` by card; the server works out the amount from the account. */
export function useStartCardPayment(id: string) {
  return useMutation({
    mutationFn: (pays: StartCardPayment['pays']) =>
      apiRequest<CardTryStarted>(`/bookings/${encodeURIComponent(id)}/card-payments`, {
        method: 'POST',
        body: { pays } satisfies StartCardPayment,
      }),
  });
}

/** A receipt's PDF, downloaded with the page's cookie. */
export const receiptHref = (id: string, number: string) =>
  `/api/bookings/${encodeURIComponent(id)}/receipts/${encodeURIComponent(number)}`;
