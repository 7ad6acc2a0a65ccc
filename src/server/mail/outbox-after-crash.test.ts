/**
 * Mail in flight when its sender died (kill -9, a crash; issue 23 §1.7, decision 060): the next
 * start sends it seconds after the dead sender's lease lapses, never while that lease holds, and
 * leaves no half-written file in the outbox folder. Nothing is killed: the dead sender is the
 * state it leaves behind, a claimed row and a `.partial` file.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engines, openTestDatabase } from '#tests/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { mailContent } from './templates/index.ts';

/** A pid no process has: above Linux's largest (2^22). */
const DEAD_PID = 4_194_305;

describe.each(engines)('mail after a crash on %s', (engine) => {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * The next start, on the database and data folder the dead process left; its own mailer (the
   * .eml files of DATA_DIR/outbox) unless `sent` collects the messages.
   */
  async function start(sent?: OutgoingMail[]) {
    if (!database) throw new Error('no database');
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        RATE_LIMIT_PER_MINUTE: '0',
        DATA_DIR: dataDir ?? '/nonexistent-test-data-dir',
        PUBLIC_URL: 'https://villas.test',
      }),
      database,
      logger: false,
      mailer: sent && { send: async (m) => void sent.push(m) },
    });
    await app.ready();
  }

  it('sends the message a dead sender held as soon as its lease lapses, not before', async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await enqueueMail(db, {
      to: 'guest@example.com',
      subject: 'Your booking request',
      content: mailContent('shared-experience-acknowledged', {
        name: 'Ines',
        what: 'review',
        villaName: null,
        rating: 5,
        comment: 'Lovely',
      }),
    });
    // The dead sender claimed it (a try counted) and its lease runs 2 s more: it may be alive.
    const [held] = await db
      .update(outbox)
      .set({ attempts: 1, leasedUntil: sql`now() + interval '2 seconds'` })
      .returning();
    const sent: OutgoingMail[] = [];
    await start(sent);

    // No kick, no post: the start alone brings it out, seconds after the lease, not at the next
    // retry run (30 s) nor after the old 2-minute lease.
    const sentRow = async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.id, held?.id ?? ''))
      )[0];
    // The mark follows the send: wait for both.
    await vi.waitFor(async () => expect((await sentRow())?.sentAt).not.toBeNull(), {
      timeout: 6_000,
      interval: 50,
    });
    expect(sent).toHaveLength(1);
    const row = await sentRow();
    // Never while the first sender might still be sending.
    expect(row?.sentAt?.getTime()).toBeGreaterThanOrEqual(held?.leasedUntil?.getTime() ?? 0);
    expect(row?.attempts).toBe(2);
  });

  it('removes at start the half-written files a dead process left in the outbox folder', async () => {
    database = await openTestDatabase(engine);
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-crash-'));
    const dir = path.join(dataDir, 'outbox');
    await mkdir(dir);
    const dead = `2026-11-26T06-00-00-000Z-abc.eml.${DEAD_PID}.partial`;
    // A live process's write in progress (this test runner's parent) is left alone.
    const live = `2026-11-26T06-00-00-000Z-def.eml.${process.ppid}.partial`;
    await writeFile(path.join(dir, dead), 'From: half a mess');
    await writeFile(path.join(dir, live), 'From: being written');
    await start();
    await vi.waitFor(async () => expect((await readdir(dir)).sort()).toEqual([live]), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
