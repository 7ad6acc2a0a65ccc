/**
 * The domain's rules in the page's words: the stay rules, a party's problems, where an
 * installment stands, the refund on what was paid, guest kinds and currencies. The domain gives
 * the facts (a code and its numbers) and writes English for the server and the console; the pages
 * write them with their own messages, so each language's browser build carries its own words
 * alone (issue 39 §4, decision 129). English word for word as the domain writes it.
 */
import type { ShownCurrency } from '#domain/currency.ts';
import { WEEKDAY_NAMES } from '#domain/date-labels.ts';
import { nightsBetween, type IsoDate } from '#domain/dates.ts';
import { countedGuests, MIN_ADULTS, type GuestCounts, type GuestKind } from '#domain/guests.ts';
import type { InstallmentStatus } from '#domain/ledger.ts';
import { formatMoney } from '#domain/locale-format.ts';
import { formatDayMonth } from '#domain/locale-times.ts';
import type { Cents } from '#domain/money.ts';
import {
  stayRuleNoteParts,
  stayRuleProblem,
  type PricingRules,
  type StayRuleProblem,
} from '#domain/pricing.ts';
import { getLocale, m } from '#web/i18n/messages.ts';

/** 'Stays start on Saturday.' / 'Stays in high season start on Saturday or Sunday.' */
export function checkInDaysText(refusal: {
  allowed: readonly number[];
  season: string | null;
}): string {
  const days = formatWeekdayChoice(refusal.allowed);
  return refusal.season
    ? m.booking_stay_start_days_season({ season: refusal.season, days })
    : m.booking_stay_start_days({ days });
}

/** Why the villa's stay rules refuse these dates (booking-rules.ts `stayRuleMessage`), or null. */
export function stayRuleText(
  pricing: PricingRules,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): string | null {
  const problem: StayRuleProblem | null = stayRuleProblem(pricing, stay);
  if (!problem) return null;
  if (problem.rule === 'check-in-day') return checkInDaysText(problem);
  const numbers = {
    minimum: problem.minimumNights,
    selected: nightsBetween(stay.checkIn, stay.checkOut),
  };
  return problem.season
    ? m.booking_stay_minimum_season({ season: problem.season, ...numbers })
    : m.booking_stay_minimum(numbers);
}

/** The stay rules a guest should know before choosing dates (pricing.ts `stayRuleNotes`). */
export function stayRuleNoteTexts(rules: PricingRules, today: IsoDate): string[] {
  const language = getLocale();
  return stayRuleNoteParts(rules, today).map((note) => {
    if (note.kind === 'check-in-days') return checkInDaysText({ allowed: note.days, season: null });
    const asks: string[] = [];
    if (note.minimumNights !== null) {
      asks.push(m.booking_rule_ask_minimum({ count: note.minimumNights }));
    }
    if (note.checkInDays !== null) {
      asks.push(m.booking_rule_ask_from({ days: formatWeekdayChoice(note.checkInDays) }));
    }
    return m.booking_rule_note_season({
      name: note.name.charAt(0).toUpperCase() + note.name.slice(1),
      from: formatDayMonth(language, note.firstNight),
      to: formatDayMonth(language, note.lastNight),
      asks: asks.join(', '),
    });
  });
}

const KIND_LABELS: Record<GuestKind, () => string> = {
  adults: () => m.booking_guest_kind_adults(),
  children: () => m.booking_guest_kind_children(),
  infants: () => m.booking_guest_kind_infants(),
};

const AGE_BANDS: Record<GuestKind, () => string> = {
  adults: () => m.booking_age_band_adults(),
  children: () => m.booking_age_band_children(),
  infants: () => m.booking_age_band_infants(),
};

/** 'Adults', 'Children', 'Infants' (guests.ts `GUEST_KIND_LABELS`). */
export const guestKindLabel = (kind: GuestKind): string => KIND_LABELS[kind]();

/** 'Ages 13+', 'Ages 2-12', 'Under 2' (guests.ts `AGE_BANDS`). */
export const ageBandLabel = (kind: GuestKind): string => AGE_BANDS[kind]();

