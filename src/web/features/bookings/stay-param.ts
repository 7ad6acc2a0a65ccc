/**
 * A villa's address carries the stay (issue 39 §2): `?checkIn=&checkOut=&adults=&children=`
 * fills the booking panel and its price in the server's first render, as the platforms' links and
 * Google's vacation-rental links land, and choosing dates or the party writes them back, so a shared
 * link opens the same stay. Apart from the panel: the villa page's route reads it too, and stays
 * small.
 */
import type { GuestCounts } from '#domain/guests.ts';
import { stayDatesOf } from './stay-dates.ts';

export { stayDatesOf };

type StayParam = 'checkIn' | 'checkOut' | 'adults' | 'children';

const PARTY_PARAMS = ['adults', 'children'] as const;

/** A count the link gives: a whole number of at most two digits, else none. */
function countOf(params: URLSearchParams, name: StayParam): number | null {
  const text = params.get(name) ?? '';
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** Whether a link named dates the page cannot take: the panel says so. */
export const asksForOtherDates = (params: URLSearchParams): boolean =>
  (params.has('checkIn') || params.has('checkOut')) && stayDatesOf(params).checkIn === null;

/**
 * The party a link asks for, within what the villa sleeps (infants are not in links); the
 * default party where it asks for none or for one the villa cannot take.
 */
export function partyOf(params: URLSearchParams, fallback: GuestCounts, capacity: number) {
  const adults = countOf(params, 'adults') ?? fallback.adults;
  const children = countOf(params, 'children') ?? fallback.children;
  return adults >= 1 && adults + children <= capacity
    ? { ...fallback, adults, children }
    : fallback;
}

/** The address's query string with these stay parameters set, or removed where null. */
export function withStay(
  params: URLSearchParams,
  stay: Partial<Record<StayParam, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(stay)) {
    if (value === null) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The stay parameters of a query string as the page reads them (decision 030's cache key). */
export function staySearch(params: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  const dates = stayDatesOf(params);
  if (dates.checkIn && dates.checkOut) {
    read.set('checkIn', dates.checkIn);
    read.set('checkOut', dates.checkOut);
  } else if (asksForOtherDates(params)) {
    // Dates the page cannot take all render alike: its calendar and a word why.
    read.set('checkIn', 'invalid');
  }
  for (const name of PARTY_PARAMS) {
    const count = countOf(params, name);
    if (count !== null) read.set(name, String(count));
  }
  return read;
}
