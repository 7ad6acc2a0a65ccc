/**
 * Seasonal prices and stay rules (issue 15 §4), pure and in integer cents: a base nightly rate,
 * seasons with their own rate and minimum stay, a weekend rate for Friday and Saturday nights,
 * length-of-stay discounts, the days a stay may start (changeover days) and a fee per night for
 * each guest above a number. A stay across seasons is priced night by night; where seasons
 * overlap, the more specific (the shorter) wins, and of two as long, the later in the list.
 *
 * The booking's quote (src/domain/quote.ts) prices its nights here, in the browser and on the
 * server alike.
 */
import { MONTHS, WEEKDAY_NAMES } from './date-labels.ts';
import { addDays, compareDates, nightsBetween, type IsoDate } from './dates.ts';
import type { Cents } from './money.ts';

export type { Cents };

/** 0 is Sunday, as `Date.getUTCDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Friday and Saturday nights are the weekend's (issue 15 §4). */
export const WEEKEND_NIGHTS: readonly Weekday[] = [5, 6];

export interface Season {
  name: string;
  /** The first night of the season and its last, both inclusive. */
  firstNight: IsoDate;
  lastNight: IsoDate;
  nightlyRate: Cents;
  /** The season's Friday and Saturday nights; null keeps its nightly rate. */
  weekendRate: Cents | null;
  minimumNights: number;
  /** The weekdays a stay may start on in this season; null: any day. */
  checkInDays: readonly Weekday[] | null;
}

export interface PricingRules {
  baseRate: Cents;
  /** Friday and Saturday nights outside the seasons; null keeps the base rate. */
  weekendRate: Cents | null;
  minimumNights: number;
  checkInDays: readonly Weekday[] | null;
  seasons: readonly Season[];
  /** For example 7 nights and more: 10% off the nights. The largest that applies counts. */
  lengthDiscounts: readonly { minimumNights: number; percent: number }[];
  /** Each guest above `includedGuests` costs `perNight` a night; null: no such fee. */
  extraGuest: { includedGuests: number; perNight: Cents } | null;
}

/** One rate all year: a villa's rules before any season is added. */
export function flatPricing(baseRate: Cents, minimumNights = 1): PricingRules {
  return {
    baseRate,
    weekendRate: null,
    minimumNights,
    checkInDays: null,
    seasons: [],
    lengthDiscounts: [],
    extraGuest: null,
  };
}

export interface NightLine {
  nights: number;
  rate: Cents;
  /** The season's name, 'weekend', both ('high season, weekend') or '' for the base rate. */
  label: string;
}

export interface StayPrice {
  nights: number;
  /** The nights grouped by rate and label, in the order they first come. */
  lines: NightLine[];
  extraGuests: { guests: number; nights: number; perNight: Cents; amount: Cents } | null;
  /** The nights and extra guests together, before any discount. */
  room: Cents;
  discount: { percent: number; amount: Cents } | null;
  /** What the stay's nights cost: `room` less the discount. */
  total: Cents;
}

const weekdayOf = (day: IsoDate): Weekday => new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday;

const seasonLength = (season: Season) => nightsBetween(season.firstNight, season.lastNight) + 1;

/** The season a night belongs to: the shortest of those that hold it, the later of two alike. */
export function seasonOf(rules: PricingRules, night: IsoDate): Season | null {
  let found: Season | null = null;
  for (const season of rules.seasons) {
    const holds =
      compareDates(season.firstNight, night) <= 0 && compareDates(night, season.lastNight) <= 0;
    if (holds && (!found || seasonLength(season) <= seasonLength(found))) found = season;
  }
  return found;
}

/** What one night costs, and why. */
export function nightRate(rules: PricingRules, night: IsoDate): { rate: Cents; label: string } {
  const season = seasonOf(rules, night);
  const weekend = WEEKEND_NIGHTS.includes(weekdayOf(night));
  const weekendRate = season ? season.weekendRate : rules.weekendRate;
  const rate =
    weekend && weekendRate !== null ? weekendRate : (season?.nightlyRate ?? rules.baseRate);
  const labels = [season?.name, weekend && weekendRate !== null ? 'weekend' : undefined];
  return { rate, label: labels.filter(Boolean).join(', ') };
}

/** Every night of a stay, from check-in to the night before check-out. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const count = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(checkIn, i));
}

/** The price of a stay's nights for a party. Throws a RangeError when there is no night. */
export function priceStay(
  rules: PricingRules,
  stay: { checkIn: IsoDate; checkOut: IsoDate; guests: number },
): StayPrice {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  if (nights.length === 0) throw new RangeError('Check-out must be after check-in.');

  const lines: NightLine[] = [];
  for (const night of nights) {
    const { rate, label } = nightRate(rules, night);
    const line = lines.find((l) => l.rate === rate && l.label === label);
    if (line) line.nights += 1;
    else lines.push({ nights: 1, rate, label });
  }

  const extra = rules.extraGuest;
  const extraCount = extra ? Math.max(stay.guests - extra.includedGuests, 0) : 0;
  const extraGuests =
    extra && extraCount > 0
      ? {
          guests: extraCount,
          nights: nights.length,
          perNight: extra.perNight,
          amount: extraCount * nights.length * extra.perNight,
        }
      : null;

  const room =
    lines.reduce((sum, line) => sum + line.nights * line.rate, 0) + (extraGuests?.amount ?? 0);
  const applies = rules.lengthDiscounts.filter((d) => nights.length >= d.minimumNights);
  const best = applies.reduce<{ percent: number } | null>(
    (top, d) => (top && top.percent >= d.percent ? top : d),
    null,
  );
  const discount =
    best && best.percent > 0
      ? { percent: best.percent, amount: Math.round((room * best.percent) / 100) }
      : null;
  return {
    nights: nights.length,
    lines,
    extraGuests,
    room,
    discount,
    total: room - (discount?.amount ?? 0),
  };
}

