/**
 * Sending a guest message (issue 27 §1, decision 091), by the job when it is due or by the team's
 * "send now". Each message in its own transaction: the booking's row locked (as a cancel or a
 * change of the stay locks it, so neither slips in between), then the message's; still waiting,
 * and the booking still confirmed, it is filled with the booking's values; a variable with no
 * value skips it, with the reason on the booking and an e-mail to the team; otherwise the e-mail
 * is queued in the outbox and the message marked sent in the same transaction. It goes in the
 * booking's language when the template has words in it, else in English (issue 39). Several
 * instances, a crash or a run that missed its time never send one twice: the second finds it sent.
 */
import { timingWords } from '#domain/guest-messages.ts';
import { usedVariables } from '#domain/message-values.ts';
import { missingValuesReason } from '#domain/message-words.ts';
import { clockLabel } from '#domain/clock-label.ts';
import { consoleLink, type MailContext } from '../mail/context.ts';
import { findBookingWithVilla, lockBooking, toBooking } from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import { dateLabel } from '../mail/format.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { makeReviewLink } from '../reviews/invite-repository.ts';
import { sentInEnglish } from '#domain/schemas/guest-message-texts.ts';
import {
  dueMessages,
  findTemplate,
  findTemplateText,
  lockMessage,
  markMessage,
} from './repository.ts';
import { chooseWords } from './message-language.ts';
import { fillForBooking, readMessageFacts, type FilledMessage } from './values.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages.ts';

/**
 * The guest's e-mail of a filled template: Reply goes to the team. `language` is that of the
 * words sent (the booking's, or English when the template has none in it), which the mail's
 * frame follows; English is left out of the props, as in the messages queued before.
 */
export function guestMessageMail(
  ctx: MailContext,
  b: Booking,
  filled: Pick<FilledMessage, 'subject' | 'text' | 'paragraphs'>,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  return {
    to: b.guestEmail,
    replyTo: { name: siteSettings.companyName, address: ctx.teamEmail },
    subject: filled.subject,
    content: mailContent('guest-message', {
      subject: filled.subject,
      preview: filled.text.replace(/\s+/g, ' ').trim().slice(0, 140),
      paragraphs: filled.paragraphs,
      ...(language === DEFAULT_LANGUAGE ? {} : { language }),
    }),
  };
}

/** The team's word that a message was not sent, and why (a value missing for the booking). */
export function guestMessageSkippedTeamMail(
  ctx: MailContext,
  b: Booking,
  message: { templateName: string; dueAt: Date; reason: string },
): MailMessage {
  return {
    to: ctx.teamEmail,
    replyTo: { name: b.guestName, address: b.guestEmail },
    subject: `Not sent: "${message.templateName}" to ${b.guestName} (${b.reference})`,
    content: mailContent('guest-message-skipped-team', {
      reference: b.reference,
      guestName: b.guestName,
      villaName: b.villaName,
      checkInDate: dateLabel(b.checkInDate),
      templateName: message.templateName,
      dueAt: message.dueAt.toISOString(),
      reason: message.reason,
      consoleLink: consoleLink(ctx, b),
    }),
  };
}

/** A run sends this many at most; the job's next run (or this one's loop) takes the rest. */
const BATCH = 50;

/** What became of one message. */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'skipped'; reason: string; teamTold: boolean }
  | { status: 'cancelled'; reason: string }
  /** Not waiting any more (sent or skipped by another instance or person): nothing done. */
  | { status: 'gone' };

export const NOT_CONFIRMED_REASON = 'The booking is no longer confirmed.';

/**
 * Sends message `messageId` of booking `bookingId` in transaction `tx`, if it is still waiting.
 * `teamToldOfMissing`: e-mail the team when a value is missing (the job; a person pressing
 * "send now" sees the reason on the page instead).
 */
