/**
 * Work that runs beside the requests, once per period across all app instances through the job
 * runner's lease in the database (job-runner.ts, decision 052): looking for mail whose next try is
 * due, and what each resource's plugin schedules with `app.jobs.schedule` (the hold sweep,
 * bookings/hold-jobs.ts; the calendar feeds' import, calendar-sync/plugin.ts; the guest messages;
 * the payment notices). The job runner knows no resource.
 *
 * Mail is sent by the instance that queued it, at once, in one way (decision 108): the outbox's
 * sender looks after every unit of work that may have queued some, that is after each non-GET
 * request has been answered and after each run of a scheduled job. Nothing that queues mail kicks
 * the sender itself. The outbox leases each message (decision 027), so that needs no job lease.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { createJobRunner, type RunOutcome } from './job-runner.ts';
import type { MailAttachments } from '#server/mail/attachments.ts';
import { flushOutbox, type Mailer, type RetryPolicy } from '#server/mail/outbox.ts';
import { msUntilALeaseLapses } from '#server/mail/repository.ts';
import type { LinkSigner } from '#server/mail/private-link.tsx';

/** Looks for mail whose next try is due (backoff, decision 027); new mail is sent at once. */
const MAIL_RETRY_MS = 30_000;
/**
 * A retry run may take a batch of sends, but the runner renews the lease while it runs: a short
 * one only means that when an instance dies mid-run, another runs the retries 15 s later, not 5
 * minutes (decision 060).
 */
const MAIL_RETRY_LEASE_MS = 15_000;

/** Background work run once per period across instances: `{ name, everyMs, run }`. */
export interface ScheduledJob<T = unknown> {
  /** Its row in `background_jobs`; keep it once chosen (a new name is a new job). */
  name: string;
  everyMs: number;
  /** How soon another instance takes over after this one dies mid-run (job-runner.ts). */
  leaseMs?: number;
  /**
   * Also run as the app starts, before it answers, when due (the holds that lapsed while no
   * instance ran); another instance's run a moment ago makes it wait for its period.
   */
  runAtStart?: boolean;
  /** The work; `now` is left out on the timetable and given by a test that moves the clock. */
  run: (now?: Date) => Promise<T>;
}

/** A scheduled job, run by hand (tests and journeys that move the clock rather than wait). */
export interface JobHandle<T> {
  /**
   * Runs the job at once at `now`, due or not, unless another instance holds its lease (then
   * resolves `{ ran: false }`); after the run in this instance, if one is going.
   */
  runNow: (now?: Date) => Promise<RunOutcome<T>>;
  /**
   * Runs the job's work at once at `now` without its lease: for work that is safe twice at once
   * by itself (guest-messages/send.ts locks each message), whose tests prove it.
   */
  runUnleased: (now?: Date) => Promise<T>;
}

/** After a lease's end, so that the database's clock has passed it too. */
const LEASE_LAPSE_MARGIN_MS = 50;

export const MAIL_RETRY_JOB = 'mail-retry';

export interface BackgroundJobs {
  /**
   * Sends the outbox soon. The app calls it only here, after a request and after a job's run
   * (decision 108); a test that queues mail outside both calls it itself.
   */
  kickMail: () => void;
  /**
   * Adds a resource's background work, before the app is ready (its plugin does); every run is
   * followed by a look at the outbox, by hand or on the timetable.
   */
  schedule: <T>(job: ScheduledJob<T>) => JobHandle<T>;
}

export interface BackgroundJobsDeps {
  db: Database;
  mailer: Mailer;
  /** Adds the tokens to the guests' private links as the sender renders (decision 061). */
  sign?: LinkSigner;
  /** Makes a message's files as the sender renders it (a receipt's PDF, decision 087). */
  attachments?: MailAttachments;
  retry?: RetryPolicy;
  /** Who holds a job's lease (instance-id.ts). */
  instanceId: string;
  /** How often due jobs are looked for (tests shorten it). */
  tickMs?: number;
}

export function startBackgroundJobs(
  app: FastifyInstance,
  deps: BackgroundJobsDeps,
): BackgroundJobs {
  const runner = createJobRunner({
    db: deps.db,
    instanceId: deps.instanceId,
    log: app.log,
    tickMs: deps.tickMs,
  });
  const mail = localMailSender(app, deps);
  const atStart: string[] = [];

  const schedule = <T>(job: ScheduledJob<T>): JobHandle<T> => {
    // A run that failed may have committed part of its work, and mail with it.
    const run = async (now?: Date): Promise<T> => {
      try {
        return await job.run(now);
      } finally {
        mail.kick();
      }
    };
    runner.schedule(job.name, job, () => run());
    if (job.runAtStart) atStart.push(job.name);
    return {
      runNow: (now) => runner.runNow(job.name, () => run(now)),
      runUnleased: run,
    };
  };
  runner.schedule(
    MAIL_RETRY_JOB,
    { everyMs: MAIL_RETRY_MS, leaseMs: MAIL_RETRY_LEASE_MS },
    mail.send,
  );

  // Every write's mail is sent as soon as its answer is out; with nothing queued this costs one
  // small query. A GET writes nothing (DESIGN.md), so it never looks.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') mail.kick();
  });

  // At start: mail left from the last run goes out, and the jobs that asked to run at start (the
  // hold sweep) run before the first request, unless another instance ran them a moment ago.
  app.addHook('onReady', async () => {
    mail.kick();
    for (const name of atStart) {
      await runner
        .runIfDue(name)
        .catch((err: unknown) => app.log.error({ err, job: name }, 'background job failed'));
    }
    runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await mail.close();
  });
  return { kickMail: mail.kick, schedule };
}

/**
 * The sender of this instance's outbox: runs one after another, so closing can wait for the one
 * in flight. A run waiting its turn makes a kick add nothing, since that run will see what the
 * kick's commit queued: under a burst of posts one run waits, not one per post. A run that leaves
 * a message leased by another sender looks again when that lease lapses: the sender may have died
 * (a crash, kill -9), and its message then goes out seconds after, not at the next retry run.
 */
function localMailSender(
  app: FastifyInstance,
  deps: Pick<BackgroundJobsDeps, 'db' | 'mailer' | 'retry' | 'sign' | 'attachments'>,
) {
  const options = {
    retry: deps.retry,
    log: app.log,
    sign: deps.sign,
    attachments: deps.attachments,
  };
  let running: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;
  let closed = false;
  let lookAgain: NodeJS.Timeout | undefined;

  /** Resolves when the run that will see everything committed so far has finished. */
  function send(): Promise<void> {
    if (closed) return running;
    if (waiting) return waiting;
    const run = running.then(async () => {
      waiting = null;
      // A run sends a batch at most; after one that sent, look again for the rest.
      if ((await flushOutbox(deps.db, deps.mailer, options)) > 0) return kick();
      const ms = await msUntilALeaseLapses(deps.db);
      clearTimeout(lookAgain);
      if (ms !== null && !closed) {
        lookAgain = setTimeout(kick, ms + LEASE_LAPSE_MARGIN_MS);
        lookAgain.unref();
      }
    });
    waiting = run;
    running = run.catch((err: unknown) => app.log.error({ err }, 'mail not sent'));
    return run;
  }
  /** A failed run is logged (above); the next kick or retry run tries again. */
  function kick(): void {
    send().catch(() => undefined);
  }
  return {
    send,
    kick,
    close: async () => {
      closed = true;
      clearTimeout(lookAgain);
      await running;
    },
  };
}
