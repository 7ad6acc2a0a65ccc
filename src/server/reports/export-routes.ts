/**
 * The owner's files (issue 28 §3, decision 097): the CSV exports of bookings, payments and the
 * report, streamed a page of rows at a time, and a villa's monthly statement as PDF and CSV. What
 * is all money (payments, statements) is the owner's alone; the bookings and report exports are
 * also a manager's once the owner shares Reports, without their money columns. Housekeeping gets
 * none of it. The query is checked (400), then the villa (404), then the reader (403): a villa's
 * existence is no secret from the team.
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
import { bookingsCsv, exportFileName, paymentsCsv } from './exports.ts';
import { reportCsv } from './report-csv.ts';
import { statementCsv, statementFileName } from './statement.ts';
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
  const owner = requireStaff(['owner']);
  const reports = app.reportService;

  /** The villa the query names, if any: 404 before anything is read. */
  const villaSlugOf = async (villaId: string | undefined) =>
    villaId === undefined ? undefined : (await reports.reportVilla(villaId)).slug;

  app.get(
    '/exports/bookings.csv',
    {
      preHandler: team,
      schema: { hide: true, querystring: exportQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      const scope = request.query;
      const slug = await villaSlugOf(scope.villaId);
      const reader = await reports.reportReader(signedIn(request).user.role);
      const file = bookingsCsv(reports.bookingExportPages(scope), reader);
      return download(reply, CSV_TYPE, exportFileName('bookings', scope, slug)).send(
        Readable.from(file),
      );
    },
  );

  app.get(
    '/exports/payments.csv',
    {
      preHandler: owner,
      schema: { hide: true, querystring: exportQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      const scope = request.query;
      const slug = await villaSlugOf(scope.villaId);
      const file = paymentsCsv(reports.paymentExportPages(scope));
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
      const reader = await reports.reportReader(signedIn(request).user.role);
      const view = await reports.reportFor(query, reader);
      return download(reply, CSV_TYPE, exportFileName('report', query, slug)).send(reportCsv(view));
    },
  );

  app.get(
    '/reports/statement.csv',
    {
      preHandler: owner,
      schema: { hide: true, querystring: statementQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      await reports.reportVilla(request.query.villaId);
      const statement = await reports.statementOf(request.query);
      return download(reply, CSV_TYPE, statementFileName(statement, 'csv')).send(
        statementCsv(statement),
      );
    },
  );

  app.get(
    '/reports/statement.pdf',
    {
      preHandler: owner,
      schema: { hide: true, querystring: statementQuerySchema, response: REFUSALS },
    },
    async (request, reply) => {
      await reports.reportVilla(request.query.villaId);
      const statement = await reports.statementOf(request.query);
      const pdf = await statementPdf(statement, new Date());
      return download(reply, 'application/pdf', statementFileName(statement, 'pdf')).send(pdf);
    },
  );
};
