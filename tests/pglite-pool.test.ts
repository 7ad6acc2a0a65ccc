/**
 * The worker's PGlite databases, handed from one test file to the next (decision 122): the next
 * file gets a database as new, and nothing the last one left (rows, settings, locks, a handle still
 * held, a table of its own) reaches it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '#server/db/client.ts';
import { contactInquiries, paymentSettings } from '#server/db/schema.ts';
import { keptDatabases, openMigratedPglite } from './helpers/pglite-template.ts';

describe('the PGlite databases a worker keeps for its next files', () => {
  const open: DatabaseHandle[] = [];
  const opened = async () => {
    const handle = await openMigratedPglite();
    open.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of open) await handle.close();
  });

  /** The session's time zone and how many advisory locks it holds. */
  const sessionOf = async (handle: DatabaseHandle) =>
    (
      await rowsOf<{ zone: string; locks: number }>(
        handle.db,
        sql`select current_setting('timezone') as zone,
                   (select count(*)::int from pg_locks where locktype = 'advisory') as locks`,
      )
    )[0];

  /** Takes every database the worker keeps, so the next one handed back is the only one kept. */
  async function takeEveryKept() {
    while (keptDatabases() > 0) await opened();
  }

  it('hands the next file a database as new: no rows, settings or locks of the last one', async () => {
    await takeEveryKept();
    const last = await openMigratedPglite();
    const settingsWhenNew = await last.db.select().from(paymentSettings);
    const sessionWhenNew = await sessionOf(last);
    await last.db.insert(contactInquiries).values({
      id: 'inquiry-1',
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      subject: 'A surfing lesson',
      message: 'Can you arrange one?',
      inquiryType: 'general',
    });
    await last.db.update(paymentSettings).set({ depositPercent: 45 });
    await last.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await last.db.execute(sql`select pg_advisory_lock(4242)`);
    await last.close();
    expect(keptDatabases()).toBe(1);

    const next = await opened();
    expect(keptDatabases()).toBe(0);
    expect(await next.db.select().from(contactInquiries)).toEqual([]);
    expect(await next.db.select().from(paymentSettings)).toEqual(settingsWhenNew);
    expect(sessionWhenNew?.zone).not.toBe('Asia/Tokyo');
    expect(sessionWhenNew?.locks).toBe(0);
    expect(await sessionOf(next)).toEqual(sessionWhenNew);
  });

  it('refuses every call through a handle once it is closed', async () => {
    await takeEveryKept();
    const closed = await openMigratedPglite();
    await closed.close();
    expect(keptDatabases()).toBe(1);
    // drizzle names the query and gives the client's own error as the cause.
    const refusal: unknown = await closed.db
      .execute(sql`select 1`)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).cause).toEqual(new Error('This test database was closed'));
    expect(await closed.ping()).toBe(false);
  });

  it('closes a database whose definitions changed rather than keeping it', async () => {
    await takeEveryKept();
    const changed = await openMigratedPglite();
    await changed.db.execute(sql`create table left_behind (id int)`);
    await changed.close();
    expect(keptDatabases()).toBe(0);
    const next = await opened();
    const [table] = await rowsOf<{ found: string | null }>(
      next.db,
      sql`select to_regclass('public.left_behind')::text as found`,
    );
    expect(table?.found).toBeNull();
  });
});
