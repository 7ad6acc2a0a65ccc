/**
 * Calendar feeds as Airbnb, Booking.com and Vrbo send them (issue 16 §2), for any date, and the
 * broken answers a platform gives on a bad day (an HTML page, nothing, an empty calendar), with a
 * local server that serves them. The API tests of the import use them, and so can a browser test;
 * the API tests also share their calls to the console and their reads of what was imported
 * (`feedImportCalls`).
 *
 * A stay here is as the feeds write it: `start` its first night, `end` its check-out day.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { foldLine } from '#domain/ical.ts';
import type { CalendarFeed, CalendarSync } from '#domain/schemas/calendar-sync.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { changed } from '#server/cache/tags.ts';
import type { CalendarSyncDeps } from '#server/calendar-sync/service.ts';
import { blockedRanges } from '#server/db/schema.ts';
import { consoleCall, type ConsoleSession } from './console-session.ts';
import type { FreeStays } from './free-stays.ts';
import type { TestApp } from './test-app.ts';

export interface PlatformStay {
  uid: string;
  start: string;
  end: string;
}

const compact = (date: string) => date.replaceAll('-', '');
const crlf = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** UIDs in each platform's own shape. */
export const airbnbUid = () => `${hex(6)}-${hex(16)}@airbnb.com`;
export const bookingComUid = () => `${hex(16)}@booking.com`;
export const vrboUid = () => randomUUID();

/**
 * Airbnb: CRLF, DATE values, DTEND before DTSTART, a guest's stay as "Reserved" with a long folded
 * DESCRIPTION, and the host's own blocks as "Airbnb (Not available)".
 */
