import { formatMoney } from '#domain/locale-format.ts';
import { quoteRowParts, type Quote, type QuoteRowPart } from '#domain/quote.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { formatNights } from '#web/lib/calendar-dates.ts';

/** A row's label in the page's language; English word for word as `quoteRows` writes it. */
function rowLabel(row: QuoteRowPart, transferLabel: string | undefined): string {
  const money = (cents: number) => formatMoney(getLocale(), cents);
  switch (row.kind) {
    case 'nights': {
      const line = { nights: formatNights(row.nights), rate: money(row.rate) };
      return row.label
        ? m.quote_night_line_season({ ...line, season: row.label })
        : m.quote_night_line(line);
    }
    case 'extra-guests':
      return m.quote_extra_line({
        guests: m.quote_extra_guests({ count: row.guests }),
        nights: formatNights(row.nights),
        rate: money(row.perNight),
      });
    case 'discount':
      return m.quote_discount({ percent: row.percent });
    case 'transfer':
      return transferLabel ?? m.quote_airport_transfer();
    case 'service-fee':
      return m.quote_service_fee({ percent: row.percent });
  }
}

/**
 * The quote of spec §9 and issue 15 §4 as a receipt: the nights grouped by rate ("4 nights x
 * $450", "3 nights x $520, high season"), extra guests, the stay discount, the airport transfer
 * (always where `transferLabel` is given, else when there is one), the 10% service fee and the
 * total: the same rows as the e-mails and the console (`quoteRows`), in the page's language.
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
  const language = getLocale();
  return (
    <dl className={`space-y-2.5 text-sm ${className}`}>
      {quoteRowParts(quote, transferLabel !== undefined).map((row) => {
        const label = rowLabel(row, transferLabel);
        return (
          <div key={label} className="flex items-baseline justify-between gap-4 text-ink-soft">
            <dt>{label}</dt>
            <dd className="text-ink tabular-nums">{formatMoney(language, row.amount)}</dd>
          </div>
        );
      })}
      <div className="flex items-baseline justify-between gap-4 border-t border-sand-200 pt-3.5 text-base font-semibold text-teal-900">
        <dt>{m.booking_total()}</dt>
        <dd className="tabular-nums">{formatMoney(language, quote.total)}</dd>
      </div>
    </dl>
  );
}
