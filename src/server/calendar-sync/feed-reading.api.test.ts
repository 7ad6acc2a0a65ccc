/**
 * Issue 23 §1.2 and §3.4, what a platform's feed holds, on both engines: an event that cannot be
 * read (a NUL in its UID or summary, a duration of millions of weeks) is skipped and counted while
 * the feed's other events are imported, and nothing a feed holds answers 500; a calendar none of
 * whose events can be read changes nothing and marks the feed failing; an address is read before
 * it is saved, and one that gives no calendar (a listing's page, a 404) is refused with a 422
 * that says what it gave and saves nothing; a feed counts the stays it imported, not past ones.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import {
  airbnbFeed,
  airbnbUid,
  bookingComFeed,
  bookingComUid,
  feedImportCalls,
  HTML_PAGE,
  startFeedServer,
  type FeedServer,
} from '#tests/helpers/platform-feeds.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, calendarFeeds } from '../db/schema.ts';
import { syncAllFeeds, syncFeed } from './service.ts';

describe.each(engines)('reading what a platform’s feed holds on %s', (engine) => {
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

  const {
    feedsUrl,
    served,
    freeStay,
    nightsOf,
    connect,
    syncNow,
    blocksOf,
    publicBlocked,
    closed,
    syncPage,
    serviceDeps,
  } = feedImportCalls(() => ({ t, server, villa, stays, manager }));

  it('imports every feed in the background run, one failing not stopping the rest', async () => {
    const gonePath = served(airbnbFeed([{ uid: airbnbUid(), ...freeStay(2) }]));
    const gone = await connect('Airbnb (old listing)', gonePath);
    server.serve(gonePath, { status: 404, body: 'Gone' });
    const stay = { uid: bookingComUid(), ...freeStay(2) };
    const fine = await connect('Booking.com (annex)', served(bookingComFeed([stay])));

    const summary = await syncAllFeeds(serviceDeps());
    const feeds = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(calendarFeeds);
    expect(summary.feeds).toBe(feeds[0]?.n);
    expect(summary.failed).toBeGreaterThan(0);
    expect(summary.applied + summary.unchanged).toBeGreaterThan(0);
    const page = await syncPage();
    expect(page.feeds.find((f) => f.id === gone.id)).toMatchObject({
      failing: true,
      lastError: expect.stringMatching(/^The address answered 404 Not Found/) as unknown,
    });
    expect(page.feeds.find((f) => f.id === fine.id)).toMatchObject({ failing: false });
    expect(closed(await publicBlocked(), nightsOf(stay))).toBe(true);
  });

  it('skips and counts the events it cannot read, imports the rest, and never answers 500 (issue 23 §1.2)', async () => {
    const good = { uid: airbnbUid(), ...freeStay(2) };
    const nulUid = freeStay(2);
    const nulSummary = freeStay(2);
    const forever = freeStay(1);
    const compact = (date: string) => date.replaceAll('-', '');
    const event = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
    const broken = [
      event([
        `DTSTART;VALUE=DATE:${compact(nulUid.start)}`,
        `DTEND;VALUE=DATE:${compact(nulUid.end)}`,
        'UID:nul\u0000@airbnb.com',
        'SUMMARY:Reserved',
      ]),
      event([
        `DTSTART;VALUE=DATE:${compact(nulSummary.start)}`,
        `DTEND;VALUE=DATE:${compact(nulSummary.end)}`,
        `UID:${airbnbUid()}`,
        'SUMMARY:Reser\u0000ved',
      ]),
      event([
        `DTSTART;VALUE=DATE:${compact(forever.start)}`,
        'DURATION:P99999999W',
        `UID:${airbnbUid()}`,
      ]),
    ].join('\r\n');
    const withBroken = (calendar: string) =>
      calendar.replace('END:VCALENDAR', `${broken}\r\nEND:VCALENDAR`);
    const path = served(withBroken(airbnbFeed([good])));

    const feed = await connect('Airbnb (garden)', path);
    expect(feed).toMatchObject({ eventCount: 1, unreadable: 3, failing: false });
    const blocks = await blocksOf(feed.id);
    expect(blocks.map((b) => [b.startDate, b.feedUid])).toEqual([[good.start, good.uid]]);
    const ranges = await publicBlocked();
    expect(closed(ranges, nightsOf(good))).toBe(true);
    expect(closed(ranges, nightsOf(nulUid))).toBe(false);

    expect(await syncNow(feed)).toMatchObject({ eventCount: 1, unreadable: 3, failing: false });
    expect(await syncFeed(serviceDeps(), feed.id)).toMatchObject({
      status: 'applied',
      unreadable: 3,
    });
    expect(await blocksOf(feed.id)).toEqual(blocks);

    // Not one event read: the calendar is as good as none, and changes nothing.
    server.serve(path, withBroken(airbnbFeed([])));
    expect(await syncNow(feed)).toMatchObject({
      failing: true,
      lastError: expect.stringMatching(
        /^None of the 3 events in the calendar could be read/,
      ) as unknown,
    });
    server.serve(path, { status: 503, body: 'Later' });
    const summary = await syncAllFeeds(serviceDeps());
    expect(summary.failed).toBeGreaterThan(0);
    server.serve(path, withBroken(airbnbFeed([])));
    expect(await syncFeed(serviceDeps(), feed.id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^None of the 3 events/) as unknown,
    });
    expect(await blocksOf(feed.id)).toEqual(blocks);
    expect((await syncPage()).feeds.find((f) => f.id === feed.id)).toMatchObject({
      failing: true,
      eventCount: 1,
    });
    expect(closed(await publicBlocked(), nightsOf(good))).toBe(true);
  });

  it('reads an address before saving it: no calendar there is a 422 that saves nothing (issue 23 §3.4)', async () => {
    const feedRows = () =>
      t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.villaId, villa.id));
    const before = await feedRows();
    const audited = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'feed.create')))
        .length;
    const createdBefore = await audited();
    const cases: [Parameters<FeedServer['serve']>[1], RegExp][] = [
      [
        // An Airbnb listing's page where its calendar's address should be.
        { body: HTML_PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } },
        /^This address gives a web page, not a calendar, so nothing was saved\. Copy the calendar \(iCal\) address/,
      ],
      [
        { status: 404, body: 'Not found' },
        /^The address answered 404 Not Found: .* Nothing was saved\.$/,
      ],
      ['{"error":"rate limited"}', /^This address gives text that is not a calendar/],
      ['', /^This address answered with nothing at all, not a calendar, so nothing was saved/],
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', /cut short .* so nothing was saved/],
    ];
    for (const [answer, message] of cases) {
      const path = served(answer, (n) => `/listing/${n}`);
      const res = await consoleCall(t, manager, 'POST', feedsUrl(), {
        label: 'Airbnb',
        url: server.url(path),
      });
      expect(res.statusCode, String(message)).toBe(422);
      const body = res.json<ApiError>();
      expect(body.message).toMatch(message);
      expect(body.issues).toEqual([{ path: 'url', message: body.message }]);
    }
    expect(await feedRows()).toEqual(before);
    expect(await audited()).toBe(createdBefore);

    // A feed's address changed to a web page: refused, the feed keeps its address and blocks.
    const stay = { uid: bookingComUid(), ...freeStay(2) };
    const feed = await connect('Booking.com (loft)', served(bookingComFeed([stay])));
    const blocks = await blocksOf(feed.id);
    const page = served(HTML_PAGE);
    const moved = await consoleCall(t, manager, 'PUT', `${feedsUrl()}/${feed.id}`, {
      label: 'Booking.com (loft)',
      url: server.url(page),
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json<ApiError>().message).toMatch(/^This address gives a web page/);
    expect((await syncPage()).feeds.find((f) => f.id === feed.id)).toMatchObject({
      url: feed.url,
      failing: false,
    });
    expect(await blocksOf(feed.id)).toEqual(blocks);
  });

  it('counts only the stays it imported: a past one is not (issue 23 §3.4)', async () => {
    const today = resortToday();
    const past = { uid: airbnbUid(), start: addDays(today, -10), end: addDays(today, -7) };
    const ahead = [
      { uid: airbnbUid(), ...freeStay(2) },
      { uid: airbnbUid(), ...freeStay(3), blocked: true },
    ];
    const feed = await connect('Airbnb (cottage)', served(airbnbFeed([past, ...ahead])));
    expect(feed).toMatchObject({ eventCount: 2, unreadable: 0, failing: false });
    expect(await blocksOf(feed.id)).toHaveLength(2);
    expect((await syncPage()).feeds.find((f) => f.id === feed.id)?.eventCount).toBe(2);
  });
});
