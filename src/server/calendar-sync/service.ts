/**
 * Calendar sync (issue 16 §2, decision 051): each villa imports the calendars of the platforms it
 * is listed on (Airbnb, Booking.com, Vrbo) as blocks, every CALENDAR_SYNC_MINUTES and when the team
 * asks. This is the import; the console's keeping of the feeds is console-service.ts.
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
import { resortToday, type IsoDate } from '#domain/dates.ts';
import { importedStayChanges, type ImportedStay, type StayEvent } from '#domain/stay-events.ts';
import type { ReadCalendar } from '#domain/ical.ts';
import type { MailContext } from '../mail/context.ts';
import { changed } from '../cache/tags.ts';
import type { Database, Executor } from '../db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { nowOf } from '#server/lib/clock.ts';
import { lockVilla } from '../villas/repository.ts';
import { tellConflicts } from './conflict-mail.ts';
import { feedUserAgent, fetchFeed, type FetchFeedOptions, type FetchResult } from './fetch-feed.ts';
import {
  MAX_FEED_EVENTS,
  type ImportPlan,
  planChanges,
  planImport,
  readFeedText,
  refusalOfCalendar,
  tooManyEventsMessage,
  wantedBlocks,
} from './match-events.ts';
import {
  deleteBlocks,
  feedBlocksFrom,
  findFeed,
  insertBlocks,
  listAllFeedIds,
  updateFeed,
  updateImportedBlock,
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
  /**
   * The stays' followers (the imported stays' turnovers), told of each stay the import added,
   * moved or dropped, in its transaction: `app.stays.follow` (stays/plugin.ts).
   */
  followStays: (tx: Executor, changes: readonly StayEvent[]) => Promise<void>;
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
  followStays: (tx, changes) => app.stays.follow(tx, changes),
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

/** A calendar read from a fetched answer. */
type Fetched = Extract<FetchResult, { kind: 'fetched' }>;

/** Each stay the import added, moved or dropped, as the stays' followers read it. */
function stayChangesOfImport(
  villaId: string,
  blocks: readonly { id: string; startDate: IsoDate; endDate: IsoDate }[],
  added: readonly { id: string; startDate: IsoDate; endDate: IsoDate }[],
  plan: ImportPlan,
  now: Date,
): StayEvent[] {
  const stay = (id: string, dates: { startDate: IsoDate; endDate: IsoDate }): ImportedStay => ({
    id,
    villaId,
    startDate: dates.startDate,
    endDate: dates.endDate,
  });
  const change = (before: ImportedStay | null, after: ImportedStay | null): StayEvent => ({
    workflow: 'import',
    villaId,
    before,
    after,
    changed: importedStayChanges(before, after),
    now,
  });
  const stored = new Map(blocks.map((block) => [block.id, block]));
  const was = (id: string) => {
    const block = stored.get(id);
    return block ? stay(id, block) : null;
  };
  return [
    ...added.map((block) => change(null, stay(block.id, block))),
    ...plan.change.map(({ id, block }) => change(was(id), stay(id, block))),
    ...plan.remove.map((id) => change(was(id), null)),
  ];
}

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
    const added = plan.add.map((block) => ({
      id: newId(),
      villaId: feed.villaId,
      feedId: feed.id,
      ...block,
    }));
    await insertBlocks(tx, added);
    for (const { id, block, datesMoved } of plan.change) {
      await updateImportedBlock(tx, id, {
        ...block,
        updatedAt: now,
        // Moved, it is a new question whether it overlaps a booking: told again if so.
        ...(datesMoved ? { conflictNotifiedAt: null } : {}),
      });
    }
    await deleteBlocks(tx, plan.remove);
    await deps.followStays(tx, stayChangesOfImport(feed.villaId, blocks, added, plan, now));
    await updateFeed(tx, feed.id, {
      lastSuccessAt: now,
      // What the feed closes here now: past events and unreadable ones are not imported
      // (issue 23 §3.4).
      eventCount: wanted.length,
      etag: answer.etag,
      lastModified: answer.lastModified,
    });
    const conflictsMailed = await tellConflicts(tx, deps.mail, feed, today, now);
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
export async function importAnswer(
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
export function imported(deps: CalendarSyncDeps, result: SyncOutcome): SyncOutcome {
  if (result.blocksChanged) deps.calendarChanged(result.villaId);
  if (result.unreadable > 0) {
    deps.log?.warn(
      { feedId: result.feedId, villaId: result.villaId, unreadable: result.unreadable },
      'calendar feed events skipped: they could not be read',
    );
  }
  return result;
}

/** The fetch of a feed's address, as the server makes it (validators of its last success). */
export const fetchOf = (deps: CalendarSyncDeps, url: string, feed?: FeedRow) =>
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
