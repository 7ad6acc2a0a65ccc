/** A calendar date 'YYYY-MM-DD' with no time and no time zone. */
export type IsoDate = string;

export const RESORT_TIME_ZONE = 'Asia/Colombo';

/** Sri Lanka keeps UTC+5:30 all year (no daylight saving), so a fixed offset is exact. */
export const RESORT_UTC_OFFSET_MINUTES = 330;

export const MS_PER_DAY = 24 * 60 * 60 * 1000;

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds of the date's UTC midnight, or null when the text is not a real calendar date.
 * setUTCFullYear rather than Date.UTC because Date.UTC maps years 0-99 to 1900-1999.
 */
function utcMidnight(value: string): number | null {
  const match = ISO_DATE_SHAPE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // The Date rolls '2027-02-30' over to March 2; a real date survives the round trip unchanged.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.getTime();
}

function toUtcMs(date: IsoDate): number {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`'${date}' is not a calendar date in the form YYYY-MM-DD.`);
  return ms;
}

function fromUtcMs(ms: number): IsoDate {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * The instant a day's hour begins on the resort's clock (Sri Lanka keeps one offset all year):
 * midnight by default. Throws a RangeError for a malformed date.
 */
export function resortInstant(date: IsoDate, hour = 0): Date {
  return new Date(toUtcMs(date) + hour * 60 * 60 * 1000 - RESORT_UTC_OFFSET_MINUTES * 60 * 1000);
}

export function isValidIsoDate(value: string): boolean {
  return utcMidnight(value) !== null;
}

/**
 * The dates the product takes from anyone (decision 059): a stay, a block, a season, a transfer, a
 * filter. Nothing of ours happened before 2000, and years 0 and 10000 break PostgreSQL and iCal.
 */
export const FIRST_ACCEPTED_DATE: IsoDate = '2000-01-01';
/**
 * The first year refused is this many after the current one: the calendar opens two years ahead
 * (BOOKING_HORIZON_DAYS), seasons and closures are planned a little further, and a later year is a
 * typing slip (2072 for 2027). It moves with the clock, so a date accepted once stays accepted.
 */
export const YEARS_AHEAD_REFUSED = 5;

/** The first year no date may be in: 2031 in 2026. */
export function firstRefusedYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + YEARS_AHEAD_REFUSED;
}

/**
 * Whether a real date 'YYYY-MM-DD' is out of the accepted range: 'early' before
 * FIRST_ACCEPTED_DATE, 'late' in or after the first refused year, null inside.
 */
export function dateOutOfRange(date: IsoDate, now: Date = new Date()): 'early' | 'late' | null {
  // Four-digit years compare as text in calendar order.
  if (date < FIRST_ACCEPTED_DATE) return 'early';
  if (date >= `${firstRefusedYear(now)}-01-01`) return 'late';
  return null;
}

/** A real date within the accepted range: the other checks of a form look only at such dates. */
export function isAcceptedDate(value: string, now: Date = new Date()): boolean {
  return isValidIsoDate(value) && dateOutOfRange(value, now) === null;
}

/** Throws a RangeError for a malformed date or a non-integer day count. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Cannot add ${days} days: not a whole number.`);
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

export function compareDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(toUtcMs(a) - toUtcMs(b));
}

/**
 * Nights = whole days between check-in and check-out, rounded up (spec §5). Calendar dates at UTC
 * midnight are always whole days apart, so the rounding only guards the rule, never changes a result.
 */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return Math.ceil((toUtcMs(checkOut) - toUtcMs(checkIn)) / MS_PER_DAY);
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using
 * it, and the server asks for the resort's date on every booking request.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date that a wall clock in `timeZone` shows at the instant `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The resort's date at `now` (Asia/Colombo): "today" for every rule of the stay, the money and the
 * reports (DESIGN.md decision 10). The one spelling of it, on both sides.
 */
export const resortToday = (now: Date = new Date()): IsoDate => todayIn(RESORT_TIME_ZONE, now);
