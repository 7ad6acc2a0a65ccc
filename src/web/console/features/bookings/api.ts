import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleBooking, ConsoleBookingSummary } from '#domain/schemas/console.ts';
import type {
  AccountView,
  LedgerEntryView,
  RecordPayment,
  RecordCardRefund,
  RecordRefund,
  RecordReversal,
} from '#domain/schemas/payment.ts';
import { consoleGet, consolePost } from '#web/console/lib/console-api.ts';
import { bookingsKey } from './booking-query.ts';
import { apiSearch, type ListFilters } from './list-filters.ts';

/** One page of requests or bookings, filtered and searched on the server (owner, manager). */
export const bookingListQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...bookingsKey, 'list', filters],
    queryFn: () => consoleGet<Paged<ConsoleBookingSummary>>(`/bookings?${apiSearch(filters)}`),
    // The page shown stays while the next one loads: the list does not jump to empty and back.
    placeholderData: keepPreviousData,
  });

const action = (id: string, verb: 'confirm' | 'decline' | 'cancel') =>
  `/bookings/${encodeURIComponent(id)}/${verb}`;

/** Confirms a request (re-checked on the server); the guest is e-mailed, with `message` if any. */
export const confirmBooking = (id: string, body: { message?: string | undefined }) =>
  consolePost<ConsoleBooking>(action(id, 'confirm'), body);

/** Declines a request with the team's words to the guest; the dates are freed at once. */
export const declineBooking = (id: string, body: { message: string }) =>
  consolePost<ConsoleBooking>(action(id, 'decline'), body);

/** Cancels on the guest's behalf, with the refund the policy gives now. */
export const cancelBooking = (id: string, body: { reason: string }) =>
  consolePost<ConsoleBooking>(action(id, 'cancel'), body);

/** A confirmed booking's money (issue 26 §2): schedule, what was paid and given back, entries. */
export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'account', id],
    queryFn: () => consoleGet<AccountView>(`/bookings/${encodeURIComponent(id)}/account`),
  });

/** A receipt's PDF, for the team. */
export const consoleReceiptHref = (id: string, number: string) =>
  `/api/console/bookings/${encodeURIComponent(id)}/receipts/${encodeURIComponent(number)}`;

/** What recording money answers: the new entry (its receipt number) and the account after it. */
export interface Recorded {
  entry: LedgerEntryView;
  account: AccountView;
}

const money = (id: string, what: 'payments' | 'refunds' | 'card-refunds' | 'reversals') =>
  `/bookings/${encodeURIComponent(id)}/${what}`;

/** A payment the team received; a second send of the form's key is a 409 naming the first. */
export const recordPayment = (id: string, body: RecordPayment) =>
  consolePost<Recorded>(money(id, 'payments'), body);

/** A refund the team sent. */
export const recordRefund = (id: string, body: RecordRefund) =>
  consolePost<Recorded>(money(id, 'refunds'), body);

/** Money sent back to the card of a card payment, through the gateway (issue 38 §4). */
export const recordCardRefund = (id: string, body: RecordCardRefund) =>
  consolePost<Recorded>(money(id, 'card-refunds'), body);

/** Cancels a payment or refund recorded by mistake, with the reason. */
export const recordReversal = (id: string, body: RecordReversal) =>
  consolePost<Recorded>(money(id, 'reversals'), body);
