import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  escapeText,
  foldLine,
  NotACalendarError,
  readCalendar,
  writeCalendar,
  type FeedEvent,
} from './ical.ts';

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';
const octets = (text: string) => new TextEncoder().encode(text).length;

/** As Airbnb sends a listing's calendar: CRLF, DATE values, a guest's stay and an owner's block. */
const AIRBNB = crlf([
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20261210',
  'DTSTART;VALUE=DATE:20261205',
  'UID:1418fb94e984-8a1e6bc3a5ca3d5e2b8b3c2cbd2c0c9c@airbnb.com',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC',
  ' DEFG12\\nPhone Number (Last 4 Digits): 1234',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20270105',
  'DTSTART;VALUE=DATE:20261228',
  'UID:7f3c4b1a2d9e-0b6f2a6c1d4e8f9a0b1c2d3e4f5a6b7c8d@airbnb.com',
  'SUMMARY:Airbnb (Not available)',
  'END:VEVENT',
  'END:VCALENDAR',
]);

/** As Booking.com sends it: LF only, no DTSTAMP, "CLOSED - Not available". */
const BOOKING_COM = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Booking.com//Availability//EN',
  'BEGIN:VEVENT',
  'UID:1c5dd7a8f7c2d1b34e19e0e0a2f0c1b4@booking.com',
  'DTSTART;VALUE=DATE:20261215',
  'DTEND;VALUE=DATE:20261218',
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\n');

/** As Vrbo sends it: date-times in a time zone and in UTC, a folded summary, an alarm inside. */
const VRBO = crlf([
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//HomeAway.com\\, Inc.//EN',
  'BEGIN:VEVENT',
  'UID:a6c3e2b0-91f1-4f0e-8d52-3c2f1b0e9d11',
  'DTSTAMP:20261120T101500Z',
  'DTSTART;TZID=Asia/Colombo:20270110T150000',
  'DTEND;TZID=Asia/Colombo:20270114T110000',
  'SUMMARY:Reserved - Guest',
  '  name withheld',
  'BEGIN:VALARM',
  'TRIGGER:-PT15M',
  'DESCRIPTION:Not the event',
  'SUMMARY:Alarm',
  'END:VALARM',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:b7d4f3c1-02a2-4b1f-9e63-4d3a2c1f0e22',
  // 20:00 UTC is 01:30 the next day in Sri Lanka.
  'DTSTART:20270119T200000Z',
  'DURATION:P3D',
  'SUMMARY:Blocked',
  'END:VEVENT',
  'END:VCALENDAR',
]);

