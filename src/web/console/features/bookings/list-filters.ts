/**
 * The bookings list's filters, kept in the page's address so a filtered list can be linked and
 * comes back with the browser's Back button. The address counts pages from 1, as people do
 * ('?page=2' is 'Page 2 of 5'); the API counts from 0 (DESIGN.md decision 14).
 */
import { isValidIsoDate } from '#domain/dates.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#domain/schemas/booking.ts';

/** Requests: the list opens on PENDING. Bookings: on every status. */
export type ListKind = 'requests' | 'bookings';

export interface ListFilters {
  status?: BookingStatus;
  villa?: string;
  from?: string;
  to?: string;
  q?: string;
  /** Zero-based, as the API takes it. */
  page: number;
}

/** Rows a page shows: enough for a day's requests on one phone screen's scroll. */
export const BOOKINGS_PAGE_SIZE = 20;

/** In a requests list's address, 'every status' (its default is PENDING). */
const ANY_STATUS = 'any';

const defaultStatus = (kind: ListKind): BookingStatus | undefined =>
  kind === 'requests' ? 'PENDING' : undefined;

const isStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);

/**
 * The filters an address names. What is not a valid value (an address typed by hand) is left
 * out rather than sent: the list shows, unfiltered by it.
 */
export function filtersFromSearch(search: string, kind: ListKind): ListFilters {
  const params = new URLSearchParams(search);
  const filters: ListFilters = { page: 0 };
  const status = params.get('status');
  if (status === null) {
    const preset = defaultStatus(kind);
    if (preset) filters.status = preset;
  } else if (isStatus(status)) {
    filters.status = status;
  }
  const villa = params.get('villa');
  if (villa && /^[0-9a-f]{24}$/.test(villa)) filters.villa = villa;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && isValidIsoDate(value)) filters[key] = value;
  }
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, 100);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page - 1;
  return filters;
}

/** The page's address query for `filters` ('' when they are the list's defaults). */
export function searchFromFilters(filters: ListFilters, kind: ListKind): string {
  const params = new URLSearchParams();
  if (filters.status !== defaultStatus(kind)) params.set('status', filters.status ?? ANY_STATUS);
  if (filters.villa) params.set('villa', filters.villa);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query for `filters`, always in this order, with the page and its size. */
export function apiSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'villa', 'from', 'to', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set('page', String(filters.page));
  params.set('size', String(BOOKINGS_PAGE_SIZE));
  return params.toString();
}
