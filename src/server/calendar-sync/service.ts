/**
 * Calendar sync (issue 16 §2, decision 051): each villa imports the calendars of the platforms it
 * is listed on (Airbnb, Booking.com, Vrbo) as blocks, every CALENDAR_SYNC_MINUTES and when the team
 * asks, and the console keeps the feeds.
 *
 * An import fetches (fetch-feed.ts), reads and matches (match-events.ts), then applies the plan in
 * one transaction that first takes the villa's row lock, the lock a booking request takes before
 * it checks the blocks: an import and a booking never race for a night. The safety rules: a fetch
 * that fails, an answer that is no calendar, and an empty calendar from a feed that listed stays
 * change nothing and mark the feed failing, so a platform's bad minute never opens a villa's
 * nights to double bookings. An imported event that overlaps a booking holding its dates is kept
 * as a block (the platform's guest is real too) and the team is told once by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { type IsoDate } from '#domain/dates.ts';
import type { ReadCalendar } from '#domain/ical.ts';
import {
  calendarFeedPath,
  FEED_STALE_AFTER_MS,
  type CalendarFeed,
  type CalendarSync,
  type FeedBody,
  type SyncConflict,
} from '#domain/schemas/calendar-sync.ts';
import type { MailContext } from '../bookings/notifications.ts';
import { changed } from '../cache/tags.ts';
import type { Database, Executor } from '../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { appendAudit, feedTarget, villaTarget, type AuditAction } from '../staff/audit.ts';
import {
  nowOf,
  toCalendarBooking,
  villaOf,
  type Actor,
} from '../villas/calendar-console-service.ts';
import { findVilla, lockVilla } from '../villas/repository.ts';
import { resortToday } from '../villas/service.ts';
import { calendarConflictMail, calendarSyncPage } from './conflict-mail.ts';
import {
  feedUserAgent,
  fetchFeed,
  staticAddressRefusal,
  type FetchFeedOptions,
  type FetchResult,
} from './fetch-feed.ts';
import {
  MAX_FEED_EVENTS,
  planChanges,
  planImport,
  readFeedText,
  refusalOfCalendar,
  refusalToSave,
  tooManyEventsMessage,
  wantedBlocks,
} from './match-events.ts';
import {
  countFeeds,
  deleteBlocks,
  deleteFeed,
  feedBlocksFrom,
  findFeed,
  findFeedByUrl,
  insertBlocks,
  insertFeed,
  listAllFeedIds,
  listConflicts,
  listFeeds,
  markConflictsNotified,
  setVillaCalendarSecret,
  updateFeed,
  updateImportedBlock,
  type ConflictRow,
  type FeedRow,
} from './repository.ts';

/** What a feed's fetch may be tuned with (tests shorten the deadline, point at a local server). */
export type FetchTuning = Partial<
  Pick<
    FetchFeedOptions,
    'timeoutMs' | 'maxBytes' | 'maxRedirects' | 'userAgent' | 'resolve' | 'allowAddresses'
  >
>;

