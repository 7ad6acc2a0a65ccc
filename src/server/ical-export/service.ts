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
import { addDays, type IsoDate } from '#domain/dates.ts';
import { writeCalendar, type FeedEvent } from '#domain/ical.ts';
import { siteSettings } from '#domain/site-settings.ts';
import type { Executor } from '../db/client.ts';
import { holdingStaysFrom } from '../bookings/repository.ts';
import { blocksForFeed } from '../villas/blocks-repository.ts';
import { scopeOf } from './repository.ts';

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
    holdingStaysFrom(db, scope.villaId, today),
    blocksForFeed(db, scope.villaId, today, scope.leaveOutFeedId),
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
