/**
 * The outbox's delivery (decisions 022 and 027): claim, send outside any transaction, mark; retries
 * with backoff; a bounded number of tries, then the failure kept and logged; a repeat after a crash
 * is the same message. Most of it against a real SMTP server in the test process.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';
import { engines, openTestDatabase } from '#tests/helpers/test-app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createMailer } from './mailer.ts';
import {
  enqueueMail,
  flushOutbox,
  retryDelayMs,
  type MailLog,
  type Mailer,
  type MailMessage,
  type OutgoingMail,
  type RetryPolicy,
} from './outbox.ts';
import { mailContent } from './templates/index.ts';

const FROM = 'Villa Collection <bookings@villas.test>';

const content = (words: string) =>
  mailContent('shared-experience-acknowledged', {
    name: 'Ines',
    what: 'testimonial',
    villaName: null,
    rating: 5,
    comment: words,
  });

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  content: content(subject),
});

/** Quick retries for tests: 20 ms, 40 ms, 80 ms... and three tries in all. */
const FAST: RetryPolicy = { maxAttempts: 3, firstDelayMs: 20, maxDelayMs: 1000, leaseMs: 60_000 };

/** The log lines sending wrote. */
function recordingLog() {
  const lines: { level: 'warn' | 'error'; fields: Record<string, unknown>; msg: string }[] = [];
  const log: MailLog = {
    warn: (fields, msg) => void lines.push({ level: 'warn', fields: { ...fields }, msg }),
    error: (fields, msg) => void lines.push({ level: 'error', fields: { ...fields }, msg }),
  };
  return { log, lines };
}

/** Due now: the backoff's wait skipped, as if its time had come. */
const makeDue = (db: Database) =>
  db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(isNull(outbox.sentAt));

