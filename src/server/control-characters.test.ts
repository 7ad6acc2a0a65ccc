/**
 * Issue 12 §3: a NUL (or any control character) in a text field, a path or a query parameter is a
 * 400 that names the field, and nothing is stored. Before, it reached PostgreSQL, which refuses a
 * NUL: a 500, and the guest's details in the error log. Fields of several lines keep their line
 * breaks (a browser posts a textarea's as CRLF) and store them as LF.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type Stay } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import {
  bookings,
  contactInquiries,
  reviews,
  testimonials,
  transportRequests,
} from './db/schema.ts';
import { addDays, resortToday } from '#domain/dates.ts';

type Body = Record<string, unknown>;

const NUL = '\u0000';

describe.each(engines)('control characters on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let freshStay: () => Stay;
  let booking: BookingCreated;

  const bookingBody = (): Body => ({
    villaId: villa.id,
    guestName: 'Amelia Perera',
    guestEmail: 'amelia.perera@example.com',
    guestPhone: '+44 20 7946 0958',
    ...freshStay(),
    adults: 2,
    specialRequests: 'We arrive around 9 PM.',
  });
  const reviewBody = (): Body => ({
    villaId: villa.id,
    name: 'Tom Becker',
    email: 'tom@example.com',
    rating: 5,
    comment: 'Quiet, green and beautifully kept.',
  });
  const testimonialBody = (): Body => ({
    name: 'Hannah Smith',
    location: 'Leeds',
    rating: 5,
    comment: 'A wonderful week by the river.',
    villaName: 'Villa River Breeze',
  });
  const contactBody = (): Body => ({
    name: 'Nimal Silva',
    email: 'nimal@example.com',
    phone: '+94 77 123 4567',
    subject: 'A question',
    message: 'Do you have a cot for a baby?',
  });
  const transportBody = (): Body => ({
    service: 'AIRPORT_TRANSFER',
    from: 'Colombo Airport',
    to: 'Villa River Breeze',
    date: addDays(resortToday(), 30),
    time: '10:30',
    passengers: 2,
    name: 'Kasun Fernando',
    email: 'kasun@example.com',
    phone: '+94 77 765 4321',
    notes: 'Two surfboards.',
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, freshStay } = await villaWithFreeStays(t.app));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(),
    });
    expect(created.statusCode).toBe(201);
    booking = created.json<BookingCreated>();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows of every table guests write to, to see that a refused request stored nothing. */
  async function rowCounts() {
    const counts: number[] = [];
    for (const table of [bookings, reviews, testimonials, contactInquiries, transportRequests]) {
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      counts.push(row?.n ?? 0);
    }
    return counts;
  }

  const bodyCases: { endpoint: string; body: () => Body; fields: string[]; method?: 'PUT' }[] = [
    {
      endpoint: '/api/bookings',
      body: bookingBody,
      fields: [
        'villaId',
        'guestName',
        'guestEmail',
        'guestPhone',
        'checkInDate',
        'specialRequests',
        'website',
      ],
    },
    { endpoint: '/api/reviews', body: reviewBody, fields: ['villaId', 'name', 'email', 'comment'] },
    {
      endpoint: '/api/testimonials',
      body: testimonialBody,
      fields: ['name', 'location', 'comment', 'villaName', 'avatar'],
    },
    {
      endpoint: '/api/contact',
      body: contactBody,
      fields: ['name', 'email', 'phone', 'subject', 'message'],
    },
    ...['/api/transport/quote', '/api/transport/book'].map((endpoint) => ({
      endpoint,
      body: transportBody,
      fields: ['from', 'to', 'date', 'time', 'name', 'email', 'phone', 'notes'],
    })),
  ];

  describe.each(bodyCases)('POST $endpoint', ({ endpoint, body, fields }) => {
    it.each(fields)('refuses a NUL in %s with a 400 that names it', async (field) => {
      const before = await rowCounts();
      const valid = body();
      const value = typeof valid[field] === 'string' ? valid[field] : 'abc';
      const res = await t.app.inject({
        method: 'POST',
        url: endpoint,
        payload: { ...valid, [field]: `${value.slice(0, 3)}${NUL}${value.slice(3)}` },
      });
      expect(res.statusCode).toBe(400);
      const answer = res.json<ApiError>();
      expect(answer.message).toMatch(/control characters/);
      expect(answer.issues?.map((i) => i.path)).toContain(field);
      expect(await rowCounts()).toEqual(before);
    });
  });

  it.each([
    ['a NUL', 'Ann\u0000e'],
    ['an escape (terminal colours)', 'Ann\u001b[31me'],
    ['a line feed', 'Ann\ne'],
    ['a carriage return', 'Ann\re'],
    ['a tab', 'Ann\te'],
    ['DEL', 'Ann\u007fe'],
    ['a C1 next-line', 'Ann\u0085e'],
    // The bidirectional controls (issue 36 §4): shown, they turn the text after them around in a
    // subject, a statement or the calendar ("Ann\u202egpj.exe" reads "Annexe.jpg").
    ['a right-to-left override', 'Ann\u202eenneJ'],
    ['a left-to-right embedding', 'Ann\u202ae'],
    ['a pop directional formatting', 'Ann\u202ce'],
    ['a right-to-left isolate', 'Ann\u2067e'],
    ['a pop directional isolate', 'Ann\u2069e'],
    ['a left-to-right mark', 'Ann\u200ee'],
    ['a right-to-left mark', 'Ann\u200fe'],
    ['an Arabic letter mark', 'Ann\u061ce'],
  ])('refuses %s in a field of one line', async (_name, guestName) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingBody(), guestName },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      'Please check the request body: guestName must be one line of text without control characters.',
    );
  });

  it('keeps the line breaks and tabs of a message, stored as LF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactBody(), message: 'Hello,\r\n\r\n\tA cot, please.\rThanks\n' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const [row] = await t.database.db
      .select({ message: contactInquiries.message })
      .from(contactInquiries)
      .where(eq(contactInquiries.id, id));
    expect(row?.message).toBe('Hello,\n\n\tA cot, please.\nThanks');
  });

  it.each([
    ['a NUL', NUL],
    ['a right-to-left override', '\u202e'],
    ['a first-strong isolate', '\u2068'],
  ])('refuses %s in a message', async (_name, character) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactBody(), message: `Hello${character} there, a cot please` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      'Please check the request body: message must be text without control characters (line breaks and tabs are fine).',
    );
  });

  it('refuses half a character (a lone surrogate) and keeps whole ones, emoji included', async () => {
    const count = async () => (await t.database.db.select().from(contactInquiries)).length;
    const before = await count();
    for (const [field, value, label] of [
      ['message', 'A cot, please \ud800', 'message must be text without broken characters'],
      ['name', 'Ann\udc00e', 'name must be text without broken characters'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contactBody(), [field]: value },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().message).toBe(`Please check the request body: ${label}.`);
    }
    expect(await count()).toBe(before);
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactBody(), message: 'A cot, please 🌴🙏' },
    });
    expect(whole.statusCode, whole.body).toBe(201);
  });

  it('refuses a NUL in a booking change and in a cancellation reason', async () => {
    const auth = { authorization: `Bearer ${booking.accessToken}` };
    for (const request of [
      { method: 'PUT', url: `/api/bookings/${booking.id}`, payload: { guestName: `A${NUL}` } },
      {
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        payload: { specialRequests: `late${NUL}` },
      },
      {
        method: 'POST',
        url: `/api/bookings/${booking.id}/cancel`,
        payload: { reason: `plans${NUL}` },
      },
    ] as const) {
      const res = await t.app.inject({ ...request, headers: auth });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/control characters/);
    }
    const [row] = await t.database.db
      .select({ guestName: bookings.guestName, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toEqual({ guestName: 'Amelia Perera', status: 'PENDING' });
  });

  it.each([
    '/api/villas/%00',
    '/api/villas/villa%00river',
    '/api/villas/slug/%00',
    '/api/villas/%00/availability',
    '/api/villas/%00/check-availability?checkIn=2030-01-01&checkOut=2030-01-05',
    '/api/villas/villa-river-breeze/check-availability?checkIn=2030-01-01%00&checkOut=2030-01-05',
    '/api/reviews/villa/%00',
    '/api/villas?tag=%00',
    '/api/villas?q=riv%00er',
    '/api/villas/search?q=riv%00er',
    '/api/villas/search?tag=be%0Ach',
    '/api/testimonials?villaId=%00',
    '/api/bookings/%00',
    '/api/bookings/email/amelia%00@example.com',
    '/booking/%00',
  ])('answers GET %s with a 400 that says why', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/control characters|must be|address/);
  });

  it('refuses a NUL in the access token of a link', async () => {
    const res = await t.app.inject({ url: `/api/bookings/${booking.id}?token=abc%00def` });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/token/);
  });
});
