/**
 * What the team does with a guest's message or transport request (issue 14 §4): read it, move its
 * status (new, in progress, answered), and reply. A reply is kept with the message, e-mailed to the
 * guest through the outbox and marks the message answered, all in one transaction with its audit
 * entry; the caller kicks the mail sender after the commit.
 */
import type { ConsoleMessage, MessageKind, MessageStatus } from '#domain/schemas/console.ts';
import type { TransportService } from '#domain/transport-services.ts';
import type { Database, Executor } from '../db/client.ts';
import { notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { messageReplyMail, type MessageReplyFacts } from '../mail/request-mails.ts';
import { appendAudit, messageTarget, type Actor } from '../staff/audit.ts';
import {
  findMessage,
  insertReply,
  repliesOf,
  setMessageStatus,
  toConsoleMessage,
  type MessageRow,
} from './repository.ts';

export { pageMessages } from './repository.ts';

const NO_MESSAGE: Record<MessageKind, string> = {
  contact: 'There is no contact message with this id.',
  transport: 'There is no transport request with this id.',
};

async function existing(db: Executor, kind: MessageKind, id: string, lock = false) {
  const message = await findMessage(db, kind, id, lock);
  if (!message) throw notFound(NO_MESSAGE[kind]);
  return message;
}

async function wholeMessage(db: Executor, message: MessageRow): Promise<ConsoleMessage> {
  return toConsoleMessage(message, await repliesOf(db, message.kind, message.row.id));
}

export async function getMessage(db: Database, kind: MessageKind, id: string) {
  return wholeMessage(db, await existing(db, kind, id));
}

export async function changeMessageStatus(
  db: Database,
  actor: Actor,
  kind: MessageKind,
  id: string,
  status: MessageStatus,
): Promise<ConsoleMessage> {
  return db.transaction(async (tx) => {
    const message = await existing(tx, kind, id, true);
    await setMessageStatus(tx, kind, id, status);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message.status',
      target: messageTarget(kind, id),
      before: { status: message.row.status },
      after: { status },
    });
    return wholeMessage(tx, await existing(tx, kind, id));
  });
}

/** What the reply's e-mail says about the message it answers. */
function replyFacts(message: MessageRow, staffName: string, reply: string): MessageReplyFacts {
  const shared = {
    name: message.row.name,
    staffName,
    reply,
    sentAt: message.row.createdAt.toISOString(),
  };
  if (message.kind === 'contact') {
    return { ...shared, subject: message.row.subject, trip: null, original: message.row.message };
  }
  const t = message.row;
  return {
    ...shared,
    subject: null,
    original: t.notes,
    trip: {
      reference: t.reference,
      kind: t.kind,
      service: t.service as TransportService,
      from: t.fromPlace,
      to: t.toPlace,
      date: t.date,
      time: t.time,
      passengers: t.passengers,
      luggage: t.luggage,
      vehicleType: t.vehicleType,
      price: t.priceCents,
      name: t.name,
      email: t.email,
      phone: t.phone,
      notes: t.notes,
    },
  };
}

export async function replyToMessage(
  db: Database,
  actor: Actor,
  teamEmail: string,
  kind: MessageKind,
  id: string,
  body: string,
): Promise<ConsoleMessage> {
  return db.transaction(async (tx) => {
    const message = await existing(tx, kind, id, true);
    const replyId = newId();
    await insertReply(tx, kind, {
      id: replyId,
      messageId: id,
      staffId: actor.id,
      staffName: actor.name,
      body,
    });
    await setMessageStatus(tx, kind, id, 'ANSWERED');
    await enqueueMail(
      tx,
      messageReplyMail(message.row.email, teamEmail, replyFacts(message, actor.name, body)),
    );
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message.reply',
      target: messageTarget(kind, id),
      before: { status: message.row.status },
      after: { status: 'ANSWERED', replyId, body },
    });
    return wholeMessage(tx, await existing(tx, kind, id));
  });
}
