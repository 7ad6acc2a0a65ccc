/**
 * Background work that must run once however many app instances share the database (decision
 * 052): each job is a row of `background_jobs`, and an instance runs a job only after claiming that
 * row with one atomic UPDATE (due, and no live lease) that takes a lease on it. The same code runs
 * on PGlite, where there is one instance and the claim always succeeds when the job is due.
 *
 * All times are the database's (`now()`), never an instance's clock, so instances whose clocks
 * differ still agree on what is due and whose lease has lapsed. A run's lease is renewed while it
 * runs; an instance that dies mid-run stops renewing it, and once it lapses another instance takes
 * the job.
 */
import type { Database } from '#server/db/client.ts';
import {
  claimJob,
  createJobRow,
  dueFreeJobNames,
  releaseJob,
  renewJobLease,
} from './repository.ts';

/** How often an instance looks for due jobs: a job runs at most this late. */
export const DEFAULT_TICK_MS = 1_000;
/**
 * How long a claim holds without renewal. Renewed every third of it while the job runs, so it
 * bounds only how long a dead instance's job waits before another instance takes it.
 */
export const DEFAULT_LEASE_MS = 2 * 60_000;
/** `last_error` is one line of this many characters at most. */
const MAX_ERROR_CHARS = 500;

export interface JobTiming {
  /** From one start to the next, by the database's clock. */
  everyMs: number;
  /** See DEFAULT_LEASE_MS. */
  leaseMs?: number;
}

/** What `runNow` did: ran the job (and what it returned), or found another instance running it. */
export type RunOutcome<T> = { ran: true; value: T } | { ran: false };

export interface JobRunner {
  /** Adds a job; its row is created on the first tick or `runNow` (an existing row is kept). */
  schedule(name: string, timing: JobTiming, run: () => Promise<unknown>): void;
  /** Looks for due jobs every tick from now on, starting at once. */
  start(): void;
  /** One look for due jobs, starting the runs it claims; resolves when they have finished. */
  tick(): Promise<void>;
  /**
   * Runs `name` at once, due or not, unless another instance holds its lease; after a run of it
   * in this instance, if one is going. `work` stands in for the job's own function for this run
   * (tests sweep holds at a later instant). A failure is recorded and rethrown.
   */
  runNow<T = unknown>(name: string, work?: () => Promise<T>): Promise<RunOutcome<T>>;
  /** Runs `name` now if it is due and no other instance holds it (a start that waits for it). */
  runIfDue(name: string): Promise<RunOutcome<unknown>>;
  /** Stops looking for jobs and waits for the runs in flight. */
  stop(): Promise<void>;
}

export interface JobLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  /** Names this instance in `locked_by` (instance-id.ts). */
  instanceId: string;
  log: JobLog;
  tickMs?: number;
}

interface Job {
  name: string;
  everyMs: number;
  leaseMs: number;
  run: () => Promise<unknown>;
}

/** One line, no e-mail addresses (they may sit in an SMTP error). */
function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/\s+/g, ' ')
    .replace(/(?<![^\s<>@])[^\s<>@]+@[^\s<>@]+/g, '[address]')
    .slice(0, MAX_ERROR_CHARS);
}

