/**
 * The read cache (decision 008, tags: decision 030): answers of the busiest public GET endpoints,
 * and rendered pages, kept in this process's memory until the data they were made from may have
 * changed.
 *
 * An entry lives until the first of:
 * - a write to data it shows: each entry names its tags (`villa:<id>`, `calendar:<id>`, ...,
 *   cache/tags.ts) and a write invalidates the tags of what it changed, after its commit
 *   (`invalidateTags`); a write whose reach is unknown drops everything (`invalidate()`);
 * - the resort's next midnight (Asia/Colombo), because "today" is part of many answers;
 * - an instant the computation names with `entry.expireAt()` (a hold that lapses);
 * - the time to live: the team in the database writes without telling this one, and another app
 *   instance's news (cache/instance-sync.ts) can be lost while the connection that carries it is down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { MS_PER_DAY, RESORT_UTC_OFFSET_MINUTES } from '#domain/dates.ts';

/** What a computation may say about the entry it makes. */
export interface CacheEntryControl {
  /** The answer stops being true at this instant: drop the entry then (earliest call wins). */
  expireAt(when: Date | number): void;
  /**
   * The answer shows data these tags name (cache/tags.ts): a write that invalidates one of them
   * drops the entry. An entry that names none is dropped by every write.
   */
  tag(...tags: string[]): void;
}

export interface ReadCache {
  /**
   * Changes (grows by one) on every invalidation, of everything or of some tags. Keep it beside a
   * value cached elsewhere to tell whether that value may be stale.
   */
  readonly dataVersion: number;
  /**
   * The value kept under `key`, or else `compute()`'s, kept for the next caller. Callers that miss
   * at the same time share one computation. A computation that fails, or that a write to one of
   * its tags overtook, is not kept (its callers still get its result or error). A computation
   * that runs inside another's (a page whose render asks the API) gives its tags and its end to
   * the outer one: the page depends on everything its parts depend on.
   */
  remember<T>(key: string, compute: (entry: CacheEntryControl) => Promise<T>): Promise<T>;
  /**
   * Drops the entries that name any of these tags, and the untagged ones. Call it after the write
   * has committed (cache/tags.ts says which tags a write changes).
   */
  invalidateTags(tags: Iterable<string>): void;
  /** Drops every entry and bumps `dataVersion`. Call it after a write whose reach is unknown. */
  invalidate(): void;
  /** Entries held now (tests, diagnostics). */
  readonly size: number;
  /** Their approximate size in memory. */
  readonly bytes: number;
  /** The keys held now and their tags (tests, diagnostics). */
  entries(): [key: string, tags: ReadonlySet<string>][];
}

