/**
 * A villa's calendar sync in the console (issue 16, owner and manager): its own address, the
 * platforms' feeds it imports, and their conflicts with its bookings. Every change of a feed
 * answers the feed; the page puts it in the villa's answer and reads the whole again, since
 * conflicts and imported blocks may have moved with it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarSync, FeedBody } from '#domain/schemas/calendar-sync.ts';
import {
  consoleDelete,
  consoleGet,
  consolePost,
  consolePut,
} from '#web/console/lib/console-api.ts';
import { villaCalendarKey } from '#web/console/lib/villa-calendar-api.ts';

const villa = (villaId: string) => `/villas/${encodeURIComponent(villaId)}`;
const feed = (villaId: string, feedId: string) =>
  `${villa(villaId)}/feeds/${encodeURIComponent(feedId)}`;

export const calendarSyncQuery = (villaId: string) =>
  queryOptions({
    queryKey: ['console', 'calendar-sync', villaId],
    queryFn: () => consoleGet<CalendarSync>(`${villa(villaId)}/calendar-sync`),
  });

/**
 * The server reads the address before it saves it: one that gives no calendar (a web page, a 404)
 * is refused with a 422 beside the address, and nothing is saved (issue 23 §3.4).
 */
export const connectFeed = (villaId: string, body: FeedBody) =>
  consolePost<CalendarFeed>(`${villa(villaId)}/feeds`, body);

export const changeFeed = (villaId: string, feedId: string, body: FeedBody) =>
  consolePut<CalendarFeed>(feed(villaId, feedId), body);

/** Its imported blocks go with it. */
export const removeFeed = (villaId: string, feedId: string) => consoleDelete(feed(villaId, feedId));

export const syncFeed = (villaId: string, feedId: string) =>
  consolePost<CalendarFeed>(`${feed(villaId, feedId)}/sync`);

/** A new address for the villa's whole calendar: the old one stops working. */
export const renewVillaAddress = (villaId: string) =>
  consolePost<CalendarSync>(`${villa(villaId)}/calendar-sync/rotate`);

/** A new address for one platform to read: the old one stops working. */
export const renewFeedAddress = (villaId: string, feedId: string) =>
  consolePost<CalendarFeed>(`${feed(villaId, feedId)}/rotate`);

/**
 * Shows a feed as the server answered it (added or replaced; removed when `removedId` is given),
 * then reads the villa's sync again, and its calendar months: imported blocks and conflicts may
 * have changed with it.
 */
export async function feedChanged(
  queryClient: QueryClient,
  villaId: string,
  change: { feed: CalendarFeed } | { removedId: string },
) {
  const { queryKey } = calendarSyncQuery(villaId);
  queryClient.setQueryData(queryKey, (now) => {
    if (!now) return now;
    if ('removedId' in change) {
      return { ...now, feeds: now.feeds.filter((f) => f.id !== change.removedId) };
    }
    const known = now.feeds.some((f) => f.id === change.feed.id);
    return {
      ...now,
      feeds: known
        ? now.feeds.map((f) => (f.id === change.feed.id ? change.feed : f))
        : [...now.feeds, change.feed],
    };
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: villaCalendarKey }),
  ]);
}
