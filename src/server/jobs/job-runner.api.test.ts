/**
 * The job runner (decision 052) on each engine: a job is claimed by one runner only, its lease
 * lapses when its holder dies, its failure is recorded, and its next run is planned by the
 * database's clock. Several runners on one database stand for several app instances.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, engines } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

const HOUR = 60 * 60_000;
const quiet = { warn: () => undefined, error: () => undefined };

describe.each(engines)('the job runner on %s', (engine) => {
  let database: DatabaseHandle;
  const runners: JobRunner[] = [];
  let jobNumber = 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine, 4);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await database.close();
  });

  const runner = (instanceId: string) => {
    const made = createJobRunner({ db: database.db, instanceId, log: quiet });
    runners.push(made);
    return made;
  };
  /** A job name of this test's own. */
  const newJob = () => `test-job-${++jobNumber}`;
  const row = async (name: string) => {
    const [found] = await database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, name));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  };
  const makeDue = (name: string) =>
    database.db
      .update(backgroundJobs)
      .set({ nextRunAt: sql`now()` })
      .where(eq(backgroundJobs.name, name));

  it('runs a due job in one of several instances that look at once', async () => {
    const name = newJob();
    const ranIn: string[] = [];
    const instances = ['a', 'b', 'c'].map((id) => {
      const r = runner(id);
      r.schedule(name, { everyMs: HOUR }, async () => void ranIn.push(id));
      return r;
    });
    await Promise.all(instances.map((r) => r.tick()));
    expect(ranIn).toHaveLength(1);

    const after = await row(name);
    expect(after.runs).toBe(1);
    expect(after.lockedBy).toBeNull();
    expect(after.lockedUntil).toBeNull();
    expect(after.lastError).toBeNull();
    expect(after.lastFinishedAt).not.toBeNull();
  });

  it('plans the next run one period on, by the database clock, and waits for it', async () => {
    const name = newJob();
    let runs = 0;
    const r = runner('a');
    r.schedule(name, { everyMs: HOUR }, async () => {
      runs++;
    });
    await r.tick();
    const [first] = await database.db
      .select({ untilNext: sql<number>`extract(epoch from next_run_at - now()) * 1000` })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, name));
    const untilNext = Number(first?.untilNext);
    expect(untilNext).toBeGreaterThan(HOUR - 60_000);
    expect(untilNext).toBeLessThanOrEqual(HOUR);

    await r.tick();
    expect(runs).toBe(1);
    await makeDue(name);
    await r.tick();
    expect(runs).toBe(2);
    expect((await row(name)).runs).toBe(2);
  });

  it('keeps to its timetable: the next run is due one period after this one was', async () => {
    const name = newJob();
    const r = runner('a');
    r.schedule(name, { everyMs: HOUR }, async () => undefined);
    await r.tick();
    // Due a minute ago, run late now: the next is due 59 minutes from now, not an hour.
    await database.db
      .update(backgroundJobs)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(backgroundJobs.name, name));
    const dueAt = (await row(name)).nextRunAt.getTime();
    await r.tick();
    expect((await row(name)).nextRunAt.getTime()).toBe(dueAt + HOUR);
  });

  it('records a failure, one line without addresses, and runs again when next due', async () => {
    const name = newJob();
    let fail = true;
    const r = runner('a');
    r.schedule(name, { everyMs: HOUR }, async () => {
      if (fail) throw new Error('feed of owner@example.com\nanswered 500');
    });
    await r.tick();
    const failed = await row(name);
    expect(failed.lastError).toBe('feed of [address] answered 500');
    expect(failed.lockedBy).toBeNull();
    expect(failed.nextRunAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 120_000);

    fail = false;
    await makeDue(name);
    await r.tick();
    expect((await row(name)).lastError).toBeNull();
  });

  it('gives the job of an instance that died mid-run to another once its lease lapses', async () => {
    const name = newJob();
    let runs = 0;
    const r = runner('b');
    r.schedule(name, { everyMs: HOUR }, async () => {
      runs++;
    });
    await r.tick();
    // Instance "a" claimed it (due, a 300 ms lease) and died: nobody renews or releases it.
    await database.db
      .update(backgroundJobs)
      .set({
        lockedBy: 'a',
        lockedUntil: sql`now() + interval '300 milliseconds'`,
        nextRunAt: sql`now()`,
      })
      .where(eq(backgroundJobs.name, name));
    await r.tick();
    expect(runs).toBe(1);
    expect((await r.runNow(name)).ran).toBe(false);

    await vi.waitFor(
      async () => {
        await r.tick();
        expect(runs).toBe(2);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await row(name)).lockedBy).toBeNull();
  });

  it('renews the lease of a run that outlasts it, so no other instance runs it meanwhile', async () => {
    const name = newJob();
    const a = runner('a');
    const b = runner('b');
    let running = 0;
    let overlapped = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = async () => {
      running++;
      if (running > 1) overlapped = true;
      await released;
      running--;
    };
    a.schedule(name, { everyMs: 100, leaseMs: 300 }, job);
    b.schedule(name, { everyMs: 100, leaseMs: 300 }, job);
    const aRun = a.tick();
    await vi.waitFor(() => expect(running).toBe(1));
    // Well past the lease (and the period), the other instance still finds it held.
    const deadline = Date.now() + 1_000;
    while (Date.now() < deadline) {
      await b.tick();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    await aRun;
    expect(overlapped).toBe(false);
    expect((await row(name)).runs).toBe(1);
  });

  it('runs a job on demand, due or not, and a stop waits for the run in flight', async () => {
    const name = newJob();
    const r = runner('a');
    let finished = false;
    r.schedule(name, { everyMs: HOUR }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
      return 'done';
    });
    await r.tick();
    finished = false;
    const outcome = r.runNow(name);
    await vi.waitFor(async () => expect((await row(name)).lockedBy).toBe('a'));
    await r.stop();
    expect(finished).toBe(true);
    expect(await outcome).toEqual({ ran: true, value: 'done' });
    expect((await row(name)).runs).toBe(2);
    expect(await r.runNow(name)).toEqual({ ran: false });
  });
});
