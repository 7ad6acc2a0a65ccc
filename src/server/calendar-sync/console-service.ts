/**
 * The console's side of calendar sync (issue 16 §2, decision 051): a villa's feeds as the console
 * shows them, added and changed only after their address was read and gave a calendar (issue 23
 * §3.4), removed, fetched now, and the calendar addresses given back to the platforms renewed.
 * Each change and its audit entry are one transaction under the villa's lock; the import itself
 * is service.ts's.
 */
import { randomBytes } from 'node:crypto';
import { resortToday } from '#domain/dates.ts';
import { channelOfFeedUrl } from '#domain/channels.ts';
import {
  calendarFeedPath,
  FEED_STALE_AFTER_MS,
  type CalendarFeed,
  type CalendarSync,
  type FeedBody,
  type SyncConflict,
} from '#domain/schemas/calendar-sync.ts';
import type { Executor } from '../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { appendAudit, feedTarget, villaTarget, type AuditAction } from '../staff/audit.ts';
import { nowOf } from '#server/lib/clock.ts';
import type { Actor } from '../staff/audit.ts';
import { toCalendarBooking } from '../villas/availability-repository.ts';
import { resolveConsoleVilla } from '../villas/lookup.ts';
import { lockVilla } from '../villas/repository.ts';
import { staticAddressRefusal } from './fetch-feed.ts';
import {
  MAX_FEED_EVENTS,
  readFeedText,
  refusalOfCalendar,
  refusalToSave,
  tooManyEventsMessage,
  wantedBlocks,
} from './match-events.ts';
import {
  countFeeds,
  deleteFeed,
  findFeed,
  findFeedByUrl,
  insertFeed,
  listConflicts,
  listFeeds,
  setVillaCalendarSecret,
  updateFeed,
  type ConflictRow,
  type FeedRow,
} from './repository.ts';
import {
  fetchOf,
  importAnswer,
  imported,
  syncFeed,
  type CalendarSyncConsoleDeps,
  type CalendarSyncDeps,
  type SyncOutcome,
} from './service.ts';

/** Feeds per villa: one per platform with room for an old listing or two; more is a mistake. */
export const MAX_FEEDS_PER_VILLA = 10;

/** A new secret of a calendar address: 32 random bytes as hex (decision 050). */
const newCalendarSecret = () => randomBytes(32).toString('hex');

const NO_FEED =
  'This villa imports no such calendar. Someone may have removed it; reload the page.';

async function feedOf(db: Executor, villaId: string, feedId: string) {
  const feed = await findFeed(db, feedId, villaId);
  if (!feed) throw notFound(NO_FEED);
  return feed;
}

/** A feed as the console shows it: `failing` and `stale` worked out at `now`. */
export function toCalendarFeed(row: FeedRow, publicUrl: string, now: Date): CalendarFeed {
  const failing =
    row.lastErrorAt !== null && (row.lastSuccessAt === null || row.lastErrorAt > row.lastSuccessAt);
  // A new feed has 3 hours to succeed before it is stale, as an old one has since its last read.
  const since = row.lastSuccessAt ?? row.createdAt;
  return {
    id: row.id,
    label: row.label,
    channel: row.channel,
    url: row.url,
    exportUrl: `${publicUrl}${calendarFeedPath(row.villaId, row.exportSecret)}`,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastError: row.lastError,
    eventCount: row.eventCount,
    failing,
    stale: now.getTime() - since.getTime() > FEED_STALE_AFTER_MS,
    createdAt: row.createdAt.toISOString(),
  };
}

// Only stays that hold their dates overlap: pending with a running hold, or confirmed.
const toConflict = (row: ConflictRow, now: Date): SyncConflict => ({
  blockId: row.blockId,
  feedId: row.feedId,
  feedLabel: row.feedLabel,
  startDate: row.startDate,
  endDate: row.endDate,
  booking: toCalendarBooking(row.booking, now),
});

/** GET /api/console/villas/:id/calendar-sync. */
export async function getCalendarSync(
  deps: CalendarSyncConsoleDeps,
  villaId: string,
): Promise<CalendarSync> {
  const now = nowOf(deps);
  const villa = await resolveConsoleVilla(deps.db, villaId);
  const [feeds, conflicts] = await Promise.all([
    listFeeds(deps.db, villa.id),
    listConflicts(deps.db, { villaId: villa.id }, resortToday(now), now),
  ]);
  return {
    villa: { id: villa.id, name: villa.name, slug: villa.slug },
    exportUrl: `${deps.mail.publicUrl}${calendarFeedPath(villa.id, villa.calendarSecret)}`,
    feeds: feeds.map((feed) => toCalendarFeed(feed, deps.mail.publicUrl, now)),
    conflicts: conflicts.map((row) => toConflict(row, now)),
    syncEveryMinutes: deps.syncEveryMinutes,
  };
}

