/**
 * The console's calendar sync on the instance (decision 069): `app.calendarSyncService`, bound
 * once to the deps the background import uses too (calendarSyncDeps), so the two never differ;
 * and that import, every villa's connected platform calendars every CALENDAR_SYNC_MINUTES (issue
 * 16 §2, decision 051), scheduled with the background jobs (run once per period across instances,
 * decision 052).
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  addFeed,
  changeFeed,
  getCalendarSync,
  removeFeed,
  rotateFeedAddress,
  rotateVillaAddress,
  syncFeedNow,
} from './console-service.ts';
import { calendarSyncDeps, syncAllFeeds, type CalendarSyncConsoleDeps } from './service.ts';

const functions = {
  getCalendarSync,
  addFeed,
  changeFeed,
  removeFeed,
  syncFeedNow,
  rotateVillaAddress,
  rotateFeedAddress,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A villa's imported calendars as the console keeps them (calendar-sync/console-service.ts). */
    calendarSyncService: BoundService<CalendarSyncConsoleDeps, typeof functions>;
  }
}

export const calendarSyncServices = fp(
  async (app) => {
    const deps = calendarSyncDeps(app);
    app.decorate(
      'calendarSyncService',
      bindService<CalendarSyncConsoleDeps, typeof functions>(deps, functions),
    );
    app.jobs.schedule({
      name: 'calendar-sync',
      everyMs: deps.syncEveryMinutes * 60_000,
      run: () => syncAllFeeds(deps),
    });
  },
  {
    name: 'calendar-sync-services',
    decorators: { fastify: ['db', 'config', 'readCache', 'jobs'] },
  },
);
