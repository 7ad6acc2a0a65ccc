/**
 * Mail leaves through the outbox (DESIGN.md): a message is written in the transaction of the change
 * it announces and sent after commit. The row holds a template's name and props; the sender
 * renders it (decision 029), so a request holding a villa's lock spends no time on mail. mailer.ts
 * sends (SMTP, or .eml files without SMTP_URL); repository.ts holds the table's SQL.
 *
 * Sending holds no database transaction open (decision 027): a sender claims a row with a short
 * lease that it renews while sending (decision 060), sends, then marks it sent or, after a failure, schedules the next try with exponential backoff;
 * after MAX_ATTEMPTS tries the row is marked failed, keeping its last error, and logged. Delivery
 * is at least once (decision 022): every attempt of one row is the same message, with one
 * Message-ID, and the .eml transport overwrites its file.
 */
import type { Executor } from '../db/client.ts';
import type { MailAttachment, MailAttachments } from './attachments.ts';
import { headerText } from './format.ts';
import type { LinkSigner } from './private-link.tsx';
import { renderMail } from './render.ts';
import {
  claimNext,
  insertMessages,
  markSent,
  markTryFailed,
  renewLease,
  type OutboxRow,
} from './repository.ts';
import { isMailTemplateName, type MailContent } from './templates/index.ts';

/** A mailbox as a header names it; the name is guest text, so enqueueMail strips its line breaks. */
export interface Mailbox {
  name: string;
  address: string;
}

/**
 * One e-mail to queue. The builders (bookings/notifications.ts, contact, transport, reviews)
 * return these; enqueueMail stores them and the sender renders `content` to HTML and text.
 */
export interface MailMessage {
  to: string;
  /** The guest, on the team's copy of what a guest sent: the team answers with Reply. */
  replyTo?: Mailbox;
  /** One line; CR, LF and other control characters become spaces. */
  subject: string;
  /** The body: a template of src/server/mail/templates (react-email components) and its props. */
  content: MailContent;
}

/** A message as it leaves: rebuilt from its outbox row, the same on every attempt. */
export interface OutgoingMail {
  /** The outbox row's id; the Message-ID and the .eml file's name are made from it. */
  id: string;
  /** When it was queued: the .eml file's name starts with it, so files sort in order. */
  queuedAt: Date;
  to: string;
  replyTo: Mailbox | null;
  subject: string;
  text: string;
  /** Null for a row queued as text, before mail had templates: sent as text alone. */
  html: string | null;
  /** Files made from the template's props as it is rendered (a receipt's PDF); none if absent. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/** Where sending reports a failed try and a message given up (pino's methods). */
export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often and how long a message is retried (decision 027). */
export interface RetryPolicy {
  /** Tries in all, the first one included; then the row is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one. */
  firstDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
  /**
   * How long a claim holds a row without renewal. The sender renews it every third of that while
   * the message is rendered and sent, so it bounds only how long the message of a sender that died
   * waits for another (decision 060), not how long a send may take.
   */
  leaseMs: number;
}

/**
 * 8 tries over about an hour and a quarter: 30 s, 1, 2, 4, 8, 16 and 32 minutes apart. A lease of
 * 15 s, renewed every 5 s: a message in flight when its sender died goes out some 15 s later.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 15_000,
};

/** The wait before try number `attempts + 1`, after `attempts` tries failed. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

const BATCH_SIZE = 20;

/**
 * Stores messages, in the caller's transaction (the change they announce); nothing is rendered.
 * Returns the outbox rows' ids, in the order given.
 */
export async function enqueueMail(db: Executor, ...messages: MailMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  return insertMessages(
    db,
    messages.map((m) => ({
      recipient: headerText(m.to),
      subject: headerText(m.subject),
      template: m.content.template,
      props: m.content.props,
      replyToName: m.replyTo ? headerText(m.replyTo.name) : null,
      replyToAddress: m.replyTo ? headerText(m.replyTo.address) : null,
    })),
  );
}

/** The row's body: its template rendered now, or the text of a row queued before templates. */
async function bodyOf(
  row: OutboxRow,
  { sign, attachments }: Pick<FlushOptions, 'sign' | 'attachments'>,
): Promise<{ text: string; html: string | null; attachments: MailAttachment[] }> {
  if (row.template === null) return { text: row.body ?? '', html: null, attachments: [] };
  if (!isMailTemplateName(row.template)) {
    throw new Error(`no mail template is named '${row.template}' (mail/templates/index.ts)`);
  }
  const content = { template: row.template, props: row.props } as MailContent;
  const [body, files] = await Promise.all([
    renderMail(content, sign),
    attachments?.of(content) ?? [],
  ]);
  return { ...body, attachments: files };
}

const outgoing = async (
  row: OutboxRow,
  options: Pick<FlushOptions, 'sign' | 'attachments'>,
): Promise<OutgoingMail> => ({
  id: row.id,
  queuedAt: row.createdAt,
  to: row.recipient,
  replyTo:
    row.replyToAddress !== null
      ? { name: row.replyToName ?? '', address: row.replyToAddress }
      : null,
  subject: row.subject,
  ...(await bodyOf(row, options)),
});

/**
 * A recipient the receiving server refuses for good (a 5xx answer to RCPT TO, such as a mailbox
 * that does not exist): trying again cannot help. Other 5xx answers (a wrong SMTP password) are
 * the sender's to fix, so those are retried like any failure.
 */
function refusedForGood(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown };
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.command === 'RCPT TO';
}

