/**
 * The price of a stay, spec §9 and issue 15 §4: its nights by the villa's rates and seasons
 * (src/domain/pricing.ts), extra guests, a length-of-stay discount, airport transfers and the 10%
 * service fee, every amount in integer cents. The server recomputes it and stores it with the
 * booking (DESIGN.md decision 9), which keeps it when prices change later; the browser computes
 * the same quote with this same function to show it before the request is sent.
 */
import type { IsoDate } from './dates.ts';
import { dollars, formatCents, type Cents } from './money.ts';
import { priceStay, type NightLine, type PricingRules, type StayPrice } from './pricing.ts';
import type { VehicleType } from './vehicle.ts';
import { plural } from './plural.ts';

/** Airport transfer: 50 USD per direction by car, 80 by van, spec §9. */
export const TRANSFER_PRICE_PER_DIRECTION: Record<VehicleType, Cents> = {
  CAR: dollars(50),
  VAN: dollars(80),
};

/** 10% service fee on the room (after any discount) and the transfer, spec §9. */
export const SERVICE_FEE_PERCENT = 10;

/**
 * $20,000,000: the most one booking may come to (issue 36 §3, decision 118). A booking's total and
 * its installments are 32-bit integer columns, which hold up to $21,474,836.47; a stay priced
 * above this is refused in words before anything is stored, and the owner cannot save prices
 * under which one could be (booking-rules.ts `pricesProblem`).
 */
export const MAX_BOOKING_TOTAL_CENTS = 2_000_000_000;

/** Why no booking can hold a stay of this total, as the guest or the team reads it; or null. */
export function totalProblem(totalCents: Cents): string | null {
  if (totalCents <= MAX_BOOKING_TOTAL_CENTS) return null;
  return `This stay would cost ${formatCents(totalCents)}, more than the ${formatCents(MAX_BOOKING_TOTAL_CENTS)} one booking can hold: choose fewer nights or guests.`;
}

export interface Quote {
  currency: 'USD';
  nights: number;
  /** The nights grouped by rate ("4 nights x $450", "3 nights x $520, high season"). */
  lines: NightLine[];
  extraGuests: StayPrice['extraGuests'];
  /** The nights and extra guests, before the discount. */
  room: Cents;
  discount: StayPrice['discount'];
  transfer: Cents;
  /** The room less the discount, and the transfer. */
  subtotal: Cents;
  serviceFee: Cents;
  total: Cents;
}

/** Pickup and drop-off are each counted as one direction, spec §9. */
export function transferPrice(opts: {
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: VehicleType;
}): Cents {
  const directions = Number(opts.airportPickup) + Number(opts.airportDropoff);
  return directions * TRANSFER_PRICE_PER_DIRECTION[opts.vehicleType];
}

/**
 * The quote of a stay under a villa's rules. `guests` counts adults and children (infants are not
 * counted, spec §5) for the extra-guest fee. Throws a RangeError when there is no night to price.
 */
export function quoteStay(
  rules: PricingRules,
  stay: {
    checkIn: IsoDate;
    checkOut: IsoDate;
    guests: number;
    airportPickup: boolean;
    airportDropoff: boolean;
    vehicleType: VehicleType;
  },
): Quote {
  const price = priceStay(rules, stay);
  const transfer = transferPrice(stay);
  const subtotal = price.total + transfer;
  const serviceFee = serviceFeeOf(subtotal);
  return {
    currency: 'USD',
    nights: price.nights,
    lines: price.lines,
    extraGuests: price.extraGuests,
    room: price.room,
    discount: price.discount,
    transfer,
    subtotal,
    serviceFee,
    total: subtotal + serviceFee,
  };
}

/** The service fee on a subtotal, rounded to the cent. */
export const serviceFeeOf = (subtotal: Cents): Cents =>
  Math.round((subtotal * SERVICE_FEE_PERCENT) / 100);

/** One line of nights as a guest reads it: "4 nights x $450", "3 nights x $520, high season". */
export function nightLineText(line: NightLine): string {
  const text = `${plural(line.nights, 'night')} x ${formatCents(line.rate)}`;
  return line.label ? `${text}, ${line.label}` : text;
}

export interface QuoteRow {
  label: string;
  amount: Cents;
}

/**
 * A row of the quote as data, for a page to write in its language (`quoteRows` writes it in
 * English): nights at a rate (and the season's label), extra guests, the discount, the transfer,
 * the service fee.
 */
export type QuoteRowPart = { amount: Cents } & (
  | { kind: 'nights'; nights: number; rate: Cents; label: string }
  | { kind: 'extra-guests'; guests: number; nights: number; perNight: Cents }
  | { kind: 'discount'; percent: number }
  | { kind: 'transfer' }
  | { kind: 'service-fee'; percent: number }
);

/** The quote's rows as data, in `quoteRows`' order (`withTransfer`: the row even at $0). */
export function quoteRowParts(quote: Quote, withTransfer = false): QuoteRowPart[] {
  const rows: QuoteRowPart[] = quote.lines.map((line) => ({
    kind: 'nights',
    nights: line.nights,
    rate: line.rate,
    label: line.label,
    amount: line.nights * line.rate,
  }));
  const extra = quote.extraGuests;
  if (extra) {
    rows.push({
      kind: 'extra-guests',
      guests: extra.guests,
      nights: extra.nights,
      perNight: extra.perNight,
      amount: extra.amount,
    });
  }
  if (quote.discount) {
    rows.push({
      kind: 'discount',
      percent: quote.discount.percent,
      amount: -quote.discount.amount,
    });
  }
  if (withTransfer || quote.transfer > 0) rows.push({ kind: 'transfer', amount: quote.transfer });
  rows.push({ kind: 'service-fee', percent: SERVICE_FEE_PERCENT, amount: quote.serviceFee });
  return rows;
}

/**
 * The quote as the rows every place shows it (the booking panel, the modal, the manage page, the
 * e-mails, the console): the nights by rate, extra guests, the discount (negative), the transfer
 * when there is one (always, under `transferLabel`, where the guest is choosing it), and the
 * service fee. The total is `quote.total`, shown after them.
 */
export function quoteRows(quote: Quote, transferLabel?: string): QuoteRow[] {
  return quoteRowParts(quote, transferLabel !== undefined).map((row) => ({
    label: englishLabel(row, transferLabel),
    amount: row.amount,
  }));
}

function englishLabel(row: QuoteRowPart, transferLabel: string | undefined): string {
  switch (row.kind) {
    case 'nights':
      return nightLineText(row);
    case 'extra-guests':
      return `${plural(row.guests, 'extra guest')} x ${plural(row.nights, 'night')} x ${formatCents(row.perNight)}`;
    case 'discount':
      return `Stay discount (${row.percent}% off)`;
    case 'transfer':
      return transferLabel ?? 'Airport transfer';
    case 'service-fee':
      return `Service fee (${row.percent}%)`;
  }
}