export function createJobRunner({
  db,
  instanceId,
  log,
  tickMs = DEFAULT_TICK_MS,
}: JobRunnerOptions): JobRunner {
  const jobs = new Map<string, Job>();
  const created = new Map<string, Promise<void>>();
  /** The run of each job going on in this instance: never two of one job here. */
  const inFlight = new Map<string, Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const jobNamed = (name: string): Job => {
    const job = jobs.get(name);
    if (!job) throw new Error(`No background job named ${name}`);
    return job;
  };

  /** The job's row (jobs/repository.ts), created once per start of this instance. */
  const createRow = (job: Job): Promise<void> => {
    let done = created.get(job.name);
    if (!done) {
      done = createJobRow(db, job);
      // A failed insert (database down at start) is tried again next time.
      done.catch(() => created.delete(job.name));
      created.set(job.name, done);
    }
    return done;
  };

  /** `running` says whether the run still goes on: a renewal that lands after its end found nothing. */
  const renewLease = async (job: Job, running: () => boolean): Promise<void> => {
    if (!(await renewJobLease(db, job, instanceId)) && running()) {
      log.error({ job: job.name }, 'background job lost its lease: another instance may run it');
    }
  };

  /**
   * Runs a claimed job, renewing its lease meanwhile, and records how it ended. A release that
   * fails (the database gone) leaves the lease to lapse.
   */
  const runClaimed = async <T>(job: Job, work: () => Promise<T>): Promise<T> => {
    let running = true;
    const renewal = setInterval(() => {
      renewLease(job, () => running).catch((err: unknown) =>
        log.warn({ err, job: job.name }, 'background job lease not renewed'),
      );
    }, job.leaseMs / 3);
    renewal.unref();
    let ended: { value: T } | { error: unknown };
    try {
      ended = { value: await work() };
    } catch (error) {
      ended = { error };
    } finally {
      running = false;
      clearInterval(renewal);
    }
    await releaseJob(db, job.name, instanceId, 'error' in ended ? errorLine(ended.error) : null);
    if ('error' in ended) throw ended.error;
    return ended.value;
  };

  /** Claims `job` and runs it, unless another instance holds it (or, `dueOnly`, it is not due). */
  const claimAndRun = <T>(
    job: Job,
    work: () => Promise<T>,
    dueOnly: boolean,
  ): Promise<RunOutcome<T>> => {
    const previous = inFlight.get(job.name) ?? Promise.resolve();
    const attempt = previous
      .catch(() => undefined)
      .then(async (): Promise<RunOutcome<T>> => {
        if (stopped) return { ran: false };
        await createRow(job);
        if (!(await claimJob(db, job, instanceId, dueOnly))) return { ran: false };
        return { ran: true, value: await runClaimed(job, work) };
      });
    const settled = attempt.catch(() => undefined);
    inFlight.set(job.name, settled);
    void settled.then(() => {
      if (inFlight.get(job.name) === settled) inFlight.delete(job.name);
    });
    return attempt;
  };

  /**
   * Looks for due jobs and starts a run of each (side by side: a slow one, a calendar import, holds
   * up neither the others nor the next look). Resolves, once they are started, to their ends.
   */
  const startDueJobs = async (): Promise<Promise<void>[]> => {
    // A job running here is not looked at: its run holds the lease, and the next waits its turn.
    const idle = [...jobs.values()].filter((job) => !inFlight.has(job.name));
    if (idle.length === 0) return [];
    await Promise.all(idle.map(createRow));
    const dueNames = await dueFreeJobNames(
      db,
      idle.map((job) => job.name),
    );
    return dueNames.map(async (name) => {
      const job = jobNamed(name);
      try {
        await claimAndRun(job, job.run, true);
      } catch (err) {
        log.error({ err, job: job.name }, 'background job failed');
      }
    });
  };

  const loop = () => {
    if (stopped) return;
    ticking = startDueJobs()
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, 'background jobs not looked at; trying again'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, tickMs);
        timer.unref();
      });
  };

  return {
    schedule(name, { everyMs, leaseMs = DEFAULT_LEASE_MS }, run) {
      if (jobs.has(name)) throw new Error(`Background job ${name} is scheduled twice`);
      jobs.set(name, { name, everyMs, leaseMs, run });
    },
    start() {
      if (!stopped && !ticking) loop();
    },
    async tick() {
      await Promise.all(await startDueJobs());
    },
    runNow<T = unknown>(name: string, work?: () => Promise<T>) {
      const job = jobNamed(name);
      return claimAndRun(job, work ?? (job.run as () => Promise<T>), false);
    },
    runIfDue(name) {
      const job = jobNamed(name);
      return claimAndRun(job, job.run, true);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(inFlight.values());
    },
  };
}
