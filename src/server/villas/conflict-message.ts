/**
 * The sentence a guest reads when a stay's nights are taken. Bookings refuse a request with it and
 * the villa's availability answer gives it as its reason, so both say the same words.
 */
import { nightsLabel } from '#domain/date-labels.ts';
import type { IsoDate } from '#domain/dates.ts';

/** Taken ranges named one by one up to this many; a longer list would hide the advice after it. */
const MAX_RANGES_NAMED = 3;

/** 'a', 'a and b', 'a, b and c'. */
export const listInWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The sentence a guest sees when the dates are taken: what is taken, in the calendar's words, and
 * what to do: "Villa X is not available for these dates (the nights of December 15 to 17, 2026 are
 * taken). Please choose other dates."
 */
export function conflictMessage(
  villa: { name: string },
  taken: { startDate: IsoDate; endDate: IsoDate }[],
): string {
  const first = taken[0];
  let what = '';
  if (first) {
    const named = taken.slice(0, MAX_RANGES_NAMED).map((r) => nightsLabel(r.startDate, r.endDate));
    if (taken.length > MAX_RANGES_NAMED) named.push('other nights');
    const oneNight = taken.length === 1 && first.startDate === first.endDate;
    what = ` (${listInWords(named)} ${oneNight ? 'is' : 'are'} taken)`;
  }
  return `${villa.name} is not available for these dates${what}. Please choose other dates.`;
}
