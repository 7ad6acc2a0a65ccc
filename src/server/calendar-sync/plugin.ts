/**
 * The console's calendar sync on the instance (decision 069): `app.calendarSyncService`, bound
 * once to the deps the background import uses too (calendarSyncDeps), so the two never differ.
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
import { calendarSyncDeps, type CalendarSyncConsoleDeps } from './service.ts';

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
    app.decorate(
      'calendarSyncService',
      bindService<CalendarSyncConsoleDeps, typeof functions>(calendarSyncDeps(app), functions),
    );
  },
  {
    name: 'calendar-sync-services',
    decorators: { fastify: ['db', 'config', 'readCache', 'jobs'] },
  },
);
