/**
 * Issue 39: every e-mail a guest receives about a booking is written in the booking's language,
 * subject and body, with its dates, money and party as the language writes them and its links to
 * the language's pages (/ru/booking/…); the team's e-mails stay English, and an English booking's
 * mails are what they were (a booking queued before it kept a language reads as English).
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/languages.ts';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import type { Receipt } from '#domain/receipt.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import {
  bookingCancelledByTeamMails,
  bookingChangedMails,
  bookingConfirmedMails,
  bookingDeclinedMails,
  bookingLinkMails,
  bookingRequestedMails,
  bookingStayChangedMails,
} from '#server/bookings/notifications.ts';
import { receiptMail } from '#server/payments/receipts.ts';
import { paymentReminderMail } from '#server/payments/reminders.ts';
import type { MailContext } from './context.ts';
import type { MailMessage } from './outbox.ts';
import type { LinkSigner } from './private-link.tsx';
import { renderMail } from './render.ts';
import { mailContent } from './templates/index.ts';
import type { HowToPayProps, MailMoney } from './templates/payment-parts.tsx';

const ctx: MailContext = { publicUrl: 'https://villas.example', teamEmail: 'team@villas.example' };
const sign: LinkSigner = (link) => `${link.page}?token=secret`;
const generation = 'generation-1';

const checkIn = '2027-03-05';
const quote = quoteStay(flatPricing(35_000), {
  checkIn,
  checkOut: '2027-03-09',
  guests: 3,
  airportPickup: true,
  airportDropoff: false,
  vehicleType: 'CAR',
});
const english: Booking = {
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
  children: 1,
  infants: 0,
  airportPickup: true,
  airportDropoff: false,
  vehicleType: 'CAR',
  specialRequests: null,
  status: 'PENDING',
  holdExpiresAt: '2027-01-10T09:00:00.000Z',
  quote,
  totalPrice: quote.total,
  cancellationReason: null,
  cancelledAt: null,
  refund: null,
  createdAt: '2027-01-09T09:00:00.000Z',
  updatedAt: '2027-01-09T09:00:00.000Z',
};
const inLanguage = (language: Language, b: Booking = english): Booking => ({ ...b, language });
const cancelled: Booking = {
  ...english,
  status: 'CANCELLED',
  cancellationReason: 'Our flights were moved.',
  cancelledAt: '2027-01-20T09:00:00.000Z',
  refund: { percent: 50, amount: 40_000, rule: 'Cancelled 7 or more days before arrival.' },
};
const howToPay: HowToPayProps = {
  installments: [
    { kind: 'deposit', amountCents: 80_000, dueOn: '2027-01-12' },
    { kind: 'balance', amountCents: quote.total - 80_000, dueOn: '2027-02-03' },
  ],
  bankDetails: 'Commercial Bank of Ceylon\nAccount 8001 2345 6789',
  instructions: '',
  cardNextCents: 80_000,
};
const money: MailMoney = {
  ...howToPay,
  installments: howToPay.installments.map((installment, i) => ({
    ...installment,
    status: i === 0 ? 'paid' : 'due',
    paidCents: i === 0 ? installment.amountCents : 0,
    owedCents: i === 0 ? 0 : installment.amountCents,
  })),
  totalCents: quote.total,
  paidCents: 80_000,
  refundedCents: 0,
  balanceCents: quote.total - 80_000,
  creditCents: 0,
};
const receipt: Receipt = {
  number: 'R-2027-0001',
  kind: 'payment',
  recordedAt: '2027-01-11T09:00:00.000Z',
  company: { name: 'Villas', address: 'Weligama', phone: '+94 77 000 0000', email: 'a@b.c' },
  guestName: 'Anna Kuznetsova',
  bookingReference: english.reference,
  villaName: english.villaName,
  checkIn,
  checkOut: '2027-03-09',
  amountCents: 80_000,
  receivedOn: '2027-01-11',
  method: 'bank_transfer',
  reference: null,
  reverses: null,
  account: {
    totalCents: quote.total,
    paidCents: 80_000,
    refundedCents: 0,
    balanceCents: quote.total - 80_000,
    creditCents: 0,
  },
};

/** Every mail a guest receives about booking `b`, by name, as the services build them. */
function guestMails(b: Booking): Record<string, MailMessage> {
  const first = <T>(mails: T[]) => mails[0] as T;
  const language = b.language;
  const withLanguage = (other: Booking) => ({ ...other, ...(language ? { language } : {}) });
  const confirmed = withLanguage({ ...english, status: 'CONFIRMED', holdExpiresAt: null });
  return {
    requested: first(bookingRequestedMails(ctx, b, generation)),
    updated: first(bookingChangedMails(ctx, b, 'updated', generation)),
    cancelled: first(
      bookingChangedMails(ctx, withLanguage(cancelled), 'cancelled', generation, 80_000),
    ),
    expired: first(bookingChangedMails(ctx, b, 'expired', generation)),
    link: first(bookingLinkMails(ctx, confirmed, generation, money)),
    confirmed: first(bookingConfirmedMails(ctx, confirmed, 'See you soon!', generation, howToPay)),
    declined: first(bookingDeclinedMails(ctx, b, 'The villa is closed then.')),
    cancelledByTeam: first(
      bookingCancelledByTeamMails(ctx, withLanguage(cancelled), generation, 80_000),
    ),
    stayChanged: first(
      bookingStayChangedMails(
        ctx,
        confirmed,
        { reason: 'The pool is being repaired.', before: { ...english, totalCents: 100_000 } },
        generation,
        money,
      ),
    ),
    reminder: paymentReminderMail(
      ctx,
      confirmed,
      generation,
      { owedCents: quote.total - 80_000, dueOn: '2027-02-03' },
      money,
    ),
    receipt: receiptMail(
      ctx,
      {
        id: b.id,
        guestEmail: b.guestEmail,
        reference: b.reference,
        ...(language ? { language } : {}),
      },
      generation,
      receipt,
    ),
  };
}

