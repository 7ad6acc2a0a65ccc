/**
 * What every e-mail about a booking shows, to the guest and to the team: its facts and the link to
 * it in the console. Shared by booking.tsx and booking-cancelled.tsx. The facts are in the mail's
 * language (the guest's; the team's English by default).
 */
import type { Language } from '#domain/languages.ts';
import { quoteRows, SERVICE_FEE_PERCENT, type QuoteRow } from '#domain/quote.ts';
import { formatCount } from '#domain/locale-words.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { mailWords, type MailWords } from '../language.ts';
import { Action, Details } from '../layout.tsx';

type Transfer = Pick<Booking, 'airportPickup' | 'airportDropoff' | 'vehicleType'>;

export function transferLabel(b: Transfer, language: Language = 'en'): string | null {
  if (!b.airportPickup && !b.airportDropoff) return null;
  const { t } = mailWords(language);
  const van = b.vehicleType === 'VAN';
  if (b.airportPickup && b.airportDropoff) {
    return van ? t.mail_transfer_both_van() : t.mail_transfer_both_car();
  }
  if (b.airportPickup) return van ? t.mail_transfer_pickup_van() : t.mail_transfer_pickup_car();
  return van ? t.mail_transfer_dropoff_van() : t.mail_transfer_dropoff_car();
}

/**
 * The quote's rows, as the site shows them: nights by rate, extra guests, discount, transfer, fee.
 * English as the domain writes them for every screen; another language from the same figures.
 */
function quoteRowsIn(words: MailWords, q: Booking['quote']): QuoteRow[] {
  if (words.language === 'en') return quoteRows(q);
  const { t, language, money } = words;
  const rows: QuoteRow[] = q.lines.map((line) => {
    const text = t.mail_quote_nights({
      nights: formatCount(language, line.nights, 'night'),
      rate: money(line.rate),
    });
    return { label: line.label ? `${text}, ${line.label}` : text, amount: line.nights * line.rate };
  });
  const extra = q.extraGuests;
  if (extra) {
    rows.push({
      label: t.mail_quote_extra_guests({
        guests: extra.guests,
        nights: formatCount(language, extra.nights, 'night'),
        rate: money(extra.perNight),
      }),
      amount: extra.amount,
    });
  }
  if (q.discount) {
    rows.push({
      label: t.mail_quote_discount({ percent: q.discount.percent }),
      amount: -q.discount.amount,
    });
  }
  if (q.transfer > 0) rows.push({ label: t.mail_fact_transfer(), amount: q.transfer });
  rows.push({
    label: t.mail_quote_service_fee({ percent: SERVICE_FEE_PERCENT }),
    amount: q.serviceFee,
  });
  return rows;
}

/** The booking's facts, the same in every mail about it. */
export function BookingFacts({ b, language }: { b: Booking; language?: Language | undefined }) {
  const words = mailWords(language);
  const { t, date, money } = words;
  const q = b.quote;
  return (
    <Details
      language={words.language}
      rows={[
        [t.mail_fact_reference(), b.reference],
        [t.mail_fact_villa(), b.villaName],
        [t.mail_fact_check_in(), t.mail_fact_check_in_value({ date: date(b.checkInDate) })],
        [t.mail_fact_check_out(), t.mail_fact_check_out_value({ date: date(b.checkOutDate) })],
        [t.mail_fact_guests(), words.party(b)],
        [t.mail_fact_transfer(), transferLabel(b, words.language)],
        ...quoteRowsIn(words, q).map((row): [string, string] => [row.label, money(row.amount)]),
        [t.mail_fact_total(), money(q.total)],
        [t.mail_fact_special_requests(), b.specialRequests],
      ]}
    />
  );
}

/** The team's mails link to the booking in the console; rows queued before have no `consoleLink`. */
export function ConsoleAction({ link, children }: { link: string | undefined; children: string }) {
  return link ? <Action href={link}>{children}</Action> : null;
}
