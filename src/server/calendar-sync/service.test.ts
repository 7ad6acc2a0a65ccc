import { describe, expect, it } from 'vitest';
import { toCalendarFeed } from './console-service.ts';
import type { FeedRow } from './repository.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2027-01-10T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

const row = (over: Partial<FeedRow>): FeedRow => ({
  id: 'f1',
  villaId: 'v1',
  label: 'Airbnb',
  channel: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc',
  exportSecret: 'a'.repeat(64),
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  eventCount: 0,
  etag: null,
  lastModified: null,
  createdBy: null,
  createdAt: ago(1),
  updatedAt: ago(1),
  ...over,
});

describe('a feed as the console shows it', () => {
  it('gives the address to paste back into the platform', () => {
    expect(toCalendarFeed(row({}), 'https://villas.test', now).exportUrl).toBe(
      `https://villas.test/ical/v1/${'a'.repeat(64)}.ics`,
    );
  });

  it('is failing while its last error is newer than its last success', () => {
    const failing = (over: Partial<FeedRow>) => toCalendarFeed(row(over), '', now).failing;
    expect(failing({})).toBe(false);
    expect(failing({ lastErrorAt: ago(1) })).toBe(true);
    expect(failing({ lastErrorAt: ago(1), lastSuccessAt: ago(2) })).toBe(true);
    expect(failing({ lastErrorAt: ago(2), lastSuccessAt: ago(1) })).toBe(false);
  });

  it('is stale after 3 hours without a success, a new feed counting from its creation', () => {
    const stale = (over: Partial<FeedRow>) => toCalendarFeed(row(over), '', now).stale;
    expect(stale({ createdAt: ago(2) })).toBe(false);
    expect(stale({ createdAt: ago(4) })).toBe(true);
    expect(stale({ createdAt: ago(40), lastSuccessAt: ago(2.9) })).toBe(false);
    expect(stale({ createdAt: ago(40), lastSuccessAt: ago(3.1) })).toBe(true);
  });
});
