/**
 * The guest's sentences of the domain's rules in Russian, German and French, for the server's
 * e-mails and answers in a guest's language (issue 39): the stay rules, a party's problems, where
 * an installment stands, the refund on what was paid, the month of a stay. English is the rule
 * modules' own (booking-rules.ts, guests.ts, ledger.ts, refund.ts, review-invites.ts), which the
 * pages import; these tables are kept apart so that no page's browser code carries them (each
 * language's build carries its own messages alone, issue 39 §4, decision 129).
 */
import { stayRuleMessage as englishStayRule } from './booking-rules.ts';
import { nightsBetween, type IsoDate } from './dates.ts';
import {
  countedGuests,
  guestProblems as englishGuestProblems,
  MIN_ADULTS,
  type GuestCounts,
  type GuestKind,
} from './guests.ts';
import type { Language } from './languages.ts';
import {
  installmentStanding as englishStanding,
  type InstallmentAccount,
  type InstallmentStatus,
} from './ledger.ts';
import { formatMoney, formatMonthYear } from './locale-format.ts';
import { formatCount, formatNights, formatWeekdays } from './locale-words.ts';
import { stayRuleProblem, type PricingRules } from './pricing.ts';
import { refundOnPaidWords as englishRefundWords } from './refund.ts';
import { stayedInLabel as englishStayedIn } from './review-invites.ts';

type Other = Exclude<Language, 'en'>;

/** `stayRuleMessage` (booking-rules.ts) in a language. */
export function stayRuleMessage(
  pricing: PricingRules,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  language: Language = 'en',
): string | null {
  if (language === 'en') return englishStayRule(pricing, stay);
  const problem = stayRuleProblem(pricing, stay);
  if (!problem) return null;
  const words = STAY_RULE_WORDS[language];
  return problem.rule === 'check-in-day'
    ? words.checkInDay(formatWeekdays(language, problem.allowed), problem.season)
    : words.minimum(
        formatNights(language, problem.minimumNights),
        formatNights(language, nightsBetween(stay.checkIn, stay.checkOut)),
        problem.season,
      );
}

/** `stayRuleMessage` in the other languages; a season keeps the name the team gave it. */
const STAY_RULE_WORDS: Record<
  Other,
  {
    minimum: (minimum: string, selected: string, season: string | null) => string;
    checkInDay: (days: string, season: string | null) => string;
  }
> = {
  ru: {
    minimum: (minimum, selected, season) =>
      `Минимальный срок проживания${season ? ` в сезон «${season}»` : ''}: ${minimum} (выбрано: ${selected})`,
    checkInDay: (days, season) => `День заезда${season ? ` в сезон «${season}»` : ''}: ${days}.`,
  },
  de: {
    minimum: (minimum, selected, season) =>
      `Mindestaufenthalt${season ? ` in der Saison „${season}“` : ''}: ${minimum} (ausgewählt: ${selected})`,
    checkInDay: (days, season) =>
      `Anreisetag${season ? ` in der Saison „${season}“` : ''}: ${days}.`,
  },
  fr: {
    minimum: (minimum, selected, season) =>
      `Séjour minimum${season ? ` en période «\u00a0${season}\u00a0»` : ''}\u00a0: ${minimum} (sélection\u00a0: ${selected})`,
    checkInDay: (days, season) =>
      `Jour d’arrivée${season ? ` en période «\u00a0${season}\u00a0»` : ''}\u00a0: ${days}.`,
  },
};

/** `guestProblems` (guests.ts) in a language. */
export function guestProblems(
  g: GuestCounts,
  capacity: number,
  language: Language = 'en',
): string[] {
  return language === 'en'
    ? englishGuestProblems(g, capacity)
    : guestProblemsIn(language, g, capacity);
}

/** `guestProblems`' words in the other languages. */
const GUEST_WORDS: Record<
  Other,
  {
    kinds: Record<GuestKind, string>;
    whole: (kind: string) => string;
    negative: (kind: string) => string;
    noAdult: (adults: string) => string;
    tooMany: (capacity: string, chosen: number) => string;
  }
> = {
  ru: {
    kinds: { adults: 'взрослых', children: 'детей', infants: 'младенцев' },
    whole: (kind) => `Число ${kind} должно быть целым.`,
    negative: (kind) => `Число ${kind} не может быть отрицательным.`,
    noAdult: (adults) => `Нужен хотя бы ${adults}.`,
    tooMany: (capacity, chosen) =>
      `Вилла вмещает гостей (взрослых и детей): не более ${capacity}; вы выбрали ${chosen}.`,
  },
  de: {
    kinds: { adults: 'Erwachsenen', children: 'Kinder', infants: 'Kleinkinder' },
    whole: (kind) => `Die Zahl der ${kind} muss eine ganze Zahl sein.`,
    negative: (kind) => `Die Zahl der ${kind} darf nicht negativ sein.`,
    noAdult: (adults) => `Mindestens ${adults} ist erforderlich.`,
    tooMany: (capacity, chosen) =>
      `Diese Villa bietet Platz für höchstens ${capacity} (Erwachsene und Kinder); Sie haben ${chosen} gewählt.`,
  },
  fr: {
    kinds: { adults: 'd’adultes', children: 'd’enfants', infants: 'de bébés' },
    whole: (kind) => `Le nombre ${kind} doit être un nombre entier.`,
    negative: (kind) => `Le nombre ${kind} ne peut pas être négatif.`,
    noAdult: (adults) => `Il faut au moins ${adults}.`,
    tooMany: (capacity, chosen) =>
      `Cette villa accueille au maximum ${capacity} (adultes et enfants)\u00a0; vous en avez choisi ${chosen}.`,
  },
};