/** The mail as sent, its no-break spaces (between figures and '$') read as spaces. */
const rendered = async (mail: MailMessage) => {
  const { html, text } = await renderMail(mail.content, sign);
  return { subject: spaced(mail.subject), html, text: spaced(text) };
};
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Words each mail must say in Russian: its subject's and its body's own. */
const RUSSIAN: Record<string, { subject: string; body: string[] }> = {
  requested: {
    subject: 'Мы получили ваш запрос на бронирование VB-7Q4M2X: Villa River Breeze',
    body: ['Благодарим вас за запрос на бронирование.', 'Просмотреть или изменить запрос'],
  },
  updated: {
    subject: 'Ваш запрос на бронирование VB-7Q4M2X изменён',
    body: ['Ниже — его актуальная версия.', 'по времени Шри-Ланки', 'Открыть запрос'],
  },
  cancelled: {
    subject: 'Ваш запрос на бронирование VB-7Q4M2X отменён',
    body: ['выбранные даты снова свободны', 'Вы оплатили 800 $', 'Мы вернём деньги'],
  },
  expired: {
    subject: 'Срок действия вашего запроса на бронирование VB-7Q4M2X истёк',
    body: ['поэтому бронь снята', 'Посмотреть Villa River Breeze'],
  },
  link: {
    subject: 'Новая ссылка на ваше бронирование VB-7Q4M2X',
    body: ['Вы запросили новую ссылку', 'Ваши платежи:', 'Предоплата, срок оплаты: '],
  },
  confirmed: {
    subject: 'Ваше бронирование VB-7Q4M2X (Villa River Breeze) подтверждено',
    body: [
      'Рады сообщить',
      'Сообщение от нашей команды:',
      'Что и в какие сроки оплатить:',
      'Оплатить 800 $ картой',
    ],
  },
  declined: {
    subject: 'К сожалению, мы не можем подтвердить ваш запрос на бронирование VB-7Q4M2X',
    body: ['Оплата не списана.', 'Посмотреть Villa River Breeze'],
  },
  cancelledByTeam: {
    subject: 'Ваше бронирование VB-7Q4M2X (Villa River Breeze) отменено',
    body: ['Наша команда отменила ваше бронирование', 'Причина:', 'Вы оплатили 800 $'],
  },
  stayChanged: {
    subject: 'В ваше бронирование VB-7Q4M2X (Villa River Breeze) внесены изменения',
    body: ['Было', 'Стало', 'трансфер: встреча в аэропорту на легковом автомобиле'],
  },
  reminder: {
    subject: 'Напоминание:',
    body: [
      'Напоминаем: срок оплаты',
      'Ваши платежи:',
      'Осталось оплатить',
      'Остаток, срок оплаты: ',
    ],
  },
  receipt: {
    subject: 'Квитанция R-2027-0001 по вашему бронированию VB-7Q4M2X (Villa River Breeze)',
    body: ['Благодарим вас: мы получили ваш платёж на сумму 800 $', 'Открыть бронирование'],
  },
};

