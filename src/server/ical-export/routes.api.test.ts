/**
 * Issue 16 §1, a villa's calendar feed: /ical/{villa id}/{secret}.ics lists the nights its pending
 * and confirmed stays hold and its blocks as all-day events, RFC 5545 as an independent parser
 * (ical.js) reads it, with UIDs that never change and nothing personal; a connected feed's own
 * address leaves out the events imported from it; ETag and Last-Modified; a wrong or rotated
 * secret is a 404.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { readCalendar } from '#domain/ical.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { calendarFeedPath } from '#domain/schemas/calendar-sync.ts';
import type { StaffBlock } from '#domain/schemas/villa-calendar.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { newId } from '#server/lib/ids.ts';
import { blockedRanges, calendarFeeds, villas } from '../db/schema.ts';
import { matchesTag } from './routes.ts';

describe.each(engines)("a villa's calendar feed on %s", (engine) => {
  let t: TestApp;
  let stays: FreeStays;
  let owner: ConsoleSession;
  let secret: string;

  beforeAll(async () => {
    // The round trip below fetches this app's own feed over HTTP, on this machine.
    t = await createTestApp(engine, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    stays = await villaWithFreeStays(t.app);
    owner = await signedInAs(t, 'owner');
    secret = await villaSecret();
  });
  afterAll(async () => {
    await t.close();
  });

  const villaSecret = async () => {
    const [row] = await t.database.db
      .select({ secret: villas.calendarSecret })
      .from(villas)
      .where(eq(villas.id, stays.villa.id));
    if (!row) throw new Error('no villa');
    return row.secret;
  };
  const fetchFeed = (path = calendarFeedPath(stays.villa.id, secret), headers = {}) =>
    t.app.inject({ url: path, headers });
  const book = async () => {
    const res = await stays.bookFreshStay();
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const staffBlock = async (days = 3) => {
    const stay = stays.freshStay(days);
    const res = await consoleCall(
      t,
      owner,
      'POST',
      `/api/console/villas/${stays.villa.id}/blocks`,
      {
        startDate: stay.checkInDate,
        endDate: addDays(stay.checkOutDate, -1),
        reason: 'Owner stay with the Fernandos',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StaffBlock>();
  };
  /** The feed's events as ical.js reads them: an independent reading of RFC 5545. */
  const parsed = (text: string) => {
    const calendar = ICAL.Component.fromString(text);
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
        stamp: vevent.getFirstPropertyValue('dtstamp'),
      };
    });
  };

  it('lists pending and confirmed stays and blocks as all-day events, in RFC 5545', async () => {
    const pending = await book();
    const confirmed = await book();
    const confirm = await consoleCall(
      t,
      owner,
      'POST',
      `/api/console/bookings/${confirmed.id}/confirm`,
      {},
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const cancelled = await book();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled.id}/cancel`,
      headers: { authorization: `Bearer ${cancelled.accessToken}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const block = await staffBlock();

    const res = await fetchFeed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-robots-tag']).toContain('noindex');

    // The frame RFC 5545 asks for: CRLF, lines of 75 octets at most, VERSION and PRODID.
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of res.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\n');
    }
    const events = parsed(res.body);
    const host = 'villas.test';
    expect(events).toContainEqual(
      expect.objectContaining({
        uid: `booking-${pending.id}@${host}`,
        summary: 'Reserved',
        start: pending.checkInDate,
        end: pending.checkOutDate,
        allDay: true,
      }),
    );
    expect(events.map((e) => e.uid)).toContain(`booking-${confirmed.id}@${host}`);
    expect(events.map((e) => e.uid)).not.toContain(`booking-${cancelled.id}@${host}`);
    // A block closes its last day too: the event ends the day after.
    expect(events).toContainEqual(
      expect.objectContaining({
        uid: `block-${block.id}@${host}`,
        summary: 'Not available',
        start: block.startDate,
        end: addDays(block.endDate, 1),
        allDay: true,
      }),
    );
    for (const event of events) expect(event.stamp).toBeTruthy();
    // Nothing personal: no guest's name, e-mail, reference or the block's reason.
    for (const words of ['Amara', 'amara@example.com', pending.reference, 'Fernando']) {
      expect(res.body).not.toContain(words);
    }
    // Our own reader reads back what ical.js read.
    expect(readCalendar(res.body).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('keeps an event’s UID when its stay changes, and answers 304 while nothing does', async () => {
    const block = await staffBlock();
    const first = await fetchFeed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(first.headers['last-modified'] as string)).not.toBeNaN();

    const unchanged = await fetchFeed(undefined, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // The same data writes the same text, request after request.
    expect((await fetchFeed()).body).toBe(first.body);

    const moved = await consoleCall(
      t,
      owner,
      'PUT',
      `/api/console/villas/${stays.villa.id}/blocks/${block.id}`,
      { startDate: block.startDate, endDate: addDays(block.endDate, 1), reason: block.reason },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await fetchFeed(undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const event = parsed(after.body).find((e) => e.uid === `block-${block.id}@villas.test`);
    expect(event?.end).toBe(addDays(block.endDate, 2));
  });

  it("leaves out a connected feed's own events from that feed's address only", async () => {
    const feedId = newId();
    const [feed] = await t.database.db
      .insert(calendarFeeds)
      .values({ id: feedId, villaId: stays.villa.id, label: 'Airbnb', url: 'https://a.test/x.ics' })
      .returning();
    if (!feed) throw new Error('no feed');
    const stay = stays.freshStay(2);
    const imported = newId();
    await t.database.db.insert(blockedRanges).values({
      id: imported,
      villaId: stays.villa.id,
      startDate: stay.checkInDate,
      endDate: addDays(stay.checkOutDate, -1),
      reason: 'Airbnb (Not available)',
      feedId,
      feedUid: '1418fb94e984-abc@airbnb.com',
    });
    const own = await staffBlock();

    const toAirbnb = parsed(
      (await fetchFeed(calendarFeedPath(stays.villa.id, feed.exportSecret))).body,
    );
    expect(toAirbnb.map((e) => e.uid)).not.toContain(`block-${imported}@villas.test`);
    expect(toAirbnb.map((e) => e.uid)).toContain(`block-${own.id}@villas.test`);

    const whole = parsed((await fetchFeed()).body);
    expect(whole.map((e) => e.uid)).toContain(`block-${imported}@villas.test`);
  });

  it('answers 404 in words for a wrong, malformed or rotated secret, and for another villa', async () => {
    const other = (await t.app.inject({ url: '/api/villas' }))
      .json<{ id: string }[]>()
      .find((v) => v.id !== stays.villa.id);
    if (!other) throw new Error('one villa only');
    for (const path of [
      calendarFeedPath(stays.villa.id, 'a'.repeat(64)),
      calendarFeedPath(stays.villa.id, secret.slice(0, -1)),
      calendarFeedPath(other.id, secret),
      `/ical/${stays.villa.id}/${secret}`,
      `/ical/${stays.villa.id}/${secret}.ics.txt`,
      `/ical/not-a-villa/${secret}.ics`,
      `/ical/${stays.villa.id}/%00${secret}.ics`,
    ]) {
      const res = await fetchFeed(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('No calendar at this address');
    }

    await t.database.db
      .update(villas)
      .set({ calendarSecret: 'b'.repeat(48) })
      .where(eq(villas.id, stays.villa.id));
    expect((await fetchFeed()).statusCode).toBe(404);
    expect((await fetchFeed(calendarFeedPath(stays.villa.id, 'b'.repeat(48)))).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(villas)
      .set({ calendarSecret: secret })
      .where(eq(villas.id, stays.villa.id));
  });

  it('is read back whole by our own import (round trip)', async () => {
    await book();
    await staffBlock();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const other = (await t.app.inject({ url: '/api/villas' }))
      .json<{ id: string }[]>()
      .find((v) => v.id !== stays.villa.id);
    if (!other) throw new Error('one villa only');
    const connected = await consoleCall(t, owner, 'POST', `/api/console/villas/${other.id}/feeds`, {
      label: 'Our other villa',
      url: origin + calendarFeedPath(stays.villa.id, secret),
    });
    expect(connected.statusCode, connected.body).toBe(201);
    expect(connected.json<{ failing: boolean }>().failing).toBe(false);

    const exported = readCalendar((await fetchFeed()).body).events;
    expect(exported.length).toBeGreaterThan(1);
    const imported = await t.database.db
      .select({
        uid: blockedRanges.feedUid,
        startDate: blockedRanges.startDate,
        endDate: blockedRanges.endDate,
      })
      .from(blockedRanges)
      .where(eq(blockedRanges.villaId, other.id));
    const byUid = (a: { uid: string | null }, b: { uid: string | null }) =>
      (a.uid ?? '').localeCompare(b.uid ?? '');
    expect(imported.filter((block) => block.uid !== null).sort(byUid)).toEqual(
      exported
        .map((event) => ({
          uid: event.uid,
          startDate: event.start,
          endDate: addDays(event.end, -1),
        }))
        .sort(byUid),
    );
  });

  it('is kept out of search engines', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /ical/');
  });
});

describe('If-None-Match', () => {
  it('matches a tag in a list, a weak form of it, and *', () => {
    expect(matchesTag('"abc"', '"abc"')).toBe(true);
    expect(matchesTag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesTag('*', '"abc"')).toBe(true);
    expect(matchesTag('"abd"', '"abc"')).toBe(false);
    expect(matchesTag(undefined, '"abc"')).toBe(false);
  });
});
