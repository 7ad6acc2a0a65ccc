/**
 * Issue 26 §2 over SMTP, on both engines: the guest's receipt arrives through nodemailer at a real
 * SMTP server (smtp-server, parsed by mailparser as a mail program would) with its PDF attached,
 * named by the receipt's number, holding the guest's Cyrillic name and the amount.
 */
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { LedgerEntryView } from '#domain/schemas/payment.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';

const GUEST = 'Дмитрий Соколов';

describe.each(engines)('a receipt over SMTP on %s', (engine) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let bookFreshStay: FreeStays['bookFreshStay'];
  let manager: ConsoleSession;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(engine, {
      realMailer: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Serendib Shores Villas <reservations@villas.test>' },
    });
    ({ bookFreshStay } = await villaWithFreeStays(t.app));
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const arrived = (to: string, words: string): Promise<ParsedMail> =>
    vi.waitFor(
      () => {
        const found = smtp.received.filter(
          (m) => m.envelopeTo.includes(to) && (m.parsed.subject ?? '').includes(words),
        );
        expect(found).toHaveLength(1);
        return (found[0] as (typeof found)[number]).parsed;
      },
      { timeout: 10_000 },
    );

  it('arrives with the receipt as a PDF attachment', async () => {
    const email = `${randomUUID()}@example.com`;
    const created = await bookFreshStay({ guestName: GUEST, guestEmail: email });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json<BookingCreated>();
    const confirm = `/api/console/bookings/${booking.id}/confirm`;
    expect((await consoleCall(t, manager, 'POST', confirm, {})).statusCode).toBe(200);
    const res = await consoleCall(
      t,
      manager,
      'POST',
      `/api/console/bookings/${booking.id}/payments`,
      {
        amountCents: 33_333,
        receivedOn: resortToday(),
        method: 'cash',
        idempotencyKey: randomUUID(),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { receiptNumber } = res.json<{ entry: LedgerEntryView }>().entry;

    const mail = await arrived(email, receiptNumber);
    expect(mail.text).toContain(`Dear ${GUEST}`);
    expect(mail.html).toContain('$333.33');
    const [pdf, ...more] = mail.attachments;
    expect(more).toEqual([]);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`${receiptNumber}.pdf`);
    expect(pdf?.contentDisposition).toBe('attachment');
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain(receiptNumber);
    expect(text).toContain(GUEST);
    expect(text).toContain('$333.33');
  });
});
