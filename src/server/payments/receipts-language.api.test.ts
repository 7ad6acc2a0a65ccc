/**
 * Decision 131, on both engines: a receipt is a PDF in the booking's language, mailed and
 * downloaded alike (the guest's page and the console); an English booking's is as it was.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AccountView, LedgerEntryView } from '#domain/schemas/payment.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';

type Recorded = { entry: LedgerEntryView; account: AccountView };

/** No-break spaces (thousands, before a currency) read as plain ones. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(engines)('receipts in the booking’s language on %s', (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;

  const paid = async (language: string) => {
    const booking = await desk.confirmed({ guestName: 'Анна Кузнецова', language });
    const res = await call(
      'POST',
      `/api/console/bookings/${booking.id}/payments`,
      desk.payment(70_050, { reference: 'HNB 4471' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { entry } = res.json<Recorded>();
    const mail = await vi.waitFor(
      () => {
        const found = desk.t.sentMail.find((m) => m.subject.includes(entry.receiptNumber));
        if (!found) throw new Error(`no mail for ${entry.receiptNumber}`);
        return found;
      },
      { timeout: 5_000 },
    );
    const attached = mail.attachments?.[0]?.content;
    if (!attached) throw new Error('the receipt mail has no PDF');
    return { booking, entry, attached };
  };

  it('mails and downloads a Russian booking’s receipt in Russian', async () => {
    const { booking, entry, attached } = await paid('ru');
    expect(attached.toString('latin1')).toContain('/Lang (ru)');
    const text = spaced(await pdfText(attached));
    for (const words of ['Квитанция', 'Платёж получен', 'Номер бронирования', '700,50 $']) {
      expect(text).toContain(words);
    }
    expect(text).toContain(entry.receiptNumber);
    expect(text).toContain(booking.reference);
    expect(text).not.toContain('Payment received');

    // The same paper from the console and from the guest's page.
    const team = await call(
      'GET',
      `/api/console/bookings/${booking.id}/receipts/${entry.receiptNumber}`,
    );
    expect(team.statusCode, team.body).toBe(200);
    expect(team.rawPayload.equals(attached)).toBe(true);
    const guest = await desk.t.app.inject({
      url: `/api/bookings/${booking.id}/receipts/${entry.receiptNumber}`,
      headers: { authorization: `Bearer ${booking.accessToken}` },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.rawPayload.equals(attached)).toBe(true);
  });

  it('keeps an English booking’s receipt English', async () => {
    const { booking, entry, attached } = await paid('en');
    expect(attached.toString('latin1')).not.toContain('/Lang (ru)');
    const text = await pdfText(attached);
    expect(text).toContain('$700.50');
    expect(text).not.toContain('Квитанция');
    const guest = await desk.t.app.inject({
      url: `/api/bookings/${booking.id}/receipts/${entry.receiptNumber}`,
      headers: { authorization: `Bearer ${booking.accessToken}` },
    });
    expect(guest.rawPayload.equals(attached)).toBe(true);
  });
});
