/**
 * Decision 053: read caches of instances on one PostgreSQL server, told of each other's
 * invalidations. What one drops the others drop, without telling it on; an instance ignores its
 * own news; and a listener whose connection was cut listens again and drops its whole cache, since
 * it may have missed news meanwhile.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { CACHE_CHANNEL, LISTENER_NAME, syncInstances, type InstanceSync } from './instance-sync.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe.skipIf(
  !process.env
    .TEST_DATABASE_URL /* skipped without TEST_DATABASE_URL: the embedded database has one instance */,
)('read caches told of other instances’ writes', () => {
  let database: DatabaseHandle;
  const syncs: InstanceSync[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres', 4);
  });
  afterAll(async () => {
    await Promise.all([...syncs.map((s) => s.close()), ...closers.map((close) => close())]);
    await database.close();
  });

  const instance = async (instanceId: string) => {
    const local = createReadCache({ ttlMs: 60_000 });
    const url = database.url;
    if (!url) throw new Error('no server address');
    const sync = syncInstances({ cache: local, db: database.db, url, instanceId, log: quiet });
    syncs.push(sync);
    await sync.listen();
    return { local, shared: sync.cache };
  };
  const fill = async (cache: ReadCache, key: string, tag: string) => {
    await cache.remember(key, async (entry) => {
      entry.tag(tag);
      return key;
    });
  };
  /** Every message on the channel, as a third party hears it. */
  const eavesdrop = async () => {
    const heard: unknown[] = [];
    const client = new pg.Client({ connectionString: database.url ?? '' });
    await client.connect();
    client.on('notification', (n) => heard.push(JSON.parse(n.payload ?? 'null')));
    await client.query(`listen ${CACHE_CHANNEL}`);
    closers.push(() => client.end());
    return heard;
  };
  const keys = (cache: ReadCache) => cache.entries().map(([key]) => key);

  it('drops on the others what one invalidates, tags or everything, and is not told its own', async () => {
    const heard = await eavesdrop();
    const a = await instance('a');
    const b = await instance('b');
    for (const cache of [a.shared, b.shared]) {
      await fill(cache, 'calendar of v1', 'calendar:v1');
      await fill(cache, 'calendar of v2', 'calendar:v2');
    }
    const versionOfA = a.local.dataVersion;

    a.shared.invalidateTags(['calendar:v1']);
    expect(keys(a.local)).toEqual(['calendar of v2']);
    await vi.waitFor(() => expect(keys(b.local)).toEqual(['calendar of v2']));
    // B, told, tells nobody on; A, hearing its own news, does not drop anything again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([{ from: 'a', tags: ['calendar:v1'] }]);
    expect(a.local.dataVersion).toBe(versionOfA + 1);

    b.shared.invalidate();
    await vi.waitFor(() => expect(a.local.size).toBe(0));
    expect(heard.at(-1)).toEqual({ from: 'b', all: true });
  });

  it('listens again after its connection is cut, and drops its whole cache then', async () => {
    const a = await instance('c');
    const b = await instance('d');
    await fill(b.shared, 'calendar of v3', 'calendar:v3');
    await fill(b.shared, 'villa v4', 'villa:v4');

    const cut = await database.db
      .select({ cut: sql<boolean>`pg_terminate_backend(pid)` })
      .from(sql`pg_stat_activity`)
      .where(sql`application_name = ${LISTENER_NAME} and datname = current_database()`);
    expect(cut.length).toBeGreaterThan(0);
    // Listening again, B drops everything: what it missed while cut off is unknown.
    await vi.waitFor(() => expect(b.local.size).toBe(0), { timeout: 5_000 });

    // And hears the others again.
    await fill(b.shared, 'calendar of v3', 'calendar:v3');
    await vi.waitFor(
      async () => {
        a.shared.invalidateTags(['calendar:v3']);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(b.local.size).toBe(0);
      },
      { timeout: 5_000 },
    );
  });
});
