/**
 * A booking's values for the template variables (guest-messages.ts `MESSAGE_VARIABLES`), read in
 * the caller's transaction, and a template filled with them into the e-mail's paragraphs. The
 * manage link is the guest's private link, signed only when the message is sent (decision 061);
 * the review link is made by reviews/invites.ts only when a template asks for it and the message
 * really goes (a preview shows an example instead, and makes no invite).
 */
import { resortToday } from '#domain/dates.ts';
import {
  fillTemplate,
  filledText,
  isMessageVariable,
  MESSAGE_VARIABLES,
  parseTemplate,
  toParagraphs,
  type MessageValues,
  type MessageVariable,
} from '#domain/message-words.ts';
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR } from '#domain/stay.ts';
import { clockLabel } from '#domain/clock-label.ts';
import { plural } from '#domain/plural.ts';
import { eq } from 'drizzle-orm';
import { guestLink, type MailContext } from '../bookings/notifications.ts';
import type { BookingRow } from '../bookings/repository.ts';
import type { Executor } from '../db/client.ts';
import { villas } from '../db/schema.ts';
import { dateLabel } from '../mail/format.ts';
import type { MailLink } from '../mail/private-link.tsx';
import type { MessageParagraph } from '../mail/templates/guest-messages.tsx';
import { mailMoneyOf } from '../payments/mail-money.ts';
import { reviewLinkFor } from '../reviews/invites.ts';

/** 'Airport pickup on …, by van', or the words for none booked. */
function transferWords(b: Booking): string {
  const vehicle = b.vehicleType === 'VAN' ? 'van' : 'car';
  if (b.airportPickup && b.airportDropoff) {
    return `Airport pickup on ${dateLabel(b.checkInDate)} and drop-off on ${dateLabel(b.checkOutDate)}, by ${vehicle}. Please send us your flight details if you have not yet.`;
  }
  if (b.airportPickup) {
    return `Airport pickup on ${dateLabel(b.checkInDate)}, by ${vehicle}. Please send us your flight details if you have not yet.`;
  }
  if (b.airportDropoff) return `Airport drop-off on ${dateLabel(b.checkOutDate)}, by ${vehicle}.`;
  return 'None booked. Reply to this e-mail if you would like us to meet you at the airport.';
}

/** A map centred on the villa (OpenStreetMap, which needs no key), or null without a position. */
function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** A value that is a link, shown as `text` where links are words (the preview's text). */
const linkTo = (link: MailLink, text: string): { link: MailLink; text: string } => ({ link, text });

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** How the review link is made: for real (the message goes), or an example (a preview). */
export type ReviewLinkMode = { make: true; now: Date; publicUrl: string } | { make: false };

/** Which variables the words use, so only those are worked out. */
function usedVariables(...sources: string[]): Set<MessageVariable> {
  const used = new Set<MessageVariable>();
  for (const source of sources) {
    for (const part of parseTemplate(source)) {
      if ('variable' in part && isMessageVariable(part.variable)) used.add(part.variable);
    }
  }
  return used;
}

export interface FilledMessage {
  subject: string;
  text: string;
  paragraphs: MessageParagraph[];
  missing: MessageVariable[];
  /** Why the review link could not be made (the stay was already reviewed), if it was asked for. */
  reviewSkip: string | null;
}

/** Fills `subject` and `body` with booking `b`'s values, in the caller's transaction. */
export async function fillForBooking(
  db: Executor,
  ctx: MailContext,
  row: BookingRow,
  b: Booking,
  words: { subject: string; body: string },
  review: ReviewLinkMode,
  now: Date,
): Promise<FilledMessage> {
  const used = usedVariables(words.subject, words.body);
  const [villa] = await db
    .select({ location: villas.location, latitude: villas.latitude, longitude: villas.longitude })
    .from(villas)
    .where(eq(villas.id, b.villaId));
  let amountDue: string | null = null;
  if (used.has('amount_due')) {
    const money = await mailMoneyOf(db, b.id, resortToday(now));
    amountDue =
      money.balanceCents > 0
        ? formatCents(money.balanceCents)
        : 'nothing, your stay is paid in full';
  }
  let reviewLink: MessageValues<MailLink>['review_link'] = null;
  let reviewSkip: string | null = null;
  if (used.has('review_link')) {
    if (review.make) {
      const made = await reviewLinkFor(db, b.id, review.now, review.publicUrl);
      if ('link' in made) reviewLink = { link: made.link, text: made.link };
      else reviewSkip = made.skip;
    } else {
      const example = `${ctx.publicUrl}/review?token=…`;
      reviewLink = { link: example, text: example };
    }
  }
  const manage = guestLink(ctx, b, row.accessTokenHash);
  const nights = Math.round(
    (Date.parse(b.checkOutDate) - Date.parse(b.checkInDate)) / (24 * 60 * 60 * 1000),
  );
  const map = mapLink(villa?.latitude ?? null, villa?.longitude ?? null);
  const values: MessageValues<MailLink> = {
    first_name: firstName(b.guestName) || null,
    villa: b.villaName,
    villa_location: villa?.location.trim() || null,
    map_link: map ? { link: map, text: map } : null,
    check_in: dateLabel(b.checkInDate),
    check_out: dateLabel(b.checkOutDate),
    check_in_time: clockLabel(CHECK_IN_HOUR),
    check_out_time: clockLabel(CHECK_OUT_HOUR),
    nights: plural(nights, 'night'),
    reference: b.reference,
    transfer: transferWords(b),
    amount_due: amountDue,
    manage_link: { link: manage, text: manage.page },
    review_link: reviewLink,
  };
  const subject = fillTemplate(words.subject, values);
  const body = fillTemplate(words.body, values);
  const missing = [...new Set([...subject.missing, ...body.missing])];
  return {
    subject: filledText(subject.parts).replace(/\s+/g, ' ').trim(),
    text: filledText(body.parts),
    paragraphs: toParagraphs(body.parts),
    missing,
    reviewSkip,
  };
}

/**
 * A template filled with the variables' examples (guest-messages.ts), the guest's link given:
 * what the mail previews show (mail/previews.ts), with no booking and no database.
 */
export function filledWithExamples(
  words: { subject: string; body: string },
  manageLink: MailLink,
): Pick<FilledMessage, 'subject' | 'text' | 'paragraphs'> {
  const values = Object.fromEntries(
    MESSAGE_VARIABLES.map(({ name, example }) => [
      name,
      example.startsWith('https://') ? linkTo(example, example) : example,
    ]),
  ) as MessageValues<MailLink>;
  values.manage_link = { link: manageLink, text: 'your booking' };
  const subject = fillTemplate(words.subject, values);
  const body = fillTemplate(words.body, values);
  return {
    subject: filledText(subject.parts),
    text: filledText(body.parts),
    paragraphs: toParagraphs(body.parts),
  };
}
