/**
 * Issue 13 §3: the mail a guest and the team receive, read off a real SMTP server in the test
 * process (smtp-server on 127.0.0.1) after the app sent it through nodemailer (SMTP_URL): who it
 * goes to, Reply-To, the subject, both parts, dates as people write them with the time zone named,
 * and the manage link, followed against the app.
 */
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type Stay } from '#tests/helpers/free-stays.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, outbox } from '../db/schema.ts';
import { dateLabel, resortMomentLabel } from './format.ts';

const TEAM = 'team@villas.test';

describe.each(engines)('e-mail over SMTP on %s', (engine) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let villa: Villa;
  let freshStay: () => Stay;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(engine, {
      realMailer: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Serendib Shores Villas <reservations@villas.test>' },
    });
    ({ villa, freshStay } = await villaWithFreeStays(t.app));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** The one message to `to` whose subject has `words`, once it has arrived. */
  const arrived = async (to: string, words: string): Promise<ParsedMail> =>
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

  const book = async (guestEmail: string) => {
    const stay = freshStay();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId: villa.id,
        ...stay,
        guestName: 'Amara Perera',
        guestEmail,
        guestPhone: '+94 77 555 0101',
        adults: 2,
        children: 1,
        infants: 0,
        airportPickup: false,
        airportDropoff: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };

  it('sends the guest an HTML and text mail with human dates and a manage link that works', async () => {
    const booking = await book('amara@example.com');
    const guest = await arrived('amara@example.com', booking.reference);

    expect(guest.from?.value).toEqual([
      { name: 'Serendib Shores Villas', address: 'reservations@villas.test' },
    ]);
    expect(guest.subject).toBe(
      `We received your booking request ${booking.reference} for ${booking.villaName}`,
    );
    const text = guest.text ?? '';
    const html = String(guest.html);
    for (const part of [text, html]) {
      expect(part).toContain('Serendib Shores Villas');
      expect(part).toContain(`${dateLabel(booking.checkInDate)}, from 2:00 PM`);
      expect(part).toContain('2 adults and 1 child');
      expect(part).toContain(resortMomentLabel(booking.holdExpiresAt ?? ''));
      expect(part).toContain('Sri Lanka time');
      expect(part).toContain('See or change your request, or cancel it, here');
      expect(part).not.toContain(booking.checkInDate); // no ISO dates
    }
    expect(html).toContain('#0f4c4a'); // the brand's teal

    // The link, in both parts, opens the guest's booking (its own token, decision 061).
    const link =
      new RegExp(`https://villas\\.test/booking/${booking.id}\\?token=[\\w-]+`).exec(text)?.[0] ??
      'no link';
    expect(text).toContain(link);
    expect(html).toContain(link.replace(/&/g, '&amp;'));
    const page = await t.app.inject({ url: link.replace('https://villas.test', '') });
    expect([200, 302, 303]).toContain(page.statusCode);
    if (page.statusCode === 200) expect(page.body).toContain(booking.reference);
    else expect(page.headers.location).toMatch(new RegExp(`^/booking/${booking.id}`));

    // The team's copy answers the guest on Reply and never carries the guest's token.
    const team = await arrived(TEAM, booking.reference);
    expect(team.replyTo?.value).toEqual([{ name: 'Amara Perera', address: 'amara@example.com' }]);
    expect(team.text).toContain('Sri Lanka time');
    const token = new URL(link).searchParams.get('token') ?? 'no token';
    for (const secret of [booking.accessToken, token]) {
      expect(team.text).not.toContain(secret);
      expect(String(team.html)).not.toContain(secret);
    }
  });

  it('tells the guest and the team of a change, a cancellation and a hold that lapsed', async () => {
    const booking = await book('changes@example.com');
    const auth = { authorization: `Bearer ${booking.accessToken}` };
    const moved = freshStay();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: auth,
      payload: moved,
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = await arrived('changes@example.com', 'was changed');
    expect(changed.text).toContain(dateLabel(moved.checkInDate));
    expect((await arrived(TEAM, `${booking.reference} changed`)).replyTo?.text).toContain(
      'changes@example.com',
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: auth,
      payload: { reason: 'Our flights moved' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await arrived('changes@example.com', 'was cancelled');
    expect(gone.text).toContain('was cancelled');
    expect(String(gone.html)).toContain('was cancelled');
    expect((await arrived(TEAM, `${booking.reference} cancelled`)).text).toContain(
      'Our flights moved',
    );

    const lapsing = await book('lapsed@example.com');
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, lapsing.id));
    expect(await t.app.stays.sweepHolds()).toBe(1);
    const lapsed = await arrived('lapsed@example.com', 'has lapsed');
    expect(lapsed.text).toContain('Sri Lanka time');
    expect(lapsed.text).toContain(lapsing.reference);
    await arrived(TEAM, `${lapsing.reference} lapsed`);
  });

  it('acknowledges a contact message, a transport request, a review and a testimonial', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sofia Rossi',
        email: 'sofia@example.com',
        subject: 'Honeymoon in March',
        message: 'We would love a quiet villa near the beach.',
        inquiryType: 'EVENTS',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const thanks = await arrived('sofia@example.com', 'We received your message');
    expect(thanks.text).toContain("We'll get back to you within 24 hours.");
    expect(thanks.text).toContain('We would love a quiet villa near the beach.');
    const toTeam = await arrived(TEAM, 'Honeymoon in March');
    expect(toTeam.replyTo?.value).toEqual([{ name: 'Sofia Rossi', address: 'sofia@example.com' }]);

    const transport = await t.app.inject({
      method: 'POST',
      url: '/api/transport/quote',
      payload: {
        service: 'AIRPORT_TRANSFER',
        from: 'Colombo Airport (CMB)',
        to: villa.name,
        date: freshStay().checkInDate,
        time: '07:30',
        passengers: 1,
        luggage: 2,
        name: 'Lena Vogel',
        email: 'lena@example.com',
      },
    });
    expect(transport.statusCode, transport.body).toBe(201);
    const { reference } = transport.json<{ reference: string }>();
    const ride = await arrived('lena@example.com', reference);
    expect(ride.text).toContain('7:30 AM Sri Lanka time');
    expect(ride.text).toContain('1 passenger, 2 bags');
    expect((await arrived(TEAM, reference)).replyTo?.text).toContain('lena@example.com');

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        villaId: villa.id,
        name: 'Tom Baker',
        email: 'tom@example.com',
        rating: 5,
        comment: 'A wonderful week by the river.',
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewed = await arrived('tom@example.com', 'Thank you for your review');
    expect(reviewed.text).toContain('once our team has approved it');
    expect(reviewed.text).toContain('5 stars of 5');

    const testimonial = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: {
        name: 'Ines Duarte',
        email: 'ines@example.com',
        location: 'Lisbon',
        rating: 4,
        comment: 'Kind people and a lovely garden.',
      },
    });
    expect(testimonial.statusCode, testimonial.body).toBe(201);
    const shared = await arrived('ines@example.com', 'Thank you for sharing');
    expect(shared.text).toContain('Kind people and a lovely garden.');
    expect(shared.text).toContain('4 stars of 5');
  });

  it('keeps the outbox row whole: subject, template, its props and Reply-To', async () => {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, TEAM));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.template).toMatch(/-team$/);
      expect(row.props).toEqual(expect.any(Object));
      expect(row.replyToAddress).toMatch(/@example\.com$/);
      expect(row.sentAt).not.toBeNull();
    }
  });
});
