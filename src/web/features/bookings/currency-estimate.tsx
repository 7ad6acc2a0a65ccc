/**
 * Prices in the guest's currency (issue 39 §3, decision 126): every price stays in US dollars,
 * which is what the guest is charged; once the guest picks a currency, the total gets "≈ €1,242"
 * beside it, marked "charged in US dollars". Only currencies with a fresh rate are offered (the
 * site's rates leave out any older than 7 days), so a stale figure is never shown; with none, the
 * picker is not shown at all. Part of the booking panel, which loads after the page: nothing here
 * is on the villa page's first load.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { approximateFigure, type ShownCurrency } from '#domain/currency.ts';
import type { Cents } from '#domain/money.ts';
import type { PublicCurrencyRates } from '#domain/schemas/currency.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { FRESHNESS } from '#web/lib/query-client.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { currencyName } from './stay-words.ts';

export const currencyRatesQuery = queryOptions({
  queryKey: ['currency-rates'],
  queryFn: ({ signal, client }) =>
    apiRequest<PublicCurrencyRates>('/currency-rates', { signal, client }),
  ...FRESHNESS.standard,
});

/**
 * "≈ €1,366, charged in US dollars": the estimate of `total` in `currency` at its fresh rate;
 * nothing when the currency has none (or no currency is chosen).
 */
export function EstimateLine({
  total,
  currency,
  className = '',
}: {
  total: Cents;
  currency: ShownCurrency | null;
  className?: string;
}) {
  // Asked only once a currency is chosen: the dialog without one sends nothing more.
  const rates = useQuery({ ...currencyRatesQuery, enabled: currency !== null }).data?.rates ?? [];
  const chosen = rates.find((rate) => rate.currency === currency);
  if (!chosen) return null;
  return (
    <p aria-live="polite" className={className}>
      {richText(m.booking_charged_in_dollars, {
        amount: (
          <span className="font-medium text-ink tabular-nums">
            {approximateFigure(total, chosen.currency, chosen.rate, getLocale())}
          </span>
        ),
      })}
    </p>
  );
}

/** The picker's first choice: no estimate, the dollars alone. */
const DOLLARS_ONLY = '';

/** The panel's "Estimate in" picker, with the total's estimate in the currency picked. */
export function CurrencyEstimate({
  total,
  currency,
  onCurrencyChange,
}: {
  /** The stay's total in US cents. */
  total: Cents;
  currency: ShownCurrency | null;
  onCurrencyChange: (currency: ShownCurrency | null) => void;
}) {
  const pickerId = useId();
  const rates = useQuery(currencyRatesQuery).data?.rates ?? [];
  if (rates.length === 0) return null;
  const chosen = rates.find((rate) => rate.currency === currency);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-ink-soft">
      <label htmlFor={pickerId} className="flex items-center gap-2">
        {m.booking_estimate_in()}
        <select
          id={pickerId}
          value={chosen?.currency ?? DOLLARS_ONLY}
          onChange={(event) => {
            const picked = rates.find((rate) => rate.currency === event.target.value);
            onCurrencyChange(picked?.currency ?? null);
          }}
          className="min-h-11 rounded-lg border border-sand-300 bg-white px-2 text-ink focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none"
        >
          <option value={DOLLARS_ONLY}>{m.booking_dollars_only()}</option>
          {rates.map((rate) => (
            <option key={rate.currency} value={rate.currency}>
              {rate.currency}, {currencyName(rate.currency)}
            </option>
          ))}
        </select>
      </label>
      <EstimateLine total={total} currency={currency} />
    </div>
  );
}