function guestProblemsIn(language: Other, g: GuestCounts, capacity: number) {
  const words = GUEST_WORDS[language];
  const problems: string[] = [];
  const kinds: GuestKind[] = ['adults', 'children', 'infants'];
  for (const kind of kinds) {
    if (!Number.isInteger(g[kind])) problems.push(words.whole(words.kinds[kind]));
    else if (kind === 'adults' && g.adults < MIN_ADULTS) {
      problems.push(words.noAdult(formatCount(language, MIN_ADULTS, 'adult')));
    } else if (g[kind] < 0) problems.push(words.negative(words.kinds[kind]));
  }
  const counted = countedGuests(g);
  if (Number.isFinite(counted) && counted > capacity) {
    const capacityWords =
      language === 'ru' ? String(capacity) : formatCount(language, capacity, 'guest');
    problems.push(words.tooMany(capacityWords, counted));
  }
  return problems;
}

/** `installmentStanding`'s words in the other languages; `paid` and `owed` are amounts. */
const STANDING: Record<
  Other,
  Record<InstallmentStatus, (amounts: { paid: string; owed: string }) => string>
> = {
  ru: {
    paid: () => 'Оплачено',
    'part-paid': ({ paid, owed }) => `Оплачено ${paid}, к оплате ${owed}`,
    due: () => 'К оплате',
    overdue: ({ owed }) => `Просрочено: к оплате ${owed}`,
  },
  de: {
    paid: () => 'Bezahlt',
    'part-paid': ({ paid, owed }) => `${paid} bezahlt, ${owed} offen`,
    due: () => 'Offen',
    overdue: ({ owed }) => `Überfällig: ${owed} offen`,
  },
  fr: {
    paid: () => 'Payé',
    'part-paid': ({ paid, owed }) => `${paid} payés, ${owed} restant à payer`,
    due: () => 'À payer',
    overdue: ({ owed }) => `En retard\u00a0: ${owed} à payer`,
  },
};

/** `installmentStanding` (ledger.ts) in a language. */
export function installmentStanding(
  installment: Pick<InstallmentAccount, 'status' | 'paidCents' | 'owedCents'>,
  language: Language = 'en',
): string {
  if (language === 'en') return englishStanding(installment);
  return STANDING[language][installment.status]({
    paid: formatMoney(language, installment.paidCents),
    owed: formatMoney(language, installment.owedCents),
  });
}

/** `refundOnPaidWords` (refund.ts) in a language: the guest ('you'); the team reads English. */
export function refundOnPaidWords(
  refund: { percent: number; amount: number; paidCents: number },
  who: 'you' | 'the guest',
  language: Language = 'en',
): string {
  if (language !== 'en' && who === 'you') return REFUND_TO_YOU[language](refund);
  return englishRefundWords(refund, who);
}

/** `refundOnPaidWords` for the guest ('you') in the other languages. */
const REFUND_TO_YOU: Record<
  Other,
  (refund: { percent: number; amount: number; paidCents: number }) => string
> = {
  ru: ({ percent, amount, paidCents }) =>
    paidCents === 0
      ? 'По этому бронированию ничего не оплачено, поэтому возвращать нечего и доплачивать ничего не нужно.'
      : amount === 0
        ? `Вы оплатили ${formatMoney('ru', paidCents)}; по условиям отмены из этой суммы ничего не возвращается.`
        : `Вы оплатили ${formatMoney('ru', paidCents)}; по условиям отмены возвращается ${percent}\u00a0%: ${formatMoney('ru', amount)}.`,
  de: ({ percent, amount, paidCents }) =>
    paidCents === 0
      ? 'Für diese Buchung wurde nichts bezahlt: Es gibt nichts zu erstatten und nichts mehr zu zahlen.'
      : amount === 0
        ? `Sie haben ${formatMoney('de', paidCents)} bezahlt; nach den Stornobedingungen wird davon nichts erstattet.`
        : `Sie haben ${formatMoney('de', paidCents)} bezahlt; nach den Stornobedingungen werden ${percent}\u00a0% erstattet: ${formatMoney('de', amount)}.`,
  fr: ({ percent, amount, paidCents }) =>
    paidCents === 0
      ? 'Rien n’a été payé pour cette réservation\u00a0: il n’y a rien à rembourser et plus rien à payer.'
      : amount === 0
        ? `Vous avez payé ${formatMoney('fr', paidCents)}\u00a0; les conditions d’annulation n’en remboursent rien.`
        : `Vous avez payé ${formatMoney('fr', paidCents)}\u00a0; les conditions d’annulation en remboursent ${percent}\u00a0%\u00a0: ${formatMoney('fr', amount)}.`,
};

/** `stayedInLabel` (review-invites.ts) in a language. */
export function stayedInLabel(stayedIn: IsoDate, language: Language = 'en'): string {
  if (language === 'en') return englishStayedIn(stayedIn);
  return STAYED_IN[language](formatMonthYear(language, stayedIn));
}

const STAYED_IN: Record<Exclude<Language, 'en'>, (month: string) => string> = {
  ru: (month) => `Проживание: ${month}`,
  de: (month) => `Aufenthalt im ${month}`,
  fr: (month) => `Séjour en ${month}`,
};
