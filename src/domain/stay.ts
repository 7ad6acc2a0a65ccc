import { isValidIsoDate, nightsBetween, type IsoDate } from './dates.ts';

/** A villa without its own minimum accepts a single night, spec §3. */
export const DEFAULT_MINIMUM_NIGHTS = 1;

/** Check-in 2:00 PM resort time, spec §9. */
export const CHECK_IN_HOUR = 14;

/** Check-out 12:00 PM resort time, spec §9. */
export const CHECK_OUT_HOUR = 12;

/** Wording fixed by spec §5, including the literal 'night(s)'. */
export function minimumNightsMessage(minimumNights: number, selectedNights: number): string {
  return `Minimum stay: ${minimumNights} night(s) (currently selected: ${selectedNights} night(s))`;
}

/** A stay needs at least one night even when a villa's minimum is set lower. */
export function meetsMinimumNights(
  checkIn: IsoDate,
  checkOut: IsoDate,
  minimumNights: number,
): boolean {
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return false;
  return nightsBetween(checkIn, checkOut) >= Math.max(DEFAULT_MINIMUM_NIGHTS, minimumNights);
}
