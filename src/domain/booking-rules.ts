/**
 * The rules a stay must meet before it can be requested, in one place so that the booking panel
 * shows the same sentence the server answers with.
 */
import { addDays, compareDates, nightsBetween, type IsoDate } from './dates.ts';
import { guestProblems, type GuestCounts } from './guests.ts';
import { formatCents, type Cents } from './money.ts';
import { stayRuleProblem, type PricingRules } from './pricing.ts';
import { MAX_BOOKING_TOTAL_CENTS, serviceFeeOf, TRANSFER_PRICE_PER_DIRECTION } from './quote.ts';
import { minimumNightsMessage } from './stay.ts';

/** Longer stays are arranged with the team directly. */
export const MAX_STAY_NIGHTS = 90;
/** The calendar is kept about two years ahead. */
export const BOOKING_HORIZON_DAYS = 730;

export interface StayRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests?: GuestCounts | undefined;
}

export interface VillaLimits {
  /** The minimum stays and changeover days of the villa and its seasons (issue 15 §4). */
  pricing: PricingRules;
  guests: number;
}

/** The panel shows the spec's text as it is; an answer or a list of problems ends it with a stop. */
export const asSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/**
 * Why the villa's stay rules refuse these dates, as a guest reads it, or null: the minimum stay in
 * the words of spec §5 (with the season's name when a season sets it), or the changeover day.
 * English: the server's answer; the pages write it with their messages from `stayRuleProblem`,
 * the e-mails in another language with guest-sentences.ts.
 */
export function stayRuleMessage(
  pricing: PricingRules,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): string | null {
  const problem = stayRuleProblem(pricing, stay);
  if (!problem) return null;
  if (problem.rule === 'check-in-day') return problem.message;
  const message = minimumNightsMessage(
    problem.minimumNights,
    nightsBetween(stay.checkIn, stay.checkOut),
  );
  return problem.season
    ? message.replace('Minimum stay', `Minimum stay in ${problem.season}`)
    : message;
}

/**
 * Problems with the request itself (dates, party), as sentences; empty when the request is sound.
 * Availability (other stays, closures) is a separate question answered by the database.
 */
export function stayProblems(request: StayRequest, villa: VillaLimits, today: IsoDate): string[] {
  const problems: string[] = [];
  const { checkIn, checkOut } = request;
  if (compareDates(checkIn, today) < 0) problems.push('Check-in cannot be in the past.');
  if (compareDates(checkOut, checkIn) <= 0) {
    problems.push('Check-out must be after check-in.');
  } else {
    const nights = nightsBetween(checkIn, checkOut);
    const rule = stayRuleMessage(villa.pricing, { checkIn, checkOut });
    if (rule) problems.push(asSentence(rule));
    if (nights > MAX_STAY_NIGHTS) {
      problems.push(
        `Stays of more than ${MAX_STAY_NIGHTS} nights are arranged with our team; please contact us.`,
      );
    }
  }
  if (compareDates(checkIn, addDays(today, BOOKING_HORIZON_DAYS)) > 0) {
    problems.push('Our calendar opens about two years ahead; please choose an earlier check-in.');
  }
  if (request.guests) problems.push(...guestProblems(request.guests, villa.guests));
  return problems;
}

/**
 * The most any stay at a villa sleeping `guests` could cost under these prices: the longest stay
 * taken online, every night at the highest rate, the villa full, both transfers by van, no
 * discount. Above every quote quoteStay can give, so a villa whose bound fits one booking never
 * prices a stay a booking cannot hold.
 */
export function mostAStayCosts(rules: PricingRules, guests: number): Cents {
  const rates = [rules.baseRate, rules.weekendRate ?? 0];
  for (const season of rules.seasons) rates.push(season.nightlyRate, season.weekendRate ?? 0);
  const extra = rules.extraGuest;
  const perNight =
    Math.max(...rates) + (extra ? Math.max(guests - extra.includedGuests, 0) * extra.perNight : 0);
  const subtotal = MAX_STAY_NIGHTS * perNight + 2 * TRANSFER_PRICE_PER_DIRECTION.VAN;
  return subtotal + serviceFeeOf(subtotal);
}

/**
 * Why the owner cannot save these prices for a villa sleeping `guests`, or null: a stay could
 * come to more than one booking holds (issue 36 §3). Only the extra-guest fee can take it there
 * (the highest rate for the longest stay is under half of it), so the sentence names the fee.
 */
export function pricesProblem(rules: PricingRules, guests: number): string | null {
  const most = mostAStayCosts(rules, guests);
  if (most <= MAX_BOOKING_TOTAL_CENTS) return null;
  return `With these prices a stay of ${MAX_STAY_NIGHTS} nights for ${guests} guests would cost ${formatCents(most)}, more than the ${formatCents(MAX_BOOKING_TOTAL_CENTS)} one booking can hold: lower the extra-guest fee or the rates.`;
}
