/** The calendar export's service on the instance (decision 069): `app.calendarExportService`. */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import type { Executor } from '#server/db/client.ts';
import { calendarFeed } from './service.ts';

const functions = { calendarFeed };

declare module 'fastify' {
  interface FastifyInstance {
    /** A villa's iCalendar feed for the platforms (ical-export/service.ts). */
    calendarExportService: BoundService<Executor, typeof functions>;
  }
}

export const calendarExportServices = fp(
  async (app) => {
    app.decorate(
      'calendarExportService',
      bindService<Executor, typeof functions>(app.db, functions),
    );
  },
  { name: 'calendar-export-services', decorators: { fastify: ['db'] } },
);
