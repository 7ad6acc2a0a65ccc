/**
 * The currency rates on the instance (decision 069): `app.currencyService`, bound once to the
 * database and the fetch rule of the configuration, read by the console's and the site's routes;
 * and the rate feed's job (feed-job.ts), scheduled with the background jobs (once per period
 * across instances, decision 052). `app.currencyFeedJob` runs it by hand (tests).
 */
import fp from 'fastify-plugin';
import type { JobHandle } from '#server/jobs/background-jobs.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { FEED_EVERY_MS, refreshRatesFromFeed, type FeedRun } from './feed-job.ts';
import {
  currencyFeed,
  currencyRate,
  currencyRates,
  publicCurrencyRates,
  saveCurrencyFeed,
  saveCurrencyRate,
  type CurrencyDeps,
} from './service.ts';

const functions = {
  currencyRates,
  currencyRate,
  saveCurrencyRate,
  currencyFeed,
  saveCurrencyFeed,
  publicCurrencyRates,
};

/** The job's row in `background_jobs`: keep the name (a new name is a new job). */
export const CURRENCY_FEED_JOB = 'currency-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rates of the prices shown in the guest's currency (currency/service.ts). */
    currencyService: BoundService<CurrencyDeps, typeof functions>;
    /** The rate feed's job, to run by hand (tests). */
    currencyFeedJob: JobHandle<FeedRun>;
  }
}

export const currencyServices = fp(
  async (app) => {
    const deps: CurrencyDeps = { db: app.db, allowPrivate: app.config.calendarFetchAllowPrivate };
    app.decorate('currencyService', bindService<CurrencyDeps, typeof functions>(deps, functions));
    app.decorate(
      'currencyFeedJob',
      app.jobs.schedule({
        name: CURRENCY_FEED_JOB,
        everyMs: FEED_EVERY_MS,
        run: (now) => refreshRatesFromFeed(deps, now),
      }),
    );
  },
  { name: 'currency-services', decorators: { fastify: ['db', 'config', 'jobs'] } },
);
