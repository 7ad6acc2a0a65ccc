/**
 * Issue 23 §1.5: every date the API takes has one range, 2000 to a few years ahead (decision 059),
 * refused in words that name the field. Years 0000 and 9999 answered 500 (PostgreSQL has no year 0;
 * a day after 9999-12-31 is no date) and a block ending 9999-12-31 broke the villa's iCal export.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstRefusedYear, FIRST_ACCEPTED_DATE } from '../dates.ts';
import { bookingRequestSchema, bookingUpdateSchema } from './booking.ts';
import { auditQuerySchema, consoleBookingsQuerySchema, movementsQuerySchema } from './console.ts';
import { contactRequestSchema } from './contact.ts';
import { pricingRulesSchema } from './pricing.ts';
import { transportRequestSchema } from './transport.ts';
import { blockBodySchema, villaCalendarQuerySchema } from './villa-calendar.ts';
import { checkAvailabilityQuerySchema } from './villa.ts';

const refusedYear = firstRefusedYear();
const lastAccepted = `${refusedYear - 1}-12-31`;

const season = {
  name: 'High season',
  firstNight: '2027-12-15',
  lastNight: '2028-01-10',
  nightlyRate: 52_000,
  weekendRate: null,
  minimumNights: 5,
  checkInDays: null,
};
const pricing = (patch: object) => ({
  baseRate: 45_000,
  weekendRate: null,
  minimumNights: 2,
  checkInDays: null,
  seasons: [{ ...season, ...patch }],
  lengthDiscounts: [],
  extraGuest: null,
});

/**
 * Every date field of every request schema, with a body that puts a date there. Only the issues of
 * that field count, so a body may miss other fields.
 */
const DATE_FIELDS: {
  name: string;
  schema: z.ZodType;
  body: (date: string) => unknown;
  path: string;
  /** How the message names the field. */
  label: string;
}[] = [
  ...(['checkInDate', 'checkOutDate'] as const).flatMap((field) => [
    {
      name: `booking ${field}`,
      schema: bookingRequestSchema,
      body: (date: string) => ({ [field]: date }),
      path: field,
      label: '',
    },
    {
      name: `booking change (PUT) ${field}`,
      schema: bookingUpdateSchema,
      body: (date: string) => ({ [field]: date }),
      path: field,
      label: '',
    },
  ]),
  ...(['checkIn', 'checkOut'] as const).map((field) => ({
    name: `check-availability ${field}`,
    schema: checkAvailabilityQuerySchema,
    body: (date: string) => ({ [field]: date }),
    path: field,
    label: '',
  })),
  {
    name: 'transport date',
    schema: transportRequestSchema,
    body: (date) => ({ date }),
    path: 'date',
    label: '',
  },
  {
    name: 'movements from',
    schema: movementsQuerySchema,
    body: (date) => ({ from: date }),
    path: 'from',
    label: '',
  },
  ...(['from', 'to'] as const).flatMap((field) => [
    {
      name: `console bookings ${field}`,
      schema: consoleBookingsQuerySchema,
      body: (date: string) => ({ [field]: date }),
      path: field,
      label: '',
    },
    {
      name: `audit ${field}`,
      schema: auditQuerySchema,
      body: (date: string) => ({ [field]: date }),
      path: field,
      label: '',
    },
  ]),
  {
    name: 'block first day',
    schema: blockBodySchema,
    body: (date) => ({ startDate: date, endDate: '2027-03-01', reason: 'Pool' }),
    path: 'startDate',
    label: 'The first day ',
  },
  {
    name: 'block last day',
    schema: blockBodySchema,
    // A block of one day: its order and length say nothing of their own.
    body: (date) => ({ startDate: date, endDate: date, reason: 'Pool' }),
    path: 'endDate',
    label: 'The last day ',
  },
  {
    name: "season's first night",
    schema: pricingRulesSchema,
    body: (date) => pricing({ firstNight: date }),
    path: 'seasons.0.firstNight',
    label: 'The season "High season": its first night ',
  },
  {
    name: "season's last night",
    schema: pricingRulesSchema,
    body: (date) => pricing({ firstNight: date, lastNight: date }),
    path: 'seasons.0.lastNight',
    label: 'The season "High season": its last night ',
  },
];

