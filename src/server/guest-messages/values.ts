/**
 * The server's two steps around the domain's fill (message-values.ts, issue 37, decision 111):
 * reading the facts a message about a booking needs, through the repositories and only those its
 * words use, and filling the words with them and the guest's private link (signed only when the
 * message is sent, decision 061). Neither writes: the review link is made by the sender, where
 * the message goes (send.ts), and a preview shows an example instead.
 */
import { resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import {
  fillMessage,
  messageValues,
  type FilledMessage as Filled,
  type StayFacts,
} from '#domain/message-values.ts';
import {
  fillTemplate,
  filledText,
  MESSAGE_VARIABLES,
  toParagraphs,
  type MessageValues,
  type MessageVariable,
} from '#domain/message-words.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { guestLink, type LinkGeneration, type MailContext } from '../mail/context.ts';
import type { Executor } from '../db/client.ts';
import type { MailLink } from '../mail/private-link.tsx';
import { graceDays, ledgerOf, recordedEntryOf, scheduleOf } from '../payments/repository.ts';
import { findVillaPlace } from '../villas/repository.ts';
import type { Language } from '#domain/languages.ts';
import { valuesInLanguage } from './language-values.ts';

export type FilledMessage = Filled<MailLink>;

/** What booking `b` still owes on `today`, from its stored schedule and ledger. */
async function balanceOf(db: Executor, bookingId: string, today: string): Promise<number> {
  const [schedule, entries, grace] = await Promise.all([
    scheduleOf(db, bookingId),
    ledgerOf(db, bookingId),
    graceDays(db),
  ]);
  return accountOf({ schedule, entries: entries.map(recordedEntryOf), today, graceDays: grace })
    .balanceCents;
}

/** A stay's facts as the server keeps them: its booking in full, and its guest link's generation. */
export interface MessageFacts extends StayFacts {
  booking: Booking;
  generation: LinkGeneration;
}

/**
 * The facts of booking `booking` that variables `used` need at `now`, read in the caller's
 * transaction; `generation` is its row's (`access_token_hash`), for the guest's link.
 */
export async function readMessageFacts(
  db: Executor,
  { booking, generation }: { booking: Booking; generation: LinkGeneration },
  used: ReadonlySet<MessageVariable>,
  now: Date,
): Promise<MessageFacts> {
  const [villa, balanceCents] = await Promise.all([
    used.has('villa_location') || used.has('map_link')
      ? findVillaPlace(db, booking.villaId)
      : undefined,
    used.has('amount_due') ? balanceOf(db, booking.id, resortToday(now)) : null,
  ]);
  return { booking, generation, villa, balanceCents };
}

/**
 * `words` filled from `facts`, with the guest's private link and `reviewLink`: the one made for
 * the message, a preview's example, or null for none (a message using it is then not sent). The
 * days, hours, nights and amounts are written as `language` writes them (English by default).
 */
export function fillForBooking(
  ctx: MailContext,
  facts: MessageFacts,
  words: { subject: string; body: string },
  reviewLink: string | null,
  language: Language = 'en',
): FilledMessage {
  const manage = guestLink(ctx, facts.booking, facts.generation);
  return fillMessage(words, {
    ...messageValues<MailLink>(facts, {
      manage: { link: manage, text: manage.page },
      review: reviewLink === null ? null : { link: reviewLink, text: reviewLink },
    }),
    ...valuesInLanguage(language, facts),
  });
}

/** A value that is a link, shown as `text` where links are words (the preview's text). */
const linkTo = (link: MailLink, text: string): { link: MailLink; text: string } => ({ link, text });

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
