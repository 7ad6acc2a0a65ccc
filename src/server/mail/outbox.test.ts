/**
 * Issue 12 §3: a process killed between sending a message and marking it sent sends it again on
 * the next run (delivery is at least once, decision 022). The repeat must be harmless where the
 * transport allows: the same Message-ID every time, and the .eml file transport writes the same
 * file again instead of a second one.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import {
  createMailer,
  enqueueMail,
  flushOutbox,
  type Mailer,
  type OutgoingMail,
} from './outbox.ts';

const FROM = 'Villa Collection <bookings@villas.test>';

describe('outbox', () => {
  let database: DatabaseHandle;
  let dir: string;

  // Opened once: a fresh PGlite costs seconds on a busy machine, and each test's rows are its own.
  beforeAll(async () => {
    database = await openDatabase({ engine: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const queue = (db: Database) =>
    enqueueMail(
      db,
      { to: 'guest@example.com', subject: 'Your booking request', body: 'Dear guest,\n...' },
      { to: 'team@villas.test', subject: 'New booking request', body: 'A request came in.' },
    );

  const emlFiles = async () => (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();

  it('a message resent after a crash is the same message, in the same .eml file', async () => {
    const files = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir });
    const attempts: OutgoingMail[] = [];
    let crashed = false;
    // Writes the file, then dies before the outbox row is marked sent (kill -9 at the worst time):
    // the row stays unsent and the next run sends it again.
    const crashOnce: Mailer = {
      async send(message) {
        attempts.push(message);
        await files.send(message);
        if (!crashed) {
          crashed = true;
          throw new Error('process killed before marking the message sent');
        }
      },
    };
    const { db } = database;
    await queue(db);
    await flushOutbox(db, crashOnce);
    expect(await db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(1);
    await flushOutbox(db, crashOnce);

    expect(await db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(0);
    expect(attempts).toHaveLength(3);
    const first = attempts[0];
    const repeat = attempts[2];
    expect(repeat?.id).toBe(first?.id);
    expect(repeat?.queuedAt).toEqual(first?.queuedAt);

    // Two messages, two files: the repeat replaced its own file.
    const written = await emlFiles();
    expect(written).toHaveLength(2);
    const ids = await Promise.all(
      written.map(
        async (f) => /^Message-ID: (.+)$/im.exec(await readFile(path.join(dir, f), 'utf8'))?.[1],
      ),
    );
    expect(ids).toContain(`<outbox-${first?.id}@villas.test>`);
    expect(new Set(ids).size).toBe(2);
  });

  it('gives every attempt of one message the same Message-ID', async () => {
    const files = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir });
    const message: OutgoingMail = {
      id: 'abcdef0123456789abcdef01',
      queuedAt: new Date('2026-11-23T10:00:00Z'),
      to: 'guest@example.com',
      subject: 'Your booking request',
      body: 'Hello',
    };
    await files.send(message);
    await files.send(message);
    const written = await emlFiles();
    expect(written).toEqual(['2026-11-23T10-00-00-000Z-abcdef0123456789abcdef01.eml']);
    const eml = await readFile(path.join(dir, written[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^Message-ID: <outbox-abcdef0123456789abcdef01@villas\.test>$/im);
  });
});
