/**
 * Dates for tests that pick them relative to today, whatever today is (decision 116): month ends,
 * 29 February and 31 December included.
 */
import { addDays, type IsoDate } from '#domain/dates.ts';

const monthOf = (day: IsoDate) => day.slice(0, 7);

/**
 * The first day on or after `from` from which `days` days in a row lie in one calendar month: for
 * a view that shows one month, as the console's villa calendar does. At most `days - 1` days
 * after `from`.
 */
export function withinOneMonth(from: IsoDate, days: number): IsoDate {
  const last = addDays(from, days - 1);
  return monthOf(last) === monthOf(from) ? from : `${monthOf(last)}-01`;
}
