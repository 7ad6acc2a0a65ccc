/**
 * App instances on one PostgreSQL server tell each other what their writes changed (decision 053),
 * so a booking taken by one leaves the other instances' cached calendars at once instead of when
 * their time to live runs out.
 *
 * Each instance keeps one connection of its own that LISTENs on a channel. After a local
 * invalidation (of tags, or of everything) the instance sends `pg_notify` through its pool with its
 * id and what it dropped; the others drop the same locally and send nothing on. A lost listening
 * connection is opened again with backoff, and the whole cache is dropped then: notifications sent
 * meanwhile were missed. While it is down, the cache's time to live still bounds what is stale.
 *
 * On the embedded database there is one instance: the cache is used as it is.
 */
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { ReadCache } from './read-cache.ts';

/** One channel per database: LISTEN/NOTIFY do not cross databases. */
export const CACHE_CHANNEL = 'villas_read_cache';
/**
 * NOTIFY carries at most 8000 bytes; a message with more tags than fit says "everything". Each
 * booking names one tag, so only a burst of very many writes in one turn gets there.
 */
const MAX_PAYLOAD_BYTES = 7_000;
/** Reconnection waits 250 ms, then twice as long each time, up to this. */
const MAX_BACKOFF_MS = 10_000;
const FIRST_BACKOFF_MS = 250;
/**
 * A connection whose peer vanished (a failed-over server, a dropped NAT entry) may say nothing for
 * minutes: the listener asks the server something this often, and reconnects when no answer comes.
 */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 5_000;

/** The listening connection's `application_name`. */
export const LISTENER_NAME = 'villas-cache-listener';

/** What travels on the channel. */
interface Message {
  from: string;
  tags?: string[];
  all?: true;
}

export interface InstanceSyncLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface InstanceSyncOptions {
  /** This instance's cache; remote invalidations go straight to it. */
  cache: ReadCache;
  /** The pool's database: notifications are sent through it. */
  db: Database;
  /** The server, for the listening connection of its own. */
  url: string;
  instanceId: string;
  log: InstanceSyncLog;
  channel?: string;
}