/** The feed as it stands now (after its first fetch): 404 when it went meanwhile. */
async function feedView(deps: CalendarSyncConsoleDeps, villaId: string, feedId: string) {
  return toCalendarFeed(await feedOf(deps.db, villaId, feedId), deps.mail.publicUrl, nowOf(deps));
}

/** The feed as it stands after a read, with the events that read skipped. */
async function feedRead(
  deps: CalendarSyncConsoleDeps,
  villaId: string,
  feedId: string,
  result: SyncOutcome | null,
): Promise<CalendarFeed> {
  return { ...(await feedView(deps, villaId, feedId)), unreadable: result?.unreadable ?? 0 };
}

/**
 * The address as stored: written the one way URL writes it (host in lower case, and so on), so
 * the same address typed twice is found twice. Refused (400) when it names a private IP itself.
 */
function feedUrlOf(deps: CalendarSyncDeps, body: FeedBody): string {
  const url = new URL(body.url).href;
  const refusal = staticAddressRefusal(url, deps.allowPrivate);
  if (refusal) throw badRequest(refusal, [{ path: 'url', message: refusal }]);
  return url;
}

/** An address that gives no calendar: 422, beside the address field. */
const notACalendar = (message: string) => new HttpError(422, message, [{ path: 'url', message }]);

/**
 * The address fetched and read before it is saved (issue 23 §3.4): a listing's page, a sign-in
 * page, a 404 or a calendar of thousands of stays is refused (422) in words that say what the
 * address gave instead, and nothing is saved. Resolves to the answer and its calendar, which
 * the feed's first import then applies without a second fetch.
 */
async function checkAddress(deps: CalendarSyncDeps, url: string) {
  const answer = await fetchOf(deps, url);
  if (answer.kind === 'failed') throw notACalendar(`${answer.message} Nothing was saved.`);
  // No validators were sent: a 304 is a server that answers nonsense.
  if (answer.kind === 'unchanged') throw notACalendar(refusalToSave('other'));
  let refusal: string | null;
  let read: ReturnType<typeof readFeedText>;
  try {
    read = readFeedText(answer.text);
    if (!read.ok) throw notACalendar(refusalToSave(read.found));
    const ahead = wantedBlocks(read.calendar, '', resortToday(nowOf(deps))).length;
    refusal =
      refusalOfCalendar(read.calendar, { eventCount: 0, futureBlocks: 0 }) ??
      (ahead > MAX_FEED_EVENTS ? tooManyEventsMessage(ahead) : null);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Whatever the text holds, a reading that breaks is ours to mend, never a 500 (issue 23 §1.2).
    deps.log?.error({ err: error, url }, 'calendar feed could not be read before saving');
    throw notACalendar(UNREADABLE_HERE);
  }
  if (refusal) throw notACalendar(refusal.replace('Nothing was changed', 'Nothing was saved'));
  return { answer, calendar: read.calendar };
}

const UNREADABLE_HERE =
  'The calendar at this address could not be read because of a problem on our side, so nothing was saved. Try again later; if it keeps failing, tell whoever runs the site.';

async function refuseKnownUrl(tx: Executor, villaId: string, url: string, exceptId?: string) {
  const known = await findFeedByUrl(tx, villaId, url, exceptId);
  if (known) {
    throw conflict(`This villa already imports this address, as “${known.label}”.`);
  }
}

/** 409 for an address this villa reads already, or an 11th feed. */
async function refuseNewFeed(tx: Executor, villaId: string, url: string) {
  await refuseKnownUrl(tx, villaId, url);
  if ((await countFeeds(tx, villaId)) >= MAX_FEEDS_PER_VILLA) {
    throw conflict(
      `This villa already imports ${MAX_FEEDS_PER_VILLA} calendars, the most it can. Remove one it no longer needs first.`,
    );
  }
}

/** What the audit log keeps of a feed: never its export secret. */
const recorded = (row: FeedRow | undefined) =>
  row && { villaId: row.villaId, label: row.label, channel: row.channel, url: row.url };

function auditFeed(
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  feedId: string,
  change: { before?: unknown; after?: unknown },
) {
  return appendAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action,
    target: feedTarget(feedId),
    before: change.before,
    after: change.after,
  });
}

/**
 * POST /api/console/villas/:id/feeds: the address read first, saved only when it gives a
 * calendar (422 otherwise), then that calendar imported.
 */
