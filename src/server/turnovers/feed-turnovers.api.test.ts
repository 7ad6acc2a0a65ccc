/**
 * Issue 27 §3 on both engines: a stay imported from a platform's feed makes its villa's turnover
 * at its check-out; moved in the feed, the task moves; dropped from the feed, its block and its
 * task are gone; imported again, nothing is made twice.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import {
  airbnbFeed,
  airbnbUid,
  feedImportCalls,
  startFeedServer,
  type FeedServer,
} from '#tests/helpers/platform-feeds.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { turnoverTasks } from '../db/schema.ts';

describe.each(engines)('turnovers of imported stays on %s', (engine) => {
  let t: TestApp;
  let server: FeedServer;
  let villa: Villa;
  let stays: FreeStays;
  let manager: ConsoleSession;

  beforeAll(async () => {
    server = await startFeedServer();
    t = await createTestApp(engine, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    stays = await villaWithFreeStays(t.app);
    villa = stays.villa;
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const { served, freeStay, connect, syncNow, blocksOf } = feedImportCalls(() => ({
    t,
    server,
    villa,
    stays,
    manager,
  }));
  const tasksOfBlocks = (ids: string[]) =>
    t.database.db.select().from(turnoverTasks).where(inArray(turnoverTasks.blockedRangeId, ids));

  it('makes, moves and drops the task with the imported stay, never twice', async () => {
    const first = { uid: airbnbUid(), ...freeStay(3) };
    const path = served(airbnbFeed([first]));
    const feed = await connect('Airbnb', path);
    const [block] = await blocksOf(feed.id);
    if (!block) throw new Error('The stay was not imported');
    const [task] = await tasksOfBlocks([block.id]);
    expect(task).toMatchObject({ villaId: villa.id, departureOn: first.end, status: 'open' });

    // Synced again unchanged: still one task.
    await syncNow(feed);
    expect(await tasksOfBlocks([block.id])).toHaveLength(1);

    // The guest stays a night longer on the platform: the task moves with the check-out.
    const longer = { ...first, end: addDays(first.end, 1) };
    server.serve(path, airbnbFeed([longer]));
    await syncNow(feed);
    const [moved] = await tasksOfBlocks([block.id]);
    expect(moved).toMatchObject({ id: task?.id, departureOn: longer.end });

    // Cancelled on the platform, another stay booked: the first's task goes with its block.
    const second = { uid: airbnbUid(), ...freeStay(2) };
    server.serve(path, airbnbFeed([second]));
    await syncNow(feed);
    const blocks = await blocksOf(feed.id);
    expect(blocks.map((b) => b.feedUid)).toEqual([second.uid]);
    expect(
      await t.database.db
        .select()
        .from(turnoverTasks)
        .where(eq(turnoverTasks.id, task?.id ?? '')),
    ).toEqual([]);
    const [next] = await tasksOfBlocks(blocks.map((b) => b.id));
    expect(next).toMatchObject({ departureOn: second.end, status: 'open' });
  });
});
