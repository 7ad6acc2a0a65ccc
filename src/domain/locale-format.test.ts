import { describe, expect, it } from 'vitest';
import { datesLabel, utcDateLabel } from './date-labels.ts';
import {
  guestProblems,
  installmentStanding,
  refundOnPaidWords,
  stayedInLabel,
  stayRuleMessage,
} from './guest-sentences.ts';
import { flatPricing, type PricingRules } from './pricing.ts';
import { formatCents } from './money.ts';
import { partyParts } from './party.ts';
import { plural } from './plural.ts';
import { resortTimeLabel } from './resort-time-label.ts';
import {
  formatDate,
  formatDecimal,
  formatDateRange,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatStayDate,
} from './locale-format.ts';
import { formatDayMonth, formatResortClock, formatResortDate } from './locale-times.ts';
import {
  formatCount,
  formatNights,
  formatParty,
  formatPartyParts,
  formatResortTime,
  formatWeekdays,
} from './locale-words.ts';

/** Intl writes narrow and non-breaking spaces; a test reads them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const AMOUNTS = [0, 1, 5, 99, 100, 1_250, 45_050, 145_000, 145_050, 1_234_567_89, -500, -0.4];
const DATES = ['2026-01-01', '2026-02-28', '2026-08-14', '2026-12-31', '2028-02-29', '2030-06-09'];
const COUNTS = [0, 1, 2, 5, 11, 21, 100];

describe('English is written as the English helpers write it', () => {
  it('money', () => {
    for (const cents of AMOUNTS) expect(formatMoney('en', cents)).toBe(formatCents(cents));
    expect(formatMoney('en', 145_000)).toBe('$1,450');
    expect(formatMoney('en', 145_050)).toBe('$1,450.50');
  });

  it('dates, ranges and months', () => {
    for (const iso of DATES) {
      const at = new Date(`${iso}T00:00:00Z`);
      expect(formatStayDate('en', iso)).toBe(
        utcDateLabel(at, { weekday: 'short', month: 'short' }),
      );
      expect(formatDate('en', iso, { month: 'long' })).toBe(utcDateLabel(at, { month: 'long' }));
      expect(formatMonthYear('en', iso)).toBe(utcDateLabel(at, { month: 'long', day: false }));
      for (const last of DATES)
        expect(formatDateRange('en', iso, last)).toBe(datesLabel(iso, last));
    }
    expect(formatStayDate('en', '2026-08-14')).toBe('Fri, Aug 14, 2026');
  });

  it('times in Sri Lanka time', () => {
    for (const instant of [
      '2026-12-06T09:00:00Z',
      '2026-12-31T20:15:00Z',
      '2027-03-01T00:00:00Z',
    ]) {
      expect(formatResortTime('en', instant)).toBe(resortTimeLabel(instant));
    }
    expect(formatResortTime('en', '2026-12-06T09:00:00Z')).toBe(
      'Sunday, December 6, 2026, 2:30 PM Sri Lanka time',
    );
    expect(formatResortDate('en', '2026-12-31T20:15:00Z')).toBe('Friday, January 1, 2027');
  });

  it('counts and parties', () => {
    for (const n of COUNTS) {
      expect(formatNights('en', n)).toBe(plural(n, 'night'));
      expect(formatCount('en', n, 'guest')).toBe(plural(n, 'guest'));
      expect(formatCount('en', n, 'adult')).toBe(plural(n, 'adult'));
      expect(formatCount('en', n, 'child')).toBe(plural(n, 'child', 'children'));
      const party = { adults: n, children: n % 3, infants: n % 2 };
      expect(formatPartyParts('en', party)).toEqual(partyParts(party));
    }
    expect(formatParty('en', { adults: 2, children: 1, infants: 1 })).toBe(
      '2 adults · 1 child · 1 infant',
    );
  });
});

describe('Russian, German and French', () => {
  it('write dollars as Intl does', () => {
    expect(spaced(formatMoney('ru', 145_000))).toBe('1 450 $');
    expect(spaced(formatMoney('fr', 145_000))).toBe('1 450 $');
    expect(spaced(formatMoney('de', 145_000))).toBe('1.450 $');
    expect(spaced(formatMoney('de', 145_050))).toBe('1.450,50 $');
    expect(spaced(formatMoney('ru', 0))).toBe('0 $');
  });

  it('write numbers in German', () => {
    expect(formatNumber('de', 1_234_567)).toBe('1.234.567');
    expect(formatNumber('de', 2.5)).toBe('2,5');
    expect(formatDecimal('de', 4.75, 1)).toBe('4,8');
    expect(formatDecimal('en', 5, 1)).toBe((5).toFixed(1));
  });

  it('count Russian nights and guests in their three forms', () => {
    expect(formatNights('ru', 1)).toBe('1 ночь');
    expect(formatNights('ru', 2)).toBe('2 ночи');
    expect(formatNights('ru', 5)).toBe('5 ночей');
    expect(formatNights('ru', 11)).toBe('11 ночей');
    expect(formatNights('ru', 21)).toBe('21 ночь');
    expect(formatCount('ru', 2, 'guest')).toBe('2 гостя');
    expect(formatParty('ru', { adults: 2, children: 5, infants: 1 })).toBe(
      '2 взрослых · 5 детей · 1 младенец',
    );
  });

  it('count French 0 and 1 as one', () => {
    expect(formatNights('fr', 0)).toBe('0 nuit');
    expect(formatNights('fr', 1)).toBe('1 nuit');
    expect(formatNights('fr', 2)).toBe('2 nuits');
    expect(formatCount('de', 1, 'night')).toBe('1 Nacht');
    expect(formatCount('de', 3, 'guest')).toBe('3 Gäste');
  });

  it('write dates, ranges and months in the language', () => {
    expect(spaced(formatStayDate('ru', '2026-08-14'))).toBe('пт, 14 авг. 2026 г.');
    expect(formatStayDate('de', '2026-08-14')).toBe('Fr., 14. Aug. 2026');
    expect(formatMonthYear('fr', '2025-03-01')).toBe('mars 2025');
    expect(spaced(formatDateRange('de', '2026-12-15', '2026-12-17'))).toMatch(
      /15\.\s?–\s?17\. Dezember 2026/,
    );
    expect(formatDateRange('fr', '2026-12-15', '2026-12-15')).toBe('15 décembre 2026');
  });

  it('write a time on the resort clock, named', () => {
    expect(spaced(formatResortTime('de', '2026-12-06T09:00:00Z'))).toBe(
      'Sonntag, 6. Dezember 2026 um 14:30 Ortszeit Sri Lanka',
    );
    expect(spaced(formatResortTime('ru', '2026-12-31T20:15:00Z'))).toContain('1 января 2027');
    expect(formatResortDate('fr', '2026-12-31T20:15:00Z')).toBe('vendredi 1 janvier 2027');
  });
});

describe('the guest-facing sentences given a language', () => {
  const pricing: PricingRules = {
    ...flatPricing(45_000, 3),
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

  it('names the days of the week as alternatives', () => {
    expect(formatWeekdays('en', [6, 0])).toBe('Saturday or Sunday');
    expect(formatWeekdays('ru', [6, 0])).toBe('суббота или воскресенье');
    expect(formatWeekdays('de', [6])).toBe('Samstag');
  });

  it('says the stay rules in the language, English as before', () => {
    const short = { checkIn: '2026-12-19', checkOut: '2026-12-23' };
    expect(stayRuleMessage(pricing, short)).toBe(
      'Minimum stay in high season: 5 night(s) (currently selected: 4 night(s))',
    );
    expect(stayRuleMessage(pricing, short, 'ru')).toBe(
      'Минимальный срок проживания в сезон «high season»: 5 ночей (выбрано: 4 ночи)',
    );
    expect(stayRuleMessage(pricing, { checkIn: '2026-12-21', checkOut: '2026-12-28' }, 'de')).toBe(
      'Anreisetag in der Saison „high season“: Samstag.',
    );
  });

  it('says what is wrong with a party in the language, English as before', () => {
    const party = { adults: 0, children: 7, infants: 0 };
    expect(guestProblems(party, 6)).toEqual([
      'At least 1 adult is required.',
      'This villa sleeps at most 6 guests (adults and children); you chose 7.',
    ]);
    expect(guestProblems(party, 6, 'ru')).toEqual([
      'Нужен хотя бы 1 взрослый.',
      'Вилла вмещает гостей (взрослых и детей): не более 6; вы выбрали 7.',
    ]);
  });

  it('says where an installment stands, the refund and the month of a stay', () => {
    const part = { status: 'part-paid' as const, paidCents: 50_000, owedCents: 76_000 };
    expect(installmentStanding(part)).toBe('$500 paid, $760 to pay');
    expect(spaced(installmentStanding(part, 'de'))).toBe('500 $ bezahlt, 760 $ offen');
    const refund = { percent: 50, amount: 45_000, paidCents: 90_000 };
    expect(refundOnPaidWords(refund, 'you')).toBe(
      'You paid $900; the policy gives back 50%: $450.',
    );
    expect(spaced(refundOnPaidWords(refund, 'you', 'ru'))).toBe(
      'Вы оплатили 900 $; по условиям отмены возвращается 50 %: 450 $.',
    );
    expect(stayedInLabel('2027-03-01')).toBe('Stayed in March 2027');
    expect(stayedInLabel('2027-03-01', 'fr')).toBe('Séjour en mars 2027');
  });
});

describe('a season’s day and the resort’s clock, words-free (locale-times.ts)', () => {
  it('writes a day of a season without its year', () => {
    expect(formatDayMonth('en', '2026-12-20')).toBe('December 20');
    expect(formatDayMonth('ru', '2026-12-20')).toBe('20 декабря');
    expect(formatDayMonth('de', '2027-01-05')).toBe('5. Januar');
  });

  it('writes the resort’s clock without naming it; locale-words adds the name', () => {
    const at = '2026-12-06T09:00:00Z';
    expect(formatResortClock('en', at)).toBe('Sunday, December 6, 2026, 2:30 PM');
    expect(formatResortTime('en', at)).toBe(`${formatResortClock('en', at)} Sri Lanka time`);
    expect(formatResortTime('de', at)).toBe(`${formatResortClock('de', at)} Ortszeit Sri Lanka`);
  });
});
