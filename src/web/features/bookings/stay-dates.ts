/**
 * The dates a villa's address asks for (issue 39 §2, stay-param.ts): apart from the rest of the
 * stay's parameters because the villa page's first load reads them, and the rest loads with the
 * booking panel.
 */
import type { DateSelection } from '#domain/calendar.ts';
import { isValidIsoDate } from '#domain/dates.ts';

/**
 * The dates a link asks for, when both are real dates and check-out comes after check-in (dates
 * of this one form compare as text); none otherwise. Whether they are free, past or long enough is
 * the panel's to say, with the villa's calendar. Small: the villa page's first load runs it.
 */
export function stayDatesOf(params: URLSearchParams): DateSelection {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  return isValidIsoDate(checkIn) && isValidIsoDate(checkOut) && checkIn < checkOut
    ? { checkIn, checkOut }
    : { checkIn: null, checkOut: null };
}