describe('the guest’s e-mails in the booking’s language', () => {
  it.each(Object.keys(RUSSIAN))(
    '%s, in Russian: subject, words, dates, money and links',
    async (name) => {
      const mail = guestMails(inLanguage('ru'))[name];
      expect(mail, name).toBeDefined();
      const { subject, text, html } = await rendered(mail as MailMessage);
      const expected = RUSSIAN[name];
      expect(subject).toContain(expected?.subject);
      for (const words of expected?.body ?? []) expect(text, `${name}: ${words}`).toContain(words);
      expect(html).toContain('lang="ru"');
      // Greeting, sign-off and the facts' labels in Russian; no English left of the frame.
      expect(text).toContain('С наилучшими пожеланиями,');
      expect(text).toContain('Телефон или WhatsApp');
      for (const english of [
        'Dear ',
        'Warm regards',
        'See your booking',
        'Check-in',
        'Phone or WhatsApp',
      ]) {
        expect(text, `${name}: ${english}`).not.toContain(english);
      }
      // Every link to the site leads to its Russian pages.
      const links = [...text.matchAll(/https:\/\/villas\.example[^\s)]*/g)].map(
        (found) => found[0],
      );
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/villas\.example\/ru\//);
    },
  );

  it('writes the facts of the stay as Russian writes dates, money and the party', async () => {
    const { text } = await rendered(guestMails(inLanguage('ru')).requested as MailMessage);
    expect(text).toContain('Номер бронирования: VB-7Q4M2X');
    expect(text).toContain('Заезд: пятница, 5 марта 2027 г., с 14:00');
    expect(text).toContain('Гости: 2 взрослых и 1 ребёнок');
    expect(text).toMatch(/Итого: [\d\s\u00a0]+\$/);
  });

  it('writes German and French the same way', async () => {
    const de = await rendered(guestMails(inLanguage('de')).confirmed as MailMessage);
    expect(de.subject).toBe('Ihre Buchung VB-7Q4M2X für Villa River Breeze ist bestätigt');
    expect(de.text).toContain(
      'Gute Nachrichten: Wir haben Ihren Aufenthalt in Villa River Breeze vom Freitag, 5. März 2027 bis Dienstag, 9. März 2027 bestätigt.',
    );
    expect(de.text).toContain('Guten Tag Anna Kuznetsova,');
    expect(de.text).toContain('https://villas.example/de/booking/b1?token=secret');
    expect(de.html).toContain('lang="de"');

    const fr = await rendered(guestMails(inLanguage('fr')).declined as MailMessage);
    expect(fr.subject).toBe(
      'Votre demande de réservation VB-7Q4M2X n’a malheureusement pas pu être confirmée',
    );
    expect(fr.text).toContain(
      'Nous sommes désolés : nous ne pouvons pas confirmer votre demande de réservation pour Villa River Breeze, du vendredi 5 mars 2027 au mardi 9 mars 2027.',
    );
    expect(fr.text).toContain('https://villas.example/fr/villa/villa-river-breeze');
    expect(fr.text).toContain('Bien cordialement,');
  });

  it('leaves English as it was: a booking in English and one queued before it kept a language', async () => {
    const before = guestMails(english);
    const now = guestMails(inLanguage('en'));
    for (const name of Object.keys(before)) {
      const [was, is] = await Promise.all([
        rendered(before[name] as MailMessage),
        rendered(now[name] as MailMessage),
      ]);
      expect(is, name).toEqual(was);
      expect(is.text, name).not.toMatch(/villas\.example\/(ru|de|fr)\//);
    }
    const requested = await rendered(now.requested as MailMessage);
    expect(requested.subject).toBe(
      'We received your booking request VB-7Q4M2X for Villa River Breeze',
    );
    expect(requested.text).toContain('Thank you for your booking request.');
    expect(requested.text).toContain('Check-in: Friday, March 5, 2027, from 2:00 PM');
    expect(requested.html).toContain('lang="en"');
  });

  it('frames a scheduled message in the language its words are written in', async () => {
    const message = (language?: Language) =>
      renderMail(
        mailContent('guest-message', {
          subject: 'Ждём вас',
          preview: 'Ждём вас',
          paragraphs: [[['Ждём вас на вилле.']]],
          ...(language ? { language } : {}),
        }),
      );
    const russian = await message('ru');
    expect(russian.html).toContain('lang="ru"');
    expect(russian.text).toContain('Телефон или WhatsApp');
    const before = await message();
    expect(before.html).toContain('lang="en"');
    expect(before.text).toContain('Phone or WhatsApp');
  });

  it('keeps the team’s copy English whatever the guest’s language', async () => {
    const team = bookingRequestedMails(ctx, inLanguage('ru'), generation)[1] as MailMessage;
    const { subject, text } = await rendered(team);
    expect(subject).toMatch(
      /^New booking request VB-7Q4M2X: Villa River Breeze, Friday, March 5, 2027/,
    );
    expect(text).toContain('Check-in: Friday, March 5, 2027, from 2:00 PM');
    expect(text).toContain('https://villas.example/console/bookings/b1');
  });
});
