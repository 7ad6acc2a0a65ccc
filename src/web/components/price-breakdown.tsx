import { formatCents } from '#domain/money.ts';
import { quoteRows, type Quote } from '#domain/quote.ts';
import { m } from '#web/i18n/messages.ts';

/**
 * The quote of spec §9 and issue 15 §4 as a receipt: the nights grouped by rate ("4 nights x
 * $450", "3 nights x $520, high season"), extra guests, the stay discount, the airport transfer
 * (always where `transferLabel` is given, else when there is one), the 10% service fee and the
 * total: the same rows as the e-mails and the console (`quoteRows`).
 */
export function PriceBreakdown({
  quote,
  transferLabel,
  className = '',
}: {
  quote: Quote;
  /** Shown in the booking modal, where the transfer is chosen, even while it is $0. */
  transferLabel?: string;
  className?: string;
}) {
  return (
    <dl className={`space-y-2.5 text-sm ${className}`}>
      {quoteRows(quote, transferLabel).map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 text-ink-soft">
          <dt>{row.label}</dt>
          <dd className="text-ink tabular-nums">{formatCents(row.amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-sand-200 pt-3.5 text-base font-semibold text-teal-900">
        <dt>{m.booking_total()}</dt>
        <dd className="tabular-nums">{formatCents(quote.total)}</dd>
      </div>
    </dl>
  );
}