export async function addFeed(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
  body: FeedBody,
): Promise<CalendarFeed> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  const url = feedUrlOf(deps, body);
  // The refusals that need no fetch come first; they are asked again under the lock.
  await refuseNewFeed(deps.db, villa.id, url);
  const { answer, calendar } = await checkAddress(deps, url);
  const feed = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    await refuseNewFeed(tx, villa.id, url);
    const row = await insertFeed(tx, {
      id: newId(),
      villaId: villa.id,
      label: body.label,
      // The team's choice, or the platform the address names (issue 28 §1).
      channel: body.channel ?? channelOfFeedUrl(url),
      url,
      createdBy: actor.id,
    });
    await auditFeed(tx, actor, 'feed.create', row.id, { after: recorded(row) });
    return row;
  });
  const result = imported(deps, await importAnswer(deps, feed, answer, calendar));
  return feedRead(deps, villa.id, feed.id, result);
}

/**
 * PUT /api/console/villas/:id/feeds/:feedId: a new label, or a new address, read first as a new
 * feed's is (422 and nothing changed when it gives no calendar), then imported.
 */
export async function changeFeed(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
  feedId: string,
  body: FeedBody,
): Promise<CalendarFeed> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  const url = feedUrlOf(deps, body);
  const current = await feedOf(deps.db, villa.id, feedId);
  let checked: Awaited<ReturnType<typeof checkAddress>> | null = null;
  if (current.url !== url) {
    await refuseKnownUrl(deps.db, villa.id, url, feedId);
    checked = await checkAddress(deps, url);
  }
  const after = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    const before = await feedOf(tx, villa.id, feedId);
    await refuseKnownUrl(tx, villa.id, url, feedId);
    // Changed meanwhile to an address that was not read: keep the one that was.
    if (before.url !== url && !checked) throw conflict(CHANGED_MEANWHILE);
    const moved = before.url !== url;
    const row = await updateFeed(tx, feedId, {
      label: body.label,
      // Kept unless the team chose another: an address changed within a platform stays its.
      channel: body.channel ?? before.channel,
      url,
      updatedAt: nowOf(deps),
      // Another address, another server: its validators say nothing of this one.
      ...(moved ? { etag: null, lastModified: null } : {}),
    });
    await auditFeed(tx, actor, 'feed.update', feedId, {
      before: recorded(before),
      after: recorded(row),
    });
    return moved ? row : undefined;
  });
  if (!after || !checked) return feedView(deps, villa.id, feedId);
  const result = imported(deps, await importAnswer(deps, after, checked.answer, checked.calendar));
  return feedRead(deps, villa.id, feedId, result);
}

const CHANGED_MEANWHILE =
  'Someone changed this calendar’s address meanwhile. Reload the page to see it, then save yours again.';

/** DELETE /api/console/villas/:id/feeds/:feedId: the feed and every block it imported. */
export async function removeFeed(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
  feedId: string,
): Promise<void> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  await deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    const before = await feedOf(tx, villa.id, feedId);
    await deleteFeed(tx, feedId);
    await auditFeed(tx, actor, 'feed.delete', feedId, { before: recorded(before) });
  });
  deps.calendarChanged(villa.id);
}

/** POST /api/console/villas/:id/feeds/:feedId/sync: fetched now, the outcome audited. */
export async function syncFeedNow(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
  feedId: string,
): Promise<CalendarFeed> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  const feed = await feedOf(deps.db, villa.id, feedId);
  const result = await syncFeed(deps, feed.id);
  await auditFeed(deps.db, actor, 'feed.sync', feed.id, {
    after: {
      villaId: villa.id,
      status: result?.status ?? 'gone',
      error: result?.error ?? null,
      unreadable: result?.unreadable ?? 0,
    },
  });
  return feedRead(deps, villa.id, feed.id, result);
}

/** POST /api/console/villas/:id/calendar-sync/rotate: the villa's address renewed. */
export async function rotateVillaAddress(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
): Promise<CalendarSync> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  await deps.db.transaction(async (tx) => {
    await setVillaCalendarSecret(tx, villa.id, newCalendarSecret());
    // The secret itself stays out of the log: whoever reads the log would read the calendar.
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.calendar-rotate',
      target: villaTarget(villa.id),
    });
  });
  return getCalendarSync(deps, villa.id);
}

/** POST /api/console/villas/:id/feeds/:feedId/rotate: the address this platform reads renewed. */
export async function rotateFeedAddress(
  deps: CalendarSyncConsoleDeps,
  actor: Actor,
  villaId: string,
  feedId: string,
): Promise<CalendarFeed> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  await deps.db.transaction(async (tx) => {
    const feed = await feedOf(tx, villa.id, feedId);
    await updateFeed(tx, feed.id, { exportSecret: newCalendarSecret(), updatedAt: nowOf(deps) });
    await auditFeed(tx, actor, 'feed.rotate', feed.id, { after: recorded(feed) });
  });
  return feedView(deps, villa.id, feedId);
}
