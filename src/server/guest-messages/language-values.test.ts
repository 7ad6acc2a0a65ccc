/**
 * A guest message's values in the booking's language (issue 39): days, hours, nights and amounts
 * as each language writes them, the transfer and "nothing to pay" in its words; none for English,
 * whose values stay those of message-values.ts.
 */
import { describe, expect, it } from 'vitest';
import type { StayFacts } from '#domain/message-values.ts';
import { valuesInLanguage } from './language-values.ts';

const facts: StayFacts = {
  booking: {
    guestName: 'Анна Кузнецова',
    villaName: 'Villa River Breeze',
    reference: 'VB-7K3Q9P',
    checkInDate: '2026-12-18',
    checkOutDate: '2026-12-22',
    airportPickup: true,
    airportDropoff: false,
    vehicleType: 'VAN',
  },
  villa: undefined,
  balanceCents: 140_050,
};

/** Any space inside a figure or before a unit, as Intl writes it, read as a space. */
const spaced = (values: object) =>
  JSON.parse(JSON.stringify(values).replace(/[\u00a0\u202f]/g, ' ')) as Record<string, string>;

describe('valuesInLanguage', () => {
  it('leaves English to the English values', () => {
    expect(valuesInLanguage('en', facts)).toEqual({});
  });

  it('writes Russian days without a weekday, the 24-hour clock and Russian plurals', () => {
    expect(spaced(valuesInLanguage('ru', facts))).toEqual({
      check_in: '18 декабря 2026 г.',
      check_out: '22 декабря 2026 г.',
      check_in_time: '14:00',
      check_out_time: '12:00',
      nights: '4 ночи',
      transfer:
        'Встреча в аэропорту 18 декабря 2026 г., на микроавтобусе. Если вы ещё не прислали нам данные рейса, пожалуйста, сделайте это.',
      amount_due: '1 400,50 $',
    });
  });

  it('writes German and French, with the French weekday and hour', () => {
    expect(spaced(valuesInLanguage('de', facts))).toMatchObject({
      check_in: '18. Dezember 2026',
      nights: '4 Nächte',
      amount_due: '1.400,50 $',
    });
    expect(spaced(valuesInLanguage('fr', facts))).toMatchObject({
      check_in: 'vendredi 18 décembre 2026',
      check_in_time: '14 h',
      nights: '4 nuits',
      amount_due: '1 400,50 $',
    });
  });

  it('says in each language that nothing is left to pay, or that no transfer is booked', () => {
    const paid = {
      ...facts,
      balanceCents: 0,
      booking: { ...facts.booking, airportPickup: false },
    };
    const ru = valuesInLanguage('ru', paid);
    expect(ru.amount_due).toBe('ничего: ваше проживание полностью оплачено');
    expect(ru.transfer).toMatch(/^Не заказан\./);
    expect(valuesInLanguage('de', paid).amount_due).toBe(
      'nichts, Ihr Aufenthalt ist vollständig bezahlt',
    );
    expect(valuesInLanguage('fr', paid).transfer).toMatch(/^Non réservé\./);
    expect(valuesInLanguage('fr', { ...facts, balanceCents: null }).amount_due).toBeNull();
  });
});