describe('reading the calendars the platforms send', () => {
  it('reads an Airbnb calendar: its stays with their UIDs, the check-out day not a night', () => {
    expect(readCalendar(AIRBNB)).toEqual({
      events: [
        {
          uid: '1418fb94e984-8a1e6bc3a5ca3d5e2b8b3c2cbd2c0c9c@airbnb.com',
          start: '2026-12-05',
          end: '2026-12-10',
          summary: 'Reserved',
        },
        {
          uid: '7f3c4b1a2d9e-0b6f2a6c1d4e8f9a0b1c2d3e4f5a6b7c8d@airbnb.com',
          start: '2026-12-28',
          end: '2027-01-05',
          summary: 'Airbnb (Not available)',
        },
      ],
      skipped: 0,
      unreadable: 0,
    });
  });

  it('reads a Booking.com calendar with bare line feeds', () => {
    expect(readCalendar(BOOKING_COM).events).toEqual([
      {
        uid: '1c5dd7a8f7c2d1b34e19e0e0a2f0c1b4@booking.com',
        start: '2026-12-15',
        end: '2026-12-18',
        summary: 'CLOSED - Not available',
      },
    ]);
  });

  it('reads a Vrbo calendar: local and UTC date-times, a duration, folded lines, no alarm', () => {
    expect(readCalendar(VRBO).events).toEqual([
      {
        uid: 'a6c3e2b0-91f1-4f0e-8d52-3c2f1b0e9d11',
        start: '2027-01-10',
        end: '2027-01-14',
        summary: 'Reserved - Guest name withheld',
      },
      {
        uid: 'b7d4f3c1-02a2-4b1f-9e63-4d3a2c1f0e22',
        start: '2027-01-20',
        end: '2027-01-23',
        summary: 'Blocked',
      },
    ]);
  });

  it('takes an event without an end, or ending the day it starts, for that one night', () => {
    const calendar = crlf([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTART;VALUE=DATE:20261201',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261203',
      'DTEND;VALUE=DATE:20261203',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(readCalendar(calendar).events).toEqual([
      { uid: 'one', start: '2026-12-01', end: '2026-12-02', summary: '' },
      { uid: null, start: '2026-12-03', end: '2026-12-04', summary: '' },
    ]);
  });

  it('leaves out cancelled events and those whose dates cannot be read, and counts them', () => {
    const calendar = crlf([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:cancelled',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:no-start',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:not-a-day',
      'DTSTART;VALUE=DATE:20260231',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:backwards',
      'DTSTART;VALUE=DATE:20261210',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(readCalendar(calendar)).toEqual({ events: [], skipped: 4, unreadable: 3 });
  });

  it('reads an empty calendar as no events', () => {
    expect(readCalendar(crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR']))).toEqual({
      events: [],
      skipped: 0,
      unreadable: 0,
    });
  });

  it.each([
    ['an empty answer', ''],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['an error in words', 'Too many requests'],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
  ])('refuses %s as no calendar at all', (_, text) => {
    expect(() => readCalendar(text)).toThrow(NotACalendarError);
  });
});

describe('reading a stranger’s calendar safely', () => {
  const EVENT = [
    'BEGIN:VEVENT',
    'UID:kept@airbnb.com',
    'DTSTART;VALUE=DATE:20261205',
    'DTEND;VALUE=DATE:20261210',
    'SUMMARY:Reserved',
    'END:VEVENT',
  ];

  it('reads 5 MB of lines made to make a pattern backtrack within the default timeout (issue 23 §1.1)', () => {
    // Each a line no content line matches: a parameter of commas and no colon (29 commas took
    // 4.6 s with the old pattern, doubling with each one more), quotes never closed, names cut.
    const worst = [
      `X-P;A=${','.repeat(40)}`,
      `X-P;A=${',x'.repeat(60)};`,
      `X-P;A="${'"",'.repeat(30)}`,
      `X-P${';A=,'.repeat(40)}`,
      `DTSTART;TZID=${'a,'.repeat(50)}"`,
    ];
    const lines = ['BEGIN:VCALENDAR', ...EVENT];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i += 1) {
      const line = worst[i % worst.length] ?? '';
      lines.push(line);
      size += line.length + 2;
    }
    // And one line of a megabyte.
    lines.push(`X-P;A=${','.repeat(1024 * 1024)}`, 'END:VCALENDAR');
    const text = crlf(lines);
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);

    expect(readCalendar(text)).toEqual({
      events: [
        { uid: 'kept@airbnb.com', start: '2026-12-05', end: '2026-12-10', summary: 'Reserved' },
      ],
      skipped: 0,
      unreadable: 0,
    });
  });

  it('reads parameters with quoted values, lists of values and the characters quotes protect', () => {
    const calendar = crlf([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:quoted',
      'DTSTART;X-NOTE="a;b:c,d";VALUE=DATE:20261205',
      'DTEND;X-LIST=one,"two:2",three;value=DATE:20261207',
      'SUMMARY;LANGUAGE=en:Reserved: the "whole" villa',
      'END:VEVENT',
      // Not content lines: no name, a parameter without '=', a quote never closed, no colon.
      ':no name',
      'X-A;B:value',
      'X-A;B="open:value',
      'X-A;B=value',
      'END:VCALENDAR',
    ]);
    expect(readCalendar(calendar).events).toEqual([
      {
        uid: 'quoted',
        start: '2026-12-05',
        end: '2026-12-07',
        summary: 'Reserved: the "whole" villa',
      },
    ]);
  });

  it('skips and counts an event it cannot read, and reads the others (issue 23 §1.2)', () => {
    const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
    const calendar = crlf([
      'BEGIN:VCALENDAR',
      ...EVENT,
      ...event('UID:nul\u0000inside', 'DTSTART;VALUE=DATE:20261211', 'DTEND;VALUE=DATE:20261212'),
      ...event('UID:nul-summary', 'DTSTART;VALUE=DATE:20261212', 'SUMMARY:Reser\u0000ved'),
      ...event('UID:bell', 'DTSTART;VALUE=DATE:20261213', 'SUMMARY:Ring \u0007'),
      ...event('UID:weeks', 'DTSTART;VALUE=DATE:20261214', 'DURATION:P99999999W'),
      ...event('UID:digits', 'DTSTART;VALUE=DATE:20261214', `DURATION:P${'9'.repeat(400)}D`),
      ...event('UID:century', 'DTSTART;VALUE=DATE:20261214', 'DURATION:P36601D'),
      ...event('UID:bad-duration', 'DTSTART;VALUE=DATE:20261214', 'DURATION:-P1D'),
      ...event('UID:last-day', 'DTSTART;VALUE=DATE:99991231'),
      ...event('UID:last-hour', 'DTSTART:99991231T230000Z', 'DTEND:99991231T233000Z'),
      ...event('UID:bad-end', 'DTSTART;VALUE=DATE:20261214', 'DTEND;VALUE=DATE:2026121'),
      ...event('UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261215'),
      ...event('UID:hours', 'DTSTART;VALUE=DATE:20261220', 'DURATION:PT2H'),
      'END:VCALENDAR',
    ]);
    expect(readCalendar(calendar)).toEqual({
      events: [
        { uid: 'kept@airbnb.com', start: '2026-12-05', end: '2026-12-10', summary: 'Reserved' },
        { uid: 'hours', start: '2026-12-20', end: '2026-12-21', summary: '' },
      ],
      skipped: 11,
      unreadable: 10,
    });
  });
});

describe('writing a villa’s feed', () => {
  const stamp = new Date('2026-11-24T09:30:00Z');

  it('lists each stay as an all-day event, with CRLF line ends', () => {
    const text = writeCalendar({
      prodId: '-//Serendib Shores Villas//Availability//EN',
      name: 'Villa River Breeze',
      events: [{ uid: 'b-1@villas', start: '2026-12-05', end: '2026-12-10', summary: 'Booked' }],
      stamp,
    });
    expect(text).toBe(
      crlf([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Serendib Shores Villas//Availability//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Villa River Breeze',
        'BEGIN:VEVENT',
        'UID:b-1@villas',
        'DTSTAMP:20261124T093000Z',
        'DTSTART;VALUE=DATE:20261205',
        'DTEND;VALUE=DATE:20261210',
        'SUMMARY:Booked',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
  });

  it('reads back what it writes, whatever the summaries say', () => {
    const event = fc
      .record({
        uid: fc.stringMatching(/^[a-z0-9-]{1,40}@villas$/),
        start: fc.integer({ min: 0, max: 700 }).map((n) => addDays('2026-11-24', n)),
        nights: fc.integer({ min: 1, max: 60 }),
        // Any text, with the characters the format escapes, and line breaks written as \n.
        summary: fc
          .array(
            fc.oneof(
              fc.string({ unit: 'grapheme', maxLength: 12 }),
              fc.constantFrom(';', ',', '\\', '\n', '\\n'),
            ),
            { maxLength: 20 },
          )
          .map((parts) => parts.join('').replace(/\r/g, '').trim()),
      })
      .map(({ uid, start, nights, summary }): FeedEvent => ({
        uid,
        start,
        end: addDays(start, nights),
        summary,
      }));
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 8 }),
        fc.string({ maxLength: 120 }),
        (events, name) => {
          const text = writeCalendar({ prodId: '-//test//EN', name, events, stamp });
          for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
          expect(readCalendar(text)).toEqual({ events, skipped: 0, unreadable: 0 });
        },
      ),
    );
  });
});

describe('folding and escaping', () => {
  it('keeps a summary with the Unicode line and paragraph separators (fast-check seed 1902859945)', () => {
    const events = [
      { uid: 'a@villas', start: '2026-11-24', end: '2026-11-25', summary: '!\u2028!\u2029!' },
    ];
    const text = writeCalendar({
      prodId: '-//test//EN',
      name: '',
      events,
      stamp: new Date('2026-11-24T00:00:00Z'),
    });
    expect(readCalendar(text).events).toEqual(events);
  });

  it('folds a long line at 75 octets, never inside a character', () => {
    const line = `SUMMARY:${'Ahangama é '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Pool; spa, and a\\b\nnew line')).toBe(
      'Pool\\; spa\\, and a\\\\b\\nnew line',
    );
  });
});
