/**
 * The embedded database runs each statement on the server's one thread (decision 037). Its
 * promises settle as microtasks, so without a pause the transactions of a burst of requests run
 * back to back and the event loop reads no socket, fires no timer, until the burst is done: in
 * the bench, connections opened during a burst of bookings waited up to 10 s to be read. Each
 * transaction lets the event loop take a turn first.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { openMigratedPglite } from '#tests/helpers/pglite-template.ts';

const TRANSACTIONS = 40;

describe('transactions on the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('let the event loop run between them, so other work is not held up by a burst', async () => {
    let committed = 0;
    const burst = Array.from({ length: TRANSACTIONS }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from villas`);
        await tx.execute(sql`select count(*) from bookings`);
        committed += 1;
      }),
    );
    // Another turn of the event loop: what reading a socket or a timer needs.
    const committedWhenTheLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(committed)),
    );
    await Promise.all(burst);
    expect(committed).toBe(TRANSACTIONS);
    expect(committedWhenTheLoopTurned).toBeLessThan(TRANSACTIONS / 4);
  });
});
