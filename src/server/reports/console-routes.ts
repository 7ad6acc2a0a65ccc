/**
 * The Reports room's API (issue 28 §2, decision 096): a period's report beside the same period a
 * year earlier, the chart's twelve months, the owner's switch that shares Reports with the
 * managers, and the stays imported from platforms, whose amounts the owner enters (If-Match,
 * decision 055). The owner reads everything; a manager reads the report and the chart once the
 * owner shares them, with every money field null (never a made-up zero), and is refused in words
 * before; housekeeping is refused. The CSV and PDF statements and the exports are
 * export-routes.ts's. Nothing here changes a cached public answer.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  importedStayListSchema,
  importedStayParamsSchema,
  importedStaySchema,
  importedStaysQuerySchema,
  importedStayUpdateSchema,
  reportMonthsQuerySchema,
  reportMonthsSchema,
  reportQuerySchema,
  reportSchema,
  reportSettingsSchema,
} from '#domain/schemas/report.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { versionedSetting } from '#server/lib/versioned-setting.ts';
import { requireStaff, signedIn, staffActor } from '#server/staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The switch as read: with its version, for If-Match on the next save. */
const reportSettingsViewSchema = z.object({ managersSeeReports: z.boolean(), version: z.string() });

export const consoleReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.reportService;
  const team = requireStaff(['owner', 'manager']);
  const owner = requireStaff(['owner']);

  app.get(
    '/reports',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const reader = await reports.reportReader(signedIn(request).user.role);
      return reports.reportFor(request.query, reader);
    },
  );

  app.get(
    '/reports/months',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: reportMonthsQuerySchema,
        response: { 200: reportMonthsSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const reader = await reports.reportReader(signedIn(request).user.role);
      return reports.reportMonthsFor(request.query.villaId, reader);
    },
  );

  versionedSetting(app, {
    url: '/reports/settings',
    body: reportSettingsSchema,
    view: reportSettingsViewSchema,
    readers: owner,
    writers: owner,
    cacheWrites: 'none',
    read: () => reports.getReportSettings(),
    save: (request, expected) =>
      reports.saveReportSettings(staffActor(request), request.body, expected),
  });

  // The imported stays' amounts are money: the owner's.
  app.get(
    '/reports/imported-stays',
    {
      preHandler: owner,
      schema: {
        hide: true,
        querystring: importedStaysQuerySchema,
        response: { 200: importedStayListSchema, ...REFUSALS },
      },
    },
    async (request) => reports.importedStaysFor(request.query, { money: true }),
  );

  app.patch(
    '/reports/imported-stays/:id',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: importedStayParamsSchema,
        body: importedStayUpdateSchema,
        response: { 200: importedStaySchema, ...REFUSALS, 412: errorSchema },
      },
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const stay = await reports.changeImportedStay(
        staffActor(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
        { money: true },
      );
      sendVersion(reply, stay.version);
      return stay;
    },
  );
};
