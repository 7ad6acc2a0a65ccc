/**
 * The guest messages in the console (issue 27 §1, decision 091): the owner adds, edits, turns off
 * and deletes templates and previews one with a real booking; the team sees a booking's messages
 * and sends one now or skips it. Every change is one transaction with its audit entry; an edit
 * sent with the version it read (`If-Match`) is refused with 412 when someone saved meanwhile.
 * Over 400 lines: the templates' transactions and a booking's messages share the lock, audit and
 * preview helpers here; the templates' texts in other languages are apart (texts-service.ts).
 * Splitting the rest by template and booking is the next step when it grows.
 */
import { type ScheduledMessageStatus } from '#domain/guest-messages.ts';
import type { Language } from '#domain/languages.ts';
import { usedVariables } from '#domain/message-values.ts';
import { MESSAGE_VARIABLES } from '#domain/message-words.ts';
import {
  willGoInEnglish,
  type BookingMessagesInLanguage,
} from '#domain/schemas/guest-message-texts.ts';
import type {
  PreviewRequest,
  PreviewView,
  TemplateInput,
  TemplateList,
  TemplateView,
} from '#domain/schemas/guest-message.ts';
import type { MailContext } from '../mail/context.ts';
import { findBookingWithVilla, lockBooking, toBooking } from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '../lib/edit-versions.ts';
import { newId } from '../lib/ids.ts';
import { renderMail } from '../mail/render.ts';
import { mailContent } from '../mail/templates/index.ts';
import { conflict, notFound } from '../plugins/errors.ts';
import { appendAudit, bookingTarget, messageTemplateTarget, type Actor } from '../staff/audit.ts';
import { defaultTemplateRows } from './defaults.ts';
import { defaultTextRows } from './default-texts.ts';
import {
  cancelWaitingOfTemplate,
  countSentOfTemplate,
  deleteTemplate as deleteTemplateRow,
  findTemplate,
  insertMissingDefaults,
  insertTemplate,
  latestConfirmedId,
  listTemplates as listTemplateRows,
  lockMessage,
  markMessage,
  messagesOfBooking,
  insertMissingTexts,
  textsInLanguage,
  updateTemplate as updateTemplateRow,
  type TemplateRow,
} from './repository.ts';
import { chooseWords } from './message-language.ts';
import { scheduleTemplateForUpcoming } from './schedule.ts';
import { sendOne, timingLabel } from './send.ts';
import { fillForBooking, readMessageFacts } from './values.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface GuestMessageDeps {
  db: Database;
  mail: MailContext;
  now?: () => Date;
}

export const TEMPLATE_CHANGED =
  'Someone else saved this message while you were changing it, so yours was not saved. Reload to see theirs, then make your changes again.';
const NO_SUCH_TEMPLATE = 'There is no message template with this id.';
const NO_SUCH_BOOKING = 'There is no booking with this id.';
const NO_SUCH_MESSAGE = 'This booking has no message with this id.';
export const BUILT_IN_NOT_DELETED =
  'This is one of the messages the site ships: it cannot be deleted. Turn it off instead.';
export const SENT_NOT_DELETED =
  'This message has already been sent to guests, and their bookings list it: it cannot be deleted. Turn it off instead.';
export const TURNED_OFF_REASON = 'The message was turned off.';
export const DELETED_REASON = 'The message was deleted.';

/** What the owner edits of a template: its version is the hash of these. */
const editedOf = (row: TemplateRow) => ({
  name: row.name,
  trigger: row.trigger,
  offsetDays: row.offsetDays,
  sendHour: row.sendHour,
  whenLate: row.whenLate,
  subject: row.subject,
  body: row.body,
  enabled: row.enabled,
});

export function templateView(row: TemplateRow): TemplateView {
  const edited = editedOf(row);
  return {
    id: row.id,
    builtIn: row.builtIn,
    ...edited,
    timing: timingLabel(row),
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(edited),
  };
}

/**
 * At start-up: the four defaults inserted where missing, with their words in the other languages,
 * planned for the stays already booked.
 */
export async function ensureDefaultTemplates(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await insertMissingDefaults(tx, defaultTemplateRows(newId, now));
    // Their Russian, German and French words come with them, once: a language the owner removed
    // later is not put back by a restart.
    await insertMissingTexts(tx, defaultTextRows(inserted, now));
    for (const template of inserted) await scheduleTemplateForUpcoming(tx, template, now);
    return inserted.length;
  });
}

export async function listTemplates(deps: GuestMessageDeps): Promise<TemplateList> {
  const rows = await listTemplateRows(deps.db);
  return {
    templates: rows.map(templateView),
    variables: MESSAGE_VARIABLES.map(({ name, label, example }) => ({ name, label, example })),
  };
}

