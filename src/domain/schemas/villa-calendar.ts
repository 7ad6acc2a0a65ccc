/**
 * A villa's calendar in the console (issue 15 §1): a month of its bookings and staff blocks, and
 * the blocks the owner and the manager add, change and remove. Shared by the server's routes and
 * the console's forms. A block closes its days to guests, both ends included (spec §3: the nights
 * `startDate` .. `endDate`, as blocked_ranges stores them).
 *
 * Every role reads the month, so its bookings carry names and dates only: never a guest's e-mail
 * address, phone number or money (as the arrivals of console.ts).
 */
import { z } from 'zod';
import { isAcceptedDate, nightsBetween } from '../dates.ts';
import { dateSchema, entityIdSchema, MONTH_PATTERN, monthSchema, text } from './common.ts';

/** A block's reason, shown to the team beside it: a line, like "Owner stay" or "Pool repairs". */
export const BLOCK_REASON_MAX = 200;

/**
 * The longest block, in days: a year and a day. A longer one is a typing slip (2072 for 2027) more
 * often than a plan; a villa closed for longer is unpublished instead.
 */
export const BLOCK_MAX_DAYS = 366;

const realDates = (block: { startDate: unknown; endDate: unknown }) =>
  typeof block.startDate === 'string' &&
  typeof block.endDate === 'string' &&
  isAcceptedDate(block.startDate) &&
  isAcceptedDate(block.endDate);

/** POST /api/console/villas/:id/blocks and PUT .../blocks/:blockId: the days and why. */
export const blockBodySchema = z
  .strictObject({
    // Named for the person reading the message beside the field.
    startDate: dateSchema('The first day'),
    endDate: dateSchema('The last day'),
    reason: text(BLOCK_REASON_MAX, 'The reason'),
  })
  // Object checks run even when a field failed (zod 4): each looks only at two accepted dates.
  .refine((block) => !realDates(block) || block.endDate >= block.startDate, {
    error: 'The last day must be on or after the first day.',
    path: ['endDate'],
  })
  .refine(
    (block) => !realDates(block) || nightsBetween(block.startDate, block.endDate) < BLOCK_MAX_DAYS,
    {
      error: `A block can close at most ${BLOCK_MAX_DAYS} days; split a longer one.`,
      path: ['endDate'],
    },
  );
export type BlockBody = z.infer<typeof blockBodySchema>;

export { MONTH_PATTERN };

/** GET /api/console/villas/:id/calendar: one month; the resort's current month without one. */
export const villaCalendarQuerySchema = z.strictObject({
  month: monthSchema('month').optional(),
});
export type VillaCalendarQuery = z.infer<typeof villaCalendarQuerySchema>;

export const villaIdParamsSchema = z.object({ id: entityIdSchema });
export const blockParamsSchema = z.object({ id: entityIdSchema, blockId: entityIdSchema });

/** A villa as the pickers name it. */
export const villaNameSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type VillaName = z.infer<typeof villaNameSchema>;

export const staffBlockSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  /** The staff account that made it, by name; null for the seed, the command line, or one removed. */
  createdBy: z.string().nullable(),
  /**
   * The calendar feed it was imported from (issue 16 §2), which alone changes it; null for the
   * team's own blocks.
   */
  feed: z.object({ id: z.string(), label: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffBlock = z.infer<typeof staffBlockSchema>;

/**
 * Where a booking stands for the calendar: PENDING and CONFIRMED hold their nights; a request whose
 * hold ran out is LAPSED (swept or not), and DECLINED, CANCELLED and LAPSED hold nothing.
 */
export const calendarBookingStatusSchema = z.enum([
  'PENDING',
  'CONFIRMED',
  'LAPSED',
  'DECLINED',
  'CANCELLED',
]);
export type CalendarBookingStatus = z.infer<typeof calendarBookingStatusSchema>;

/** A stay of the month: who and when, never contact or money (every role reads it). */
export const calendarBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  guestName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  status: calendarBookingStatusSchema,
  /** Whether it takes its nights: PENDING (hold running) or CONFIRMED. */
  holdsDates: z.boolean(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const villaCalendarSchema = z.object({
  villa: villaNameSchema,
  month: z.string(),
  /** The month's first and last days. */
  from: z.string(),
  to: z.string(),
  /** The resort's date (DESIGN.md decision 10). */
  today: z.string(),
  /** Blocks with a day in the month, whole, by first day. */
  blocks: z.array(staffBlockSchema),
  /** Stays with a night in the month, whole, by check-in; those that hold nothing too. */
  bookings: z.array(calendarBookingSchema),
});
export type VillaCalendar = z.infer<typeof villaCalendarSchema>;
