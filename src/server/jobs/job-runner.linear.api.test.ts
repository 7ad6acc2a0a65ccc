/**
 * Issue 23 §1.1, the same shape elsewhere: a job's failure is recorded without the addresses in
 * its message (an SMTP server's or a platform's words). The pattern began with a repeated class
 * and no anchor, so a long message without an '@' was read again from each of its characters
 * (64,000 characters took 21 s). It now starts only where a run of such characters starts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema.ts';
import { createJobRunner } from './job-runner.ts';

const quiet = { warn: () => undefined, error: () => undefined };

describe.each(engines)('a job that fails with a long message on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine, 2);
  });
  afterAll(async () => {
    await database.close();
  });

  it('records it in linear time, one line without addresses', async () => {
    const runner = createJobRunner({ db: database.db, instanceId: 'a', log: quiet });
    const name = 'test-job-long-message';
    runner.schedule(name, { everyMs: 60 * 60_000 }, async () => {
      throw new Error(`owner@example.com ${'x'.repeat(1024 * 1024)} and ${'y@'.repeat(1000)}`);
    });
    await runner.tick();
    await runner.stop();
    const [row] = await database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, name));
    expect(row?.lastError).toMatch(/^\[address\] x{400}/);
    expect(row?.lastError).not.toContain('owner@example.com');
  });
});
