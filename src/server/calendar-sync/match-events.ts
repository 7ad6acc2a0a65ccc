/**
 * The pure part of importing a platform's calendar (issue 16 §2, decision 051): the fetched text
 * read as a calendar or refused in words, and its events matched to the blocks the feed made last
 * time, as a plan of blocks to add, change and remove. No I/O: the service runs the plan in one
 * transaction under the villa's lock.
 *
 * An event matches a block by its UID first, then by its exact dates: Airbnb gives a host's own
 * block a new UID on every export, and a feed without UIDs has only its dates. A block keeps its
 * id while it matches, so the team's view, the conflict already told and our own export (which
 * names it `block-{id}`) all stay the same.
 */
import { addDays, compareDates, type IsoDate } from '#domain/dates.ts';
import { NotACalendarError, readCalendar, type ReadCalendar } from '#domain/ical.ts';
import { BLOCK_REASON_MAX } from '#domain/schemas/villa-calendar.ts';
import { plural } from '#domain/plural.ts';

/**
 * Stays from today on that one feed may hold: a busy listing shows a few hundred over the two
 * years platforms publish; ten times that is a feed gone wrong, not a calendar.
 */
export const MAX_FEED_EVENTS = 3000;

/** What an import needs of an imported block. */
export interface ImportedBlock {
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  feedUid: string | null;
  reason: string;
}

/** A block as an event asks for it: its days both ends included, its UID, its reason. */
export interface WantedBlock {
  startDate: IsoDate;
  endDate: IsoDate;
  feedUid: string | null;
  reason: string;
}

export interface ImportPlan {
  add: WantedBlock[];
  change: { id: string; block: WantedBlock; datesMoved: boolean }[];
  remove: string[];
  /** Blocks that match their event as they are. */
  kept: number;
}

/** What an answer that is no calendar was instead. */
export type NotACalendar = 'nothing' | 'web-page' | 'cut-short' | 'other';

export type ReadFeed =
  { ok: true; calendar: ReadCalendar } | { ok: false; found: NotACalendar; message: string };

const looksLikeHtml = (text: string) => /^\s*(<!doctype html|<html|<head|<body|<\?xml)/i.test(text);

/** The fetched text as a calendar, or what it is instead and why that changes nothing. */
export function readFeedText(text: string): ReadFeed {
  if (text.trim().length === 0) {
    return {
      ok: false,
      found: 'nothing',
      message:
        'The address answered with nothing at all. Nothing was changed; it is tried again at the next sync.',
    };
  }
  if (looksLikeHtml(text)) {
    return {
      ok: false,
      found: 'web-page',
      message:
        'The answer is not a calendar (it looks like a web page). Copy the calendar (iCal) address from the platform, not the address of its page.',
    };
  }
  try {
    return { ok: true, calendar: readCalendar(text) };
  } catch (error) {
    if (!(error instanceof NotACalendarError)) throw error;
    if (/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) {
      return {
        ok: false,
        found: 'cut-short',
        message:
          'The calendar arrived cut short (it has no END:VCALENDAR). Nothing was changed; it is tried again at the next sync.',
      };
    }
    return {
      ok: false,
      found: 'other',
      message:
        'The answer is not a calendar (it is not in iCalendar form). Copy the calendar (iCal) address from the platform.',
    };
  }
}

/**
 * Why an address is not saved as a feed: what it gave instead of a calendar (issue 23 §3.4). The
 * team is at the form, so it says what to copy instead, and that nothing was saved.
 */
export function refusalToSave(found: NotACalendar): string {
  switch (found) {
    case 'web-page':
      return 'This address gives a web page, not a calendar, so nothing was saved. Copy the calendar (iCal) address from where the platform offers to export or sync the calendar, not the address of the listing’s page.';
    case 'nothing':
      return 'This address answered with nothing at all, not a calendar, so nothing was saved. Copy the calendar (iCal) address again from the platform.';
    case 'cut-short':
      return 'The calendar at this address arrived cut short (it has no END:VCALENDAR), so nothing was saved. Try again in a minute.';
    case 'other':
      return 'This address gives text that is not a calendar (not in iCalendar form), so nothing was saved. Copy the calendar (iCal) address from the platform.';
  }
}

