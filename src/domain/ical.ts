/**
 * Calendar feeds in iCalendar (RFC 5545), the form Airbnb, Booking.com and Vrbo exchange
 * availability in (issue 16): the all-day events a villa's feed lists, written, and the events of
 * another platform's feed, read. Pure: the server fetches and serves, this only turns text into
 * stays and stays into text.
 *
 * A stay is all-day: `start` is its first night, `end` the day it ends (its check-out day, not a
 * night of it), as `DTSTART;VALUE=DATE` and `DTEND;VALUE=DATE` say it.
 */
import {
  addDays,
  compareDates,
  isValidIsoDate,
  RESORT_TIME_ZONE,
  todayIn,
  type IsoDate,
} from './dates.ts';

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
  /** Events left out: cancelled ones, and the unreadable. */
  skipped: number;
  /**
   * Of those, the events that could not be read: no date, a date that is none (February 30, or
   * a duration of millions of weeks), or a control character (NUL) in the UID or summary. A
   * platform's stay may be behind one, so the team is told how many there were.
   */
  unreadable: number;
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

const isNameChar = (code: number) =>
  (code >= 0x30 && code <= 0x39) || // 0-9
  (code >= 0x41 && code <= 0x5a) || // A-Z
  (code >= 0x61 && code <= 0x7a) || // a-z
  code === 0x2d; // -

/** Where the name (or parameter name) starting at `from` ends: `from` itself when there is none. */
function nameEnd(line: string, from: number): number {
  let at = from;
  while (at < line.length && isNameChar(line.charCodeAt(at))) at += 1;
  return at;
}

/** The characters that end an unquoted parameter value (RFC 5545 §3.1, SAFE-CHAR). */
const PARAM_TEXT_ENDS = new Set(['"', ';', ':', ',']);

/**
 * NAME;PARAM=VALUE,VALUE;PARAM="QUOTED":VALUE (RFC 5545 §3.1); null for a line that is none.
 *
 * Read by hand, one character after another and never twice: a feed is a stranger's text, and the
 * pattern this replaces (a repeated group of values that could each hold the commas between them)
 * took seconds over one line of 29 commas, doubling with each comma more (issue 23 §1.1).
 */
function parseLine(line: string): ContentLine | null {
  const nameTo = nameEnd(line, 0);
  if (nameTo === 0) return null;
  const params: Record<string, string> = {};
  let at = nameTo;
  while (line[at] === ';') {
    const keyFrom = at + 1;
    const keyTo = nameEnd(line, keyFrom);
    if (keyTo === keyFrom || line[keyTo] !== '=') return null;
    const values: string[] = [];
    at = keyTo;
    // At '=' the first time, at ',' before each further value.
    do {
      at += 1;
      if (line[at] === '"') {
        const close = line.indexOf('"', at + 1);
        if (close === -1) return null;
        values.push(line.slice(at + 1, close));
        at = close + 1;
      } else {
        const from = at;
        while (at < line.length && !PARAM_TEXT_ENDS.has(line[at] ?? '')) at += 1;
        values.push(line.slice(from, at));
      }
    } while (line[at] === ',');
    params[line.slice(keyFrom, keyTo).toUpperCase()] = values.join(',');
  }
  if (line[at] !== ':') return null;
  return { name: line.slice(0, nameTo).toUpperCase(), params, value: line.slice(at + 1) };
}

/** `date` moved by `days`, or null when that leaves the calendar (past the year 9999). */
function plusDays(date: IsoDate, days: number): IsoDate | null {
  if (!Number.isSafeInteger(days) || Math.abs(days) > MAX_EVENT_DAYS) return null;
  const moved = addDays(date, days);
  return isValidIsoDate(moved) ? moved : null;
}

/** No stay lasts a century: a longer event is a mistake, and its end past any calendar. */
const MAX_EVENT_DAYS = 36_600;

/**
 * The calendar date a DTSTART or DTEND names: a DATE as it is; a UTC date-time ('...Z') as the
 * date it falls on at the villas; a local date-time (with TZID or floating) as its own date.
 */
function dateOf(line: ContentLine, timeZone: string): IsoDate | null {
  const dateTime = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(line.value.trim());
  if (!dateTime) return null;
  const [, year, month, day, hour, minute, second, utc] = dateTime;
  const date = `${year}-${month}-${day}`;
  if (!isValidIsoDate(date)) return null;
  if (!utc) return date;
  const instant = new Date(`${date}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(instant.getTime())) return null;
  // 9999-12-31 at 23:00 UTC is already the year 10000 at the villas.
  const local = todayIn(timeZone, instant);
  return isValidIsoDate(local) ? local : null;
}

/** Whole days of a DURATION ('P3D', 'P1W', 'P2DT12H' counts 2, 'PT2H' 0); null for none. */
function durationDays(value: string): number | null {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T.*)?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1] ?? 0) * 7 + Number(match[2] ?? 0);
}

/**
 * Whether the text holds a control character other than a tab: NUL, which PostgreSQL cannot
 * store, and the rest, which no platform writes into a UID or a summary.
 */
function hasControlCharacter(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
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
  let cancelled = 0;
  let unreadable = 0;
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
        if (read === 'cancelled') cancelled += 1;
        else if (read === 'unreadable') unreadable += 1;
        else events.push(read);
        event = null;
      }
      continue;
    }
    if (event && open.at(-1) === 'VEVENT' && !event.has(line.name)) event.set(line.name, line);
  }
  return { events, skipped: cancelled + unreadable, unreadable };
}

/** An event's stay; 'cancelled' or 'unreadable' for one left out. Never throws. */
function readEvent(
  properties: Map<string, ContentLine>,
  timeZone: string,
): ReadCalendar['events'][number] | 'cancelled' | 'unreadable' {
  if (properties.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return 'cancelled';
  const uidValue = properties.get('UID')?.value ?? '';
  const summaryValue = properties.get('SUMMARY')?.value ?? '';
  if (hasControlCharacter(uidValue) || hasControlCharacter(summaryValue)) return 'unreadable';
  const startLine = properties.get('DTSTART');
  const start = startLine ? dateOf(startLine, timeZone) : null;
  if (!start) return 'unreadable';
  const endLine = properties.get('DTEND');
  const duration = properties.get('DURATION');
  let end: IsoDate | null = null;
  if (endLine) {
    end = dateOf(endLine, timeZone);
    if (!end) return 'unreadable';
  } else if (duration) {
    const days = durationDays(duration.value);
    end = days === null ? null : plusDays(start, days);
    if (!end) return 'unreadable';
  }
  if (end && compareDates(end, start) < 0) return 'unreadable';
  // No end, or one on the day it starts: that day's night (RFC 5545 §3.6.1, a one-day event).
  if (!end || end === start) end = plusDays(start, 1);
  if (!end) return 'unreadable';
  const uid = uidValue.trim();
  return {
    uid: uid ? uid : null,
    start,
    end,
    summary: unescapeText(summaryValue).trim(),
  };
}