export async function createTemplate(
  deps: GuestMessageDeps,
  actor: Actor,
  input: TemplateInput,
): Promise<TemplateView> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      id: newId(),
      builtIn: null,
      ...input,
      createdAt: now,
      updatedAt: now,
    });
    const planned = await scheduleTemplateForUpcoming(tx, row, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message-template.create',
      target: messageTemplateTarget(row.id),
      after: { ...editedOf(row), planned },
    });
    return templateView(row);
  });
}

async function lockedTemplate(tx: Executor, id: string): Promise<TemplateRow> {
  const row = await findTemplate(tx, id, true);
  if (!row) throw notFound(NO_SUCH_TEMPLATE);
  return row;
}

/**
 * Saves a template. Turned off: its waiting messages are cancelled. On (or its timing changed):
 * its waiting messages follow the new timing and stays booked before it get it where its time is
 * still ahead (schedule.ts `scheduleTemplateForUpcoming`).
 */
export async function updateTemplate(
  deps: GuestMessageDeps,
  actor: Actor,
  id: string,
  input: TemplateInput,
  expected: string[] | null = null,
): Promise<TemplateView> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const before = await lockedTemplate(tx, id);
    checkVersion(expected, versionOf(editedOf(before)), TEMPLATE_CHANGED);
    const row = await updateTemplateRow(tx, id, { ...input, updatedAt: now });
    const cancelled = row.enabled
      ? 0
      : await cancelWaitingOfTemplate(tx, id, TURNED_OFF_REASON, now);
    const planned = row.enabled ? await scheduleTemplateForUpcoming(tx, row, now) : 0;
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message-template.update',
      target: messageTemplateTarget(id),
      before: editedOf(before),
      after: { ...editedOf(row), planned, cancelled },
    });
    return templateView(row);
  });
}

/** Deletes a template of the owner's that has sent nothing (a sent one stays on its bookings). */
export async function deleteTemplate(
  deps: GuestMessageDeps,
  actor: Actor,
  id: string,
): Promise<void> {
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const before = await lockedTemplate(tx, id);
    if (before.builtIn) throw conflict(BUILT_IN_NOT_DELETED);
    if ((await countSentOfTemplate(tx, id)) > 0) throw conflict(SENT_NOT_DELETED);
    await cancelWaitingOfTemplate(tx, id, DELETED_REASON, now);
    await deleteTemplateRow(tx, id);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message-template.delete',
      target: messageTemplateTarget(id),
      before: editedOf(before),
    });
  });
}

const EXAMPLE_NOTE =
  'There is no confirmed booking yet to show this with: the preview uses the variables as written.';

/**
 * A template as a guest would receive it, filled with a real booking (the one named, or the
 * latest confirmed one): its subject, text and branded HTML, and the variables with no value for
 * that booking. Writes nothing: the review link is an example, never a new invite. `language`:
 * the words' (a template's Russian, say), whose days, hours and amounts are written in it.
 */
export async function previewTemplate(
  deps: GuestMessageDeps,
  request: PreviewRequest,
  language: Language = 'en',
): Promise<PreviewView> {
  const now = nowOf(deps);
  const bookingId = request.bookingId ?? (await latestConfirmedId(deps.db));
  const found = bookingId ? await findBookingWithVilla(deps.db, bookingId) : undefined;
  if (request.bookingId && !found) throw notFound(NO_SUCH_BOOKING);
  if (!found) {
    const paragraphs = [[[EXAMPLE_NOTE]], ...request.body.split(/\n{2,}/).map((p) => [[p]])];
    const { html, text } = await renderMail(
      mailContent('guest-message', { subject: request.subject, preview: '', paragraphs }),
    );
    return { booking: null, subject: request.subject, text, html, missing: [] };
  }
  const b = toBooking(found.booking, { name: found.villaName, slug: found.villaSlug });
  const used = usedVariables(request.subject, request.body);
  const facts = await readMessageFacts(
    deps.db,
    { booking: b, generation: found.booking.accessTokenHash },
    used,
    now,
  );
  // An example, never a new invite: a preview writes nothing.
  const reviewExample = `${deps.mail.publicUrl}/review?token=…`;
  const filled = fillForBooking(
    deps.mail,
    facts,
    request,
    used.has('review_link') ? reviewExample : null,
    language,
  );
  const { html } = await renderMail(
    mailContent('guest-message', {
      subject: filled.subject,
      preview: filled.text.slice(0, 140),
      paragraphs: filled.paragraphs,
    }),
    // The guest's private link, shown without its token: the preview is not the guest's key.
    (link) => link.page,
  );
  return {
    booking: { id: b.id, reference: b.reference, guestName: b.guestName },
    subject: filled.subject,
    text: filled.text,
    html,
    missing: filled.missing,
  };
}