/** A block's reason from its event's summary (one line, not too long), or the feed's label. */
export function reasonOf(summary: string, label: string): string {
  const line = summary.replace(/\s+/g, ' ').trim();
  const reason = line.length > 0 ? line : label;
  return reason.length > BLOCK_REASON_MAX ? `${reason.slice(0, BLOCK_REASON_MAX - 1)}…` : reason;
}

/**
 * The blocks a calendar asks for from `today` on: each event's nights (`start` .. the day before
 * `end`), with its UID and reason. Past events are left out: they close nothing any more.
 */
export function wantedBlocks(calendar: ReadCalendar, label: string, today: IsoDate): WantedBlock[] {
  return calendar.events
    .map((event) => ({
      startDate: event.start,
      endDate: addDays(event.end, -1),
      feedUid: event.uid,
      reason: reasonOf(event.summary, label),
    }))
    .filter((block) => compareDates(block.endDate, today) >= 0);
}

const sameDates = (a: { startDate: string; endDate: string }, b: typeof a) =>
  a.startDate === b.startDate && a.endDate === b.endDate;

/**
 * The plan that turns `blocks` (the feed's blocks from today on) into `wanted`. Each wanted block
 * takes, in this order, a block of its UID and dates, a block of its UID, a block of its dates;
 * what is left of the wanted is added, what is left of the blocks removed.
 */
export function planImport(
  blocks: readonly ImportedBlock[],
  wanted: readonly WantedBlock[],
): ImportPlan {
  const unused = new Set(blocks);
  const matched = new Map<WantedBlock, ImportedBlock>();
  const passes: ((w: WantedBlock, b: ImportedBlock) => boolean)[] = [
    (w, b) => w.feedUid !== null && w.feedUid === b.feedUid && sameDates(w, b),
    (w, b) => w.feedUid !== null && w.feedUid === b.feedUid,
    (w, b) => sameDates(w, b),
  ];
  for (const matches of passes) {
    for (const want of wanted) {
      if (matched.has(want)) continue;
      let block: ImportedBlock | undefined;
      for (const candidate of unused) {
        if (matches(want, candidate)) {
          block = candidate;
          break;
        }
      }
      if (!block) continue;
      matched.set(want, block);
      unused.delete(block);
    }
  }

  const plan: ImportPlan = { add: [], change: [], remove: [], kept: 0 };
  for (const want of wanted) {
    const block = matched.get(want);
    if (!block) plan.add.push(want);
    else if (
      sameDates(want, block) &&
      want.feedUid === block.feedUid &&
      want.reason === block.reason
    ) {
      plan.kept += 1;
    } else {
      plan.change.push({ id: block.id, block: want, datesMoved: !sameDates(want, block) });
    }
  }
  plan.remove = [...unused].map((block) => block.id);
  return plan;
}

/** Whether the plan changes anything the calendars show. */
export const planChanges = (plan: ImportPlan) =>
  plan.add.length + plan.change.length + plan.remove.length > 0;

/**
 * Why a read calendar must not be applied, or null. A calendar none of whose events could be read
 * is as good as none. An empty calendar from a feed that listed
 * stays before is far likelier a platform's bad moment than every stay cancelled at once: applying
 * it would open every night to double bookings.
 */
export function refusalOfCalendar(
  calendar: ReadCalendar,
  feed: { eventCount: number; futureBlocks: number },
): string | null {
  // Stays behind every one of them, perhaps: none read is no calendar read (issue 23 §1.2).
  if (calendar.events.length === 0 && calendar.unreadable > 0) {
    return `None of the ${eventsInWords(calendar.unreadable)} in the calendar could be read (a date that is none, or a character no calendar holds). Nothing was changed; check the calendar on the platform.`;
  }
  if (calendar.events.length === 0 && (feed.eventCount > 0 || feed.futureBlocks > 0)) {
    const before = Math.max(feed.eventCount, feed.futureBlocks);
    return `The calendar came back empty, though it listed ${before} ${before === 1 ? 'stay' : 'stays'} before. Nothing was changed; if every stay there really was cancelled, remove this feed and add it again.`;
  }
  return null;
}

/** '1 event', '3 events'. */
export const eventsInWords = (count: number) => plural(count, 'event');

/** A calendar with too many stays ahead to be one villa's (MAX_FEED_EVENTS). */
export const tooManyEventsMessage = (count: number) =>
  `The calendar lists ${count} stays from today on, more than the ${MAX_FEED_EVENTS} one villa can have. Nothing was changed; check that the address is this villa's calendar.`;
