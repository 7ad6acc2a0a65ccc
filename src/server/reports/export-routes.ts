/**
 * The owner's files (issue 28 §3, decision 097): the CSV exports of bookings, payments and the
 * report, streamed a page of rows at a time, and a villa's monthly statement as PDF and CSV. For
 * the owner and the manager; what is all money (payments, statements) only for a manager the owner
 * allowed, and the bookings export without its money columns for one not allowed. Housekeeping
 * gets none of it. The query is checked (400), then the villa (404), then the money (403): a
 * villa's existence is no secret from the team.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  exportQuerySchema,
  reportQuerySchema,
  statementQuerySchema,
} from '#domain/schemas/report.ts';
import { requireStaff, signedIn } from '#server/staff/guard.ts';
import {
  bookingExportPages,
  bookingsCsv,
  exportFileName,
  moneyRefused,
  paymentExportPages,
  paymentsCsv,
  villaOfExport,
} from './exports.ts';
import { reportCsv } from './report-csv.ts';
import { reportFor, seesMoney } from './service.ts';
import { statementCsv, statementFileName, statementOf } from './statement.ts';
import { statementPdf } from './statement-pdf.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download: its type and name; never kept (the console's onSend hook says no-store too). */
const download = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store');

export const reportExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = requireStaff(['owner', 'manager']);
  const db = app.db;

  /** The villa the query names, if any: 404 before anything is read. */
  const villaSlugOf = async (villaId: string | undefined) =>
    villaId === undefined ? undefined : (await villaOfExport(db, villaId)).slug;

  app.get(
    '/exports/bookings.csv',
    {
      preHandler: team,
      schema: { hide: true, querystring: exportQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      const scope = request.query;
      const slug = await villaSlugOf(scope.villaId);
      const money = await seesMoney(db, signedIn(request).user.role);
      const file = bookingsCsv(bookingExportPages(db, scope), { money });
      return download(reply, CSV_TYPE, exportFileName('bookings', scope, slug)).send(
        Readable.from(file),
      );
    },
  );

  app.get(
    '/exports/payments.csv',
    {
      preHandler: team,
      schema: { hide: true, querystring: exportQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      const scope = request.query;
      const slug = await villaSlugOf(scope.villaId);
      if (!(await seesMoney(db, signedIn(request).user.role))) {
        throw moneyRefused('The payments export');
      }
      const file = paymentsCsv(paymentExportPages(db, scope));
      return download(reply, CSV_TYPE, exportFileName('payments', scope, slug)).send(
        Readable.from(file),
      );
    },
  );

  app.get(
    '/reports/report.csv',
    {
      preHandler: team,
      schema: { hide: true, querystring: reportQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      const query = request.query;
      const slug = await villaSlugOf(query.villaId);
      const money = await seesMoney(db, signedIn(request).user.role);
      const view = await reportFor(db, query, { money });
      return download(reply, CSV_TYPE, exportFileName('report', query, slug)).send(reportCsv(view));
    },
  );

  app.get(
    '/reports/statement.csv',
    {
      preHandler: team,
      schema: { hide: true, querystring: statementQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      await villaOfExport(db, request.query.villaId);
      if (!(await seesMoney(db, signedIn(request).user.role))) {
        throw moneyRefused('A statement');
      }
      const statement = await statementOf(db, request.query);
      return download(reply, CSV_TYPE, statementFileName(statement, 'csv')).send(
        statementCsv(statement),
      );
    },
  );

  app.get(
    '/reports/statement.pdf',
    {
      preHandler: team,
      schema: { hide: true, querystring: statementQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      await villaOfExport(db, request.query.villaId);
      if (!(await seesMoney(db, signedIn(request).user.role))) {
        throw moneyRefused('A statement');
      }
      const statement = await statementOf(db, request.query);
      const pdf = await statementPdf(statement, new Date());
      return download(reply, 'application/pdf', statementFileName(statement, 'pdf')).send(pdf);
    },
  );
};
