/**
 * Work that runs beside the requests: expiring booking holds whose 24 hours ran out, reminding the
 * team of requests 20 hours into their hold, looking for mail whose next try is due, and what a
 * resource's plugin schedules (calendar-sync/plugin.ts: the calendar feeds' import). Each runs once per period across all app instances,
 * through the job runner's lease in the database (job-runner.ts, decision 052).
 *
 * Mail queued by a request is sent at once by the instance that took the request: the outbox leases
 * each message (decision 027), so that needs no job lease.
 */
import type { FastifyInstance } from 'fastify';
import { expireHoldsAndTell, remindTeamOfHolds } from '#server/bookings/holds.ts';
import type { MailContext } from '#server/mail/context.ts';
import { changed } from '#server/cache/tags.ts';
import type { Database } from '#server/db/client.ts';
import { createJobRunner } from './job-runner.ts';
import type { MailAttachments } from '#server/mail/attachments.ts';
import { flushOutbox, type Mailer, type RetryPolicy } from '#server/mail/outbox.ts';
import { msUntilALeaseLapses } from '#server/mail/repository.ts';
import type { LinkSigner } from '#server/mail/private-link.tsx';

/** Availability already ignores lapsed holds; the sweep only makes the status say so. */
const HOLD_SWEEP_MS = 60_000;
/** Looks for mail whose next try is due (backoff, decision 027); new mail is sent at once. */
const MAIL_RETRY_MS = 30_000;
/**
 * A sweep takes milliseconds. A retry run may take a batch of sends, but the runner renews the
 * lease while it runs: a short one only means that when an instance dies mid-run, another runs the
 * retries 15 s later, not 5 minutes (decision 060).
 */
const HOLD_SWEEP_LEASE_MS = 60_000;
const MAIL_RETRY_LEASE_MS = 15_000;

/** Background work run once per period across instances: `{ name, everyMs, run }`. */
export interface ScheduledJob {
  /** Its row in `background_jobs`; keep it once chosen (a new name is a new job). */
  name: string;
  everyMs: number;
  /** How soon another instance takes over after this one dies mid-run (job-runner.ts). */
  leaseMs?: number;
  run: () => Promise<unknown>;
}

/** After a lease's end, so that the database's clock has passed it too. */
const LEASE_LAPSE_MARGIN_MS = 50;

export const HOLD_SWEEP_JOB = 'hold-sweep';
export const MAIL_RETRY_JOB = 'mail-retry';

export interface BackgroundJobs {
  /** Sends the outbox soon (after a commit that queued mail). */
  kickMail: () => void;
  /**
   * Marks lapsed holds EXPIRED now, resolving to how many, and reminds the team of the requests
   * 20 hours into their hold at `now` (tests pass a later one rather than wait). Resolves to 0
   * when another instance is sweeping at that moment.
   */
  sweepHolds: (now?: Date) => Promise<number>;
  /** Adds a resource's background work, before the app is ready (its plugin does). */
  schedule: (job: ScheduledJob) => void;
}

export interface BackgroundJobsDeps {
  db: Database;
  mailer: Mailer;
  mail: MailContext;
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

  const sweep = async (now = new Date()): Promise<number> => {
    const villaIds = await deps.db.transaction((tx) => expireHoldsAndTell(tx, deps.mail));
    // The sweep writes outside any request, so it drops the calendars it changed itself, after
    // the commit (decision 030); the read cache tells the other instances (decision 053).
    if (villaIds.length > 0) {
      app.readCache.invalidateTags(new Set(villaIds.flatMap(changed.calendar)));
      mail.kick();
    }
    // A reminder changes nothing any cached answer shows.
    const reminded = await deps.db.transaction((tx) => remindTeamOfHolds(tx, deps.mail, now));
    if (reminded > 0) mail.kick();
    return villaIds.length;
  };

  const schedule = (job: ScheduledJob) => runner.schedule(job.name, job, job.run);
  schedule({
    name: HOLD_SWEEP_JOB,
    everyMs: HOLD_SWEEP_MS,
    leaseMs: HOLD_SWEEP_LEASE_MS,
    run: sweep,
  });
  schedule({
    name: MAIL_RETRY_JOB,
    everyMs: MAIL_RETRY_MS,
    leaseMs: MAIL_RETRY_LEASE_MS,
    run: mail.send,
  });

  const sweepHolds = async (now?: Date): Promise<number> => {
    const outcome = await runner.runNow(HOLD_SWEEP_JOB, () => sweep(now));
    return outcome.ran ? outcome.value : 0;
  };

  // A post that queued mail without a way to say so (a review, a testimonial) has it sent as soon
  // as its answer is out; with nothing queued this costs one small query.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') mail.kick();
  });

  // At start: mail left from the last run goes out, and unless another instance swept a moment
  // ago, the holds that lapsed meanwhile are swept before the first request.
  app.addHook('onReady', async () => {
    mail.kick();
    await runner
      .runIfDue(HOLD_SWEEP_JOB)
      .catch((err: unknown) => app.log.error({ err }, 'hold sweep failed'));
    runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await mail.close();
  });
  return {
    kickMail: mail.kick,
    sweepHolds,
    schedule,
  };
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
