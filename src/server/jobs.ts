/**
 * Work that runs beside the requests: expiring booking holds whose 24 hours ran out and sending the
 * mail outbox. Both are safe to run in every app instance at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { flushOutbox, type Mailer } from './mail/outbox.ts';
import { expireStaleHolds } from './villas/repository.ts';

/** Availability already ignores lapsed holds; the sweep only makes the status say so. */
const HOLD_SWEEP_MS = 60_000;
/** Retries mail that failed; new mail is sent at once after its commit. */
const MAIL_RETRY_MS = 30_000;

export interface BackgroundJobs {
  /** Sends the outbox soon (after a commit that queued mail). */
  kickMail: () => void;
  /** Marks lapsed holds EXPIRED now; resolves to how many. */
  sweepHolds: () => Promise<number>;
}

export function startBackgroundJobs(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer },
): BackgroundJobs {
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;

  /** Jobs run one after another, so closing can wait for the one in flight. */
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const next = running.then(job);
    running = next.catch((err: unknown) => app.log.error({ err }, 'background job failed'));
    return next;
  };

  const kickMail = () => {
    if (!closed) void enqueue(() => flushOutbox(deps.db, deps.mailer)).catch(() => undefined);
  };
  const sweepHolds = () =>
    enqueue(async () => {
      const expired = await expireStaleHolds(deps.db);
      // The sweep writes outside any request, so it drops cached answers itself (decision 008).
      if (expired > 0) app.readCache.invalidate();
      return expired;
    });

  const timers = [
    setInterval(() => void sweepHolds().catch(() => undefined), HOLD_SWEEP_MS),
    setInterval(kickMail, MAIL_RETRY_MS),
  ];
  for (const timer of timers) timer.unref();

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
