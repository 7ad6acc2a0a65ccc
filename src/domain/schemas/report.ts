/**
 * The owner's numbers in the console (issue 28, decision 096): what the Reports room asks and is
 * answered, the imported stays' amounts, the statements and the exports. Shared by the server's
 * routes and the console's pages. Money is integer cents; a field the reader may not see (a
 * manager, once the owner has shared the reports) is null, never a made-up zero.
 */
import { z } from 'zod';
import { FEED_CHANNELS } from '../channels.ts';
import { compareDates } from '../dates.ts';
import { MAX_PERIOD_NIGHTS, periodNights, type Period } from '../reports.ts';
import { dateSchema, entityIdSchema, monthSchema } from './common.ts';

const periodFields = {
  from: dateSchema('The first night'),
  to: dateSchema('The last night'),
  /** One villa; every villa when left out. */
  villaId: entityIdSchema.optional(),
};

/** A period's nights in a query, both ends counted: in order, and two years at the most. */
function checkPeriod(query: Period, ctx: z.RefinementCtx) {
  if (compareDates(query.to, query.from) < 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'The last night must be on or after the first night',
      path: ['to'],
      input: query.to,
    });
  } else if (periodNights(query) > MAX_PERIOD_NIGHTS) {
    ctx.addIssue({
      code: 'custom',
      message: `A report covers at most ${MAX_PERIOD_NIGHTS} nights (two years); choose a shorter period`,
      path: ['to'],
      input: query.to,
    });
  }
}

/** GET /api/console/reports?from=&to=&villaId=. */
export const reportQuerySchema = z.strictObject(periodFields).superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const money = z.number().int().nullable();
const measure = z.number().nullable();

/** A channel line's or the total's figures (src/domain/reports.ts says what each counts). */
export const reportFiguresSchema = z.object({
  nightsSold: z.number().int(),
  nightsWithoutAmount: z.number().int(),
  revenueCents: money,
  paymentsCents: money,
  refundsCents: money,
  balanceCents: money,
  arrivals: z.number().int(),
  arrivalNights: z.number().int(),
  leadDays: z.number().int(),
  leadStays: z.number().int(),
  cancellations: z.number().int(),
  /** 0 to 1. */
  occupancy: measure,
  adrCents: money,
  revparCents: money,
  averageStayNights: measure,
  averageLeadDays: measure,
});

export const reportChannelSchema = reportFiguresSchema.extend({
  channel: z.enum(['direct', ...FEED_CHANNELS]),
  label: z.string(),
  key: z.string(),
});

export const periodSchema = z.object({ from: z.string(), to: z.string() });

export const reportSideSchema = z.object({
  period: periodSchema,
  nightsAvailable: z.number().int(),
  total: reportFiguresSchema,
  channels: z.array(reportChannelSchema),
});
export type ReportSideView = z.infer<typeof reportSideSchema>;

/** The answer: the period, the same period a year earlier, and whether money is shown. */
export const reportSchema = z.object({
  villa: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** False for a manager (the owner shared the reports, not the money): every money field null. */
  money: z.boolean(),
  current: reportSideSchema,
  yearEarlier: reportSideSchema,
});
export type ReportView = z.infer<typeof reportSchema>;

/** GET /api/console/reports/months?villaId=: the chart's last twelve months, oldest first. */
export const reportMonthsQuerySchema = z.strictObject({ villaId: entityIdSchema.optional() });
export const reportMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  nightsAvailable: z.number().int(),
  nightsSold: z.number().int(),
  occupancy: measure,
  revenueCents: money,
});
export const reportMonthsSchema = z.object({
  money: z.boolean(),
  months: z.array(reportMonthSchema),
});
export type ReportMonthsView = z.infer<typeof reportMonthsSchema>;

/**
 * GET/PUT /api/console/reports/settings (the owner): whether the managers may open Reports, which
 * they then see without the money columns.
 */
export const reportSettingsSchema = z.strictObject({
  managersSeeReports: z.boolean({ error: 'managersSeeReports must be true or false' }),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/**
 * GET /api/console/reports/imported-stays?from=&to=&villaId=&missing=true: the stays imported
 * from platforms' calendars in a period, for the team to enter what each earned.
 */
export const importedStaysQuerySchema = z
  .strictObject({
    ...periodFields,
    /** Only those with no amount yet. */
    missing: z.enum(['true', 'false'], { error: "missing must be 'true' or 'false'" }).optional(),
  })
  .superRefine(checkPeriod);

export const importedStaySchema = z.object({
  id: z.string(),
  villa: z.object({ id: z.string(), name: z.string() }),
  channel: z.enum(FEED_CHANNELS),
  /** The feed's label. */
  feedLabel: z.string(),
  /** The event's summary as the platform wrote it (often "Reserved"). */
  reason: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  revenueCents: z.number().int().nullable(),
  notAStay: z.boolean(),
  /** `"<version>"` for If-Match (decision 055). */
  version: z.string(),
});
export type ImportedStay = z.infer<typeof importedStaySchema>;
export const importedStayListSchema = z.array(importedStaySchema);

/** The most an imported stay's amount may be: a year at $20,000 a night. */
export const MAX_IMPORTED_AMOUNT_CENTS = 20_000 * 100 * 366;

/**
 * PATCH /api/console/reports/imported-stays/{id} (If-Match): what the stay earned, in cents (null
 * to clear it), and whether it is no stay at all. Audited.
 */
export const importedStayUpdateSchema = z
  .strictObject({
    revenueCents: z
      .number({ error: 'The amount must be a number of cents' })
      .int({ error: 'The amount must be whole cents' })
      .min(0, { error: 'The amount cannot be below 0' })
      .max(MAX_IMPORTED_AMOUNT_CENTS, { error: 'The amount is more than any stay earns' })
      .nullable()
      .optional(),
    notAStay: z.boolean({ error: 'notAStay must be true or false' }).optional(),
  })
  .refine((body) => body.revenueCents !== undefined || body.notAStay !== undefined, {
    error: 'Send an amount or whether it is a stay',
  });
export type ImportedStayUpdate = z.infer<typeof importedStayUpdateSchema>;

export const importedStayParamsSchema = z.object({ id: entityIdSchema });

/** GET /api/console/reports/statement.{pdf,csv}?villaId=&month=: one villa's month. */
export const statementQuerySchema = z.strictObject({
  villaId: entityIdSchema,
  month: monthSchema('The month'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** GET /api/console/exports/{bookings,payments}.csv?from=&to=&villaId=: by arrival / receipt date. */
export const exportQuerySchema = reportQuerySchema;
