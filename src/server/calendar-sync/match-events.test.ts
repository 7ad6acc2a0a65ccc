import { describe, expect, it } from 'vitest';
import type { ReadCalendar } from '#domain/ical.ts';
import {
  airbnbFeed,
  bookingComFeed,
  EMPTY_CALENDAR,
  HTML_PAGE,
  vrboFeed,
} from '#tests/helpers/platform-feeds.ts';
import {
  planImport,
  readFeedText,
  reasonOf,
  refusalOfCalendar,
  wantedBlocks,
  type ImportedBlock,
  type WantedBlock,
} from './match-events.ts';

const TODAY = '2027-01-01';

const calendarOf = (text: string): ReadCalendar => {
  const read = readFeedText(text);
  if (!read.ok) throw new Error(read.message);
  return read.calendar;
};

const block = (id: string, b: Partial<ImportedBlock>): ImportedBlock => ({
  id,
  startDate: '2027-01-10',
  endDate: '2027-01-12',
  feedUid: null,
  reason: 'Reserved',
  ...b,
});
const want = (b: Partial<WantedBlock>): WantedBlock => ({
  startDate: '2027-01-10',
  endDate: '2027-01-12',
  feedUid: null,
  reason: 'Reserved',
  ...b,
});

describe('reading what a feed answered', () => {
  it('reads the three platforms’ calendars into blocks, each with its nights and reason', () => {
    const airbnb = airbnbFeed([
      { uid: 'a1@airbnb.com', start: '2027-01-10', end: '2027-01-13' },
      { uid: 'a2@airbnb.com', start: '2027-02-01', end: '2027-02-05', blocked: true },
    ]);
    expect(wantedBlocks(calendarOf(airbnb), 'Airbnb', TODAY)).toEqual([
      {
        startDate: '2027-01-10',
        endDate: '2027-01-12',
        feedUid: 'a1@airbnb.com',
        reason: 'Reserved',
      },
      {
        startDate: '2027-02-01',
        endDate: '2027-02-04',
        feedUid: 'a2@airbnb.com',
        reason: 'Airbnb (Not available)',
      },
    ]);
    const booking = bookingComFeed([
      { uid: 'b1@booking.com', start: '2027-03-01', end: '2027-03-02' },
    ]);
    expect(wantedBlocks(calendarOf(booking), 'Booking.com', TODAY)).toEqual([
      {
        startDate: '2027-03-01',
        endDate: '2027-03-01',
        feedUid: 'b1@booking.com',
        reason: 'CLOSED - Not available',
      },
    ]);
    const vrbo = vrboFeed([{ uid: 'v1', start: '2027-04-10', end: '2027-04-14', guest: 'Ana' }]);
    expect(wantedBlocks(calendarOf(vrbo), 'Vrbo', TODAY)).toEqual([
      { startDate: '2027-04-10', endDate: '2027-04-13', feedUid: 'v1', reason: 'Reserved - Ana' },
    ]);
  });

  it('leaves out stays that ended before today, and keeps one that ends today', () => {
    const text = airbnbFeed([
      { uid: 'past', start: '2026-12-20', end: '2027-01-01' },
      { uid: 'last-night-today', start: '2026-12-30', end: '2027-01-02' },
    ]);
    expect(wantedBlocks(calendarOf(text), 'Airbnb', TODAY).map((b) => b.feedUid)).toEqual([
      'last-night-today',
    ]);
  });

  it('names a block by its summary on one line, or by the feed’s label', () => {
    expect(reasonOf('  Reserved -\n Maria  ', 'Vrbo')).toBe('Reserved - Maria');
    expect(reasonOf('   ', 'Vrbo')).toBe('Vrbo');
    expect(reasonOf('x'.repeat(500), 'Vrbo')).toHaveLength(200);
  });

  it('refuses a web page, nothing, a cut calendar and other text, in words', () => {
    expect(readFeedText(HTML_PAGE)).toEqual({
      ok: false,
      found: 'web-page',
      message: expect.stringMatching(
        /^The answer is not a calendar \(it looks like a web page\)/,
      ) as unknown,
    });
    expect(readFeedText(' \r\n')).toMatchObject({
      message: expect.stringMatching(/nothing at all/) as unknown,
    });
    expect(readFeedText('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n')).toMatchObject({
      message: expect.stringMatching(/cut short/) as unknown,
    });
    expect(readFeedText('{"error":"rate limited"}')).toMatchObject({
      message: expect.stringMatching(/^The answer is not a calendar/) as unknown,
    });
  });

  it('refuses an empty calendar from a feed that had stays, and takes one from a new feed', () => {
    const empty = calendarOf(EMPTY_CALENDAR);
    expect(refusalOfCalendar(empty, { eventCount: 0, futureBlocks: 0 })).toBeNull();
    expect(refusalOfCalendar(empty, { eventCount: 3, futureBlocks: 0 })).toMatch(
      /^The calendar came back empty, though it listed 3 stays before\. Nothing was changed/,
    );
    expect(refusalOfCalendar(empty, { eventCount: 0, futureBlocks: 1 })).toMatch(/1 stay before/);
    const one = calendarOf(airbnbFeed([{ uid: 'x', start: '2027-01-10', end: '2027-01-11' }]));
    expect(refusalOfCalendar(one, { eventCount: 9, futureBlocks: 9 })).toBeNull();
  });
});