export interface InstanceSync {
  /** The cache to use: invalidating it tells the other instances too. */
  cache: ReadCache;
  /**
   * Starts listening to the others; resolves when the first attempt has succeeded or failed (a
   * failed one is tried again, with backoff, until `close`).
   */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app's read cache shared with the other instances on its PostgreSQL server, listening from
 * the app's start to its close; on the embedded database, the cache as it is.
 */
export function shareInvalidations(
  app: FastifyInstance,
  cache: ReadCache,
  instanceId: string,
): ReadCache {
  const { database } = app;
  if (database.engine !== 'postgres' || database.url === null) return cache;
  const sync = syncInstances({
    cache,
    db: database.db,
    url: database.url,
    instanceId,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    await sync.listen();
  });
  app.addHook('onClose', async () => {
    await sync.close();
  });
  return sync.cache;
}

export function syncInstances(options: InstanceSyncOptions): InstanceSync {
  const { cache, instanceId, log, channel = CACHE_CHANNEL } = options;
  const sender = batchedSender(options.db, channel, instanceId, log);
  let listener: ReturnType<typeof listen> | undefined;
  return {
    cache: tellingCache(cache, sender),
    listen() {
      listener ??= listen(options, (message) => {
        if (message.from === instanceId) return;
        if (message.all || !message.tags) cache.invalidate();
        else cache.invalidateTags(message.tags);
      });
      return listener.ready;
    },
    async close() {
      await sender.flush();
      await listener?.close();
    },
  };
}

/** The cache with its invalidations also sent to the other instances. */
function tellingCache(cache: ReadCache, sender: ReturnType<typeof batchedSender>): ReadCache {
  return {
    get dataVersion() {
      return cache.dataVersion;
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
    entries: () => cache.entries(),
    remember: (key, compute) => cache.remember(key, compute),
    invalidateTags(tags) {
      const changed = [...tags];
      cache.invalidateTags(changed);
      sender.tags(changed);
    },
    invalidate() {
      cache.invalidate();
      sender.all();
    },
  };
}

/**
 * Invalidations of one event-loop turn go out as one notification, after the turn: a burst of
 * bookings costs one query per turn, not one per booking, and the write's answer never waits for
 * it. A notification that cannot be sent is logged; the others' time to live covers it.
 */
function batchedSender(db: Database, channel: string, from: string, log: InstanceSyncLog) {
  let pending: Set<string> | 'all' | null = null;
  let sending: Promise<void> = Promise.resolve();

  const payload = (what: Set<string> | 'all'): string => {
    const all = JSON.stringify({ from, all: true } satisfies Message);
    if (what === 'all') return all;
    const tagged = JSON.stringify({ from, tags: [...what] } satisfies Message);
    return Buffer.byteLength(tagged) > MAX_PAYLOAD_BYTES ? all : tagged;
  };
  const send = async (): Promise<void> => {
    const what = pending;
    pending = null;
    if (!what) return;
    try {
      await db.execute(sql`select pg_notify(${channel}, ${payload(what)})`);
    } catch (err) {
      log.warn({ err }, 'other instances not told of a write; their cache ends it within its TTL');
    }
  };
  /** Adds what to tell (these tags, or everything) to the next notification, sent next turn. */
  const queue = (what: string[] | 'all') => {
    const first = pending === null;
    if (what === 'all') pending = 'all';
    else if (pending !== 'all') {
      pending ??= new Set<string>();
      for (const tag of what) pending.add(tag);
    }
    if (first) sending = sending.then(nextTurn).then(send);
  };
  return {
    tags: (tags: string[]) => queue(tags),
    all: () => queue('all'),
    /** Sends what is waiting (on close). */
    flush: () => sending,
  };
}

/**
 * The listening connection: opened, and opened again with backoff whenever it is lost. The first
 * attempt settles `ready`; after any later opening the whole local cache is dropped (and nothing
 * sent), since notifications sent while it was down are lost.
 */
function listen(
  { url, log, channel = CACHE_CHANNEL, cache }: InstanceSyncOptions,
  onMessage: (message: Message) => void,
) {
  let client: pg.Client | null = null;
  let connectedBefore = false;
  const stop = new AbortController();
  const closed = () => stop.signal.aborted;

  /** Listens on a new connection; `lost` resolves when it is lost (or closed). */
  const connectOnce = async (): Promise<{ lost: Promise<void> }> => {
    const c = new pg.Client({
      connectionString: url,
      // Named, so `pg_stat_activity` shows what the extra connection of each instance is.
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
    });
    client = c;
    const lost = new Promise<void>((resolve) => {
      c.on('error', (err) => {
        if (!closed()) log.warn({ err }, 'cache notifications: connection lost');
        resolve();
      });
      c.on('end', resolve);
    });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      const message = parse(n.payload);
      if (message) onMessage(message);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (connectedBefore) {
      log.info({}, 'cache notifications: listening again; the whole cache is dropped');
      cache.invalidate();
    }
    connectedBefore = true;
    const ping = setInterval(() => {
      c.query('select 1').catch(() => void c.end().catch(() => undefined));
    }, PING_EVERY_MS);
    ping.unref();
    return { lost: lost.finally(() => clearInterval(ping)) };
  };

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const keepListening = async () => {
    let backoff = FIRST_BACKOFF_MS;
    while (!closed()) {
      try {
        const { lost } = await connectOnce();
        markReady();
        backoff = FIRST_BACKOFF_MS;
        await lost;
      } catch (err) {
        markReady();
        if (!closed()) log.warn({ err, retryInMs: backoff }, 'cache notifications: cannot listen');
      }
      if (closed()) break;
      await delay(backoff, undefined, { signal: stop.signal }).catch(() => undefined);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  };
  const running = keepListening();

  return {
    ready,
    async close() {
      stop.abort();
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}

function parse(payload: string): Message | null {
  try {
    const value = JSON.parse(payload) as Partial<Message>;
    if (typeof value.from !== 'string') return null;
    if (value.all) return { from: value.from, all: true };
    if (Array.isArray(value.tags) && value.tags.every((tag) => typeof tag === 'string')) {
      return { from: value.from, tags: value.tags };
    }
    return null;
  } catch {
    return null;
  }
}