const NOT_WHOLE: Record<GuestKind, () => string> = {
  adults: () => m.booking_guests_whole_adults(),
  children: () => m.booking_guests_whole_children(),
  infants: () => m.booking_guests_whole_infants(),
};

const NEGATIVE: Record<GuestKind, () => string> = {
  adults: () => m.booking_guests_negative_adults(),
  children: () => m.booking_guests_negative_children(),
  infants: () => m.booking_guests_negative_infants(),
};

/** Everything wrong with a party for a villa of `capacity` (guests.ts `guestProblems`). */
export function guestProblemTexts(g: GuestCounts, capacity: number): string[] {
  const problems: string[] = [];
  const kinds: GuestKind[] = ['adults', 'children', 'infants'];
  for (const kind of kinds) {
    if (!Number.isInteger(g[kind])) problems.push(NOT_WHOLE[kind]());
    else if (kind === 'adults' && g.adults < MIN_ADULTS) {
      problems.push(m.booking_guests_no_adult({ adults: m.count_adults({ count: MIN_ADULTS }) }));
    } else if (g[kind] < 0) problems.push(NEGATIVE[kind]());
  }
  const counted = countedGuests(g);
  if (Number.isFinite(counted) && counted > capacity) {
    problems.push(
      m.booking_guests_too_many({
        capacity: m.booking_guests_capacity({ count: capacity }),
        chosen: counted,
      }),
    );
  }
  return problems;
}

/** Where a part of the schedule stands (ledger.ts `installmentStanding`). */
export function installmentStandingText(installment: {
  status: InstallmentStatus;
  paidCents: Cents;
  owedCents: Cents;
}): string {
  const language = getLocale();
  const paid = formatMoney(language, installment.paidCents);
  const owed = formatMoney(language, installment.owedCents);
  switch (installment.status) {
    case 'paid':
      return m.booking_installment_paid();
    case 'part-paid':
      return m.booking_installment_part_paid({ paid, owed });
    case 'due':
      return m.booking_installment_due();
    case 'overdue':
      return m.booking_installment_overdue({ owed });
  }
}

/** What the guest paid and gets back (refund.ts `refundOnPaidWords` for 'you'). */
export function refundToYouText(refund: {
  percent: number;
  amount: Cents;
  paidCents: Cents;
}): string {
  if (refund.paidCents === 0) return m.booking_cancel_nothing_paid();
  const language = getLocale();
  const paid = formatMoney(language, refund.paidCents);
  return refund.amount === 0
    ? m.booking_cancel_paid_none({ paid })
    : m.booking_cancel_paid_some({
        paid,
        percent: refund.percent,
        amount: formatMoney(language, refund.amount),
      });
}

const CURRENCY_NAMES: Record<ShownCurrency, () => string> = {
  EUR: () => m.booking_currency_name_eur(),
  GBP: () => m.booking_currency_name_gbp(),
  RUB: () => m.booking_currency_name_rub(),
  INR: () => m.booking_currency_name_inr(),
  CNY: () => m.booking_currency_name_cny(),
  AUD: () => m.booking_currency_name_aud(),
};

/** 'euros', 'pounds sterling'... (currency.ts `CURRENCY_NAMES`). */
export const currencyName = (currency: ShownCurrency): string => CURRENCY_NAMES[currency]();

/**
 * Days of the week (0 is Sunday) as alternatives: 'Saturday or Sunday' (en, as the stay rules
 * write them), 'суббота или воскресенье', 'Samstag oder Sonntag', 'samedi ou dimanche'. The names
 * are `Intl`'s, so no page carries another language's words (here, not in calendar-dates.ts,
 * which the villa page's first load carries: only the calendar and the booking forms need it).
 */
function formatWeekdayChoice(days: readonly number[]): string {
  const language = getLocale();
  if (language === 'en') return days.map((day) => WEEKDAY_NAMES[day]).join(' or ');
  const names = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const words = days.map((day) => names.format(Date.UTC(2023, 0, 1 + day)));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(words);
}
