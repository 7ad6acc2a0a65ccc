/**
 * A villa's calendar sync in the console (issue 16): the address of its own calendar feed, which
 * the team gives Airbnb, Booking.com and Vrbo, and the feeds of those platforms it imports as
 * blocks. Shared by the server's routes and the console's page.
 *
 * A connected feed is a pair: the platform's address, which we fetch, and an address of ours
 * (`exportUrl`) to paste back into that platform, which lists the villa's stays and blocks without
 * the events imported from that same feed (a platform is never told its own bookings back).
 */
import { z } from 'zod';
import { FEED_CHANNELS } from '../channels.ts';
import { calendarBookingSchema, villaNameSchema } from './villa-calendar.ts';
import { entityIdSchema, lineString, text } from './common.ts';

/** A feed's label, shown beside its blocks: "Airbnb", "Booking.com", "Vrbo (old listing)". */
export const FEED_LABEL_MAX = 60;
/** Platforms' feed addresses run to about 200 characters; 2,000 leaves room and no more. */
export const FEED_URL_MAX = 2000;
/** A feed not read successfully for longer than this is flagged as stale (issue 16 §2). */
export const FEED_STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/** The path of a villa's calendar feed: its id (which never changes) and a secret. */
export const calendarFeedPath = (villaId: string, secret: string) =>
  `/ical/${encodeURIComponent(villaId)}/${encodeURIComponent(secret)}.ics`;

/** POST /api/console/villas/:id/feeds and PUT .../feeds/:feedId: a platform's feed. */
export const feedBodySchema = z.strictObject({
  label: text(FEED_LABEL_MAX, 'The label'),
  url: lineString('The address', 'must be the calendar address the platform gives')
    .max(FEED_URL_MAX, { error: `The address must be at most ${FEED_URL_MAX} characters.` })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:';
      },
      { error: 'The address must be a web address starting with https:// (or http://).' },
    ),
  /**
   * The platform its stays were sold on, for the reports (issue 28 §1). Left out when a feed is
   * added, it is guessed from the address's host; left out when one is changed, it stays as it was.
   */
  channel: z
    .enum(FEED_CHANNELS, {
      error: `The channel must be one of ${FEED_CHANNELS.join(', ')}.`,
    })
    .optional(),
});
export type FeedBody = z.infer<typeof feedBodySchema>;

export const feedParamsSchema = z.object({ id: entityIdSchema, feedId: entityIdSchema });

export const calendarFeedSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Where its stays were sold (issue 28 §1): the reports' channel line. */
  channel: z.enum(FEED_CHANNELS),
  /** The platform's address, fetched every few minutes. */
  url: z.string(),
  /** Our address to paste into this platform: everything but this feed's own events. */
  exportUrl: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** Why the last failed fetch failed, in words for the team. */
  lastError: z.string().nullable(),
  /** Stays and blocks the last applied calendar closes here: from today on, each one read. */
  eventCount: z.number().int(),
  /**
   * Only in the answer of a read the team asked for (connect, a new address, Sync now): events of
   * that calendar that could not be read and were skipped (issue 23 §1.2).
   */
  unreadable: z.number().int().optional(),
  /** The last fetch failed (its calendar was not applied). */
  failing: z.boolean(),
  /** No successful fetch for more than 3 hours (FEED_STALE_AFTER_MS), or never one since then. */
  stale: z.boolean(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * An imported event that overlaps a booking that holds its dates: kept as a block, never dropped,
 * and shown to the team until one of the two moves.
 */
export const syncConflictSchema = z.object({
  blockId: z.string(),
  feedId: z.string(),
  feedLabel: z.string(),
  /** The imported block's days, both ends included (as blocks are). */
  startDate: z.string(),
  endDate: z.string(),
  booking: calendarBookingSchema,
});
export type SyncConflict = z.infer<typeof syncConflictSchema>;

/** GET /api/console/villas/:id/calendar-sync. */
export const calendarSyncSchema = z.object({
  villa: villaNameSchema,
  /** The villa's whole calendar (every stay and block), for any other calendar. */
  exportUrl: z.string(),
  feeds: z.array(calendarFeedSchema),
  /** Conflicts of the villa from today on, by first day. */
  conflicts: z.array(syncConflictSchema),
  /** How often each feed is fetched (CALENDAR_SYNC_MINUTES). */
  syncEveryMinutes: z.number().int(),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;