/** A transport's error for the log: no guest's address (log-redaction.ts's rule), one line. */
const loggable = (error: unknown) =>
  headerText(String(error))
    .replace(/(?<![^\s<>@])[^\s<>@]+@[^\s<>@]+/g, '[address]')
    .slice(0, 500);

export interface FlushOptions {
  retry?: RetryPolicy;
  log?: MailLog;
  /** Adds the token to a message's private links as it is rendered (decision 061). */
  sign?: LinkSigner;
  /** Makes a message's files as it is rendered (a receipt's PDF); without it, none are sent. */
  attachments?: MailAttachments;
}

/**
 * Keeps the claim on `row` while `work` runs: the lease is renewed every third of its length, as
 * the job runner renews its jobs' (decision 052). A renewal that finds the row claimed again is
 * logged: that happens only to a sender frozen for longer than the whole lease.
 */
async function holdingLease<T>(
  db: Executor,
  row: OutboxRow,
  policy: RetryPolicy,
  log: MailLog | undefined,
  work: () => Promise<T>,
): Promise<T> {
  let going = true;
  const renew = async () => {
    const renewed = await renewLease(db, row, policy.leaseMs);
    if (!renewed && going) {
      log?.error({ outboxId: row.id }, 'mail lost its lease while sending: it may go out twice');
    }
  };
  const timer = setInterval(() => {
    renew().catch((err: unknown) =>
      log?.warn({ err, outboxId: row.id }, 'mail lease not renewed; trying again'),
    );
  }, policy.leaseMs / 3);
  timer.unref();
  try {
    return await work();
  } finally {
    going = false;
    clearInterval(timer);
  }
}

/**
 * Sends what is due, one message at a time: claim, render, send (no transaction open, the claim's
 * lease renewed meanwhile), mark; a message that cannot be rendered fails its try like one that
 * cannot be sent. A crash between the send and the mark repeats that one message only, under its
 * own Message-ID, once its lease lapses. Returns the number sent.
 */
export async function flushOutbox(
  db: Executor,
  mailer: Mailer,
  { retry = DEFAULT_RETRY, log, sign, attachments }: FlushOptions = {},
): Promise<number> {
  let sent = 0;
  // A message that failed waits for a later run, however short its backoff.
  const tried: string[] = [];
  for (let i = 0; i < BATCH_SIZE; i++) {
    const row = await claimNext(db, retry.leaseMs, tried);
    if (!row) break;
    tried.push(row.id);
    try {
      await holdingLease(db, row, retry, log, async () =>
        mailer.send(await outgoing(row, { sign, attachments })),
      );
    } catch (error) {
      const lastError = loggable(error);
      const givenUp = row.attempts >= retry.maxAttempts || refusedForGood(error);
      const waitMs = retryDelayMs(row.attempts, retry);
      await markTryFailed(db, row, { lastError, givenUp, waitMs });
      const fields = { outboxId: row.id, attempts: row.attempts, lastError };
      if (givenUp) log?.error(fields, 'mail given up: every try failed; the row keeps its error');
      else log?.warn({ ...fields, retryInMs: waitMs }, 'mail not sent; it will be tried again');
      continue;
    }
    await markSent(db, row.id);
    sent++;
  }
  return sent;
}