describe.each(engines)('outbox on %s', (engine) => {
  let database: DatabaseHandle;
  let smtp: SmtpTestServer;
  let dir: string;

  // Opened once: a fresh database costs seconds on a busy machine; each test clears the outbox.
  beforeAll(async () => {
    database = await openTestDatabase(engine, 5);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await database.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    await database.db.delete(outbox);
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const rows = () => database.db.select().from(outbox).orderBy(asc(outbox.createdAt));

  it('sends every message exactly once after the SMTP server was down, with backoff', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    const { log, lines } = recordingLog();
    await enqueueMail(
      db,
      ...Array.from({ length: 5 }, (_, i) => message(`guest${i}@example.com`, `Message ${i}`)),
    );

    await smtp.stop();
    expect(await flushOutbox(db, mailer, { retry: FAST, log })).toBe(0);
    const failedOnce = await rows();
    expect(failedOnce.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1]);
    for (const row of failedOnce) {
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.sentAt).toBeNull();
      expect(row.failedAt).toBeNull();
      expect(row.leasedUntil).toBeNull();
      // The next try waits (backoff), so a run right away sends nothing.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(5);
    expect(lines[0]?.fields).toMatchObject({ attempts: 1, retryInMs: 20 });
    expect(JSON.stringify(lines)).not.toContain('@example.com');

    await makeDue(db);
    expect(await flushOutbox(db, mailer, { retry: FAST, log })).toBe(0); // still down
    expect((await rows()).map((r) => r.attempts)).toEqual([2, 2, 2, 2, 2]);

    await smtp.start();
    await makeDue(db);
    expect(await flushOutbox(db, mailer, { retry: FAST, log })).toBe(5);
    expect(await flushOutbox(db, mailer, { retry: FAST, log })).toBe(0);

    // Each arrived once: five messages, five Message-IDs, one each.
    const arrived = smtp.received.map((m) => m.parsed.subject).sort();
    expect(arrived).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(5);
    const sent = await rows();
    expect(sent.every((r) => r.sentAt !== null && r.attempts === 3)).toBe(true);
    // The last failure stays on record beside the success.
    expect(sent.every((r) => /ECONNREFUSED|connect/i.test(r.lastError ?? ''))).toBe(true);
  });

  it('waits twice as long after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, FAST))).toEqual([20, 40, 80, 160]);
    expect(retryDelayMs(20, FAST)).toBe(1000);
    expect(retryDelayMs(1)).toBe(30_000);
  });

  it('gives up after the last try, keeps the failure and logs it', async () => {
    const { db } = database;
    smtp.refuse('busy@example.com', 451);
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    const { log, lines } = recordingLog();
    await enqueueMail(db, message('busy@example.com', 'Your booking request'));
    for (let i = 0; i < FAST.maxAttempts + 2; i++) {
      await makeDue(db);
      await flushOutbox(db, mailer, { retry: FAST, log });
    }
    const [row] = await rows();
    expect(row?.attempts).toBe(FAST.maxAttempts); // no try after the last
    expect(row?.failedAt).not.toBeNull();
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/451/);
    expect(row?.lastError).not.toContain('busy@example.com');
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'error']);
    expect(lines.at(-1)?.msg).toMatch(/given up/);
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up at once on a recipient the server refuses for good', async () => {
    const { db } = database;
    smtp.refuse('nobody@example.com', 550);
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await enqueueMail(db, message('nobody@example.com', 'Hello'));
    await flushOutbox(db, mailer, { retry: FAST });
    const [row] = await rows();
    expect(row?.attempts).toBe(1);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toMatch(/550/);
  });

  it('lets no CR or LF in a subject or a Reply-To name add a header', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await enqueueMail(db, {
      to: 'team@villas.test',
      replyTo: { name: 'Eve\r\nBcc: victim@example.com', address: 'eve@example.com' },
      subject: 'Hello\r\nBcc: victim@example.com\nX-Injected: yes',
      content: content('Hello'),
    });
    await flushOutbox(db, mailer, { retry: FAST });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['team@villas.test']);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-injected')).toBe(false);
    expect(mail?.parsed.subject).toBe('Hello Bcc: victim@example.com X-Injected: yes');
    expect(mail?.parsed.replyTo?.value).toEqual([
      { name: 'Eve Bcc: victim@example.com', address: 'eve@example.com' },
    ]);
    const [row] = await rows();
    expect(row?.subject).not.toMatch(/[\r\n]/);
    expect(row?.replyToName).toBe('Eve Bcc: victim@example.com');
  });

  it('sends no message twice when two senders run at once', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await enqueueMail(
      db,
      ...Array.from({ length: 6 }, (_, i) => message(`twice${i}@example.com`, `Once ${i}`)),
    );
    const [a, b] = await Promise.all([flushOutbox(db, mailer), flushOutbox(db, mailer)]);
    expect(a + b).toBe(6);
    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `Once ${i}`),
    );
  });

  it('a message resent after a crash is the same message, in the same .eml file', async () => {
    const files = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir });
    const attempts: OutgoingMail[] = [];
    let crashed = false;
    // Writes the file, then fails before the row is marked sent (kill -9 at the worst time): the
    // row stays unsent and a later run sends it again.
    const crashOnce: Mailer = {
      async send(m) {
        attempts.push(m);
        await files.send(m);
        if (!crashed) {
          crashed = true;
          throw new Error('process killed before marking the message sent');
        }
      },
    };
    const { db } = database;
    await enqueueMail(
      db,
      message('guest@example.com', 'Your booking request'),
      message('team@villas.test', 'New booking request'),
    );
    await flushOutbox(db, crashOnce, { retry: FAST });
    expect(await db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(1);
    await makeDue(db);
    await flushOutbox(db, crashOnce, { retry: FAST });

    expect(await db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(0);
    expect(attempts).toHaveLength(3);
    const first = attempts[0];
    const repeat = attempts[2];
    expect(repeat?.id).toBe(first?.id);
    expect(repeat?.queuedAt).toEqual(first?.queuedAt);

    // Two messages, two files: the repeat replaced its own file.
    const written = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
    expect(written).toHaveLength(2);
    const eml = await Promise.all(written.map((f) => readFile(path.join(dir, f), 'utf8')));
    const ids = eml.map((text) => /^Message-ID: (.+)$/im.exec(text)?.[1]);
    expect(ids).toContain(`<outbox-${first?.id}@villas.test>`);
    expect(new Set(ids).size).toBe(2);
    // Both parts travel: text and HTML.
    expect(eml[0]).toMatch(/Content-Type: text\/plain/);
    expect(eml[0]).toMatch(/Content-Type: text\/html/);
  });

  it('takes a row back from a sender that died holding it, once its lease lapsed', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await enqueueMail(db, message('lease@example.com', 'Leased'));
    // A sender claimed it and died: attempts counted, lease still running.
    await db
      .update(outbox)
      .set({ attempts: 1, leasedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outbox.recipient, 'lease@example.com'));
    expect(await flushOutbox(db, mailer, { retry: FAST })).toBe(0);
    await db.update(outbox).set({ leasedUntil: sql`now() - interval '1 second'` });
    expect(await flushOutbox(db, mailer, { retry: FAST })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await rows())[0]?.attempts).toBe(2);
  });

  it('renews a live sender’s short lease while it sends: no second sender takes the row', async () => {
    const { db } = database;
    const smtpMailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    // A send slower than three whole leases (a slow SMTP server), held until the test lets go.
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const slow: Mailer = {
      async send(m) {
        started();
        await new Promise<void>((resolve) => (finish = resolve));
        await smtpMailer.send(m);
      },
    };
    const shortLease: RetryPolicy = { ...FAST, leaseMs: 300 };
    await enqueueMail(db, message('slow@example.com', 'Slowly'));
    const first = flushOutbox(db, slow, { retry: shortLease });
    await sending;
    const [claim] = await rows();
    const firstLeaseEnd = claim?.leasedUntil?.getTime() ?? 0;
    // Past the first lease's end by the database's clock, the row is still this sender's.
    await vi.waitFor(
      async () => {
        const [clock] = await db
          .select({ now: sql<number>`(extract(epoch from now()) * 1000)::float8` })
          .from(outbox);
        expect(clock?.now).toBeGreaterThan(firstLeaseEnd + 300);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await rows())[0]?.leasedUntil?.getTime()).toBeGreaterThan(firstLeaseEnd);
    expect(await flushOutbox(db, smtpMailer, { retry: shortLease })).toBe(0);
    finish();
    expect(await first).toBe(1);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(['Slowly']);
    expect((await rows())[0]?.attempts).toBe(1);
  });

  it('renders a message when it is sent, from the template and props its row keeps', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await enqueueMail(db, message('props@example.com', 'A garden to remember'));
    const [queued] = await rows();
    expect(queued?.template).toBe('shared-experience-acknowledged');
    expect(queued?.props).toMatchObject({ comment: 'A garden to remember', rating: 5 });
    expect(queued?.body).toBeNull();
    expect(await flushOutbox(db, mailer, { retry: FAST })).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.parsed.text).toContain('A garden to remember');
    expect(mail?.parsed.html).toMatch(/A garden to remember/);
  });

  it('sends a row queued as text, before mail had templates, as text alone', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    await db.insert(outbox).values({
      id: 'queued-as-text',
      recipient: 'old@example.com',
      subject: 'From before',
      body: 'Written when mail was plain text.',
    });
    expect(await flushOutbox(db, mailer, { retry: FAST })).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.parsed.text?.trim()).toBe('Written when mail was plain text.');
    expect(mail?.parsed.html).toBe(false);
  });

  it('keeps, as a failed try, a row whose template no longer exists', async () => {
    const { db } = database;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: null });
    const { log, lines } = recordingLog();
    await db.insert(outbox).values({
      id: 'renamed-template',
      recipient: 'gone@example.com',
      subject: 'Lost template',
      template: 'a-template-since-renamed',
      props: {},
    });
    await enqueueMail(db, message('next@example.com', 'Still sent'));
    expect(await flushOutbox(db, mailer, { retry: FAST, log })).toBe(1);
    const failed = (await rows()).find((r) => r.id === 'renamed-template');
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/no mail template is named 'a-template-since-renamed'/);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(['Still sent']);
  });
});
