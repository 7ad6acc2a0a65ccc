/**
 * The holds' background work (DESIGN.md decision 7), scheduled by the bookings like any resource's
 * (`app.jobs.schedule`, decision 108): every minute, and once as the app starts, lapsed holds
 * expire with news to guest and team (the calendars they freed drop from the read cache), and the
 * team is reminded of each request 20 hours into its hold (bookings/holds.ts). `app.bookingJobs`
 * runs the sweep by hand for the tests that move the clock.
 */
import fp from 'fastify-plugin';
import { changed } from '#server/cache/tags.ts';
import { expireHoldsAndTell, remindTeamOfHolds } from './holds.ts';

/** Its row in `background_jobs` (job-runner.ts): kept from when the job runner held it. */
export const HOLD_SWEEP_JOB = 'hold-sweep';
/** Availability already ignores lapsed holds; the sweep only makes the status say so. */
const HOLD_SWEEP_MS = 60_000;
/** A sweep takes milliseconds; another instance takes over a minute after this one died. */
const HOLD_SWEEP_LEASE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    bookingJobs: {
      /**
       * Marks lapsed holds EXPIRED now, resolving to how many, and reminds the team of the
       * requests 20 hours into their hold at `now` (tests pass a later one rather than wait).
       * Resolves to 0 when another instance is sweeping at that moment.
       */
      sweepHolds: (now?: Date) => Promise<number>;
    };
  }
}

export const bookingJobs = fp(
  async (app) => {
    const sweep = app.jobs.schedule({
      name: HOLD_SWEEP_JOB,
      everyMs: HOLD_SWEEP_MS,
      leaseMs: HOLD_SWEEP_LEASE_MS,
      runAtStart: true,
      run: async (now = new Date()) => {
        const villaIds = await app.db.transaction((tx) => expireHoldsAndTell(tx, app.mailContext));
        // The sweep writes outside any request, so it drops the calendars it changed itself,
        // after the commit (decision 030); the read cache tells the other instances (053).
        if (villaIds.length > 0) {
          app.readCache.invalidateTags(new Set(villaIds.flatMap(changed.calendar)));
        }
        // A reminder changes nothing any cached answer shows.
        await app.db.transaction((tx) => remindTeamOfHolds(tx, app.mailContext, now));
        return villaIds.length;
      },
    });
    app.decorate('bookingJobs', {
      sweepHolds: async (now?: Date) => {
        const outcome = await sweep.runNow(now);
        return outcome.ran ? outcome.value : 0;
      },
    });
  },
  { name: 'booking-jobs', decorators: { fastify: ['db', 'mailContext', 'readCache', 'jobs'] } },
);
