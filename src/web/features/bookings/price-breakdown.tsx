import { formatUsd } from '../../../domain/money.ts';
import type { Quote } from '../../../domain/quote.ts';
import { formatNights } from './calendar-dates.ts';

/**
 * The quote of spec §9 as a receipt: room (nights x nightly price), the airport transfer when
 * `transferLabel` is given, the 10% service fee and the total.
 */
export function PriceBreakdown({
  quote,
  transferLabel,
  className = '',
}: {
  quote: Quote;
  /** Shown in the booking modal, where the transfer is chosen; the panel leaves it out. */
  transferLabel?: string;
  className?: string;
}) {
  const rows: [string, string][] = [
    [`${formatUsd(quote.nightlyPrice)} x ${formatNights(quote.nights)}`, formatUsd(quote.room)],
  ];
  if (transferLabel !== undefined) rows.push([transferLabel, formatUsd(quote.transfer)]);
  rows.push(['Service fee (10%)', formatUsd(quote.serviceFee)]);

  return (
    <dl className={`space-y-2.5 text-sm ${className}`}>
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 text-ink-soft">
          <dt>{label}</dt>
          <dd className="text-ink tabular-nums">{amount}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-sand-200 pt-3.5 text-base font-semibold text-teal-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatUsd(quote.total)}</dd>
      </div>
    </dl>
  );
}
