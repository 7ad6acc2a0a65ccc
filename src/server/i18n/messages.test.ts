import { describe, expect, it } from 'vitest';
import { messagesIn } from './messages.ts';

describe('messagesIn', () => {
  it('writes each message in the language asked for, whatever the default', () => {
    const facts = { reference: 'VB-1234', villa: 'Villa Serenity' };
    expect(messagesIn('en').mail_booking_confirmed_subject(facts)).toBe(
      'Your booking VB-1234 at Villa Serenity is confirmed',
    );
    expect(messagesIn('ru').mail_booking_confirmed_subject(facts)).toBe(
      'Ваше бронирование VB-1234 (Villa Serenity) подтверждено',
    );
    expect(messagesIn('de').mail_booking_confirmed_subject(facts)).toContain('bestätigt');
    expect(messagesIn('fr').mail_booking_confirmed_subject(facts)).toContain('confirmée');
  });

  it('keeps the languages apart when asked for one after another', () => {
    const ru = messagesIn('ru');
    const en = messagesIn('en');
    const facts = { reference: 'VB-1' };
    expect(en.mail_booking_updated_subject(facts)).toBe('Your booking request VB-1 was changed');
    expect(ru.mail_booking_updated_subject(facts)).toBe('Ваш запрос на бронирование VB-1 изменён');
  });
});
