/**
 * The cancellation policy's rule in the guest's language (issue 39): each rule `refundFor` writes
 * is said in Russian, German and French from the server's messages, and a cancellation's e-mail to
 * a Russian guest says it in Russian while the booking keeps it in English; an English guest's
 * e-mail quotes it as before; a rule of no known kind is left out of another language.
 */
import { describe, expect, it } from 'vitest';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import { arrivalInstant, refundFor } from '#domain/refund.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { bookingCancelledByTeamMails } from '#server/bookings/notifications.ts';
import type { MailContext } from '../context.ts';
import type { LinkSigner } from '../private-link.tsx';
import { renderMail } from '../render.ts';
import { refundRuleIn } from './refund-rule.ts';

const DAY = 24 * 3_600_000;
const checkIn = '2027-03-05';
const arrival = arrivalInstant(checkIn).getTime();
const bookedAt = new Date(arrival - 60 * DAY);
const ruleAt = (cancelledAt: number, booked = bookedAt) =>
  refundFor({ total: 1000, bookedAt: booked, cancelledAt: new Date(cancelledAt), checkIn }).rule;
const RULES = {
  full: ruleAt(bookedAt.getTime() + 3_600_000),
  half: ruleAt(arrival - 10 * DAY),
  late: ruleAt(arrival - 2 * DAY),
  after: ruleAt(arrival + 3_600_000),
};

describe('refundRuleIn', () => {
  it('says each of the policy’s rules in the guest’s language', () => {
    expect(Object.values(RULES).map((rule) => refundRuleIn('en', rule))).toEqual(
      Object.values(RULES),
    );
    expect(refundRuleIn('ru', RULES.full)).toBe(
      'Отмена в течение 24 часов после бронирования: полный возврат средств.',
    );
    expect(refundRuleIn('ru', RULES.half)).toBe(
      'Отмена не позднее чем за 7 дней до заезда: возврат 50%.',
    );
    expect(refundRuleIn('ru', RULES.late)).toBe(
      'Отмена менее чем за 7 дней до заезда: возврат не производится.',
    );
    expect(refundRuleIn('ru', RULES.after)).toBe(
      'Отмена после наступления времени заезда: возврат не производится.',
    );
    expect(refundRuleIn('de', RULES.half)).toBe(
      'Stornierung bis 7 Tage vor der Anreise: Erstattung von 50\u00a0%.',
    );
    expect(refundRuleIn('de', RULES.late)).toBe(
      'Stornierung weniger als 7 Tage vor der Anreise: keine Erstattung.',
    );
    expect(refundRuleIn('fr', RULES.full)).toBe(
      'Annulation dans les 24 heures suivant la réservation\u00a0: remboursement intégral.',
    );
    expect(refundRuleIn('fr', RULES.after)).toBe(
      'Annulation à partir de l’heure d’arrivée\u00a0: aucun remboursement.',
    );
  });

  it('leaves out of another language a rule it does not know', () => {
    expect(refundRuleIn('ru', 'Cancelled 7 or more days before arrival.')).toBeNull();
    expect(refundRuleIn('en', 'Cancelled 7 or more days before arrival.')).toBe(
      'Cancelled 7 or more days before arrival.',
    );
  });
});

describe('a cancellation’s e-mail to the guest', () => {
  const ctx: MailContext = {
    publicUrl: 'https://villas.example',
    teamEmail: 'team@villas.example',
  };
  const sign: LinkSigner = (link) => `${link.page}?token=secret`;
  const quote = quoteStay(flatPricing(35_000), {
    checkIn,
    checkOut: '2027-03-09',
    guests: 2,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: 'CAR',
  });
  const booking: Booking = {
    id: 'b1',
    reference: 'VB-7Q4M2X',
    villaId: 'villa-1',
    villaName: 'Villa River Breeze',
    villaSlug: 'villa-river-breeze',
    guestName: 'Anna Kuznetsova',
    guestEmail: 'anna@example.com',
    guestPhone: null,
    checkInDate: checkIn,
    checkOutDate: '2027-03-09',
    adults: 2,
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: null,
    specialRequests: null,
    status: 'CANCELLED',
    holdExpiresAt: null,
    quote,
    totalPrice: quote.total,
    cancellationReason: null,
    cancelledAt: new Date(arrival - 10 * DAY).toISOString(),
    // As the booking keeps it: in English, for the team.
    refund: { percent: 50, amount: 40_000, rule: RULES.half },
    createdAt: bookedAt.toISOString(),
    updatedAt: bookedAt.toISOString(),
  };
  const guestText = async (b: Booking) => {
    const [mail] = bookingCancelledByTeamMails(ctx, b, 'generation-1', 80_000);
    if (!mail) throw new Error('no guest mail');
    const { text } = await renderMail(mail.content, sign);
    return text.replace(/[\u00a0\u202f]/g, ' ');
  };

  it('says the rule in Russian to a Russian guest', async () => {
    const text = await guestText({ ...booking, language: 'ru' });
    expect(text).toContain('Отмена не позднее чем за 7 дней до заезда: возврат 50%.');
    expect(text).not.toContain(RULES.half);
  });

  it('quotes the English rule to an English guest, as before', async () => {
    const text = await guestText(booking);
    expect(text).toContain(`of what was paid: $400. ${RULES.half}`);
  });
});