/** The messages about `path` when `body` is parsed. */
function issuesAt(schema: z.ZodType, body: unknown, path: string): string[] {
  const parsed = schema.safeParse(body);
  return (parsed.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);
}

describe.each(DATE_FIELDS)('the $name', ({ schema, body, path, label }) => {
  it.each([
    ['year 9999', '9999-12-31'],
    ['the first refused year', `${refusedYear}-01-01`],
  ])('refuses %s, saying which year to stay before', (_name, date) => {
    expect(issuesAt(schema, body(date), path)).toEqual([
      `${label}must be a date before ${refusedYear}`,
    ]);
  });

  it.each([
    ['year 0000', '0000-01-01'],
    ['the last day of 1999', '1999-12-31'],
  ])('refuses %s, saying from which year', (_name, date) => {
    expect(issuesAt(schema, body(date), path)).toEqual([`${label}must be a date in 2000 or later`]);
  });

  it.each([['99999-01-01'], ['0000-00-00'], ['+10000-01-01']])(
    'refuses %s as no date at all',
    (date) => {
      expect(issuesAt(schema, body(date), path)).toEqual([
        `${label}must be a real calendar date written as YYYY-MM-DD`,
      ]);
    },
  );

  it('takes the first and the last accepted days', () => {
    expect(issuesAt(schema, body(FIRST_ACCEPTED_DATE), path)).toEqual([]);
    expect(issuesAt(schema, body(lastAccepted), path)).toEqual([]);
  });
});

describe('the calendar month of the console', () => {
  const monthIssues = (month: string) =>
    villaCalendarQuerySchema.safeParse({ month }).error?.issues.map((issue) => issue.message) ?? [];

  it('refuses months outside the years of every date', () => {
    expect(monthIssues('9999-12')).toEqual([`month must be a month before ${refusedYear}`]);
    expect(monthIssues(`${refusedYear}-01`)).toEqual([
      `month must be a month before ${refusedYear}`,
    ]);
    expect(monthIssues('0000-01')).toEqual(['month must be a month in 2000 or later']);
    expect(monthIssues('1999-12')).toEqual(['month must be a month in 2000 or later']);
    expect(monthIssues('99999-01')).toEqual(['month must be a month written as YYYY-MM']);
  });

  it('takes every month of the accepted years', () => {
    expect(monthIssues('2000-01')).toEqual([]);
    expect(monthIssues(`${refusedYear - 1}-12`)).toEqual([]);
  });
});

describe('one complaint per date', () => {
  it('does not add "after check-in" to a check-out refused on its own', () => {
    const parsed = bookingRequestSchema.safeParse({
      checkInDate: '2027-03-01',
      checkOutDate: '0000-01-01',
    });
    expect(
      parsed.error?.issues.filter((issue) => issue.path.join('.') === 'checkOutDate'),
    ).toHaveLength(1);
  });

  it('does not add "at most 366 days" to a block ending in 9999', () => {
    const parsed = blockBodySchema.safeParse({
      startDate: '2027-03-01',
      endDate: '9999-12-31',
      reason: 'Pool',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      `The last day must be a date before ${refusedYear}`,
    ]);
  });
});

describe("the contact form's createdAt", () => {
  it('is not ranged: the server ignores it, and a guest with a wrong clock still writes to us', () => {
    const parsed = contactRequestSchema.safeParse({
      name: 'Nimal Silva',
      email: 'nimal@example.com',
      subject: 'A question',
      message: 'Do you have a cot?',
      createdAt: '1999-12-31T23:59:59Z',
    });
    expect(parsed.success).toBe(true);
  });
});
