/**
 * Mail leaves through the outbox (DESIGN.md): a message is written in the transaction of the change
 * it announces and sent after commit. Without SMTP_URL, messages are written as .eml files to
 * DATA_DIR/outbox so nothing is lost and a developer can read them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Executor, Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newId } from '../ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

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
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.body });
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
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${newId()}.eml`), info.message as Buffer);
    },
  };
}

/**
 * Sends what is waiting. Rows are claimed with SKIP LOCKED so several app instances never send
 * one message twice. Returns the number sent.
 */
export async function flushOutbox(db: Database, mailer: Mailer): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const row of batch) {
      try {
        await mailer.send({ to: row.recipient, subject: row.subject, body: row.body });
        await tx
          .update(outbox)
          .set({ sentAt: sql`now()` })
          .where(eq(outbox.id, row.id));
        sent++;
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: row.attempts + 1, lastError: String(error).slice(0, 500) })
          .where(eq(outbox.id, row.id));
      }
    }
  });
  return sent;
}
