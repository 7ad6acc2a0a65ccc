/**
 * Issue 26 §2, on both engines: every payment, refund and reversal recorded queues one e-mail to
 * the guest with its receipt as a PDF (made by the sender from the outbox row), and a refused or
 * repeated entry queues none; the PDF carries the number, the guest's name as written (Cyrillic
 * here) and the amount; the console and the guest download it, and everyone else is refused.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { AccountView, LedgerEntryView } from '#domain/schemas/payment.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { ledgerEntries, outbox, receiptCounters } from '../db/schema.ts';
import { recordEntry } from './service.ts';

type Recorded = { entry: LedgerEntryView; account: AccountView };

/** A Russian guest: the PDF's font must print her name as written. */
const GUEST = 'Анна Кузнецова';

describe.each(engines)('receipts on %s', (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;

  const confirmedBooking = () => desk.confirmed({ guestName: GUEST });
  const record = async (id: string, kind: 'payments' | 'refunds' | 'reversals', body: object) => {
    const res = await call('POST', `/api/console/bookings/${id}/${kind}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Recorded>();
  };
  const payment = (amountCents: number) => desk.payment(amountCents, { reference: 'HNB 4471' });
  const receiptRows = async (b: BookingCreated) =>
    (
      await desk.t.database.db.select().from(outbox).where(eq(outbox.recipient, b.guestEmail))
    ).filter((row) => row.template === 'payment-receipt-guest');
  /** The PDF a mail carries: its one attachment. */
  const attachedPdf = (mail: { attachments?: { content: Buffer }[] }) => {
    const [pdf, ...more] = mail.attachments ?? [];
    expect(more).toEqual([]);
    if (!pdf) throw new Error('the mail has no attachment');
    return pdf.content;
  };
  /** The one mail sent about receipt `number`; fails if there are two. */
  const receiptMail = (number: string) =>
    vi.waitFor(() => {
      const [mail, ...more] = desk.t.sentMail.filter((m) => m.subject.includes(number));
      expect(more).toEqual([]);
      if (!mail) throw new Error(`no mail for ${number}`);
      return mail;
    });

  it("mails the guest each payment's receipt, with the PDF attached", async () => {
    const booking = await confirmedBooking();
    const { entry } = await record(booking.id, 'payments', payment(70_050));

    const mail = await receiptMail(entry.receiptNumber);
    expect(mail.to).toBe(booking.guestEmail);
    expect(mail.subject).toContain(booking.reference);
    expect(mail.text).toContain(`Dear ${GUEST}`);
    expect(mail.text).toContain('$700.50');
    expect(mail.html).toContain(entry.receiptNumber);
    // The link to the booking's page carries its token, signed by the sender.
    expect(mail.text).toContain(`/booking/${booking.id}?token=`);
    const [pdf, ...others] = mail.attachments ?? [];
    expect(others).toEqual([]);
    expect(pdf?.filename).toBe(`${entry.receiptNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(attachedPdf(mail));
    expect(text).toContain(entry.receiptNumber);
    expect(text).toContain(GUEST);
    expect(text).toContain('$700.50');
    expect(text).toContain(booking.reference);
    expect(await receiptRows(booking)).toHaveLength(1);
  });

  it('mails a refund and a reversal too, each once, and the reversal names what it cancels', async () => {
    const booking = await confirmedBooking();
    const paid = await record(booking.id, 'payments', payment(50_000));
    const refund = await record(booking.id, 'refunds', {
      ...payment(20_000),
      method: 'cash',
      reference: null,
    });
    const reversal = await record(booking.id, 'reversals', {
      entryId: refund.entry.id,
      reason: 'Recorded twice.',
      idempotencyKey: randomUUID(),
    });

    const refundMail = await receiptMail(refund.entry.receiptNumber);
    expect(refundMail.text).toContain('refund of $200.00');
    const refundText = await pdfText(attachedPdf(refundMail));
    expect(refundText).toContain('Refund sent');
    expect(refundText).toContain('Refunded to date');

    const reversalMail = await receiptMail(reversal.entry.receiptNumber);
    expect(reversalMail.text).toContain(`Receipt ${refund.entry.receiptNumber}`);
    const reversalText = await pdfText(attachedPdf(reversalMail));
    expect(reversalText).toContain('Refund cancelled');
    expect(reversalText).toContain(refund.entry.receiptNumber);
    expect(await receiptRows(booking)).toHaveLength(3);
    expect(paid.entry.receiptNumber).not.toBe(refund.entry.receiptNumber);
  });

  it('queues nothing for a refused entry or the same form sent twice at once', async () => {
    const booking = await confirmedBooking();
    const tooMuch = await call('POST', `/api/console/bookings/${booking.id}/refunds`, payment(1));
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);

    const form = payment(30_000);
    const both = await Promise.all([
      call('POST', `/api/console/bookings/${booking.id}/payments`, form),
      call('POST', `/api/console/bookings/${booking.id}/payments`, form),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await receiptRows(booking)).toHaveLength(1);
  });

  it("queues nothing when the entry's transaction rolls back after it was written", async () => {
    const booking = await confirmedBooking();
    const counters = () => desk.t.database.db.select().from(receiptCounters);
    const before = await counters();
    const rolledBack = new Error('rolled back after the entry and its mail were written');

    // The entry's own transaction runs inside this one (a savepoint), which then fails: a real
    // rollback of everything recordEntry wrote, its receipt number and its mail included.
    const attempt = desk.t.database.db.transaction(async (outer) => {
      const recorded = await recordEntry(
        { db: outer, mail: desk.t.app.mailContext },
        { id: desk.manager.id, name: desk.manager.name, ip: '127.0.0.1' },
        booking.id,
        { kind: 'payment', ...payment(15_000), method: 'cash', reference: 'HNB 4471', note: null },
      );
      expect(recorded.entry.receiptNumber).toMatch(/^R-\d{4}-\d{4,}$/);
      const queued = await outer
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, booking.guestEmail));
      expect(queued.filter((row) => row.template === 'payment-receipt-guest')).toHaveLength(1);
      throw rolledBack;
    });
    await expect(attempt).rejects.toBe(rolledBack);

    expect(await receiptRows(booking)).toEqual([]);
    expect(
      await desk.t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.bookingId, booking.id)),
    ).toEqual([]);
    expect(await counters()).toEqual(before);
  });

  it('lets the team download a receipt as a PDF named by its number, the same bytes each time', async () => {
    const booking = await confirmedBooking();
    const { entry } = await record(booking.id, 'payments', payment(125_000));
    const url = `/api/console/bookings/${booking.id}/receipts/${entry.receiptNumber}`;

    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${entry.receiptNumber}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(GUEST);
    expect(text).toContain('$1,250.00');
    // Deterministic: the PDF's dates are the entry's, so the file is the same on every download
    // and the same as the one the guest was mailed.
    expect((await call('GET', url)).rawPayload.equals(res.rawPayload)).toBe(true);
    const mailed = await receiptMail(entry.receiptNumber);
    expect(mailed.attachments?.[0]?.content.equals(res.rawPayload)).toBe(true);
  });

  it("refuses the team a receipt of another booking, an unknown one and a number that isn't one", async () => {
    const first = await confirmedBooking();
    const other = await confirmedBooking();
    const { entry } = await record(first.id, 'payments', payment(10_000));

    const elsewhere = await call(
      'GET',
      `/api/console/bookings/${other.id}/receipts/${entry.receiptNumber}`,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    expect(elsewhere.json<{ message: string }>().message).toBe(
      'This booking has no receipt with this number.',
    );
    const unknown = await call('GET', `/api/console/bookings/${first.id}/receipts/R-2001-9999`);
    expect(unknown.statusCode).toBe(404);
    const bad = await call('GET', `/api/console/bookings/${first.id}/receipts/receipt-1`);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('R-2027-0001');
  });

  it("lets the guest download their receipt with the booking's token, and nobody else", async () => {
    const booking = await confirmedBooking();
    const other = await confirmedBooking();
    const { entry } = await record(booking.id, 'payments', payment(40_000));
    const url = `/api/bookings/${booking.id}/receipts/${entry.receiptNumber}`;
    const as = (token: string | null, address = url) =>
      desk.t.app.inject({
        url: address,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    const res = await as(booking.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${entry.receiptNumber}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pdfText(res.rawPayload)).toContain(entry.receiptNumber);
    // The page's cookie opens it too, as it opens the booking.
    const byCookie = await desk.t.app.inject({
      url,
      headers: { cookie: `booking_${booking.id}=${booking.accessToken}` },
    });
    expect(byCookie.statusCode).toBe(200);

    for (const refused of [
      await as(null),
      await as('not-the-token'),
      await as(other.accessToken),
      // Another booking's receipt through that booking's own token.
      await as(other.accessToken, `/api/bookings/${other.id}/receipts/${entry.receiptNumber}`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });
});
