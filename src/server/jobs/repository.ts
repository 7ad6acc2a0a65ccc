/**
 * The background jobs' rows (`background_jobs`, decision 052): one per job, with its timetable and
 * the lease of the instance running it. Every time is the database's (`now()`), never an
 * instance's clock, so instances whose clocks differ still agree on what is due and whose lease has
 * lapsed (job-runner.ts).
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema.ts';

/** A job as its row is kept: its name, its period and the life of a lease without renewal. */
export interface JobRowTiming {
  name: string;
  everyMs: number;
  leaseMs: number;
}

const ms = (n: number) => sql`${n} * interval '1 millisecond'`;

/**
 * The job's row, due at once when new. A row kept from an earlier start is due no later than
 * one period from now: a shorter period set since then takes effect without waiting out the old.
 */
export async function createJobRow(db: Executor, job: Omit<JobRowTiming, 'leaseMs'>) {
  await db
    .insert(backgroundJobs)
    .values({ name: job.name })
    .onConflictDoUpdate({
      target: backgroundJobs.name,
      set: {
        nextRunAt: sql`least(${backgroundJobs.nextRunAt}, now() + ${ms(job.everyMs)})`,
      },
    });
}

/** Its time has come (the database's clock). */
const due = lte(backgroundJobs.nextRunAt, sql`now()`);
/** No instance holds its lease: never taken, released, or lapsed with its instance. */
const free = or(isNull(backgroundJobs.lockedUntil), lt(backgroundJobs.lockedUntil, sql`now()`));

/** Of these jobs, those due that no instance holds. */
export async function dueFreeJobNames(db: Executor, names: string[]): Promise<string[]> {
  const { name } = backgroundJobs;
  const rows = await db
    .select({ name })
    .from(backgroundJobs)
    .where(and(inArray(name, names), due, free));
  return rows.map((row) => row.name);
}

/**
 * The claim: one UPDATE that only one instance can win (PostgreSQL re-checks the condition on
 * the row the winner changed). A due job keeps to its timetable (next start = this one's due
 * time + the period); one started early (`runNow`) or long overdue starts a fresh one from now.
 * Whether this instance won.
 */
export async function claimJob(
  db: Executor,
  job: JobRowTiming,
  instanceId: string,
  dueOnly: boolean,
): Promise<boolean> {
  const { nextRunAt } = backgroundJobs;
  const onTime = sql`${nextRunAt} <= now() and ${nextRunAt} + ${ms(job.everyMs)} > now()`;
  const rows = await db
    .update(backgroundJobs)
    .set({
      lockedBy: instanceId,
      lockedUntil: sql`now() + ${ms(job.leaseMs)}`,
      lastStartedAt: sql`now()`,
      runs: sql`${backgroundJobs.runs} + 1`,
      nextRunAt: sql`case when ${onTime} then ${nextRunAt} + ${ms(job.everyMs)} else now() + ${ms(job.everyMs)} end`,
    })
    .where(and(eq(backgroundJobs.name, job.name), dueOnly ? due : undefined, free))
    .returning({ name: backgroundJobs.name });
  return rows.length > 0;
}

/** Only while this instance still holds the lease: a lapsed one may be another's by now. */
const heldBy = (name: string, instanceId: string) =>
  and(eq(backgroundJobs.name, name), eq(backgroundJobs.lockedBy, instanceId));

/** Extends this instance's lease by another `leaseMs`; false when it holds the job no longer. */
export async function renewJobLease(
  db: Executor,
  job: JobRowTiming,
  instanceId: string,
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedUntil: sql`now() + ${ms(job.leaseMs)}` })
    .where(heldBy(job.name, instanceId))
    .returning({ name: backgroundJobs.name });
  return rows.length > 0;
}

/** Ends this instance's lease, recording when the run finished and how (`error`, or null). */
export async function releaseJob(
  db: Executor,
  name: string,
  instanceId: string,
  error: string | null,
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ lockedBy: null, lockedUntil: null, lastFinishedAt: sql`now()`, lastError: error })
    .where(heldBy(name, instanceId));
}
