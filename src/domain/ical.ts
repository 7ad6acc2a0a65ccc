/**
 * Calendar feeds in iCalendar (RFC 5545), the form Airbnb, Booking.com and Vrbo exchange
 * availability in (issue 16): the all-day events a villa's feed lists, written, and the events of
 * another platform's feed, read. Pure: the server fetches and serves, this only turns text into
 * stays and stays into text.
 *
 * A stay is all-day: `start` is its first night, `end` the day it ends (its check-out day, not a
 * night of it), as `DTSTART;VALUE=DATE` and `DTEND;VALUE=DATE` say it.
 */
import { addDays, compareDates, RESORT_TIME_ZONE, todayIn, type IsoDate } from './dates.ts';

export interface FeedEvent {
  /** Stays the same for the same stay, feed after feed, so a platform updates rather than adds. */
  uid: string;
  start: IsoDate;
  end: IsoDate;
  summary: string;
}

export interface CalendarToWrite {
  /** The feed's maker, e.g. '-//Serendib Shores Villas//Availability//EN'. */
  prodId: string;
  /** The name calendar apps show for it. */
  name: string;
  events: readonly FeedEvent[];
  /** When the feed is written (every event's DTSTAMP). */
  stamp: Date;
}

/** The longest a line may be, in octets, before it is folded (RFC 5545 §3.1). */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

const encoder = new TextEncoder();

/**
 * A content line folded to lines of at most 75 octets, each continuation starting with a space.
 * Never inside a character: a UTF-8 sequence stays whole.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (§3.3.11). */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const unescapeText = (text: string): string =>
  text.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

const icsDate = (date: IsoDate) => date.replaceAll('-', '');

/** A UTC date-time, 'YYYYMMDDTHHMMSSZ'. */
const icsInstant = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The feed as text: CRLF line ends, folded lines, one all-day VEVENT per stay. */
export function writeCalendar({ prodId, name, events, stamp }: CalendarToWrite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsInstant(stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The text is not a calendar at all: an HTML page, an error's words, nothing. */
export class NotACalendarError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotACalendarError';
  }
}

export interface ReadCalendar {
  /** The stays it lists, in its order; without a UID, `uid` is null (match them by dates). */
  events: (Omit<FeedEvent, 'uid'> & { uid: string | null })[];
  /** Events left out: cancelled, or without a date that can be read. */
  skipped: number;
}

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Lines unfolded: a line break followed by a space or a tab continues the line (§3.1). */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]|\n[ \t]|\r[ \t]/g, '')
    .split(/\r\n|\n|\r/)
    .filter((line) => line.length > 0);

/** NAME;PARAM=VALUE;PARAM="QUOTED":VALUE; null for a line that is none. */
function parseLine(line: string): ContentLine | null {
  // The s flag: a value may hold U+2028 and U+2029, which '.' does not match without it.
  const match =
    /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:]*)(?:,(?:"[^"]*"|[^";:]*))*)*):(.*)$/s.exec(
      line,
    );
  if (!match) return null;
  const [, name = '', paramText = '', value = ''] = match;
  const params: Record<string, string> = {};
  for (const param of paramText.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g)) {
    const [, key = '', raw = ''] = param;
    params[key.toUpperCase()] = raw.replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value };
}

/**
 * The calendar date a DTSTART or DTEND names: a DATE as it is; a UTC date-time ('...Z') as the
 * date it falls on at the villas; a local date-time (with TZID or floating) as its own date.
 */
function dateOf(line: ContentLine, timeZone: string): IsoDate | null {
  const dateTime = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(line.value.trim());
  if (!dateTime) return null;
  const [, year, month, day, hour, minute, second, utc] = dateTime;
  const date = `${year}-${month}-${day}`;
  if (!utc) return isRealDate(date) ? date : null;
  const instant = new Date(`${date}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(instant.getTime()) ? null : todayIn(timeZone, instant);
}

const isRealDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/** Whole days of a DURATION ('P3D', 'P1W', 'P2DT12H' counts 2); null for none. */
function durationDays(value: string): number | null {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T.*)?$/.exec(value.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 7 + Number(match[2] ?? 0);
}

/**
 * The stays of a feed. Throws NotACalendarError for text that is no VCALENDAR (HTML, an empty
 * answer); a calendar with no event reads as none, which the caller weighs against what it had.
 */
export function readCalendar(text: string, timeZone: string = RESORT_TIME_ZONE): ReadCalendar {
  const lines = unfold(text.replace(/^\uFEFF/, ''));
  const first = lines[0]?.trim().toUpperCase();
  if (first !== 'BEGIN:VCALENDAR') {
    throw new NotACalendarError(
      lines.length === 0 ? 'The answer was empty.' : 'The answer is not an iCalendar file.',
    );
  }
  if (!lines.some((line) => line.trim().toUpperCase() === 'END:VCALENDAR')) {
    throw new NotACalendarError('The calendar ends before its END:VCALENDAR.');
  }

  const events: ReadCalendar['events'] = [];
  let skipped = 0;
  // The components open around the line: an event's own VALARM is not the event.
  const open: string[] = [];
  let event: Map<string, ContentLine> | null = null;
  for (const raw of lines) {
    const line = parseLine(raw);
    if (!line) continue;
    if (line.name === 'BEGIN') {
      open.push(line.value.toUpperCase());
      if (line.value.toUpperCase() === 'VEVENT') event = new Map();
      continue;
    }
    if (line.name === 'END') {
      const closed = open.pop();
      if (closed === 'VEVENT' && event) {
        const read = readEvent(event, timeZone);
        if (read) events.push(read);
        else skipped += 1;
        event = null;
      }
      continue;
    }
    if (event && open.at(-1) === 'VEVENT' && !event.has(line.name)) event.set(line.name, line);
  }
  return { events, skipped };
}

function readEvent(
  properties: Map<string, ContentLine>,
  timeZone: string,
): ReadCalendar['events'][number] | null {
  if (properties.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return null;
  const startLine = properties.get('DTSTART');
  const start = startLine ? dateOf(startLine, timeZone) : null;
  if (!start) return null;
  const endLine = properties.get('DTEND');
  const duration = properties.get('DURATION');
  let end: IsoDate | null = endLine ? dateOf(endLine, timeZone) : null;
  if (!endLine && duration) {
    const days = durationDays(duration.value);
    end = days === null ? null : addDays(start, days);
  }
  if ((endLine && !end) || (end && compareDates(end, start) < 0)) return null;
  // No end, or one on the day it starts: that day's night (RFC 5545 §3.6.1, a one-day event).
  if (!end || end === start) end = addDays(start, 1);
  const uid = properties.get('UID')?.value.trim();
  return {
    uid: uid ? uid : null,
    start,
    end,
    summary: unescapeText(properties.get('SUMMARY')?.value ?? '').trim(),
  };
}
