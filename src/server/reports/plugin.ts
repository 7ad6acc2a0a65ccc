/**
 * The reports' service on the instance (decision 069): `app.reportService`, bound once to the
 * database, so the Reports room's routes and the owner's files (console-routes.ts,
 * export-routes.ts) call it as every other room's routes call theirs.
 */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { bookingExportPages, paymentExportPages } from './exports.ts';
import {
  changeImportedStay,
  getReportSettings,
  importedStaysFor,
  reportFor,
  reportMonthsFor,
  reportReader,
  reportVilla,
  saveReportSettings,
} from './service.ts';
import { statementOf } from './statement.ts';

const functions = {
  reportReader,
  reportVilla,
  reportFor,
  reportMonthsFor,
  getReportSettings,
  saveReportSettings,
  importedStaysFor,
  changeImportedStay,
  bookingExportPages,
  paymentExportPages,
  statementOf,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's numbers, the imported stays' amounts, the exports and statements (reports/). */
    reportService: BoundService<Database, typeof functions>;
  }
}

export const reportServices = fp(
  async (app) => {
    app.decorate('reportService', bindService<Database, typeof functions>(app.db, functions));
  },
  { name: 'report-services', decorators: { fastify: ['db'] } },
);