const dayNames = (days: readonly Weekday[]) => days.map((day) => WEEKDAY_NAMES[day]).join(' or ');

/** Why no stay may start on `day` (not a changeover day of its season), or null. */
export function checkInRefusal(
  rules: PricingRules,
  day: IsoDate,
): Extract<StayRuleProblem, { rule: 'check-in-day' }> | null {
  const season = seasonOf(rules, day);
  const allowed = season ? season.checkInDays : rules.checkInDays;
  if (!allowed || allowed.includes(weekdayOf(day))) return null;
  return {
    rule: 'check-in-day',
    allowed,
    season: season?.name ?? null,
    message: `Stays ${season ? `in ${season.name} ` : ''}start on ${dayNames(allowed)}.`,
  };
}

/** The fewest nights a stay starting on `day` may have: its season's minimum, or the villa's. */
export function minimumNightsFrom(rules: PricingRules, day: IsoDate): number {
  return seasonOf(rules, day)?.minimumNights ?? rules.minimumNights;
}

/** Why a stay may not be booked under the rules, or null when it may. */
export type StayRuleProblem =
  | { rule: 'minimum-nights'; minimumNights: number; season: string | null; message: string }
  | { rule: 'check-in-day'; allowed: readonly Weekday[]; season: string | null; message: string };

/**
 * The minimum stay that applies to these nights: the largest of every season they touch (and the
 * villa's own for nights outside them), with the season that sets it (null: the villa's own).
 */
export function minimumNightsOf(
  rules: PricingRules,
  nights: readonly IsoDate[],
): { minimumNights: number; season: string | null } {
  let strictest: { minimumNights: number; season: string | null } = {
    minimumNights: 0,
    season: null,
  };
  for (const night of nights) {
    const season = seasonOf(rules, night);
    const minimumNights = season ? season.minimumNights : rules.minimumNights;
    if (minimumNights > strictest.minimumNights) {
      strictest = { minimumNights, season: season?.name ?? null };
    }
  }
  return strictest;
}

/**
 * The stay must be as long as the minimum of every season it touches (and the villa's own for its
 * nights outside them), and start on a day its check-in night's season allows.
 */
export function stayRuleProblem(
  rules: PricingRules,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): StayRuleProblem | null {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const first = nights[0];
  if (first === undefined) throw new RangeError('Check-out must be after check-in.');

  const refusal = checkInRefusal(rules, first);
  if (refusal) return refusal;

  const strictest = minimumNightsOf(rules, nights);
  if (nights.length < strictest.minimumNights) {
    const where = strictest.season ? ` in ${strictest.season}` : '';
    return {
      rule: 'minimum-nights',
      ...strictest,
      message: `Stays${where} are at least ${strictest.minimumNights} nights.`,
    };
  }
  return null;
}

const dayLabel = (day: IsoDate) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
};

/**
 * The stay rules of `stayRuleNotes` as data, for a page to write in its language: the villa's own
 * changeover days, and each season not yet over that asks more than the villa does (its longer
 * minimum, or null; its changeover days, or null).
 */
export type StayRuleNote =
  | { kind: 'check-in-days'; days: readonly Weekday[] }
  | {
      kind: 'season';
      name: string;
      firstNight: IsoDate;
      lastNight: IsoDate;
      minimumNights: number | null;
      checkInDays: readonly Weekday[] | null;
    };

export function stayRuleNoteParts(rules: PricingRules, today: IsoDate): StayRuleNote[] {
  const notes: StayRuleNote[] = [];
  if (rules.checkInDays) notes.push({ kind: 'check-in-days', days: rules.checkInDays });
  for (const season of rules.seasons) {
    if (compareDates(season.lastNight, today) < 0) continue;
    const minimumNights = season.minimumNights > rules.minimumNights ? season.minimumNights : null;
    const checkInDays = season.checkInDays ?? null;
    if (minimumNights === null && checkInDays === null) continue;
    notes.push({
      kind: 'season',
      name: season.name,
      firstNight: season.firstNight,
      lastNight: season.lastNight,
      minimumNights,
      checkInDays,
    });
  }
  return notes;
}

/**
 * The stay rules a guest should know before choosing dates, in sentences for the calendar: the
 * villa's own changeover days, and each season not yet over that asks more than the villa does
 * ("High season, December 20 to January 5: at least 5 nights, from a Saturday.").
 */
export function stayRuleNotes(rules: PricingRules, today: IsoDate): string[] {
  return stayRuleNoteParts(rules, today).map((note) => {
    if (note.kind === 'check-in-days') return `Stays start on ${dayNames(note.days)}.`;
    const asks: string[] = [];
    if (note.minimumNights !== null) asks.push(`at least ${note.minimumNights} nights`);
    if (note.checkInDays !== null) asks.push(`from a ${dayNames(note.checkInDays)}`);
    const name = note.name.charAt(0).toUpperCase() + note.name.slice(1);
    return `${name}, ${dayLabel(note.firstNight)} to ${dayLabel(note.lastNight)}: ${asks.join(', ')}.`;
  });
}
