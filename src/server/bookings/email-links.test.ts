/**
 * The guest's e-mails open the booking on any device (issue 23 §2.1, decision 061): every guest's
 * mail about a booking links to its page with a token of its own making, so a phone that never saw
 * the first link opens it too; no token is kept in the database or the outbox; a fresh link ends
 * every link before it. And the team's mails about one booking link to it in the console (§3.7).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, outbox } from '../db/schema.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { bookingCookieName } from './access-cookie.ts';

const ORIGIN = 'https://villas.test';

describe.each(engines)('the links of booking e-mails on %s', (engine) => {
  let t: TestApp;
  let bookFreshStay: FreeStays['bookFreshStay'];
  let manager: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ bookFreshStay } = await villaWithFreeStays(t.app));
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  let guests = 0;
  const book = async () => {
    guests += 1;
    const res = await bookFreshStay({
      guestName: `Kavya Silva ${guests}`,
      guestEmail: `kavya${guests}@example.com`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };

  /** The one mail to `to` whose subject has `words`, once it has gone. */
  const mailTo = async (to: string, words: string): Promise<OutgoingMail> => {
    let found: OutgoingMail | undefined;
    await vi.waitFor(() => {
      found = t.sentMail.find((m) => m.to === to && m.subject.includes(words));
      expect(found, `a mail to ${to} about '${words}'`).toBeDefined();
    });
    return found as OutgoingMail;
  };

  /** The booking's link in a mail: in its text and, the same, behind its button. */
  const linkIn = (mail: OutgoingMail, id: string) => {
    const link = new RegExp(`${ORIGIN}/booking/${id}\\?token=[\\w%-]+`).exec(mail.text)?.[0];
    expect(link, `${mail.subject}: a link to the booking`).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    return (link ?? '').slice(ORIGIN.length);
  };
  const tokenOf = (path: string) =>
    decodeURIComponent(new URL(path, ORIGIN).searchParams.get('token') ?? '');

  /** A browser with no cookie of this site (a phone that never opened the first link). */
  const openOnAnotherDevice = (path: string) => t.app.inject({ url: path });
  const apiWith = (id: string, token: string) =>
    t.app.inject({ url: `/api/bookings/${id}`, headers: { authorization: `Bearer ${token}` } });

  it('opens the booking from the confirmation on a device that never opened the first link', async () => {
    const b = await book();
    const requested = await mailTo(b.guestEmail, 'We received your booking request');
    const confirm = await consoleCall(t, manager, 'POST', `/api/console/bookings/${b.id}/confirm`, {
      message: 'See you soon',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const confirmed = await mailTo(b.guestEmail, 'is confirmed');

    const link = linkIn(confirmed, b.id);
    const page = await openOnAnotherDevice(link);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/booking/${b.id}`);
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe(`${bookingCookieName(b.id)}=${tokenOf(link)}`);
    // The page's own calls carry that cookie alone.
    const read = await t.app.inject({ url: `/api/bookings/${b.id}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ reference: string }>().reference).toBe(b.reference);
    expect(confirmed.text).not.toContain('link from your first e-mail');

    // The first e-mail's link opens it too, and the booking answer's own token still does.
    expect((await openOnAnotherDevice(linkIn(requested, b.id))).statusCode).toBe(303);
    expect((await apiWith(b.id, tokenOf(link))).statusCode).toBe(200);
    expect((await apiWith(b.id, b.accessToken)).statusCode).toBe(200);
  });

  it('links every guest mail about the booking: changed, cancelled by the team', async () => {
    const b = await book();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${b.id}`,
      headers: { authorization: `Bearer ${b.accessToken}` },
      payload: { specialRequests: 'A cot, please' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = await mailTo(b.guestEmail, 'was changed');
    expect((await apiWith(b.id, tokenOf(linkIn(changed, b.id)))).statusCode).toBe(200);

    expect(
      (await consoleCall(t, manager, 'POST', `/api/console/bookings/${b.id}/confirm`, {}))
        .statusCode,
    ).toBe(200);
    const cancel = await consoleCall(t, manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {
      reason: 'The guest phoned: a family emergency.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await mailTo(b.guestEmail, 'was cancelled');
    expect((await apiWith(b.id, tokenOf(linkIn(cancelled, b.id)))).statusCode).toBe(200);
  });

  it('keeps no token in the database or the outbox', async () => {
    const b = await book();
    const token = tokenOf(linkIn(await mailTo(b.guestEmail, 'We received'), b.id));
    const rows = await t.database.db.select().from(outbox);
    const stored = JSON.stringify(rows);
    expect(stored).toContain(`/booking/${b.id}`);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(b.accessToken);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('ends every earlier link, and the cookies made from them, when a fresh link is asked for', async () => {
    const b = await book();
    const first = linkIn(await mailTo(b.guestEmail, 'We received'), b.id);
    const opened = await openOnAnotherDevice(first);
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/lost-link',
      payload: { reference: b.reference, email: b.guestEmail, website: '' },
    });
    expect(asked.statusCode).toBe(202);
    const fresh = linkIn(await mailTo(b.guestEmail, 'a fresh link'), b.id);
    expect(fresh).not.toBe(first);

    expect((await openOnAnotherDevice(first)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/bookings/${b.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect((await apiWith(b.id, tokenOf(first))).statusCode).toBe(404);
    expect((await apiWith(b.id, b.accessToken)).statusCode).toBe(404);
    expect((await openOnAnotherDevice(fresh)).statusCode).toBe(303);
    expect((await apiWith(b.id, tokenOf(fresh))).statusCode).toBe(200);
  });

  it('links the team’s mails about one booking to it in the console', async () => {
    const b = await book();
    const consolePage = `${ORIGIN}/console/bookings/${b.id}`;
    const request = await mailTo('team@villas.test', `New booking request ${b.reference}`);
    expect(request.text).toContain(consolePage);
    expect(request.html).toContain(`href="${consolePage}"`);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.id}/cancel`,
      headers: { authorization: `Bearer ${b.accessToken}` },
      payload: { reason: null },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await mailTo('team@villas.test', `${b.reference} cancelled by the guest`);
    expect(cancelled.text).toContain(consolePage);
    // The team's mails carry no guest's token.
    expect(request.text).not.toContain('token=');
  });
});
