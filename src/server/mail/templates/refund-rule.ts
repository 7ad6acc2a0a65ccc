/**
 * The cancellation policy's rule in a guest's language (issue 39). The rule is written in English
 * where the refund is computed (domain/refund.ts `refundFor`) and kept so on the booking
 * (`bookings.refund_rule`) for the team; a guest's e-mail in another language says it in the
 * server's messages instead. Which rule it is, is read from the English sentence, matched against
 * the sentences `refundFor` itself writes, so the two cannot drift apart; a sentence of no known
 * rule (a policy changed since) is left out rather than shown in another language.
 */
import type { Language } from '#domain/languages.ts';
import {
  arrivalInstant,
  FULL_REFUND_WINDOW_HOURS,
  HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL,
  refundFor,
} from '#domain/refund.ts';
import { messagesIn } from '#server/i18n/messages.ts';

type RuleKind = 'full' | 'half' | 'late' | 'after';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Each English rule `refundFor` writes, by its kind: one cancellation made for each. */
const ENGLISH_RULES: ReadonlyMap<string, RuleKind> = (() => {
  const checkIn = '2030-06-15';
  const arrival = arrivalInstant(checkIn).getTime();
  const booked = arrival - 365 * DAY_MS;
  const ruleOf = (cancelledAt: number, bookedAt = booked) =>
    refundFor({
      total: 0,
      bookedAt: new Date(bookedAt),
      cancelledAt: new Date(cancelledAt),
      checkIn,
    }).rule;
  return new Map<string, RuleKind>([
    [ruleOf(booked), 'full'],
    [ruleOf(arrival - (HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL + 1) * DAY_MS), 'half'],
    [ruleOf(arrival - DAY_MS), 'late'],
    [ruleOf(arrival + HOUR_MS), 'after'],
  ]);
})();

/** `rule` (English, as kept on the booking) in `language`; null when it is no rule we know. */
export function refundRuleIn(language: Language, rule: string): string | null {
  if (language === 'en') return rule;
  const kind = ENGLISH_RULES.get(rule);
  if (!kind) return null;
  const t = messagesIn(language);
  switch (kind) {
    case 'full':
      return t.mail_refund_rule_full({ hours: FULL_REFUND_WINDOW_HOURS });
    case 'half':
      return t.mail_refund_rule_half({ days: HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL });
    case 'late':
      return t.mail_refund_rule_late({ days: HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL });
    case 'after':
      return t.mail_refund_rule_after();
  }
}
