/**
 * The Currencies room's calls (issue 39 §3, decision 126): every rate with the feed (the owner and
 * a manager read), and the owner's saves of a rate or of the feed's address, each with the version
 * the page read (a 412 when someone else, or the feed, saved meanwhile, decision 055).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShownCurrency } from '#domain/currency.ts';
import type {
  CurrencyFeedInput,
  CurrencyFeedView,
  CurrencyRateInput,
  CurrencyRatesView,
  CurrencyRateView,
} from '#domain/schemas/currency.ts';
import { consoleGet, consolePut } from '#web/console/lib/console-api.ts';

export const currencyRatesQuery = queryOptions({
  queryKey: ['console', 'currency-rates'],
  queryFn: () => consoleGet<CurrencyRatesView>('/currency-rates'),
});

const ratePath = (currency: ShownCurrency) => `/currency-rates/${currency}`;

/** One rate as stored now; read past the cache, it is what someone else (or the feed) saved. */
export const fetchCurrencyRate = (currency: ShownCurrency) =>
  consoleGet<CurrencyRateView>(ratePath(currency));

export const saveCurrencyRate = (
  currency: ShownCurrency,
  body: CurrencyRateInput,
  version: string,
) => consolePut<CurrencyRateView>(ratePath(currency), body, version);

export const fetchCurrencyFeed = () => consoleGet<CurrencyFeedView>('/currency-feed');

export const saveCurrencyFeed = (body: CurrencyFeedInput, version: string) =>
  consolePut<CurrencyFeedView>('/currency-feed', body, version);

/** Puts a saved (or someone else's) rate in the room's list, in its place. */
export function showRate(queryClient: QueryClient, rate: CurrencyRateView): void {
  queryClient.setQueryData(currencyRatesQuery.queryKey, (room) =>
    room
      ? {
          ...room,
          rates: room.rates.map((shown) => (shown.currency === rate.currency ? rate : shown)),
        }
      : room,
  );
}

/** Puts the feed as saved (or as someone else saved it) in the room's answer. */
export function showFeed(queryClient: QueryClient, feed: CurrencyFeedView): void {
  queryClient.setQueryData(currencyRatesQuery.queryKey, (room) =>
    room ? { ...room, feed } : room,
  );
}
