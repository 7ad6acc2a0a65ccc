/**
 * The stays seam on the instance (issue 37, decision 101): `app.stays`, every workflow that
 * changes a stay bound once to the app's database, mail settings and links, with the after-commit
 * list told through the read cache (the mail queued goes when the request's answer is out, or the
 * job's run ends: decision 108). Routes (bookings/routes.ts,
 * bookings/console-routes.ts), the payment job and the calendar feeds' import read it from `app`,
 * so no resource below imports the seam. It also schedules the holds' sweep.
 */
import fp from 'fastify-plugin';
import type { StayEvent } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { changed } from '../cache/tags.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { cancelByGuest, getCancellationTerms } from './cancel.ts';
import { cancelUnpaid } from './cancel-unpaid.ts';
import { changeStay, previewStayChange } from './change-stay.ts';
import { cancelByTeam, confirmStay, declineRequest, getConsoleBooking } from './decide.ts';
import { followStay } from './followers.ts';
import { changeRequest, requestStay } from './request.ts';
import { sweepHolds } from './sweep.ts';
import type { StaysDeps } from './transaction.ts';

/** Its row in `background_jobs` (job-runner.ts): kept from when the job runner held it. */
export const HOLD_SWEEP_JOB = 'hold-sweep';
/** Availability already ignores lapsed holds; the sweep only makes the status say so. */
const HOLD_SWEEP_MS = 60_000;
/** A sweep takes milliseconds: another instance takes over a minute after one dies mid-run. */
const HOLD_SWEEP_LEASE_MS = 60_000;

const functions = {
  requestStay,
  changeRequest,
  getCancellationTerms,
  cancelByGuest,
  getConsoleBooking,
  confirmStay,
  declineRequest,
  cancelByTeam,
  previewStayChange,
  changeStay,
  cancelUnpaid,
};

/**
 * Hands a workflow's changes to the followers, in its transaction: for the calendar feeds' import
 * (calendar-sync/service.ts), whose transaction is its own (it reads and plans the feed).
 */
export type FollowStays = (tx: Executor, changes: readonly StayEvent[]) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every workflow that changes a stay (src/server/stays). */
    stays: BoundService<StaysDeps, typeof functions> & {
      follow: FollowStays;
      /**
       * The holds' sweep run now under its lease (tests move the clock rather than wait): lapsed
       * holds expired, resolving to how many, and the team reminded of the requests 20 hours
       * into their hold at `now`. Resolves to 0 when another instance is sweeping.
       */
      sweepHolds: (now?: Date) => Promise<number>;
    };
  }
}

export const staysPlugin = fp(
  async (app) => {
    const deps: StaysDeps = {
      db: app.db,
      mail: app.mailContext,
      links: app.bookingLinks,
      // The write changed what the villa's calendar shows; the read cache tells the other
      // instances (decisions 030, 053).
      calendarChanged: (villaId) => app.readCache.invalidateTags(changed.calendar(villaId)),
    };
    const follow: FollowStays = (tx, events) => followStay(tx, events);
    // Every minute, and once as the app starts (the holds that lapsed while no instance ran).
    const sweep = app.jobs.schedule({
      name: HOLD_SWEEP_JOB,
      everyMs: HOLD_SWEEP_MS,
      leaseMs: HOLD_SWEEP_LEASE_MS,
      runAtStart: true,
      run: (now) => sweepHolds(deps, now),
    });
    app.decorate('stays', {
      ...bindService(deps, functions),
      follow,
      sweepHolds: async (now?: Date) => {
        const outcome = await sweep.runNow(now);
        return outcome.ran ? outcome.value : 0;
      },
    });
  },
  {
    name: 'stays',
    decorators: { fastify: ['db', 'mailContext', 'bookingLinks', 'jobs', 'readCache'] },
  },
);
