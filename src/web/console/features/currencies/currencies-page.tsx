/**
 * /currencies (issue 39 §3, decision 126): the rates behind the "≈ €920" figures a guest may see
 * beside a dollar price, with their margin, who set them, their age and whether they are stale
 * (older than 7 days: the site hides their figures), and the feed that may set them instead. The
 * owner changes a rate or the feed's address; a manager reads; housekeeping does not enter.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CURRENCY_NAMES, type ShownCurrency } from '#domain/currency.ts';
import type { CurrencyRateView } from '#domain/schemas/currency.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { currencyRatesQuery } from './api.ts';
import { FeedSection } from './feed-section.tsx';
import { RateEditor } from './rate-editor.tsx';
import { ageInWords, exampleInWords, SOURCES } from './rate-words.ts';

const NONE = '–';

/** Past 7 days a rate's figures are hidden from guests: marked so the owner sets it again. */
const STALE_MARK =
  'inline-flex items-center rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger';

function StaleMark({ rate }: { rate: CurrencyRateView }) {
  return rate.stale ? <span className={STALE_MARK}>Stale: not shown to guests</span> : null;
}

export function CurrenciesPage({ me }: { me: Me }) {
  const room = useQuery(currencyRatesQuery);
  const owner = me.role === 'owner';
  const [editing, setEditing] = useState<ShownCurrency | null>(null);
  // The "Change" button that opened the editor takes the focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const edited = room.data?.rates.find((rate) => rate.currency === editing);

  const change = owner
    ? (currency: ShownCurrency, button: HTMLButtonElement) => {
        opener.current = button;
        setEditing(currency);
      }
    : null;

  return (
    <>
      <title>Currencies · Console</title>
      <h1 className="text-4xl">Currencies</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Guests are charged in US dollars. Beside a price the site can show about what it comes to in
        their currency, from the rates here with their margin. A rate older than 7 days is not shown
        to guests until it is set again.{' '}
        {owner ? '' : 'Only the owner changes the rates and the feed.'}
      </p>
      <div className="mt-6">
        {room.isPending && <p role="status">Loading the rates…</p>}
        {room.isError && <FormAlertRegion message={messageOf(room.error)} />}
      </div>
      {room.data && (
        <>
          <section aria-labelledby="rates-heading">
            <h2 id="rates-heading" className="text-2xl">
              Rates per US dollar
            </h2>
            <RatesTable rates={room.data.rates} change={change} />
            <RatesList rates={room.data.rates} change={change} />
          </section>
          {edited && (
            <RateEditor
              key={edited.currency}
              rate={edited}
              onClose={() => {
                setEditing(null);
                opener.current?.focus();
              }}
            />
          )}
          <FeedSection feed={room.data.feed} owner={owner} />
        </>
      )}
    </>
  );
}

type Change = ((currency: ShownCurrency, button: HTMLButtonElement) => void) | null;

function ChangeButton({ rate, change }: { rate: CurrencyRateView; change: Change }) {
  if (!change) return null;
  return (
    <button
      type="button"
      onClick={(event) => change(rate.currency, event.currentTarget)}
      aria-label={`Change the rate for ${rate.currency}`}
      className={`${secondaryButton} w-full md:w-auto`}
    >
      Change
    </button>
  );
}

const cell = 'px-3 py-3 align-top';

/** A laptop's view: one line a currency. */
function RatesTable({ rates, change }: { rates: CurrencyRateView[]; change: Change }) {
  return (
    <div className="mt-4 hidden rounded-2xl border border-sand-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rates per US dollar, with their margin and age</caption>
        <thead className="border-b border-sand-200 text-ink-soft">
          <tr>
            {['Currency', 'Rate', 'Margin', 'With margin', 'Set by', 'Age', 'Guests see'].map(
              (heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ),
            )}
            {change && (
              <th scope="col" className={cell}>
                <span className="sr-only">Change</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rates.map((rate) => (
            <tr key={rate.currency}>
              <th scope="row" className={`${cell} font-semibold text-teal-900`}>
                {rate.currency}
                <span className="block font-normal text-ink-soft">
                  {CURRENCY_NAMES[rate.currency]}
                </span>
              </th>
              <td className={`${cell} tabular-nums`}>{rate.rate ?? 'Not set'}</td>
              <td className={`${cell} tabular-nums`}>{rate.marginPercent}%</td>
              <td className={`${cell} tabular-nums`}>{rate.shownRate ?? NONE}</td>
              <td className={cell}>{rate.source ? SOURCES[rate.source] : NONE}</td>
              <td className={cell}>
                {ageInWords(rate)}
                {rate.stale && (
                  <span className="mt-1 block">
                    <StaleMark rate={rate} />
                  </span>
                )}
              </td>
              <td className={cell}>{exampleInWords(rate)}</td>
              {change && (
                <td className={cell}>
                  <ChangeButton rate={rate} change={change} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's view: the same, one card a currency. */
function RatesList({ rates, change }: { rates: CurrencyRateView[]; change: Change }) {
  return (
    <ul aria-label="Rates per US dollar" className="mt-4 space-y-3 md:hidden">
      {rates.map((rate) => (
        <li key={rate.currency} className="rounded-2xl border border-sand-200 bg-white p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-teal-900">{rate.currency}</span>
            <span className="text-ink-soft">{CURRENCY_NAMES[rate.currency]}</span>
            <StaleMark rate={rate} />
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">Rate</dt>
            <dd className="tabular-nums">{rate.rate ?? 'Not set'}</dd>
            <dt className="text-ink-soft">Margin</dt>
            <dd className="tabular-nums">{rate.marginPercent}%</dd>
            <dt className="text-ink-soft">With margin</dt>
            <dd className="tabular-nums">{rate.shownRate ?? NONE}</dd>
            <dt className="text-ink-soft">Set by</dt>
            <dd>{rate.source ? SOURCES[rate.source] : NONE}</dd>
            <dt className="text-ink-soft">Age</dt>
            <dd>{ageInWords(rate)}</dd>
            <dt className="text-ink-soft">Guests see</dt>
            <dd>{exampleInWords(rate)}</dd>
          </dl>
          {change && (
            <div className="mt-3">
              <ChangeButton rate={rate} change={change} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
