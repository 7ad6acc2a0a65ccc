/**
 * Work that runs beside the requests: expiring booking holds whose 24 hours ran out, reminding the
 * team of requests 20 hours into their hold, and sending the mail outbox. All are safe to run in
 * every app instance at once.
 */
import type { FastifyInstance } from 'fastify';
import {
  expireHoldsAndTell,
  remindTeamOfHolds,
  type MailContext,
} from './bookings/notifications.ts';
import { changed } from './cache/tags.ts';
import type { Database } from './db/client.ts';
import { flushOutbox, type Mailer, type RetryPolicy } from './mail/outbox.ts';

/** Availability already ignores lapsed holds; the sweep only makes the status say so. */
const HOLD_SWEEP_MS = 60_000;
/** Looks for mail whose next try is due (backoff, decision 027); new mail is sent at once. */
const MAIL_RETRY_MS = 30_000;

export interface BackgroundJobs {
  /** Sends the outbox soon (after a commit that queued mail). */
  kickMail: () => void;
  /**
   * Marks lapsed holds EXPIRED now, resolving to how many, and reminds the team of the requests
   * 20 hours into their hold at `now` (tests pass a later one rather than wait).
   */
  sweepHolds: (now?: Date) => Promise<number>;
}

export function startBackgroundJobs(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer; mail: MailContext; retry?: RetryPolicy },
): BackgroundJobs {
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;

  /** Jobs run one after another, so closing can wait for the one in flight. */
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const next = running.then(job);
    running = next.catch((err: unknown) => app.log.error({ err }, 'background job failed'));
    return next;
  };

  /**
   * A run of the sender is waiting its turn: a kick then adds nothing, since that run will see what
   * the kick's commit queued. Under a burst of posts this keeps one run waiting, not one per post.
   */
  let mailQueued = false;
  const kickMail = () => {
    if (closed || mailQueued) return;
    mailQueued = true;
    const options = { retry: deps.retry, log: app.log };
    const send = async () => {
      mailQueued = false;
      // A run sends a batch at most; after one that sent, look again for the rest.
      if ((await flushOutbox(deps.db, deps.mailer, options)) > 0) kickMail();
    };
    void enqueue(send).catch(() => undefined);
  };
  const sweepHolds = (now = new Date()): Promise<number> =>
    enqueue(async () => {
      const villaIds = await deps.db.transaction((tx) => expireHoldsAndTell(tx, deps.mail));
      // The sweep writes outside any request, so it drops the calendars it changed itself, after
      // the commit (decision 030).
      if (villaIds.length > 0) {
        app.readCache.invalidateTags(new Set(villaIds.flatMap(changed.calendar)));
        kickMail();
      }
      // A reminder changes nothing any cached answer shows.
      const reminded = await deps.db.transaction((tx) => remindTeamOfHolds(tx, deps.mail, now));
      if (reminded > 0) kickMail();
      return villaIds.length;
    });

  const timers = [
    setInterval(() => void sweepHolds().catch(() => undefined), HOLD_SWEEP_MS),
    setInterval(kickMail, MAIL_RETRY_MS),
  ];
  for (const timer of timers) timer.unref();

  // A post that queued mail without a way to say so (a review, a testimonial) has it sent as soon
  // as its answer is out; with nothing queued this costs one small query.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') kickMail();
  });

  app.addHook('onReady', async () => {
    kickMail();
    await sweepHolds().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearInterval(timer);
    await running;
  });
  return { kickMail, sweepHolds };
}