export function airbnbFeed(stays: (PlatformStay & { blocked?: boolean })[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `UID:${stay.uid}`,
      ...(stay.blocked
        ? ['SUMMARY:Airbnb (Not available)']
        : [
            `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${hex(4).toUpperCase()}\\nPhone Number (Last 4 Digits): 4821`,
            'SUMMARY:Reserved',
          ]),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return crlf(lines);
}

/** Booking.com: bare line feeds, no DTSTAMP, every night closed as "CLOSED - Not available". */
export function bookingComFeed(stays: PlatformStay[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booking.com//Availability//EN'];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stay.uid}`,
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\n');
}

/**
 * Vrbo: date-times in the villa's time zone (check-in 3 PM, check-out 11 AM), "Reserved - Name",
 * a VTIMEZONE, an alarm inside the event.
 */
export function vrboFeed(stays: (PlatformStay & { guest?: string })[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HomeAway.com\\, Inc.//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Colombo',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stay.uid}`,
      'DTSTAMP:20261120T101500Z',
      `DTSTART;TZID=Asia/Colombo:${compact(stay.start)}T150000`,
      `DTEND;TZID=Asia/Colombo:${compact(stay.end)}T110000`,
      `SUMMARY:Reserved - ${stay.guest ?? 'Maria Fernando'}`,
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'SUMMARY:Alarm',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return crlf(lines);
}

/** A calendar without an event, as a platform sends it when something went wrong on its side. */
export const EMPTY_CALENDAR = crlf([
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'VERSION:2.0',
  'END:VCALENDAR',
]);

/** A sign-in page where the calendar should be. */
export const HTML_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Log in</title></head><body><h1>Please log in</h1></body></html>\n';

/** What the feed server answers for a path. */
export interface FeedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Never answer (the fetch's deadline has to end it). */
  hang?: boolean;
}

export interface FeedServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  url(path: string): string;
  /** Answers `path` with this from now on (a calendar's text, or a whole answer). */
  serve(path: string, answer: string | FeedAnswer | ((res: ServerResponse) => void)): void;
  /** Every request it received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A local HTTP server for feeds (port 0 on 127.0.0.1): unknown paths answer 404. */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, string | FeedAnswer | ((res: ServerResponse) => void)>();
  const requests: FeedServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const answer = answers.get(path);
    if (typeof answer === 'function') return answer(res);
    if (answer === undefined) return res.writeHead(404).end('Not found');
    const {
      status = 200,
      headers = {},
      body = '',
      hang = false,
    } = typeof answer === 'string' ? { body: answer } : answer;
    if (hang) return;
    res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8', ...headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    serve: (path, answer) => void answers.set(path, answer),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What an API test of the import stands on, set up by its beforeAll. */
export interface FeedSuite {
  t: TestApp;
  server: FeedServer;
  villa: Villa;
  stays: FreeStays;
  /** Who connects and syncs, unless a call names another. */
  manager: ConsoleSession;
}

/**
 * The calls an API test of the import makes, on the suite that `suite` gives when a call is made
 * (after the beforeAll that builds it).
 */
export function feedImportCalls(suite: () => FeedSuite) {
  let paths = 0;
  const syncUrl = (villaId = suite().villa.id) => `/api/console/villas/${villaId}/calendar-sync`;
  const feedsUrl = (villaId = suite().villa.id) => `/api/console/villas/${villaId}/feeds`;
  return {
    syncUrl,
    feedsUrl,
    /** A path of its own on the feed server (by default `/calendar/{n}.ics`), serving `answer`. */
    served: (
      answer: Parameters<FeedServer['serve']>[1],
      pathOf = (n: number) => `/calendar/${n}.ics`,
    ) => {
      paths += 1;
      const path = pathOf(paths);
      suite().server.serve(path, answer);
      return path;
    },
    /** A stay on free dates, as a platform writes it: first night and check-out day. */
    freeStay: (nights = 3) => {
      const { checkInDate, checkOutDate } = suite().stays.freshStay(nights);
      return { start: checkInDate, end: checkOutDate };
    },
    /** The nights of a stay as a block keeps them, both ends included. */
    nightsOf: (stay: { start: IsoDate; end: IsoDate }) => ({
      startDate: stay.start,
      endDate: addDays(stay.end, -1),
    }),
    connect: async (label: string, path: string, session = suite().manager) => {
      const { t, server } = suite();
      const res = await consoleCall(t, session, 'POST', feedsUrl(), {
        label,
        url: server.url(path),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CalendarFeed>();
    },
    syncNow: async (feed: CalendarFeed) => {
      const { t, manager } = suite();
      const res = await consoleCall(t, manager, 'POST', `${feedsUrl()}/${feed.id}/sync`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CalendarFeed>();
    },
    blocksOf: (feedId: string) =>
      suite()
        .t.database.db.select()
        .from(blockedRanges)
        .where(eq(blockedRanges.feedId, feedId))
        .orderBy(blockedRanges.startDate),
    /** The public availability answer, as the villa page's calendar reads it (cached). */
    publicBlocked: async () => {
      const { t, villa } = suite();
      const res = await t.app.inject({ url: `/api/villas/${villa.id}/availability` });
      return res.json<Availability>().blockedDates;
    },
    closed: (
      ranges: Availability['blockedDates'],
      nights: { startDate: string; endDate: string },
    ) => ranges.some((r) => r.startDate <= nights.startDate && r.endDate >= nights.endDate),
    syncPage: async (session = suite().manager) => {
      const res = await consoleCall(suite().t, session, 'GET', syncUrl());
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CalendarSync>();
    },
    /** The service's deps as the app makes them, with a fetch tuned for a test. */
    serviceDeps: (fetch: CalendarSyncDeps['fetch'] = {}): CalendarSyncDeps => {
      const { t } = suite();
      return {
        db: t.database.db,
        mail: { publicUrl: t.config.publicUrl, teamEmail: t.config.teamEmail },
        allowPrivate: true,
        fetch,
        calendarChanged: (id) => t.app.readCache.invalidateTags(changed.calendar(id)),
        followStays: (tx, changes) => t.app.stays.follow(tx, changes),
      };
    },
  };
}