describe('matching events to the blocks of last time', () => {
  it('keeps a block whose event is unchanged, and adds a new one', () => {
    const plan = planImport(
      [block('b1', { feedUid: 'u1' })],
      [
        want({ feedUid: 'u1' }),
        want({ feedUid: 'u2', startDate: '2027-02-01', endDate: '2027-02-02' }),
      ],
    );
    expect(plan).toEqual({
      add: [want({ feedUid: 'u2', startDate: '2027-02-01', endDate: '2027-02-02' })],
      change: [],
      remove: [],
      kept: 1,
    });
  });

  it('moves a block when its event (same UID) moves', () => {
    const plan = planImport(
      [block('b1', { feedUid: 'u1' })],
      [want({ feedUid: 'u1', startDate: '2027-01-11', endDate: '2027-01-15' })],
    );
    expect(plan.change).toEqual([
      {
        id: 'b1',
        block: want({ feedUid: 'u1', startDate: '2027-01-11', endDate: '2027-01-15' }),
        datesMoved: true,
      },
    ]);
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('keeps the block of an event whose UID changed but not its dates (Airbnb’s own blocks)', () => {
    const plan = planImport(
      [block('b1', { feedUid: 'old', reason: 'Airbnb (Not available)' })],
      [want({ feedUid: 'new', reason: 'Airbnb (Not available)' })],
    );
    expect(plan).toMatchObject({ add: [], remove: [], kept: 0 });
    expect(plan.change).toEqual([
      {
        id: 'b1',
        block: want({ feedUid: 'new', reason: 'Airbnb (Not available)' }),
        datesMoved: false,
      },
    ]);
  });

  it('matches events without a UID by their dates', () => {
    const plan = planImport([block('b1', {})], [want({})]);
    expect(plan).toEqual({ add: [], change: [], remove: [], kept: 1 });
  });

  it('removes the block of an event gone from the feed', () => {
    const plan = planImport(
      [block('b1', { feedUid: 'u1' }), block('b2', { feedUid: 'u2' })],
      [want({ feedUid: 'u2' })],
    );
    expect(plan).toEqual({ add: [], change: [], remove: ['b1'], kept: 1 });
  });

  it('prefers the UID to the dates: two stays swapping dates keep their own blocks', () => {
    const a = { startDate: '2027-01-10', endDate: '2027-01-12' };
    const b = { startDate: '2027-02-10', endDate: '2027-02-12' };
    const plan = planImport(
      [block('b1', { feedUid: 'u1', ...a }), block('b2', { feedUid: 'u2', ...b })],
      [want({ feedUid: 'u2', ...a }), want({ feedUid: 'u1', ...b })],
    );
    expect(plan.change.map((c) => [c.id, c.block.feedUid])).toEqual([
      ['b2', 'u2'],
      ['b1', 'u1'],
    ]);
  });

  it('keeps two events of one UID apart, and matches them again next time', () => {
    const first = want({ feedUid: 'same' });
    const second = want({ feedUid: 'same', startDate: '2027-03-01', endDate: '2027-03-03' });
    const plan = planImport([block('b1', { feedUid: 'same' })], [first, second]);
    expect(plan).toEqual({ add: [second], change: [], remove: [], kept: 1 });
    const again = planImport(
      [block('b1', { feedUid: 'same' }), block('b2', { ...second, feedUid: 'same' })],
      [second, first],
    );
    expect(again).toEqual({ add: [], change: [], remove: [], kept: 2 });
  });

  it('changes the reason alone without moving the block', () => {
    const plan = planImport(
      [block('b1', { feedUid: 'u1' })],
      [want({ feedUid: 'u1', reason: 'Blocked' })],
    );
    expect(plan.change).toEqual([
      { id: 'b1', block: want({ feedUid: 'u1', reason: 'Blocked' }), datesMoved: false },
    ]);
  });
});
