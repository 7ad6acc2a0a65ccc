/**
 * Issue 16 §2, calendar sync in the console: a villa imports the calendars of Airbnb, Booking.com
 * and Vrbo (served here by a local server) as blocks that close its nights on the public calendar;
 * an event moved, renamed or gone moves, keeps or removes its block; a broken answer changes
 * nothing and marks the feed failing in words; an event over a booking is kept, listed and
 * e-mailed once; the team cannot edit an imported block; the addresses can be renewed; bad input is
 * a 400 that writes nothing and housekeeping may not come in.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { CalendarFeed, CalendarSync } from '#domain/schemas/calendar-sync.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import type { VillaCalendar } from '#domain/schemas/villa-calendar.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import {
  airbnbFeed,
  airbnbUid,
  bookingComFeed,
  bookingComUid,
  EMPTY_CALENDAR,
  feedImportCalls,
  HTML_PAGE,
  startFeedServer,
  vrboFeed,
  vrboUid,
  type FeedServer,
} from '#tests/helpers/platform-feeds.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, blockedRanges, calendarFeeds, outbox, villas } from '../db/schema.ts';
import { addFeed } from './console-service.ts';
import { syncFeed } from './service.ts';

describe.each(engines)('calendar sync in the console on %s', (engine) => {
  let t: TestApp;
  let server: FeedServer;
  let villa: Villa;
  let stays: FreeStays;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;

  beforeAll(async () => {
    server = await startFeedServer();
    t = await createTestApp(engine, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    stays = await villaWithFreeStays(t.app);
    villa = stays.villa;
    [owner, manager, housekeeping] = await Promise.all([
      signedInAs(t, 'owner'),
      signedInAs(t, 'manager'),
      signedInAs(t, 'housekeeping'),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const {
    syncUrl,
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

  it('imports an Airbnb calendar as blocks that close the nights on the public calendar', async () => {
    const reserved = { uid: airbnbUid(), ...freeStay(4) };
    const hostBlock = { uid: airbnbUid(), ...freeStay(2), blocked: true };
    // Read (and cached) before the import: the import must drop it.
    const before = await publicBlocked();
    expect(closed(before, nightsOf(reserved))).toBe(false);

    const path = served(airbnbFeed([reserved, hostBlock]));
    const feed = await connect('Airbnb', path);
    expect(feed).toMatchObject({
      label: 'Airbnb',
      eventCount: 2,
      failing: false,
      stale: false,
      lastError: null,
      lastErrorAt: null,
    });
    expect(feed.lastSuccessAt).not.toBeNull();
    expect(feed.exportUrl).toMatch(
      new RegExp(`^https://villas\\.test/ical/${villa.id}/[0-9a-f]{64}\\.ics$`),
    );

    const blocks = await blocksOf(feed.id);
    expect(blocks.map((b) => [b.startDate, b.endDate, b.reason, b.feedUid])).toEqual([
      [reserved.start, addDays(reserved.end, -1), 'Reserved', reserved.uid],
      [hostBlock.start, addDays(hostBlock.end, -1), 'Airbnb (Not available)', hostBlock.uid],
    ]);
    expect(blocks.every((b) => b.createdBy === null)).toBe(true);
    const after = await publicBlocked();
    expect(closed(after, nightsOf(reserved))).toBe(true);
    expect(closed(after, nightsOf(hostBlock))).toBe(true);
    // The check-out day stays free for the next guest.
    expect(closed(after, { startDate: reserved.end, endDate: reserved.end })).toBe(false);

    // A guest cannot book them.
    const refused = await stays.bookFreshStay({
      checkInDate: reserved.start,
      checkOutDate: reserved.end,
    });
    expect(refused.statusCode).toBe(409);

    // The console's month names the feed beside each imported block.
    const month = await consoleCall(
      t,
      housekeeping,
      'GET',
      `/api/console/villas/${villa.id}/calendar?month=${reserved.start.slice(0, 7)}`,
    );
    expect(month.json<VillaCalendar>().blocks).toContainEqual(
      expect.objectContaining({
        startDate: reserved.start,
        reason: 'Reserved',
        createdBy: null,
        feed: { id: feed.id, label: 'Airbnb' },
      }),
    );

    const page = await syncPage();
    expect(page.feeds.map((f) => f.id)).toContain(feed.id);
    expect(page.exportUrl).toMatch(
      new RegExp(`^https://villas\\.test/ical/${villa.id}/\\w+\\.ics$`),
    );
    expect(page.syncEveryMinutes).toBe(15);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feed:${feed.id}`));
    expect(entry).toMatchObject({
      actorId: manager.id,
      action: 'feed.create',
      after: { villaId: villa.id, label: 'Airbnb', url: server.url(path) },
    });
  });

  it('imports Booking.com (bare line feeds) and Vrbo (times in a zone) calendars', async () => {
    const closedNight = { uid: bookingComUid(), ...freeStay(1) };
    const booking = await connect('Booking.com', served(bookingComFeed([closedNight])));
    expect(booking).toMatchObject({ eventCount: 1, failing: false });
    expect((await blocksOf(booking.id)).map((b) => [b.startDate, b.endDate, b.reason])).toEqual([
      [closedNight.start, closedNight.start, 'CLOSED - Not available'],
    ]);

    const vrboStay = { uid: vrboUid(), ...freeStay(5), guest: 'Nimali Silva' };
    const vrbo = await connect('Vrbo', served(vrboFeed([vrboStay])));
    expect((await blocksOf(vrbo.id)).map((b) => [b.startDate, b.endDate, b.reason])).toEqual([
      [vrboStay.start, addDays(vrboStay.end, -1), 'Reserved - Nimali Silva'],
    ]);
    const ranges = await publicBlocked();
    expect(closed(ranges, nightsOf(closedNight))).toBe(true);
    expect(closed(ranges, nightsOf(vrboStay))).toBe(true);
  });

  it('moves a block with its event, keeps it when only its UID changes, removes it when gone', async () => {
    const stay = { uid: airbnbUid(), ...freeStay(3) };
    const owners = { uid: airbnbUid(), ...freeStay(2), blocked: true };
    const leaving = { uid: airbnbUid(), ...freeStay(2) };
    const path = served(airbnbFeed([stay, owners, leaving]));
    const feed = await connect('Airbnb (second listing)', path);
    const [stayBlock, ownersBlock, leavingBlock] = await blocksOf(feed.id);
    expect(await publicBlocked()).toSatisfy((r: Availability['blockedDates']) =>
      closed(r, nightsOf(leaving)),
    );

    // The guest moved a day later; Airbnb renewed its own block's UID; one stay was cancelled.
    const moved = { ...stay, start: addDays(stay.start, 1), end: addDays(stay.end, 1) };
    const renamed = { ...owners, uid: airbnbUid() };
    server.serve(path, airbnbFeed([moved, renamed]));
    const synced = await syncNow(feed);
    expect(synced).toMatchObject({ eventCount: 2, failing: false });

    const blocks = await blocksOf(feed.id);
    expect(blocks).toHaveLength(2);
    expect(blocks.find((b) => b.id === stayBlock?.id)).toMatchObject(nightsOf(moved));
    expect(blocks.find((b) => b.id === ownersBlock?.id)).toMatchObject({
      ...nightsOf(owners),
      feedUid: renamed.uid,
    });
    expect(blocks.map((b) => b.id)).not.toContain(leavingBlock?.id);

    const ranges = await publicBlocked();
    expect(closed(ranges, nightsOf(moved))).toBe(true);
    expect(closed(ranges, { startDate: stay.start, endDate: stay.start })).toBe(false);
    expect(closed(ranges, nightsOf(leaving))).toBe(false);
  });

  it('changes nothing on a broken answer, and says why on the feed', async () => {
    const stay = { uid: airbnbUid(), ...freeStay(3) };
    const path = served(airbnbFeed([stay]));
    const feed = await connect('Airbnb', path);
    const [kept] = await blocksOf(feed.id);
    const cases: [string | Parameters<FeedServer['serve']>[1], RegExp][] = [
      [{ status: 500, body: 'Oops' }, /^The address answered 500 Internal Server Error/],
      [{ status: 404, body: 'Gone' }, /^The address answered 404 Not Found/],
      [{ body: HTML_PAGE, headers: { 'content-type': 'text/html' } }, /it looks like a web page/],
      ['', /^The address answered with nothing at all/],
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', /cut short/],
      [EMPTY_CALENDAR, /^The calendar came back empty, though it listed 1 stay before/],
      [{ status: 302, headers: { location: path } }, /redirected more than 3 times/],
    ];
    for (const [answer, message] of cases) {
      server.serve(path, answer);
      const result = await syncNow(feed);
      expect(result, String(message)).toMatchObject({
        failing: true,
        eventCount: 1,
        lastError: expect.stringMatching(message) as unknown,
      });
      expect(await blocksOf(feed.id), String(message)).toEqual([kept]);
    }
    expect(closed(await publicBlocked(), nightsOf(stay))).toBe(true);
    expect((await syncPage()).feeds.find((f) => f.id === feed.id)).toMatchObject({
      failing: true,
      stale: false,
    });

    // Too large and too slow, with the limits made small (the service's own tuning).
    server.serve(path, { body: 'x'.repeat(4096) });
    expect(await syncFeed(serviceDeps({ maxBytes: 1024 }), feed.id)).toMatchObject({
      status: 'failed',
      error: 'The calendar is larger than 1 KB.',
    });
    server.serve(path, { hang: true });
    expect(await syncFeed(serviceDeps({ timeoutMs: 200 }), feed.id)).toMatchObject({
      status: 'failed',
      error: 'The address did not answer within 0.2 seconds.',
    });
    expect(await blocksOf(feed.id)).toEqual([kept]);

    // Back to normal: failing no more, the last error kept for the record.
    server.serve(path, airbnbFeed([stay]));
    const healed = await syncNow(feed);
    expect(healed).toMatchObject({ failing: false, lastError: expect.any(String) as unknown });
    expect(await blocksOf(feed.id)).toEqual([kept]);
  });

  it('asks again with the ETag and takes a 304 as unchanged', async () => {
    const stay = { uid: airbnbUid(), ...freeStay(2) };
    const text = airbnbFeed([stay]);
    const path = served((res) => {
      const asked = server.requests.at(-1)?.headers['if-none-match'];
      if (asked === '"abc"') return res.writeHead(304).end();
      res.writeHead(200, { etag: '"abc"', 'content-type': 'text/calendar' }).end(text);
    });
    const feed = await connect('Airbnb', path);
    const [block] = await blocksOf(feed.id);
    const again = await syncNow(feed);
    expect(server.requests.at(-1)?.headers['if-none-match']).toBe('"abc"');
    expect((again.lastSuccessAt ?? '') > (feed.lastSuccessAt ?? '')).toBe(true);
    expect(await blocksOf(feed.id)).toEqual([block]);
  });

  it('keeps an event that overlaps a booking, lists the conflict and e-mails the team once', async () => {
    const nights = stays.freshStay(4);
    const res = await stays.bookFreshStay({
      ...nights,
      guestName: 'Kasun Jayawardena',
      guestEmail: 'kasun@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    // Airbnb's guest arrives two days into ours: the platform's event came after our booking.
    const event = {
      uid: airbnbUid(),
      start: addDays(nights.checkInDate, 2),
      end: addDays(nights.checkOutDate, 3),
    };
    const feed = await connect('Airbnb', served(airbnbFeed([event])));
    const [block] = await blocksOf(feed.id);
    expect(block).toMatchObject(nightsOf(event));

    const page = await syncPage();
    expect(page.conflicts).toContainEqual({
      blockId: block?.id,
      feedId: feed.id,
      feedLabel: 'Airbnb',
      ...nightsOf(event),
      booking: {
        id: booking.id,
        reference: booking.reference,
        guestName: 'Kasun Jayawardena',
        checkInDate: nights.checkInDate,
        checkOutDate: nights.checkOutDate,
        status: 'PENDING',
        holdsDates: true,
      },
    });

    const isConflictMail = (m: TestApp['sentMail'][number]) =>
      m.subject.startsWith('Calendar conflict');
    await vi.waitFor(() => expect(t.sentMail.filter(isConflictMail)).toHaveLength(1), {
      timeout: 5000,
    });
    const mail = t.sentMail.find(isConflictMail);
    expect(mail?.to).toBe('team@villas.test');
    expect(mail?.subject).toContain(villa.name);
    expect(mail?.subject).toContain(`${booking.reference} (Kasun Jayawardena)`);
    expect(mail?.text).toContain('Airbnb');
    expect(mail?.text).toContain(`https://villas.test/console/villas/${villa.id}/sync`);

    // Read again: still listed, never mailed twice.
    await syncNow(feed);
    await syncFeed(serviceDeps(), feed.id);
    const queued = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.subject} like 'Calendar conflict%'`);
    expect(queued[0]?.n).toBe(1);
    expect((await syncPage()).conflicts.map((c) => c.blockId)).toContain(block?.id);
    const told = await t.database.db
      .select()
      .from(blockedRanges)
      .where(and(eq(blockedRanges.feedId, feed.id), isNotNull(blockedRanges.conflictNotifiedAt)));
    expect(told).toHaveLength(1);
  });

  it('refuses to change or remove an imported block from the calendar room', async () => {
    const stay = { uid: airbnbUid(), ...freeStay(2) };
    const feed = await connect('Airbnb', served(airbnbFeed([stay])));
    const [block] = await blocksOf(feed.id);
    const message =
      'This block comes from the Airbnb calendar; change it there, or remove the feed.';
    const blockUrl = `/api/console/villas/${villa.id}/blocks/${block?.id}`;
    const put = await consoleCall(t, owner, 'PUT', blockUrl, {
      ...nightsOf(stay),
      reason: 'Mine now',
    });
    expect(put.statusCode).toBe(409);
    expect(put.json<ApiError>().message).toBe(message);
    const del = await consoleCall(t, owner, 'DELETE', blockUrl);
    expect(del.statusCode).toBe(409);
    expect(del.json<ApiError>().message).toBe(message);
    expect(await blocksOf(feed.id)).toEqual([block]);
    // A block of the team's own may not share its days either (the rule of any two blocks).
    const overlap = await consoleCall(t, owner, 'POST', `/api/console/villas/${villa.id}/blocks`, {
      ...nightsOf(stay),
      reason: 'Owner stay',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json<ApiError>().message).toMatch(
      /from the Airbnb calendar\)\. Those days are closed already\.$/,
    );
  });

  it('changes a label, fetches a changed address again, and removes a feed with its blocks', async () => {
    const first = { uid: airbnbUid(), ...freeStay(2) };
    const second = { uid: bookingComUid(), ...freeStay(2) };
    const feed = await connect('Airbnb', served(airbnbFeed([first])));
    const url = `${feedsUrl()}/${feed.id}`;

    const relabelled = await consoleCall(t, owner, 'PUT', url, {
      label: 'Airbnb (pool house)',
      url: feed.url,
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(relabelled.json<CalendarFeed>()).toMatchObject({
      label: 'Airbnb (pool house)',
      url: feed.url,
    });

    const otherPath = served(bookingComFeed([second]));
    const moved = await consoleCall(t, owner, 'PUT', url, {
      label: 'Booking.com',
      url: server.url(otherPath),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CalendarFeed>()).toMatchObject({ label: 'Booking.com', eventCount: 1 });
    expect((await blocksOf(feed.id)).map((b) => b.startDate)).toEqual([second.start]);
    expect(closed(await publicBlocked(), nightsOf(first))).toBe(false);
    expect(closed(await publicBlocked(), nightsOf(second))).toBe(true);

    const removed = await consoleCall(t, owner, 'DELETE', url);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await blocksOf(feed.id)).toEqual([]);
    expect(closed(await publicBlocked(), nightsOf(second))).toBe(false);
    expect((await consoleCall(t, owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await consoleCall(t, owner, 'POST', `${url}/sync`)).statusCode).toBe(404);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `feed:${feed.id}`))
      .orderBy(auditLog.at);
    expect(actions.map((a) => a.action)).toEqual([
      'feed.create',
      'feed.update',
      'feed.update',
      'feed.delete',
    ]);
  });

  it('renews the villa’s address and a feed’s address: the old ones answer 404', async () => {
    const before = await syncPage();
    const oldPath = new URL(before.exportUrl).pathname;
    expect((await t.app.inject({ url: oldPath })).statusCode).toBe(200);
    const res = await consoleCall(t, owner, 'POST', `${syncUrl()}/rotate`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<CalendarSync>();
    expect(after.exportUrl).not.toBe(before.exportUrl);
    expect((await t.app.inject({ url: oldPath })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(after.exportUrl).pathname })).statusCode).toBe(200);

    const feed = await connect('Vrbo', served(vrboFeed([{ uid: vrboUid(), ...freeStay(2) }])));
    const rotated = await consoleCall(t, owner, 'POST', `${feedsUrl()}/${feed.id}/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const renewed = rotated.json<CalendarFeed>();
    expect(renewed.exportUrl).not.toBe(feed.exportUrl);
    expect((await t.app.inject({ url: new URL(feed.exportUrl).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed.exportUrl).pathname })).statusCode).toBe(200);
    const actions = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.action} in ('villa.calendar-rotate', 'feed.rotate')`);
    expect(actions.map((a) => a.action).sort()).toEqual(['feed.rotate', 'villa.calendar-rotate']);
    expect(JSON.stringify(actions)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('guesses a feed’s channel from its host, takes the team’s choice, and keeps it on a change', async () => {
    // A villa of its own: the suite's has all the feeds it may have by now.
    const [other] = await t.database.db
      .select({ id: villas.id })
      .from(villas)
      .where(ne(villas.id, villa.id))
      .limit(1);
    if (!other) throw new Error('The seed has one villa only');
    const feeds = feedsUrl(other.id);
    // A platform's own address, its name resolved to the local feed server.
    const port = new URL(server.origin).port;
    const deps = {
      ...serviceDeps({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] }),
      syncEveryMinutes: 15,
    };
    const actor = { id: manager.id, name: manager.name, ip: '127.0.0.1' };
    const airbnbPath = served(airbnbFeed([{ uid: airbnbUid(), ...freeStay(2) }]));
    const guessed = await addFeed(deps, actor, other.id, {
      label: 'Airbnb',
      url: `http://www.airbnb.com:${port}${airbnbPath}`,
    });
    expect(guessed.channel).toBe('airbnb');
    const vrboPath = served(EMPTY_CALENDAR);
    const homeaway = await addFeed(deps, actor, other.id, {
      label: 'Old listing',
      url: `http://calendar.homeaway.com:${port}${vrboPath}`,
    });
    expect(homeaway.channel).toBe('vrbo');

    // An address no platform's: other, unless the team says which it is.
    const localRes = await consoleCall(t, manager, 'POST', feeds, {
      label: 'Agoda',
      url: server.url(served(EMPTY_CALENDAR)),
    });
    expect(localRes.statusCode, localRes.body).toBe(201);
    const local = localRes.json<CalendarFeed>();
    expect(local.channel).toBe('other');
    const chosen = await consoleCall(t, manager, 'POST', feeds, {
      label: 'Booking.com',
      url: server.url(served(EMPTY_CALENDAR)),
      channel: 'booking',
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json<CalendarFeed>().channel).toBe('booking');

    // Changed without a channel: kept; with one: replaced; and listed on the page.
    const url = `${feeds}/${guessed.id}`;
    const relabelled = await consoleCall(t, owner, 'PUT', url, {
      label: 'Airbnb (garden)',
      url: guessed.url,
    });
    expect(relabelled.json<CalendarFeed>()).toMatchObject({
      label: 'Airbnb (garden)',
      channel: 'airbnb',
    });
    const replaced = await consoleCall(t, owner, 'PUT', url, {
      label: 'Airbnb (garden)',
      url: guessed.url,
      channel: 'other',
    });
    expect(replaced.json<CalendarFeed>().channel).toBe('other');
    const page = (await consoleCall(t, manager, 'GET', syncUrl(other.id))).json<CalendarSync>();
    expect(page.feeds.find((feed) => feed.id === guessed.id)?.channel).toBe('other');
    const [saved] = await t.database.db
      .select({ channel: calendarFeeds.channel })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, chosen.json<CalendarFeed>().id));
    expect(saved?.channel).toBe('booking');

    // A channel no platform is: 400 in words, nothing saved.
    for (const channel of ['expedia', 'Airbnb', 3, null]) {
      const res = await consoleCall(t, manager, 'POST', feeds, {
        label: 'Expedia',
        url: server.url(served(EMPTY_CALENDAR)),
        channel,
      });
      expect(res.statusCode, String(channel)).toBe(400);
      expect(res.json<ApiError>().message).toMatch(
        /The channel must be one of airbnb, booking, vrbo, other/,
      );
    }
    const refused = await consoleCall(t, owner, 'PUT', url, {
      label: 'Airbnb (garden)',
      url: guessed.url,
      channel: 'direct',
    });
    expect(refused.statusCode).toBe(400);
    for (const feed of [guessed, homeaway, local, chosen.json<CalendarFeed>()]) {
      expect((await consoleCall(t, owner, 'DELETE', `${feeds}/${feed.id}`)).statusCode).toBe(204);
    }
  });

  it('refuses bad input with a 400 in words, a known address and an 11th feed with a 409', async () => {
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.villaId, villa.id))
      )[0]?.n ?? 0;
    const before = await count();
    const bad: [object, RegExp][] = [
      [
        { label: 'Airbnb', url: 'webcal://www.airbnb.com/calendar/ical/1.ics' },
        /must be a web address starting with https:\/\//,
      ],
      [{ label: 'Airbnb', url: 'ftp://example.com/a.ics' }, /starting with https/],
      [{ label: 'Airbnb', url: 'not an address' }, /The address/],
      [{ label: '', url: 'https://www.airbnb.com/calendar/ical/1.ics' }, /The label is required/],
      [{ url: 'https://www.airbnb.com/calendar/ical/1.ics' }, /label/i],
      [{ label: 'Airbnb', url: 'https://x.test/a.ics', extra: 1 }, /extra/],
    ];
    for (const [body, message] of bad) {
      const res = await consoleCall(t, manager, 'POST', feedsUrl(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiError>().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await count()).toBe(before);

    const unknown = '0123456789abcdef01234567';
    const body = { label: 'Airbnb', url: server.url('/nowhere.ics') };
    expect((await consoleCall(t, manager, 'POST', feedsUrl(unknown), body)).statusCode).toBe(404);
    expect((await consoleCall(t, manager, 'GET', syncUrl(unknown))).statusCode).toBe(404);
    expect(
      (await consoleCall(t, manager, 'PUT', `${feedsUrl()}/${unknown}`, body)).statusCode,
    ).toBe(404);

    // An address this villa reads already: 409, before any fetch.
    const path = served(EMPTY_CALENDAR);
    await connect('Old listing', path);
    const asked = server.requests.length;
    const again = await consoleCall(t, manager, 'POST', feedsUrl(), {
      label: 'Same again',
      url: server.url(path),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().message).toBe(
      'This villa already imports this address, as “Old listing”.',
    );
    expect(server.requests).toHaveLength(asked);
  });

  it('refuses an 11th feed of one villa with a 409', async () => {
    // A villa of its own, whatever the other tests connected.
    const other = (await villaWithFreeStays(t.app, 'villa-ahangama')).villa;
    const add = (i: number) =>
      consoleCall(t, owner, 'POST', feedsUrl(other.id), {
        label: `Listing ${i}`,
        url: server.url(served(EMPTY_CALENDAR)),
      });
    for (let i = 1; i <= 10; i += 1) expect((await add(i)).statusCode).toBe(201);
    const eleventh = await add(11);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<ApiError>().message).toBe(
      'This villa already imports 10 calendars, the most it can. Remove one it no longer needs first.',
    );
    const stored = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.villaId, other.id));
    expect(stored[0]?.n).toBe(10);
  });

  it('admits the owner and the manager only', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', syncUrl()],
      ['POST', `${syncUrl()}/rotate`],
      ['POST', feedsUrl(), { label: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/9.ics' }],
      [
        'PUT',
        `${feedsUrl()}/0123456789abcdef01234567`,
        { label: 'Airbnb', url: 'https://x.test/a' },
      ],
      ['DELETE', `${feedsUrl()}/0123456789abcdef01234567`],
      ['POST', `${feedsUrl()}/0123456789abcdef01234567/sync`],
      ['POST', `${feedsUrl()}/0123456789abcdef01234567/rotate`],
    ];
    for (const [method, url, body] of calls) {
      expect((await consoleCall(t, housekeeping, method, url, body)).statusCode, url).toBe(403);
      expect((await consoleCall(t, null, method, url, body)).statusCode, url).toBe(401);
    }
    expect((await consoleCall(t, owner, 'GET', syncUrl())).statusCode).toBe(200);
  });
});

describe.each(engines)('calendar feeds on a private network on %s', (engine) => {
  let t: TestApp;
  let server: FeedServer;
  let villa: Villa;
  let manager: ConsoleSession;

  beforeAll(async () => {
    server = await startFeedServer();
    server.serve('/feed.ics', EMPTY_CALENDAR);
    t = await createTestApp(engine);
    villa = (await villaWithFreeStays(t.app)).villa;
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('refuses an address written as a private IP with a 400, before any fetch', async () => {
    for (const url of ['http://127.0.0.1:1/x', 'http://10.0.0.1/', server.url('/feed.ics')]) {
      const res = await consoleCall(t, manager, 'POST', `/api/console/villas/${villa.id}/feeds`, {
        label: 'LAN',
        url,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/^The address is on a private network \(/);
    }
    expect(server.requests).toHaveLength(0);
    const feeds = await t.database.db.select().from(calendarFeeds);
    expect(feeds).toEqual([]);
  });

  it('refuses a name that leads to a private address with a 422, having refused to connect', async () => {
    const url = `http://localhost:${new URL(server.origin).port}/feed.ics`;
    const res = await consoleCall(t, manager, 'POST', `/api/console/villas/${villa.id}/feeds`, {
      label: 'LAN',
      url,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ApiError>()).toMatchObject({
      message: expect.stringMatching(
        /^The address is on a private network \(.* is a loopback address.* Nothing was saved\.$/,
      ) as unknown,
      issues: [{ path: 'url', message: expect.any(String) as unknown }],
    });
    expect(server.requests).toHaveLength(0);
    expect(await t.database.db.select().from(calendarFeeds)).toEqual([]);
  });
});