export interface ReadCacheOptions {
  /**
   * Longest life of an entry in milliseconds; `null` for no limit other than writes, the resort's
   * midnight and `expireAt`; 0 turns caching off (every `remember` computes).
   */
  ttlMs: number | null;
  /** Beyond this many entries the oldest go first (a bound on memory, not a tuning knob). */
  maxEntries?: number;
  /** Beyond this many bytes (as `approximateBytes` counts them) the oldest go first. */
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Query strings make keys; whatever someone sends, the cache stays this small. */
export const DEFAULT_MAX_ENTRIES = 1000;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** A value that knows its size in memory (CachedBody does, with room for its compressed forms). */
export interface Sized {
  readonly cacheBytes: number;
}

/** A rough size in memory of a cached value: strings, buffers, `Sized` values, plain objects. */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length * 2;
  if (typeof value !== 'object' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if ('cacheBytes' in value && typeof value.cacheBytes === 'number') return value.cacheBytes;
  if (depth >= 4) return 64;
  let bytes = 64;
  for (const item of Object.values(value)) bytes += approximateBytes(item, depth + 1);
  return bytes;
}

const RESORT_OFFSET_MS = RESORT_UTC_OFFSET_MINUTES * 60_000;

/** The first instant of the resort's next calendar day after `nowMs`. */
export function nextResortMidnight(nowMs: number): number {
  return (Math.floor((nowMs + RESORT_OFFSET_MS) / MS_PER_DAY) + 1) * MS_PER_DAY - RESORT_OFFSET_MS;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  bytes: number;
  tags: ReadonlySet<string>;
}

/** What one computation learns about its answer: its tags and when it ends. */
interface Frame {
  tags: Set<string>;
  expiresAt: number;
}

/** A finished computation, as callers that shared it (and the computations around them) see it. */
interface Outcome {
  value: unknown;
  tags: ReadonlySet<string>;
  expiresAt: number;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const {
    ttlMs,
    maxEntries = DEFAULT_MAX_ENTRIES,
    maxBytes = DEFAULT_MAX_BYTES,
    now = Date.now,
  } = options;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Outcome>>();
  // The computation running now, if any: a nested one (an API answer a page's render asks for)
  // hands its tags and its end to it. Per computation, never shared between requests.
  const current = new AsyncLocalStorage<Frame>();
  let version = 0;
  let bytes = 0;
  // Writes are numbered. A computation remembers the number current when it began; on finishing
  // it is kept only if no write since then touched one of its tags (or everything). The numbers
  // of tags are only needed while some computation runs: forgotten when none does.
  let writes = 0;
  let everythingWrittenAt = 0;
  const tagWrittenAt = new Map<string, number>();
  let running = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const keep = (key: string, outcome: Outcome) => {
    const entry = {
      value: outcome.value,
      expiresAt: outcome.expiresAt,
      bytes: approximateBytes(outcome.value),
      tags: outcome.tags,
    };
    if (entry.bytes > maxBytes) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Oldest first: Map keeps insertion order.
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
  };
  /** Whether a write since `since` touched what an answer with these tags shows. */
  const overtaken = (tags: ReadonlySet<string>, since: number) => {
    if (everythingWrittenAt > since) return true;
    // An answer without tags depends on everything: any write overtakes it.
    if (tags.size === 0) return writes > since;
    for (const tag of tags) if ((tagWrittenAt.get(tag) ?? 0) > since) return true;
    return false;
  };
  const written = () => {
    version += 1;
    writes += 1;
    // A computation that started before the write must not be joined by a caller after it.
    inFlight.clear();
  };
  /** What a computation's callers learn: its tags and end go to the computation around them. */
  const report = (outcome: Outcome, outer: Frame | undefined) => {
    if (!outer) return;
    for (const tag of outcome.tags) outer.tags.add(tag);
    outer.expiresAt = Math.min(outer.expiresAt, outcome.expiresAt);
  };

  return {
    get dataVersion() {
      return version;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    entries() {
      return [...entries].map(([key, entry]) => [key, entry.tags]);
    },
    invalidate() {
      written();
      everythingWrittenAt = writes;
      entries.clear();
      bytes = 0;
    },
    invalidateTags(tags) {
      const changed = new Set(tags);
      written();
      for (const tag of changed) tagWrittenAt.set(tag, writes);
      for (const [key, entry] of entries) {
        if (entry.tags.size === 0 || [...entry.tags].some((tag) => changed.has(tag))) drop(key);
      }
    },
    async remember<T>(key: string, compute: (entry: CacheEntryControl) => Promise<T>): Promise<T> {
      const started = now();
      const outer = current.getStore();
      const hit = entries.get(key);
      if (hit && hit.expiresAt <= started) drop(key);
      else if (hit) {
        report(hit, outer);
        return hit.value as T;
      }
      let promise = inFlight.get(key);
      if (!promise) {
        const startedAt = writes;
        // Limits are measured from the start: the answer reflects the data as it was then.
        const frame: Frame = {
          tags: new Set(),
          expiresAt: Math.min(
            nextResortMidnight(started),
            ttlMs === null ? Number.POSITIVE_INFINITY : started + ttlMs,
          ),
        };
        const entry: CacheEntryControl = {
          expireAt(when) {
            frame.expiresAt = Math.min(
              frame.expiresAt,
              typeof when === 'number' ? when : when.getTime(),
            );
          },
          tag(...tags) {
            for (const tag of tags) frame.tags.add(tag);
          },
        };
        running += 1;
        // Deferred by one microtask, so that even a compute that throws at once finds itself in
        // `inFlight` and the `finally` below removes it.
        const made: Promise<Outcome> = Promise.resolve()
          .then(() => current.run(frame, () => compute(entry)))
          .then((value) => {
            const outcome = { value, tags: frame.tags, expiresAt: frame.expiresAt };
            if (ttlMs !== 0 && !overtaken(frame.tags, startedAt) && frame.expiresAt > now()) {
              keep(key, outcome);
            }
            return outcome;
          })
          .finally(() => {
            if (inFlight.get(key) === made) inFlight.delete(key);
            running -= 1;
            if (running === 0) tagWrittenAt.clear();
          });
        // With caching off nothing is shared: each caller computes.
        if (ttlMs !== 0) inFlight.set(key, made);
        promise = made;
      }
      const outcome = await promise;
      report(outcome, outer);
      return outcome.value as T;
    },
  };
}
