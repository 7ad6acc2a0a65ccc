/**
 * The read cache (decision 008): answers of the busiest GET endpoints, and rendered pages, kept in
 * this process's memory until the data they were made from may have changed.
 *
 * An entry lives until the first of:
 * - `invalidate()`, which every write that can change villas, calendars, bookings, reviews or
 *   testimonials calls (app.ts does it for every write request, jobs.ts for the hold sweep);
 * - the resort's next midnight (Asia/Colombo), because "today" is part of many answers;
 * - an instant the computation names with `entry.expireAt()` (a hold that lapses);
 * - the time to live, which a PostgreSQL server needs because other app instances write to it
 *   without telling this one.
 */
import { MS_PER_DAY, RESORT_UTC_OFFSET_MINUTES } from '../../domain/dates.ts';

/** What a computation may say about the entry it makes. */
export interface CacheEntryControl {
  /** The answer stops being true at this instant: drop the entry then (earliest call wins). */
  expireAt(when: Date | number): void;
}

export interface ReadCache {
  /**
   * Changes (grows by one) on every `invalidate()`, that is on every write that can change cached
   * data. Keep it beside a value cached elsewhere to tell whether that value may be stale.
   */
  readonly dataVersion: number;
  /**
   * The value kept under `key`, or else `compute()`'s, kept for the next caller. Callers that miss
   * at the same time share one computation. A computation that fails, or that a write overtook, is
   * not kept (its callers still get its result or error).
   */
  remember<T>(key: string, compute: (entry: CacheEntryControl) => Promise<T>): Promise<T>;
  /** Drops every entry and bumps `dataVersion`. Call it after the write has committed. */
  invalidate(): void;
  /** Entries held now (tests, diagnostics). */
  readonly size: number;
  /** Their approximate size in memory. */
  readonly bytes: number;
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
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const {
    ttlMs,
    maxEntries = DEFAULT_MAX_ENTRIES,
    maxBytes = DEFAULT_MAX_BYTES,
    now = Date.now,
  } = options;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let version = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const keep = (key: string, value: unknown, expiresAt: number) => {
    const entry = { value, expiresAt, bytes: approximateBytes(value) };
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
    invalidate() {
      version += 1;
      entries.clear();
      bytes = 0;
      // A computation that started before the write must not be joined by a caller after it.
      inFlight.clear();
    },
    remember<T>(key: string, compute: (entry: CacheEntryControl) => Promise<T>): Promise<T> {
      const started = now();
      if (ttlMs === 0) return compute({ expireAt: () => undefined });
      const hit = entries.get(key);
      if (hit) {
        if (hit.expiresAt > started) return Promise.resolve(hit.value as T);
        drop(key);
      }
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;

      const startedVersion = version;
      // Limits are measured from the start: the answer reflects the data as it was then.
      let expiresAt = Math.min(
        nextResortMidnight(started),
        ttlMs === null ? Number.POSITIVE_INFINITY : started + ttlMs,
      );
      const entry: CacheEntryControl = {
        expireAt(when) {
          expiresAt = Math.min(expiresAt, typeof when === 'number' ? when : when.getTime());
        },
      };
      // Deferred by one microtask, so that even a compute that throws at once finds itself in
      // `inFlight` and the `finally` below removes it.
      const promise: Promise<T> = Promise.resolve()
        .then(() => compute(entry))
        .then((value) => {
          if (version === startedVersion && expiresAt > now()) keep(key, value, expiresAt);
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === promise) inFlight.delete(key);
        });
      inFlight.set(key, promise);
      return promise;
    },
  };
}