/**
 * A booking's messages, each with the language it goes (or went) in: the booking's when its
 * template has words in it, else English, with the reason beside it for the team (issue 39). A
 * sent one keeps what was true when it went (its reason, written by the sender).
 */
export async function bookingMessages(
  deps: Pick<GuestMessageDeps, 'db'>,
  bookingId: string,
  db: Executor = deps.db,
): Promise<BookingMessagesInLanguage> {
  const found = await findBookingWithVilla(db, bookingId);
  if (!found) throw notFound(NO_SUCH_BOOKING);
  const bookingLanguage = found.booking.language;
  const rows = await messagesOfBooking(db, bookingId);
  const texts =
    bookingLanguage === 'en'
      ? new Set<string>()
      : new Set(
          (
            await textsInLanguage(
              db,
              bookingLanguage,
              rows.map((r) => r.template.id),
            )
          ).map((text) => text.templateId),
        );
  return {
    messages: rows.map(({ message, template }) => {
      const base = {
        id: message.id,
        templateId: template.id,
        templateName: template.name,
        timing: timingLabel(template),
        dueAt: message.dueAt.toISOString(),
        status: message.status,
        reason: message.reason,
        sentAt: message.sentAt?.toISOString() ?? null,
        bookingLanguage,
      };
      if (message.status === 'sent') {
        // Its reason, when a sent message has one, is that it went in English (send.ts).
        const inEnglish = bookingLanguage !== 'en' && message.reason !== null;
        return {
          ...base,
          language: inEnglish ? 'en' : bookingLanguage,
          languageNote: inEnglish ? message.reason : null,
        };
      }
      const chosen = chooseWords(
        template,
        bookingLanguage,
        texts.has(template.id) ? template : undefined,
      );
      return {
        ...base,
        language: chosen.language,
        languageNote:
          chosen.missing && message.status === 'scheduled' ? willGoInEnglish(chosen.missing) : null,
      };
    }),
  };
}

const STATUS_WORDS: Record<ScheduledMessageStatus, string> = {
  scheduled: 'is waiting to be sent',
  sent: 'has already been sent',
  skipped: 'was skipped',
  cancelled: 'was cancelled with the booking',
};

/** The message, locked under its booking's lock, or a 404. */
async function lockedMessage(tx: Executor, bookingId: string, messageId: string) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw notFound(NO_SUCH_BOOKING);
  const message = await lockMessage(tx, messageId);
  if (!message || message.bookingId !== bookingId) throw notFound(NO_SUCH_MESSAGE);
  return { booking, message };
}

/**
 * "Send now": a waiting message, or one skipped before (the team may have filled in what was
 * missing), goes out at once. One with a value still missing is refused (409, naming it) and
 * stays as it was.
 */
export async function sendMessageNow(
  deps: GuestMessageDeps,
  actor: Actor,
  bookingId: string,
  messageId: string,
): Promise<BookingMessagesInLanguage> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const { booking, message } = await lockedMessage(tx, bookingId, messageId);
    if (booking.status !== 'CONFIRMED') {
      throw conflict('This booking is not confirmed: its messages are not sent.');
    }
    if (message.status === 'sent' || message.status === 'cancelled') {
      throw conflict(`This message ${STATUS_WORDS[message.status]}.`);
    }
    if (message.status === 'skipped') {
      await markMessage(tx, message.id, { status: 'scheduled', updatedAt: now });
    }
    const outcome = await sendOne(tx, deps.mail, { bookingId, messageId }, now, {
      teamToldOfMissing: false,
    });
    if (outcome.status !== 'sent') {
      throw conflict(
        'reason' in outcome ? outcome.reason : `This message ${STATUS_WORDS[message.status]}.`,
      );
    }
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'guest-message.send',
      target: bookingTarget(bookingId),
      before: { messageId, status: message.status, dueAt: message.dueAt.toISOString() },
      after: { messageId, status: 'sent' },
    });
    return bookingMessages(deps, bookingId, tx);
  });
}

/** "Skip": a waiting message is not sent, with the team's reason on the booking. */
export async function skipMessage(
  deps: GuestMessageDeps,
  actor: Actor,
  bookingId: string,
  messageId: string,
  reason: string,
): Promise<BookingMessagesInLanguage> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const { message } = await lockedMessage(tx, bookingId, messageId);
    if (message.status !== 'scheduled') {
      throw conflict(
        `This message ${STATUS_WORDS[message.status]}: only a waiting one can be skipped.`,
      );
    }
    await markMessage(tx, message.id, { status: 'skipped', reason, updatedAt: now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'guest-message.skip',
      target: bookingTarget(bookingId),
      before: { messageId, status: message.status },
      after: { messageId, status: 'skipped', reason },
    });
    return bookingMessages(deps, bookingId, tx);
  });
}