export interface CalendarSyncDeps {
  db: Database;
  /** The site's address (links in the conflict mail) and the team's inbox. */
  mail: MailContext;
  /** CALENDAR_FETCH_ALLOW_PRIVATE: feeds on loopback and private networks may be fetched. */
  allowPrivate: boolean;
  fetch?: FetchTuning;
  /** After a committed change of a villa's blocks: drop its calendar from the read cache. */
  calendarChanged: (villaId: string) => void;
  /** After a commit that queued mail: send it soon. */
  mailQueued: () => void;
  now?: () => Date;
  /**
   * Where an import that broke on our side (not the platform's) is reported, and the events a
   * background import skipped.
   */
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The console's deps: the import's, and how often it runs (shown on the page). */
export interface CalendarSyncConsoleDeps extends CalendarSyncDeps {
  syncEveryMinutes: number;
}

/**
 * The app's own: its database, addresses and settings, its read cache's calendars and its mail
 * sender. One set for the background import and the console's, so the two never differ.
 */
export const calendarSyncDeps = (app: FastifyInstance): CalendarSyncConsoleDeps => ({
  db: app.db,
  mail: { publicUrl: app.config.publicUrl, teamEmail: app.config.teamEmail },
  allowPrivate: app.config.calendarFetchAllowPrivate,
  syncEveryMinutes: app.config.calendarSyncMinutes,
  calendarChanged: (villaId) => app.readCache.invalidateTags(changed.calendar(villaId)),
  mailQueued: () => app.jobs.kickMail(),
  log: app.log,
});

/** How one feed's import went. */
export interface SyncOutcome {
  feedId: string;
  villaId: string;
  /**
   * `applied`: the calendar was read and its blocks brought in line; `unchanged`: the platform
   * answered 304; `failed`: nothing changed, the feed is marked failing; `gone`: the feed was
   * removed, or its address changed, while it was fetched.
   */
  status: 'applied' | 'unchanged' | 'failed' | 'gone';
  /** Whether any block was added, moved or removed. */
  blocksChanged: boolean;
  /** Why it failed, in the team's words; null otherwise. */
  error: string | null;
  /** Conflicts the team was e-mailed about in this import. */
  conflictsMailed: number;
  /** Events of the calendar that could not be read and were skipped (issue 23 §1.2). */
  unreadable: number;
}

/** Feeds per villa: one per platform with room for an old listing or two; more is a mistake. */
export const MAX_FEEDS_PER_VILLA = 10;

/** A new secret of a calendar address: 32 random bytes as hex (decision 050). */
const newCalendarSecret = () => randomBytes(32).toString('hex');

// ---------------------------------------------------------------------------------------------
// The import

const outcome = (
  feed: FeedRow,
  status: SyncOutcome['status'],
  rest: Partial<SyncOutcome> = {},
): SyncOutcome => ({
  feedId: feed.id,
  villaId: feed.villaId,
  status,
  blocksChanged: false,
  error: null,
  conflictsMailed: 0,
  unreadable: 0,
  ...rest,
});

/** Marks the feed failing, while it still has the address that failed. */
async function markFailing(db: Executor, feed: FeedRow, message: string, now: Date) {
  await updateFeed(db, feed.id, { lastErrorAt: now, lastError: message }, { url: feed.url });
  return outcome(feed, 'failed', { error: message });
}

/** One e-mail per imported block that overlaps bookings, then marks them told (in `tx`). */
async function tellConflicts(
  tx: Executor,
  deps: CalendarSyncDeps,
  feed: FeedRow,
  today: IsoDate,
  now: Date,
): Promise<number> {
  const rows = await listConflicts(tx, { feedId: feed.id, unnotified: true }, today, now);
  if (rows.length === 0) return 0;
  const villa = await findVilla(tx, { kind: 'id', id: feed.villaId }, 'any');
  // One message per imported block, naming every stay it overlaps.
  const byBlock = new Map<string, [ConflictRow, ...ConflictRow[]]>();
  for (const row of rows) {
    const group = byBlock.get(row.blockId);
    if (group) group.push(row);
    else byBlock.set(row.blockId, [row]);
  }
  for (const group of byBlock.values()) {
    const [first] = group;
    await enqueueMail(
      tx,
      calendarConflictMail(deps.mail, {
        villaName: villa?.name ?? '',
        feedLabel: first.feedLabel,
        startDate: first.startDate,
        endDate: first.endDate,
        reason: first.reason,
        bookings: group.map(({ booking }) => ({
          reference: booking.reference,
          guestName: booking.guestName,
          checkInDate: booking.checkInDate,
          checkOutDate: booking.checkOutDate,
          status: booking.status,
        })),
        consoleLink: calendarSyncPage(deps.mail, feed.villaId),
      }),
    );
  }
  await markConflictsNotified(tx, [...byBlock.keys()], now);
  return byBlock.size;
}

/** A calendar read from a fetched answer. */
type Fetched = Extract<FetchResult, { kind: 'fetched' }>;

/** A read calendar applied to the feed's blocks, in one transaction under the villa's lock. */
async function applyCalendar(
  deps: CalendarSyncDeps,
  fetched: FeedRow,
  answer: Fetched,
  calendar: ReadCalendar,
): Promise<SyncOutcome> {
  const now = nowOf(deps);
  const today = resortToday(now);
  return deps.db.transaction(async (tx) => {
    await lockVilla(tx, fetched.villaId);
    // Read again under the lock: the team may have removed the feed or changed its address.
    const feed = await findFeed(tx, fetched.id);
    if (!feed || feed.url !== fetched.url) return outcome(fetched, 'gone');
    const blocks = await feedBlocksFrom(tx, feed.id, today);
    const wanted = wantedBlocks(calendar, feed.label, today);
    const refusal =
      refusalOfCalendar(calendar, {
        eventCount: feed.eventCount,
        futureBlocks: blocks.length,
      }) ?? (wanted.length > MAX_FEED_EVENTS ? tooManyEventsMessage(wanted.length) : null);
    if (refusal) return markFailing(tx, feed, refusal, now);

    const plan = planImport(blocks, wanted);
    await insertBlocks(
      tx,
      plan.add.map((block) => ({
        id: newId(),
        villaId: feed.villaId,
        feedId: feed.id,
        ...block,
      })),
    );
    for (const { id, block, datesMoved } of plan.change) {
      await updateImportedBlock(tx, id, {
        ...block,
        updatedAt: now,
        // Moved, it is a new question whether it overlaps a booking: told again if so.
        ...(datesMoved ? { conflictNotifiedAt: null } : {}),
      });
    }
    await deleteBlocks(tx, plan.remove);
    await updateFeed(tx, feed.id, {
      lastSuccessAt: now,
      // What the feed closes here now: past events and unreadable ones are not imported
      // (issue 23 §3.4).
      eventCount: wanted.length,
      etag: answer.etag,
      lastModified: answer.lastModified,
    });
    const conflictsMailed = await tellConflicts(tx, deps, feed, today, now);
    return outcome(feed, 'applied', {
      blocksChanged: planChanges(plan),
      conflictsMailed,
      unreadable: calendar.unreadable,
    });
  });
}

const OUR_SIDE =
  'The calendar could not be imported because of a problem on our side. It is tried again at the next sync.';

/**
 * What a fetch answered, applied to the feed, or the feed marked failing with the reason. Never
 * throws: whatever a feed holds, an import that breaks on it is our fault, logged, and the feed
 * marked failing (issue 23 §1.2), so neither the console nor the background run stops on it.
 */
async function importAnswer(
  deps: CalendarSyncDeps,
  feed: FeedRow,
  answer: FetchResult,
  calendar?: ReadCalendar,
): Promise<SyncOutcome> {
  try {
    if (answer.kind === 'failed')
      return await markFailing(deps.db, feed, answer.message, nowOf(deps));
    if (answer.kind === 'unchanged') {
      const row = await updateFeed(
        deps.db,
        feed.id,
        { lastSuccessAt: nowOf(deps) },
        { url: feed.url },
      );
      return outcome(feed, row ? 'unchanged' : 'gone');
    }
    let read = calendar;
    if (!read) {
      const text = readFeedText(answer.text);
      if (!text.ok) return await markFailing(deps.db, feed, text.message, nowOf(deps));
      read = text.calendar;
    }
    return await applyCalendar(deps, feed, answer, read);
  } catch (error) {
    deps.log?.error({ err: error, feedId: feed.id }, 'calendar feed import failed');
    return markFailing(deps.db, feed, OUR_SIDE, nowOf(deps)).catch(() =>
      outcome(feed, 'failed', { error: OUR_SIDE }),
    );
  }
}

/** After the commit: the callbacks, and a word in the log for skipped events. */
function imported(deps: CalendarSyncDeps, result: SyncOutcome): SyncOutcome {
  if (result.blocksChanged) deps.calendarChanged(result.villaId);
  if (result.conflictsMailed > 0) deps.mailQueued();
  if (result.unreadable > 0) {
    deps.log?.warn(
      { feedId: result.feedId, villaId: result.villaId, unreadable: result.unreadable },
      'calendar feed events skipped: they could not be read',
    );
  }
  return result;
}

/** The fetch of a feed's address, as the server makes it (validators of its last success). */
const fetchOf = (deps: CalendarSyncDeps, url: string, feed?: FeedRow) =>
  fetchFeed(url, {
    userAgent: feedUserAgent(deps.mail.publicUrl),
    ...deps.fetch,
    allowPrivate: deps.allowPrivate,
    etag: feed?.etag ?? null,
    lastModified: feed?.lastModified ?? null,
  });

/**
 * Imports one feed now: fetches it, and applies its calendar or marks it failing. Resolves to
 * null when there is no such feed. The callbacks run after the commit.
 */
export async function syncFeed(
  deps: CalendarSyncDeps,
  feedId: string,
): Promise<SyncOutcome | null> {
  const feed = await findFeed(deps.db, feedId);
  if (!feed) return null;
  const answer = await fetchOf(deps, feed.url, feed);
  return imported(deps, await importAnswer(deps, feed, answer));
}

/** Feeds fetched at once: a few, so one slow platform does not hold up the rest. */
const SYNC_CONCURRENCY = 4;

/** What a background run of every feed did. */
export interface SyncSummary {
  feeds: number;
  applied: number;
  unchanged: number;
  failed: number;
  conflictsMailed: number;
  /** Events skipped, in every feed, because they could not be read. */
  unreadable: number;
}

/**
 * Imports every feed of every villa (the background job, every CALENDAR_SYNC_MINUTES). A feed that
 * fails never stops the others; one that breaks on our side is marked failing and logged.
 */
export async function syncAllFeeds(deps: CalendarSyncDeps): Promise<SyncSummary> {
  const ids = await listAllFeedIds(deps.db);
  const summary: SyncSummary = {
    feeds: ids.length,
    applied: 0,
    unchanged: 0,
    failed: 0,
    conflictsMailed: 0,
    unreadable: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] ?? '';
      try {
        const result = await syncFeed(deps, id);
        if (result?.status === 'applied') summary.applied += 1;
        if (result?.status === 'unchanged') summary.unchanged += 1;
        if (result?.status === 'failed') summary.failed += 1;
        summary.conflictsMailed += result?.conflictsMailed ?? 0;
        summary.unreadable += result?.unreadable ?? 0;
      } catch (error) {
        summary.failed += 1;
        deps.log?.error({ err: error, feedId: id }, 'calendar feed import failed');
        const feed = await findFeed(deps.db, id).catch(() => undefined);
        if (feed) {
          await markFailing(deps.db, feed, OUR_SIDE, nowOf(deps)).catch(() => undefined);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, ids.length) }, worker));
  return summary;
}

// ---------------------------------------------------------------------------------------------
// The console

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
  const villa = await villaOf(deps.db, villaId);
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
  row && { villaId: row.villaId, label: row.label, url: row.url };

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
  const villa = await villaOf(deps.db, villaId);
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
  const villa = await villaOf(deps.db, villaId);
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
  const villa = await villaOf(deps.db, villaId);
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
  const villa = await villaOf(deps.db, villaId);
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
  const villa = await villaOf(deps.db, villaId);
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
  const villa = await villaOf(deps.db, villaId);
  await deps.db.transaction(async (tx) => {
    const feed = await feedOf(tx, villa.id, feedId);
    await updateFeed(tx, feed.id, { exportSecret: newCalendarSecret(), updatedAt: nowOf(deps) });
    await auditFeed(tx, actor, 'feed.rotate', feed.id, { after: recorded(feed) });
  });
  return feedView(deps, villa.id, feedId);
}
