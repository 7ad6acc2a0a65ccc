/**
 * Data access of the calendar export: which villa and whose feed an address's secret opens (the
 * villa's own secret, or a connected feed's export secret). The stays and blocks it lists are read
 * through bookings/ and villas/ repositories.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { calendarFeeds, villas } from '#server/db/schema.ts';

/** What the address asked for: a villa, and whose feed to leave out (null: nothing). */
export interface FeedScope {
  villaId: string;
  villaName: string;
  villaUpdatedAt: Date;
  leaveOutFeedId: string | null;
}

/** The villa and scope a secret opens; null when the pair names nothing (or no longer does). */
export async function scopeOf(
  db: Executor,
  villaId: string,
  secret: string,
): Promise<FeedScope | null> {
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
