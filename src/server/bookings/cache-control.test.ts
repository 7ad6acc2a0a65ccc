/**
 * Issue 12 §3: every answer of the bookings API belongs to one guest (or carries a token), so none
 * may be kept by a browser, a proxy or a CDN: each says `Cache-Control: no-store`, errors included,
 * as the guest's HTML page does.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(engines)('private answers on %s', (engine) => {
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

  const book = async () => {
    const res = await bookFreshStay();
    return { res, booking: res.json<BookingCreated>() };
  };

  it('the POST answer that carries the token is not stored', async () => {
    const { res } = await book();
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('nor is any answer behind a token, nor its refusals', async () => {
    const { booking } = await book();
    const auth = { authorization: `Bearer ${booking.accessToken}` };
    const token = `?token=${encodeURIComponent(booking.accessToken)}`;
    const cases: [InjectOptions, number][] = [
      [{ url: `/api/bookings/${booking.id}`, headers: auth }, 200],
      [{ url: `/api/bookings/${booking.id}${token}` }, 200],
      [{ url: `/api/bookings/${booking.id}?token=wrong` }, 404],
      [{ url: `/api/bookings/email/amara@example.com${token}` }, 200],
      [{ url: `/api/bookings/email/amara@example.com` }, 401],
      [{ url: `/api/bookings/email/not-an-address${token}` }, 400],
      [
        {
          method: 'PUT',
          url: `/api/bookings/${booking.id}`,
          headers: auth,
          payload: { adults: 3 },
        },
        200,
      ],
      [{ method: 'PUT', url: `/api/bookings/${booking.id}`, headers: auth, payload: {} }, 400],
      [
        { method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers: auth, payload: {} },
        200,
      ],
      [{ method: 'POST', url: '/api/bookings', payload: { villaId: villa.id } }, 400],
      // The guest's page that the e-mail links to, and its refusals.
      [{ url: `/booking/${booking.id}${token}` }, 303],
      [{ url: `/booking/${booking.id}?token=wrong` }, 404],
      [{ url: `/booking/not-an-id${token}` }, 400],
    ];
    for (const [request, status] of cases) {
      const res = await t.app.inject(request);
      const what = `${request.method ?? 'GET'} ${request.url as string}`;
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });
});
