/**
 * Mail leaves through the outbox (DESIGN.md): a message is written in the transaction of the change
 * it announces and sent after commit. Without SMTP_URL, messages are written as .eml files to
 * DATA_DIR/outbox so nothing is lost and a developer can read them.
 *
 * Delivery is at least once (decision 022): a process killed after sending and before marking the
 * row sent sends that message again on the next run. Every attempt of one outbox row is the same
 * message, with one Message-ID: the .eml transport overwrites its file, and receivers can tell the
 * repeat from a new message.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Executor, Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newId } from '../ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** A message as it leaves: with its outbox row's id, the same on every attempt. */
export interface OutgoingMail extends MailMessage {
  /** The outbox row's id; the Message-ID and the .eml file's name are made from it. */
  id: string;
  /** When it was queued: the .eml file's name starts with it, so files sort in order. */
  queuedAt: Date;
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/** The domain of an address ('Villas <hello@villas.example>' -> 'villas.example'). */
function domainOf(address: string): string {
  const domain = /@([^>\s]+)/.exec(address)?.[1];
  return domain ?? 'localhost';
}

/** `<outbox-ID@domain>`: RFC 5322's form, unique per outbox row, stable across attempts. */
export const messageIdOf = (id: string, from: string) => `<outbox-${id}@${domainOf(from)}>`;

/** The .eml file of a message: the same name on every attempt, so a resend replaces it. */
export const emlFileName = (m: OutgoingMail) =>
  `${m.queuedAt.toISOString().replace(/[:.]/g, '-')}-${m.id}.eml`;

/** After this many failures a message waits for a person (it stays in the table). */
const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export async function enqueueMail(db: Executor, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(outbox)
    .values(
      messages.map((m) => ({ id: newId(), recipient: m.to, subject: m.subject, body: m.body })),
    );
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string | null;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.body,
          messageId: messageIdOf(m.id, opts.from),
        });
      },
    };
  }
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = opts.outboxDir;
  return {
    async send(m) {
      if (!dir) return; // tests: the outbox table is the record
      const info = await fileTransport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.body,
        messageId: messageIdOf(m.id, opts.from),
      });
      await mkdir(dir, { recursive: true });
      // Written beside and renamed into place: a crash mid-write leaves no half message, and a
      // resend of the same row replaces the file instead of adding a second one.
      const file = path.join(dir, emlFileName(m));
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
  };
}

/**
 * Sends what is waiting, one message per transaction: the row is claimed with SKIP LOCKED (so
 * several app instances never send one message at the same time), sent, and marked sent in the
 * same commit. A crash between the send and the commit repeats that one message only, under its
 * own Message-ID. Returns the number sent.
 */
export async function flushOutbox(db: Database, mailer: Mailer): Promise<number> {
  let sent = 0;
  // A message that failed waits for the next run (MAIL_RETRY_MS in jobs.ts), not the next loop.
  const failed: string[] = [];
  for (let i = 0; i < BATCH_SIZE; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lt(outbox.attempts, MAX_ATTEMPTS),
            failed.length > 0 ? notInArray(outbox.id, failed) : undefined,
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'empty';
      try {
        await mailer.send({
          id: row.id,
          queuedAt: row.createdAt,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
        });
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: row.attempts + 1, lastError: String(error).slice(0, 500) })
          .where(eq(outbox.id, row.id));
        failed.push(row.id);
        return 'failed';
      }
      await tx
        .update(outbox)
        .set({ sentAt: sql`now()` })
        .where(eq(outbox.id, row.id));
      return 'sent';
    });
    if (outcome === 'empty') break;
    if (outcome === 'sent') sent++;
  }
  return sent;
}
