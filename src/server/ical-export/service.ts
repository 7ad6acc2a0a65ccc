/**
 * A villa's calendar as an iCalendar feed (issue 16 §1, decision 050), for Airbnb, Booking.com,
 * Vrbo and any calendar app: the nights its stays hold (pending with a running hold, and
 * confirmed) and its blocks, as all-day events.
 *
 * The address names the villa by its id (a renamed villa keeps it) and a secret. The villa's own
 * secret lists everything; a connected feed's export secret lists everything but the events
 * imported from that feed, so a platform is never told its own bookings back as ours (it would
 * then close them twice, or, worse, read them as a conflict).
 *
 * Nothing personal leaves: a stay is "Reserved" and a block "Not available", with no name, no
 * reference and no reason. A UID is made of the row's id, which never changes, so a platform
 * updates a moved stay rather than adding a second.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { writeCalendar, type FeedEvent } from '#domain/ical.ts';
import { siteSettings } from '#domain/site-settings.ts';
import type { Executor } from '../db/client.ts';
import { blockedRanges, bookings, calendarFeeds, villas } from '../db/schema.ts';
import { holdsDates } from '../bookings/repository.ts';

/** What the address asked for: a villa, and whose feed to leave out (null: nothing). */
interface FeedScope {
  villaId: string;
  villaName: string;
  villaUpdatedAt: Date;
  leaveOutFeedId: string | null;
}

/** The villa and scope a secret opens; null when the pair names nothing (or no longer does). */
async function scopeOf(db: Executor, villaId: string, secret: string): Promise<FeedScope | null> {
  const [villa] = await db
    .select({
      id: villas.id,
      name: villas.name,
      updatedAt: villas.updatedAt,
      secret: villas.calendarSecret,
    })
    .from(villas)
    .where(eq(villas.id, villaId));
  if (!villa) return null;
  const found = { villaId: villa.id, villaName: villa.name, villaUpdatedAt: villa.updatedAt };
  if (villa.secret === secret) return { ...found, leaveOutFeedId: null };
  const [feed] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.villaId, villa.id), eq(calendarFeeds.exportSecret, secret)));
  return feed ? { ...found, leaveOutFeedId: feed.id } : null;
}

export interface CalendarFeedAnswer {
  /** The feed's text (text/calendar). */
  body: string;
  /** A strong validator of the body: the same data gives the same text, hence the same tag. */
  etag: string;
  /** The latest change of a row the feed lists (or of the villa, when it lists none). */
  lastModified: Date;
}

/**
 * The villa's feed from the resort's `today` on, or null when `secret` opens nothing. `host`
 * names the events' UIDs (`booking-{id}@{host}`), so they are unique across every calendar.
 */
export async function calendarFeed(
  db: Executor,
  {
    villaId,
    secret,
    today,
    host,
  }: { villaId: string; secret: string; today: IsoDate; host: string },
): Promise<CalendarFeedAnswer | null> {
  const scope = await scopeOf(db, villaId, secret);
  if (!scope) return null;
  const [stays, blocks] = await Promise.all([
    db
      .select({
        id: bookings.id,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .where(
        and(eq(bookings.villaId, scope.villaId), sql`${bookings.checkOut} > ${today}`, holdsDates),
      )
      .orderBy(bookings.checkIn, bookings.id),
    db
      .select({
        id: blockedRanges.id,
        startDate: blockedRanges.startDate,
        endDate: blockedRanges.endDate,
        updatedAt: blockedRanges.updatedAt,
      })
      .from(blockedRanges)
      .where(
        and(
          eq(blockedRanges.villaId, scope.villaId),
          gte(blockedRanges.endDate, today),
          scope.leaveOutFeedId === null
            ? undefined
            : or(isNull(blockedRanges.feedId), ne(blockedRanges.feedId, scope.leaveOutFeedId)),
        ),
      )
      .orderBy(blockedRanges.startDate, blockedRanges.id),
  ]);

  const events: FeedEvent[] = [
    ...stays.map((stay) => ({
      uid: `booking-${stay.id}@${host}`,
      start: stay.checkIn,
      end: stay.checkOut,
      summary: 'Reserved',
    })),
    // A block closes the days startDate .. endDate, both included; the event ends the day after.
    ...blocks.map((block) => ({
      uid: `block-${block.id}@${host}`,
      start: block.startDate,
      end: addDays(block.endDate, 1),
      summary: 'Not available',
    })),
  ].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));

  // The stamp is the latest change, not the time of the request: the same data writes the same
  // text, so the tag below stays the same until something the feed lists changes.
  const lastModified = [...stays, ...blocks].reduce(
    (latest, row) => (row.updatedAt > latest ? row.updatedAt : latest),
    scope.villaUpdatedAt,
  );
  const body = writeCalendar({
    prodId: `-//${siteSettings.companyName}//Availability//EN`,
    name: scope.villaName,
    events,
    stamp: lastModified,
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, lastModified };
}
