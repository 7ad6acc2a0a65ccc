import { describe, expect, it } from 'vitest';
import { stayRuleMessage } from '#domain/booking-rules.ts';
import { guestProblems } from '#domain/guests.ts';
import { installmentStanding } from '#domain/ledger.ts';
import { flatPricing, stayRuleNotes, type PricingRules } from '#domain/pricing.ts';
import { refundOnPaidWords } from '#domain/refund.ts';
import { inLocale } from '#web/test/locale.ts';
import {
  ageBandLabel,
  currencyName,
  guestKindLabel,
  guestProblemTexts,
  installmentStandingText,
  refundToYouText,
  stayRuleNoteTexts,
  stayRuleText,
} from './stay-words.ts';

/** Intl writes narrow and non-breaking spaces; a test reads them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const pricing: PricingRules = {
  ...flatPricing(45_000, 3),
  checkInDays: [6, 0],
  seasons: [
    {
      name: 'high season',
      firstNight: '2026-12-20',
      lastNight: '2027-01-05',
      nightlyRate: 52_000,
      weekendRate: null,
      minimumNights: 5,
      checkInDays: [6],
    },
  ],
};
const short = { checkIn: '2026-12-19', checkOut: '2026-12-23' };
const wrongDay = { checkIn: '2026-12-21', checkOut: '2026-12-28' };
const party = { adults: 0, children: 9, infants: -1 };

describe('the rules in the page’s words', () => {
  it('writes English word for word as the domain does', () => {
    expect(stayRuleText(pricing, short)).toBe(stayRuleMessage(pricing, short));
    expect(stayRuleText(pricing, wrongDay)).toBe(stayRuleMessage(pricing, wrongDay));
    expect(stayRuleText(pricing, { checkIn: '2026-12-19', checkOut: '2026-12-26' })).toBeNull();
    expect(stayRuleNoteTexts(pricing, '2026-11-01')).toEqual(stayRuleNotes(pricing, '2026-11-01'));
    expect(guestProblemTexts(party, 6)).toEqual(guestProblems(party, 6));
    const part = { status: 'part-paid', paidCents: 50_000, owedCents: 25_050 } as const;
    expect(installmentStandingText(part)).toBe(installmentStanding(part));
    for (const refund of [
      { percent: 50, amount: 40_000, paidCents: 80_000 },
      { percent: 0, amount: 0, paidCents: 80_000 },
      { percent: 100, amount: 0, paidCents: 0 },
    ]) {
      expect(refundToYouText(refund)).toBe(refundOnPaidWords(refund, 'you'));
    }
    expect(guestKindLabel('infants')).toBe('Infants');
    expect(ageBandLabel('children')).toBe('Ages 2-12');
    expect(currencyName('GBP')).toBe('pounds sterling');
  });

  it('speaks Russian', () => {
    inLocale('ru');
    expect(stayRuleText(pricing, short)).toBe(
      'Минимальный срок проживания в сезон «high season», ночей: 5 (выбрано: 4)',
    );
    expect(stayRuleText(pricing, wrongDay)).toBe('В сезон «high season» заезд возможен: суббота.');
    expect(stayRuleNoteTexts(pricing, '2026-11-01')).toEqual([
      'Заезд возможен: суббота или воскресенье.',
      'High season, с 20 декабря по 5 января: минимум ночей: 5, заезд: суббота.',
    ]);
    expect(guestProblemTexts(party, 6)).toEqual([
      'Нужен хотя бы 1 взрослый.',
      'Число младенцев не может быть отрицательным.',
      'Вилла вмещает не более 6 гостей (взрослых и детей); вы выбрали 9.',
    ]);
    expect(
      spaced(installmentStandingText({ status: 'overdue', paidCents: 0, owedCents: 145_000 })),
    ).toBe('Просрочено: к оплате 1 450 $');
    expect(guestKindLabel('children')).toBe('Дети');
    expect(currencyName('RUB')).toBe('рубли');
  });

  it('speaks German', () => {
    inLocale('de');
    expect(stayRuleText(pricing, wrongDay)).toBe(
      'Anreisetag in der Saison „high season“: Samstag.',
    );
    expect(guestProblemTexts({ adults: 2, children: 0, infants: 0.5 }, 6)).toEqual([
      'Die Zahl der Kleinkinder muss eine ganze Zahl sein.',
    ]);
    expect(guestProblemTexts({ adults: 1, children: 1, infants: 0 }, 1)).toEqual([
      'Diese Villa bietet Platz für höchstens 1 Gast (Erwachsene und Kinder); Sie haben 2 gewählt.',
    ]);
    expect(spaced(refundToYouText({ percent: 50, amount: 40_000, paidCents: 80_000 }))).toBe(
      'Sie haben 800 $ bezahlt; nach den Stornobedingungen werden 50 % erstattet: 400 $.',
    );
    expect(ageBandLabel('adults')).toBe('Ab 13 Jahren');
  });
});
