import type { SeedBlockedRange } from './types.ts';

/** Staff blocks in the coming months, relative to the seed day (both ends inclusive). */
export const seedBlockedRanges: SeedBlockedRange[] = [
  { villaSlug: 'villa-river-breeze', startInDays: 10, endInDays: 13, reason: 'Owner stay' },
  {
    villaSlug: 'villa-river-breeze',
    startInDays: 47,
    endInDays: 49,
    reason: 'Maintenance: pool resurfacing',
  },
  {
    villaSlug: 'villa-river-breeze',
    startInDays: 96,
    endInDays: 102,
    reason: 'Private event: family wedding',
  },
  {
    villaSlug: 'villa-ahangama',
    startInDays: 18,
    endInDays: 20,
    reason: 'Maintenance: roof tile repairs before the monsoon',
  },
  { villaSlug: 'villa-ahangama', startInDays: 64, endInDays: 70, reason: 'Owner stay' },
];