export async function sendOne(
  tx: Executor,
  ctx: MailContext,
  ids: { bookingId: string; messageId: string },
  now: Date,
  { teamToldOfMissing }: { teamToldOfMissing: boolean },
): Promise<SendOutcome> {
  const row = await lockBooking(tx, ids.bookingId);
  const message = await lockMessage(tx, ids.messageId);
  if (!row || !message || message.bookingId !== ids.bookingId || message.status !== 'scheduled') {
    return { status: 'gone' };
  }
  if (row.status !== 'CONFIRMED') {
    await markMessage(tx, message.id, {
      status: 'cancelled',
      reason: NOT_CONFIRMED_REASON,
      updatedAt: now,
    });
    return { status: 'cancelled', reason: NOT_CONFIRMED_REASON };
  }
  const [template, found] = await Promise.all([
    findTemplate(tx, message.templateId),
    findBookingWithVilla(tx, ids.bookingId),
  ]);
  if (!template || !found) return { status: 'gone' };
  const b = toBooking(row, { name: found.villaName, slug: found.villaSlug });
  // In the booking's language when the template has words in it, else in English (issue 39).
  const text =
    row.language === 'en' ? undefined : await findTemplateText(tx, template.id, row.language);
  const chosen = chooseWords(template, row.language, text);
  const used = usedVariables(chosen.words.subject, chosen.words.body);
  const facts = await readMessageFacts(
    tx,
    { booking: b, generation: row.accessTokenHash },
    used,
    now,
  );
  // The one write of a message's values: the review link, made in this transaction, so a
  // message rolled back leaves no invite and a stay already reviewed gets none.
  const review = used.has('review_link')
    ? await makeReviewLink(tx, b.id, now, ctx.publicUrl)
    : null;
  const reviewSkip = review && 'skip' in review ? review.skip : null;
  const filled = fillForBooking(
    ctx,
    facts,
    chosen.words,
    review && 'link' in review ? review.link : null,
    chosen.language,
  );
  const skip = reviewSkip
    ? `Not sent: ${reviewSkip}`
    : filled.missing.length > 0
      ? missingValuesReason(filled.missing)
      : null;
  if (skip) {
    await markMessage(tx, message.id, { status: 'skipped', reason: skip, updatedAt: now });
    // A value the team can fill in (a villa's map position) is worth an e-mail; a stay already
    // reviewed is not: it is listed on the booking either way.
    if (teamToldOfMissing && !reviewSkip) {
      await enqueueMail(
        tx,
        guestMessageSkippedTeamMail(ctx, b, {
          templateName: template.name,
          dueAt: message.dueAt,
          reason: skip,
        }),
      );
    }
    return { status: 'skipped', reason: skip, teamTold: teamToldOfMissing && !reviewSkip };
  }
  const [outboxId] = await enqueueMail(tx, guestMessageMail(ctx, b, filled, chosen.language));
  await markMessage(tx, message.id, {
    status: 'sent',
    sentAt: now,
    // Kept on the message: the team sees later that it went in English, and why.
    reason: chosen.missing ? sentInEnglish(chosen.missing) : null,
    outboxId,
    updatedAt: now,
  });
  return { status: 'sent' };
}

/**
 * The job: every message due at `now` (tests and the browser journey pass a later one), each in
 * its own transaction. Resolves to how many e-mails it queued (guests' and the team's).
 */
export async function sendDueMessages(
  db: Database,
  ctx: MailContext,
  now: Date = new Date(),
  log?: { error(obj: object, msg: string): void },
): Promise<number> {
  let queued = 0;
  // Messages this run left waiting (a failure), so a batch of them cannot keep it looping.
  const left = new Set<string>();
  for (;;) {
    const due = (await dueMessages(db, now, BATCH + left.size)).filter((m) => !left.has(m.id));
    if (due.length === 0) return queued;
    for (const { id, bookingId } of due) {
      try {
        const outcome = await db.transaction((tx) =>
          sendOne(tx, ctx, { bookingId, messageId: id }, now, { teamToldOfMissing: true }),
        );
        if (outcome.status === 'sent' || (outcome.status === 'skipped' && outcome.teamTold)) {
          queued += 1;
        }
        if (outcome.status === 'gone') left.add(id);
      } catch (err) {
        // Left waiting, tried again on the next run; the others still go.
        left.add(id);
        log?.error({ err, messageId: id }, 'guest message not sent');
      }
    }
  }
}

/** "7 days before arrival at 9:00 AM": a template's timing in words, for the console's lists. */
export function timingLabel(t: {
  trigger: 'confirmed' | 'before_arrival' | 'after_departure';
  offsetDays: number;
  sendHour: number;
}): string {
  if (t.trigger === 'confirmed') return 'On confirmation';
  const words = timingWords(t);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}, ${clockLabel(t.sendHour)} Sri Lanka time`;
}
