/**
 * Issue 13 §2, "Manage my booking": the e-mail link traded for a cookie (decision 024), the booking
 * API behind that cookie (and its CSRF check), changes re-checked and re-priced, the refund of a
 * cancellation by the day, and "Lost your link?" (decision 025).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { arrivalInstant } from '#domain/refund.ts';
import {
  LOST_LINK_ANSWER,
  type Booking,
  type BookingCreated,
  type CancellationTerms,
} from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, outbox } from '../db/schema.ts';
import { bookingCookieName } from './access-cookie.ts';
import { LOST_LINK_MIN_MS } from './by-email.ts';
import { cancelByGuest as cancelBooking, getCancellationTerms } from '#server/stays/cancel.ts';
import type { StaysDeps } from '#server/stays/transaction.ts';

const ORIGIN = 'https://villas.test';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(engines)('manage my booking on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let bookFreshStay: FreeStays['bookFreshStay'];

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, bookFreshStay } = await villaWithFreeStays(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await bookFreshStay({ infants: 1, ...overrides });
    expect(res.statusCode).toBe(201);
    return res.json<BookingCreated>();
  };
  const cookieOf = (b: BookingCreated) => ({
    cookie: `${bookingCookieName(b.id)}=${b.accessToken}`,
  });
  /** The request's two mails (guest and team) have gone: the outbox is idle. */
  const sentBoth = (b: BookingCreated) =>
    vi.waitFor(() => {
      expect(t.sentMail.filter((m) => m.subject.includes(b.reference))).toHaveLength(2);
    });
  const outboxSize = async () => (await t.database.db.select().from(outbox)).length;
  const setStatus = (id: string, status: 'CONFIRMED' | 'DECLINED' | 'EXPIRED') =>
    t.database.db.update(bookings).set({ status, holdExpiresAt: null }).where(eq(bookings.id, id));

  describe('the e-mail link', () => {
    it('trades the token for an HttpOnly cookie and sends the guest to the bare address', async () => {
      const b = await book();
      const res = await t.app.inject({
        url: `/booking/${b.id}?token=${encodeURIComponent(b.accessToken)}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/booking/${b.id}`);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`${bookingCookieName(b.id)}=${b.accessToken}`);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Secure/); // PUBLIC_URL is https
      expect(cookie).toMatch(/; Max-Age=\d+/);

      // The cookie then opens the booking, on the API as on the page.
      const api = await t.app.inject({ url: `/api/bookings/${b.id}`, headers: cookieOf(b) });
      expect(api.statusCode).toBe(200);
      expect(api.json<Booking>().reference).toBe(b.reference);
    });

    it('sets the cookie only from the link’s own token, whatever else the request carries', async () => {
      const b = await book();
      // A right Bearer beside a wrong `?token=` (the fuzz found it): no cookie of the wrong token.
      const res = await t.app.inject({
        url: `/booking/${b.id}?token=%E2%80%A8`,
        headers: { authorization: `Bearer ${b.accessToken}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers a wrong token, another booking’s cookie and no booking alike: 404, no cookie', async () => {
      const mine = await book();
      const theirs = await book();
      const wrong = await t.app.inject({ url: `/booking/${mine.id}?token=wrong` });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const missing = '0123456789abcdef01234567';
      const answers = await Promise.all([
        t.app.inject({ url: `/api/bookings/${mine.id}`, headers: cookieOf(theirs) }),
        t.app.inject({
          url: `/api/bookings/${mine.id}`,
          headers: { cookie: `${bookingCookieName(mine.id)}=${theirs.accessToken}` },
        }),
        t.app.inject({ url: `/api/bookings/${missing}`, headers: cookieOf(theirs) }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(answers[2].body);
      }
    });

    it('page and API answers are never kept, never indexed and send no Referer', async () => {
      const b = await book();
      const answers = await Promise.all([
        t.app.inject({ url: `/booking/${b.id}?token=${b.accessToken}` }),
        t.app.inject({ url: `/booking/${b.id}?token=wrong` }),
        t.app.inject({ url: `/booking/${b.id}`, headers: cookieOf(b) }),
        t.app.inject({ url: `/api/bookings/${b.id}`, headers: cookieOf(b) }),
        t.app.inject({ url: `/api/bookings/${b.id}/cancellation`, headers: cookieOf(b) }),
        t.app.inject({ url: `/api/bookings/${b.id}` }),
      ]);
      for (const res of answers) {
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toMatch(/noindex/);
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });
  });

  describe('cross-site requests', () => {
    it('refuses a change or cancel carried by the cookie alone from another origin', async () => {
      const b = await book();
      for (const origin of [undefined, 'https://evil.example', 'null', 'http://villas.test']) {
        const headers = { ...cookieOf(b), ...(origin ? { origin } : {}), host: 'villas.test:443' };
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/bookings/${b.id}`,
          headers,
          payload: { adults: 3 },
        });
        expect(put.statusCode).toBe(403);
        expect(put.json<{ message: string }>().message).toMatch(/not sent from our booking page/);
        const cancel = await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${b.id}/cancel`,
          headers,
          payload: {},
        });
        expect(cancel.statusCode).toBe(403);
      }
      const still = await t.app.inject({ url: `/api/bookings/${b.id}`, headers: cookieOf(b) });
      expect(still.json<Booking>()).toMatchObject({ adults: 2, status: 'PENDING' });

      // From the site's own page it goes through.
      const ok = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${b.id}`,
        headers: { ...cookieOf(b), origin: ORIGIN },
        payload: { adults: 3 },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<Booking>().adults).toBe(3);
    });
  });

  describe('changing a pending request', () => {
    const put = (b: BookingCreated, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${b.id}`,
        headers: { ...cookieOf(b), origin: ORIGIN },
        payload,
      });

    it('re-prices new dates and transfers, and may move within its own nights', async () => {
      const b = await book();
      const nights = villa.minimumNights + 2;
      // One day later, overlapping its own old nights.
      const checkInDate = addDays(b.checkInDate, 1);
      const checkOutDate = addDays(checkInDate, nights);
      const res = await put(b, {
        checkInDate,
        checkOutDate,
        airportPickup: true,
        vehicleType: 'CAR',
      });
      expect(res.statusCode).toBe(200);
      const changed = res.json<Booking>();
      const room = nights * villa.price;
      expect(changed).toMatchObject({ checkInDate, checkOutDate, vehicleType: 'CAR' });
      expect(changed.quote).toMatchObject({ nights, room, transfer: 5000 });
      expect(changed.totalPrice).toBe(room + 5000 + Math.round((room + 5000) * 0.1));
      expect(changed.totalPrice).not.toBe(b.totalPrice);
    });

    it('refuses dates another booking holds, and a party the villa cannot sleep', async () => {
      const other = await book();
      const b = await book();
      const clash = await put(b, {
        checkInDate: other.checkInDate,
        checkOutDate: other.checkOutDate,
      });
      expect(clash.statusCode).toBe(409);
      const crowd = await put(b, { adults: villa.guests + 1 });
      expect(crowd.statusCode).toBe(400);
      const same = await t.app.inject({ url: `/api/bookings/${b.id}`, headers: cookieOf(b) });
      expect(same.json<Booking>().checkInDate).toBe(b.checkInDate);
    });

    it.each(['CONFIRMED', 'DECLINED', 'EXPIRED'] as const)(
      'refuses a change once the request is %s, with a clear 409',
      async (status) => {
        const b = await book();
        await setStatus(b.id, status);
        const res = await put(b, { adults: 1 });
        expect(res.statusCode).toBe(409);
        expect(res.json<{ message: string }>().message).toMatch(
          /still waiting for confirmation can be changed online/,
        );
      },
    );
  });

  describe('cancelling', () => {
    const deps = (now: Date): StaysDeps => ({
      db: t.database.db,
      mail: { publicUrl: ORIGIN, teamEmail: 'team@villas.test' },
      links: t.app.bookingLinks,
      calendarChanged: () => undefined,
      now: () => now,
    });

    it('shows the refund it then applies: within a day of booking, all that was paid (nothing on a request)', async () => {
      const b = await book();
      const terms = await t.app.inject({
        url: `/api/bookings/${b.id}/cancellation`,
        headers: cookieOf(b),
      });
      expect(terms.json<CancellationTerms>()).toEqual({
        cancellable: true,
        reason: null,
        refund: {
          percent: 100,
          amount: 0,
          paidCents: 0,
          rule: expect.stringMatching(/24 hours/) as unknown,
        },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${b.id}/cancel`,
        headers: { ...cookieOf(b), origin: ORIGIN },
        payload: { reason: 'Our flights changed' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Booking>()).toMatchObject({
        status: 'CANCELLED',
        cancellationReason: 'Our flights changed',
        refund: { percent: 100, amount: 0, rule: terms.json<CancellationTerms>().refund?.rule },
      });
    });

    it.each([
      [10, 50],
      [7, 50],
      [6, 0],
      [1, 0],
    ])(
      '%i days before arrival a confirmed stay is refunded %i%% of what was paid',
      async (days, percent) => {
        const b = await book();
        await setStatus(b.id, 'CONFIRMED');
        const now = new Date(arrivalInstant(b.checkInDate).getTime() - days * DAY);
        const terms = await getCancellationTerms(deps(now), b.id, b.accessToken);
        // Made CONFIRMED by hand: no schedule and nothing paid, so nothing to give back. The money
        // paid is src/server/payments/cancellation.api.test.ts's.
        expect(terms.refund).toMatchObject({ percent, amount: 0, paidCents: 0 });
        const cancelled = await cancelBooking(deps(now), b.id, b.accessToken, null);
        expect(cancelled.refund).toEqual({ percent, amount: 0, rule: terms.refund?.rule });
      },
    );

    it('refuses once the stay has begun, and when there is nothing to cancel', async () => {
      const b = await book();
      await setStatus(b.id, 'CONFIRMED');
      const arrived = new Date(arrivalInstant(b.checkInDate).getTime() + HOUR);
      const terms = await getCancellationTerms(deps(arrived), b.id, b.accessToken);
      expect(terms).toMatchObject({ cancellable: false, refund: null });
      expect(terms.reason).toMatch(/stay has begun/);
      await expect(cancelBooking(deps(arrived), b.id, b.accessToken, null)).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/stay has begun/) as unknown,
      });

      const declined = await book();
      await setStatus(declined.id, 'DECLINED');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${declined.id}/cancel`,
        headers: { ...cookieOf(declined), origin: ORIGIN },
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'This booking is declined and holds no dates, so there is nothing to cancel.',
      );
    });
  });

  describe('lost your link?', () => {
    const ask = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/lost-link', payload });

    it('mails a fresh link on a match, which replaces the old one', async () => {
      const b = await book({ guestEmail: 'lost.link@example.com' });
      await sentBoth(b);
      const before = t.sentMail.length;
      const res = await ask({
        reference: b.reference.toLowerCase(),
        email: 'Lost.Link@example.com',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: LOST_LINK_ANSWER });
      await vi.waitFor(() => expect(t.sentMail.length).toBe(before + 1));
      const mail = t.sentMail.at(-1);
      expect(mail?.to).toBe('lost.link@example.com');
      const link = /https:\/\/villas\.test(\/booking\/[0-9a-f]{24}\?token=[\w%-]+)/.exec(
        mail?.text ?? '',
      )?.[1];
      expect(link).toBeDefined();
      const opened = await t.app.inject({ url: link ?? '' });
      expect(opened.statusCode).toBe(303);
      const old = await t.app.inject({ url: `/booking/${b.id}?token=${b.accessToken}` });
      expect(old.statusCode).toBe(404);
    });

    it('answers a wrong address or reference the same way, at the same pace, and mails nothing', async () => {
      const b = await book({ guestEmail: 'someone@example.com' });
      await sentBoth(b);
      const before = t.sentMail.length;
      const queued = await outboxSize();
      const started = Date.now();
      const answers = [
        await ask({ reference: b.reference, email: 'stranger@example.com' }),
        await ask({ reference: 'VB-ZZZZZZ', email: 'someone@example.com' }),
      ];
      expect(Date.now() - started).toBeGreaterThanOrEqual(2 * LOST_LINK_MIN_MS);
      for (const res of answers) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: LOST_LINK_ANSWER });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // Nothing was queued for anyone.
      expect(await outboxSize()).toBe(queued);
      expect(t.sentMail.length).toBe(before);
      const still = await t.app.inject({ url: `/booking/${b.id}?token=${b.accessToken}` });
      expect(still.statusCode).toBe(303);
    });

    it('refuses bad input with a sentence, and a filled honeypot', async () => {
      const cases = [
        { reference: 'VB-ABCDEF' },
        { reference: 'VB-ABCDEF', email: 'not-an-address' },
        { reference: '', email: 'a@example.com' },
        { reference: 'VB-ABCDEF', email: 'a@example.com', website: 'http://spam' },
        { reference: 'VB-ABCDEF', email: 'a@example.com', extra: 1 },
      ];
      for (const payload of cases) {
        const res = await ask(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
      }
    });
  });
});
