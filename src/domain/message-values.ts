/**
 * A stay's values for a guest message's variables (message-words.ts `MESSAGE_VARIABLES`), and a
 * template filled with them. Pure, from facts read before: the server reads them
 * (guest-messages/values.ts) and makes the review link (a write, reviews/invite-repository.ts)
 * as steps of their own, so filling a template never reads or writes (issue 37, decision 111).
 * The link's type is the caller's (the server's private link, signed only when the mail goes).
 */
import { utcDateLabel } from './date-labels.ts';
import { clockLabel } from './clock-label.ts';
import { nightsBetween } from './dates.ts';
import { plural } from './plural.ts';
import {
  fillTemplate,
  filledText,
  isMessageVariable,
  parseTemplate,
  toParagraphs,
  type MessageValues,
  type MessageVariable,
  type Paragraph,
} from './message-words.ts';
import { formatCents } from './money.ts';
import type { Booking } from './schemas/booking.ts';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR } from './stay.ts';

/** The variables the words use, so only their facts are read and only their links made. */
export function usedVariables(...sources: string[]): Set<MessageVariable> {
  const used = new Set<MessageVariable>();
  for (const source of sources) {
    for (const part of parseTemplate(source)) {
      if ('variable' in part && isMessageVariable(part.variable)) used.add(part.variable);
    }
  }
  return used;
}

/** Where the villa is, as the team wrote it, and its map position if set. */
export interface VillaPlace {
  location: string;
  latitude: number | null;
  longitude: number | null;
}

/** What a message about one stay is filled from. */
export interface StayFacts {
  booking: Pick<
    Booking,
    | 'guestName'
    | 'villaName'
    | 'reference'
    | 'checkInDate'
    | 'checkOutDate'
    | 'airportPickup'
    | 'airportDropoff'
    | 'vehicleType'
  >;
  /** Undefined when the words name neither the villa's location nor its map. */
  villa: VillaPlace | undefined;
  /** What is still to pay; null when the words do not ask (`{amount_due}`). */
  balanceCents: number | null;
}

/** A value that is a link, with the words that stand for it where links are words. */
export interface LinkValue<L> {
  link: L;
  text: string;
}

/** 'Friday, December 18, 2026', as every booking e-mail writes a day (mail/format.ts). */
const dayLabel = (isoDate: string) =>
  utcDateLabel(new Date(`${isoDate}T00:00:00Z`), { weekday: 'long', month: 'long' });

/** 'Airport pickup on …, by van', or the words for none booked. */
function transferWords(b: StayFacts['booking']): string {
  const vehicle = b.vehicleType === 'VAN' ? 'van' : 'car';
  if (b.airportPickup && b.airportDropoff) {
    return `Airport pickup on ${dayLabel(b.checkInDate)} and drop-off on ${dayLabel(b.checkOutDate)}, by ${vehicle}. Please send us your flight details if you have not yet.`;
  }
  if (b.airportPickup) {
    return `Airport pickup on ${dayLabel(b.checkInDate)}, by ${vehicle}. Please send us your flight details if you have not yet.`;
  }
  if (b.airportDropoff) return `Airport drop-off on ${dayLabel(b.checkOutDate)}, by ${vehicle}.`;
  return 'None booked. Reply to this e-mail if you would like us to meet you at the airport.';
}

/** A map centred on the villa (OpenStreetMap, which needs no key), or null without a position. */
function mapLink(place: VillaPlace | undefined): string | null {
  if (!place || place.latitude === null || place.longitude === null) return null;
  const lat = place.latitude.toFixed(5);
  const lon = place.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The values of every variable for the stay of `facts`. `review` is the link made for the message
 * (or a preview's example); null leaves `{review_link}` empty, so a message using it is not sent.
 * The map is a plain address, so the values' links are the caller's or addresses.
 */
export function messageValues<L>(
  facts: StayFacts,
  links: { manage: LinkValue<L>; review: LinkValue<L | string> | null },
): MessageValues<L | string> {
  const b = facts.booking;
  const map = mapLink(facts.villa);
  const nights = nightsBetween(b.checkInDate, b.checkOutDate);
  return {
    first_name: firstName(b.guestName) || null,
    villa: b.villaName,
    villa_location: facts.villa?.location.trim() || null,
    map_link: map ? { link: map, text: map } : null,
    check_in: dayLabel(b.checkInDate),
    check_out: dayLabel(b.checkOutDate),
    check_in_time: clockLabel(CHECK_IN_HOUR),
    check_out_time: clockLabel(CHECK_OUT_HOUR),
    nights: plural(nights, 'night'),
    reference: b.reference,
    transfer: transferWords(b),
    amount_due:
      facts.balanceCents === null
        ? null
        : facts.balanceCents > 0
          ? formatCents(facts.balanceCents)
          : 'nothing, your stay is paid in full',
    manage_link: links.manage,
    review_link: links.review,
  };
}

/** A template filled: its subject on one line, its text, its paragraphs, and the empty variables. */
export interface FilledMessage<L> {
  subject: string;
  text: string;
  paragraphs: Paragraph<L>[];
  missing: MessageVariable[];
}

/** Fills `words` with `values`. */
export function fillMessage<L>(
  words: { subject: string; body: string },
  values: MessageValues<L>,
): FilledMessage<L> {
  const subject = fillTemplate(words.subject, values);
  const body = fillTemplate(words.body, values);
  return {
    subject: filledText(subject.parts).replace(/\s+/g, ' ').trim(),
    text: filledText(body.parts),
    paragraphs: toParagraphs(body.parts),
    missing: [...new Set([...subject.missing, ...body.missing])],
  };
}
