/**
 * DESIGN.md decision 15 and "Targets": bad input of any kind, on every endpoint, gets a 4xx with a
 * readable `{message, statusCode, error, issues?}` body and writes nothing. Each case starts from a
 * valid body (asserted to succeed) and changes one thing.
 */
import { STATUS_CODES } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import {
  bookings,
  contactInquiries,
  outbox,
  reviews,
  testimonials,
  transportRequests,
} from './db/schema.ts';

type Body = Record<string, unknown>;

interface Case {
  name: string;
  request: () => InjectOptions;
  /** The expected status, or the statuses that are all right. */
  status: number | readonly number[];
  /** A validation error that must name this field in the message and in `issues`. */
  field?: string;
  /** An unknown field that must be named after 'Unknown field'. */
  unknown?: string;
  message?: RegExp;
}

const today = resortToday();
const yesterday = addDays(today, -1);
const stay = { checkInDate: addDays(today, 150), checkOutDate: addDays(today, 154) };
const UNKNOWN_ID = 'abcdef0123456789abcdef01';
const LONG_EMAIL = `${'a'.repeat(288)}@example.com`; // 300 characters
const TEN_THOUSAND = 'x'.repeat(10_000);
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

const without = (body: Body, key: string): Body =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

describe.each(engines)('bad input on %s', (engine) => {
  let t: TestApp;
  const ctx = { villa: undefined as unknown as Villa, bookingId: '', token: '' };

  // Valid base bodies: every case below changes one thing in one of them.
  const bookingBody = (): Body => ({
    villaId: ctx.villa.id,
    guestName: 'Amelia Perera',
    guestEmail: 'amelia.perera@example.com',
    guestPhone: '+44 20 7946 0958',
    ...stay,
    adults: 2,
    children: 1,
    infants: 0,
    airportPickup: true,
    airportDropoff: false,
    vehicleType: 'CAR',
    specialRequests: 'We arrive around 9 PM.',
  });
  const updateBody = (): Body => ({ guestPhone: '+94 77 123 4567', adults: 3 });
  const cancelBody = (): Body => ({ reason: 'Our flights were cancelled.' });
  const testimonialBody = (): Body => ({
    name: 'Hannah Smith',
    location: 'Leeds, United Kingdom',
    rating: 5,
    comment: 'A wonderful week by the river; the team thought of everything.',
    villaName: 'Villa River Breeze',
  });
  const reviewBody = (): Body => ({
    villaId: ctx.villa.id,
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    rating: 4,
    comment: 'Lovely villa and a great breakfast every single day.',
  });
  const contactBody = (): Body => ({
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    phone: '+39 06 1234 5678',
    subject: 'Honeymoon in March',
    message: 'Could you arrange flowers and a dinner on the beach?',
    inquiryType: 'GENERAL',
    status: 'NEW',
    createdAt: new Date().toISOString(),
  });
  const transportBody = (): Body => ({
    service: 'AIRPORT_TRANSFER',
    from: 'Bandaranaike International Airport',
    to: 'Villa River Breeze',
    date: addDays(today, 30),
    time: '14:30',
    passengers: 2,
    luggage: 2,
    name: 'Amelia Perera',
    email: 'amelia.perera@example.com',
    phone: '+44 20 7946 0958',
  });

  /** A booking a request is about: the shared one that every case leaves as it was, by default. */
  interface Target {
    bookingId: string;
    token: string;
  }
  const auth = (target: Target = ctx) => ({ authorization: `Bearer ${target.token}` });
  const bookingUrl = (id = ctx.bookingId) => `/api/bookings/${id}`;

  /** The JSON endpoints, each with a valid body; the generic cases run against every one. */
  const bodyEndpoints: {
    label: string;
    method: 'POST' | 'PUT';
    url: (target?: Target) => string;
    body: () => Body;
    headers?: (target?: Target) => Record<string, string>;
    publicForm: boolean;
  }[] = [
    {
      label: 'POST /api/bookings',
      method: 'POST',
      url: () => '/api/bookings',
      body: bookingBody,
      publicForm: true,
    },
    {
      label: 'PUT /api/bookings/:id',
      method: 'PUT',
      url: (target = ctx) => bookingUrl(target.bookingId),
      body: updateBody,
      headers: auth,
      publicForm: false,
    },
    {
      label: 'POST /api/bookings/:id/cancel',
      method: 'POST',
      url: (target = ctx) => `${bookingUrl(target.bookingId)}/cancel`,
      body: cancelBody,
      headers: auth,
      publicForm: false,
    },
    {
      label: 'POST /api/testimonials',
      method: 'POST',
      url: () => '/api/testimonials',
      body: testimonialBody,
      publicForm: true,
    },
    {
      label: 'POST /api/reviews',
      method: 'POST',
      url: () => '/api/reviews',
      body: reviewBody,
      publicForm: true,
    },
    {
      label: 'POST /api/contact',
      method: 'POST',
      url: () => '/api/contact',
      body: contactBody,
      publicForm: true,
    },
    {
      label: 'POST /api/transport/quote',
      method: 'POST',
      url: () => '/api/transport/quote',
      body: transportBody,
      publicForm: true,
    },
    {
      label: 'POST /api/transport/book',
      method: 'POST',
      url: () => '/api/transport/book',
      body: transportBody,
      publicForm: true,
    },
  ];

  const genericCases: Case[] = bodyEndpoints.flatMap((e): Case[] => {
    const headers = (extra: Record<string, string> = {}) => ({
      ...(e.headers?.() ?? {}),
      ...extra,
    });
    const cases: Case[] = [
      {
        name: `${e.label}: malformed JSON`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: '{"guestName": ',
          headers: headers({ 'content-type': 'application/json' }),
        }),
        status: 400,
        message: /not valid JSON/,
      },
      {
        name: `${e.label}: a JSON array instead of an object`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: '[1, 2]',
          headers: headers({ 'content-type': 'application/json' }),
        }),
        status: 400,
      },
      {
        name: `${e.label}: an unknown field`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: { ...e.body(), totalPrice: 1 },
          headers: headers(),
        }),
        status: 400,
        unknown: 'totalPrice',
      },
      {
        name: `${e.label}: a 1 MB body`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: JSON.stringify({ ...e.body(), padding: ONE_MEGABYTE }),
          headers: headers({ 'content-type': 'application/json' }),
        }),
        status: 413,
        message: /too large.*limit is 100 KB/,
      },
      {
        name: `${e.label}: a text/plain body`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: JSON.stringify(e.body()),
          headers: headers({ 'content-type': 'text/plain' }),
        }),
        status: 415,
        message: /Content-Type: application\/json/,
      },
    ];
    if (e.publicForm) {
      cases.push({
        name: `${e.label}: the honeypot is filled`,
        request: () => ({
          method: e.method,
          url: e.url(),
          payload: { ...e.body(), website: 'http://spam' },
          headers: headers(),
        }),
        status: 400,
        field: 'website',
        message: /looks automated/,
      });
    }
    return cases;
  });

  const post =
    (url: string, body: () => Body) =>
    (patch: Body | ((b: Body) => Body)) =>
    (): InjectOptions => ({
      method: 'POST',
      url,
      payload: typeof patch === 'function' ? patch(body()) : { ...body(), ...patch },
    });
  const booking = post('/api/bookings', bookingBody);
  const testimonial = post('/api/testimonials', testimonialBody);
  const review = post('/api/reviews', reviewBody);
  const contact = post('/api/contact', contactBody);
  const quote = post('/api/transport/quote', transportBody);
  const book = post('/api/transport/book', transportBody);
  const update = (patch: Body) => (): InjectOptions => ({
    method: 'PUT',
    url: bookingUrl(),
    payload: patch,
    headers: auth(),
  });
  const get =
    (url: () => string, headers: () => Record<string, string> = () => ({})) =>
    (): InjectOptions => ({ method: 'GET', url: url(), headers: headers() });

  const bookingCases: Case[] = [
    {
      name: 'POST /api/bookings: adults as text',
      request: booking({ adults: 'two' }),
      status: 400,
      field: 'adults',
    },
    {
      name: 'POST /api/bookings: adults 2.5',
      request: booking({ adults: 2.5 }),
      status: 400,
      field: 'adults',
    },
    {
      name: 'POST /api/bookings: no adults',
      request: booking({ adults: 0 }),
      status: 400,
      field: 'adults',
    },
    {
      name: 'POST /api/bookings: negative children',
      request: booking({ children: -1 }),
      status: 400,
      field: 'children',
    },
    {
      name: 'POST /api/bookings: airportPickup as text',
      request: booking({ airportPickup: 'yes' }),
      status: 400,
      field: 'airportPickup',
    },
    {
      name: 'POST /api/bookings: vehicle BUS',
      request: booking({ vehicleType: 'BUS' }),
      status: 400,
      field: 'vehicleType',
    },
    {
      name: 'POST /api/bookings: missing guestName',
      request: booking((b) => without(b, 'guestName')),
      status: 400,
      field: 'guestName',
    },
    {
      name: 'POST /api/bookings: blank guestName',
      request: booking({ guestName: '   ' }),
      status: 400,
      field: 'guestName',
    },
    {
      name: 'POST /api/bookings: missing guestEmail',
      request: booking((b) => without(b, 'guestEmail')),
      status: 400,
      field: 'guestEmail',
    },
    {
      name: 'POST /api/bookings: missing checkInDate',
      request: booking((b) => without(b, 'checkInDate')),
      status: 400,
      field: 'checkInDate',
    },
    {
      name: 'POST /api/bookings: missing villaId',
      request: booking((b) => without(b, 'villaId')),
      status: 400,
      field: 'villaId',
    },
    {
      name: 'POST /api/bookings: no body at all',
      request: () => ({ method: 'POST', url: '/api/bookings' }),
      status: 400,
    },
    {
      name: 'POST /api/bookings: an e-mail that is not one',
      request: booking({ guestEmail: 'amelia-at-example' }),
      status: 400,
      field: 'guestEmail',
    },
    {
      name: 'POST /api/bookings: a 300-character e-mail',
      request: booking({ guestEmail: LONG_EMAIL }),
      status: 400,
      field: 'guestEmail',
    },
    {
      name: 'POST /api/bookings: a phone of letters',
      request: booking({ guestPhone: 'call me' }),
      status: 400,
      field: 'guestPhone',
    },
    {
      name: 'POST /api/bookings: 10,000-character specialRequests',
      request: booking({ specialRequests: TEN_THOUSAND }),
      status: 400,
      field: 'specialRequests',
      message: /2000/,
    },
    {
      name: 'POST /api/bookings: 10,000-character guestName',
      request: booking({ guestName: TEN_THOUSAND }),
      status: 400,
      field: 'guestName',
    },
    {
      name: 'POST /api/bookings: check-in 2027-02-30',
      request: booking({ checkInDate: '2027-02-30', checkOutDate: '2027-03-04' }),
      status: 400,
      field: 'checkInDate',
    },
    {
      name: 'POST /api/bookings: a date not in YYYY-MM-DD',
      request: booking({ checkOutDate: '04/05/2027' }),
      status: 400,
      field: 'checkOutDate',
    },
    {
      name: 'POST /api/bookings: check-in yesterday',
      request: booking({ checkInDate: yesterday, checkOutDate: addDays(yesterday, 3) }),
      status: 400,
      message: /Check-in cannot be in the past/,
    },
    {
      name: 'POST /api/bookings: check-out before check-in',
      request: booking({ checkInDate: stay.checkOutDate, checkOutDate: stay.checkInDate }),
      status: 400,
      field: 'checkOutDate',
      message: /after checkInDate/,
    },
    {
      name: 'POST /api/bookings: check-out on check-in day',
      request: booking({ checkOutDate: stay.checkInDate }),
      status: 400,
      field: 'checkOutDate',
    },
    {
      name: 'POST /api/bookings: one guest over capacity',
      request: booking({ adults: 7, children: 2 }),
      status: 400,
      message: /sleeps at most 8 guests.*you chose 9/,
    },
    {
      name: 'POST /api/bookings: unknown villa id',
      request: booking({ villaId: UNKNOWN_ID }),
      status: 404,
      message: /could not find a villa/,
    },
    {
      name: 'POST /api/bookings: unknown villa slug',
      request: booking({ villaId: 'villa-nowhere' }),
      status: 404,
      message: /could not find a villa/,
    },
    {
      name: 'PUT /api/bookings/:id: a non-hex id',
      request: () => ({
        method: 'PUT',
        url: bookingUrl('not-a-booking'),
        payload: updateBody(),
        headers: auth(),
      }),
      status: 400,
      field: 'id',
    },
    {
      name: 'PUT /api/bookings/:id: an unknown hex id',
      request: () => ({
        method: 'PUT',
        url: bookingUrl(UNKNOWN_ID),
        payload: updateBody(),
        headers: auth(),
      }),
      status: 404,
      message: /could not find that booking/,
    },
    {
      name: 'PUT /api/bookings/:id: a wrong token',
      request: () => ({
        method: 'PUT',
        url: bookingUrl(),
        payload: updateBody(),
        headers: { authorization: 'Bearer not-the-token' },
      }),
      status: 404,
    },
    {
      name: 'PUT /api/bookings/:id: an empty object',
      request: update({}),
      status: 400,
      message: /at least one field/,
    },
    {
      name: 'PUT /api/bookings/:id: adults as text',
      request: update({ adults: 'two' }),
      status: 400,
      field: 'adults',
    },
    {
      name: 'PUT /api/bookings/:id: changing the e-mail',
      request: update({ guestEmail: 'someone.else@example.com' }),
      status: 400,
      unknown: 'guestEmail',
    },
    {
      name: 'PUT /api/bookings/:id: 2027-02-30',
      request: update({ checkInDate: '2027-02-30' }),
      status: 400,
      field: 'checkInDate',
    },
    {
      name: 'PUT /api/bookings/:id: check-in yesterday',
      request: update({ checkInDate: yesterday }),
      status: 400,
      message: /Check-in cannot be in the past/,
    },
    {
      name: 'PUT /api/bookings/:id: reversed dates',
      request: update({ checkInDate: stay.checkOutDate, checkOutDate: stay.checkInDate }),
      status: 400,
      field: 'checkOutDate',
    },
    {
      name: 'PUT /api/bookings/:id: check-in after the stored check-out',
      request: update({ checkInDate: addDays(stay.checkOutDate, 1) }),
      status: 400,
      message: /Check-out must be after check-in/,
    },
    {
      name: 'PUT /api/bookings/:id: over capacity',
      request: update({ adults: 8, children: 1 }),
      status: 400,
      message: /sleeps at most 8 guests/,
    },
    {
      name: 'PUT /api/bookings/:id: 10,000-character specialRequests',
      request: update({ specialRequests: TEN_THOUSAND }),
      status: 400,
      field: 'specialRequests',
    },
    {
      name: 'POST /api/bookings/:id/cancel: a non-hex id',
      request: () => ({
        method: 'POST',
        url: `${bookingUrl('zzz')}/cancel`,
        payload: cancelBody(),
        headers: auth(),
      }),
      status: 400,
      field: 'id',
    },
    {
      name: 'POST /api/bookings/:id/cancel: an unknown hex id',
      request: () => ({
        method: 'POST',
        url: `${bookingUrl(UNKNOWN_ID)}/cancel`,
        payload: cancelBody(),
        headers: auth(),
      }),
      status: 404,
    },
    {
      name: 'POST /api/bookings/:id/cancel: no token',
      request: () => ({ method: 'POST', url: `${bookingUrl()}/cancel`, payload: cancelBody() }),
      status: 404,
    },
    {
      name: 'POST /api/bookings/:id/cancel: reason as a number',
      request: () => ({
        method: 'POST',
        url: `${bookingUrl()}/cancel`,
        payload: { reason: 5 },
        headers: auth(),
      }),
      status: 400,
      field: 'reason',
    },
    {
      name: 'POST /api/bookings/:id/cancel: a 10,000-character reason',
      request: () => ({
        method: 'POST',
        url: `${bookingUrl()}/cancel`,
        payload: { reason: TEN_THOUSAND },
        headers: auth(),
      }),
      status: 400,
      field: 'reason',
    },
    {
      name: 'GET /api/bookings/:id: a non-hex id',
      request: get(() => bookingUrl('12345'), auth),
      status: 400,
      field: 'id',
    },
    {
      name: 'GET /api/bookings/:id: an unknown hex id',
      request: get(() => bookingUrl(UNKNOWN_ID), auth),
      status: 404,
      message: /could not find that booking/,
    },
    { name: 'GET /api/bookings/:id: no token', request: get(() => bookingUrl()), status: 404 },
    {
      name: 'GET /api/bookings/:id: an unknown query key',
      request: get(() => `${bookingUrl()}?admin=true`, auth),
      status: 400,
      unknown: 'admin',
    },
    {
      name: 'GET /api/bookings/:id: a 300-character token',
      request: get(() => `${bookingUrl()}?token=${'t'.repeat(300)}`),
      status: 400,
      field: 'token',
    },
    {
      name: 'GET /api/bookings/email/:email: not an e-mail',
      request: get(() => '/api/bookings/email/not-an-email', auth),
      status: 400,
      field: 'email',
    },
    {
      name: 'GET /api/bookings/email/:email: a 300-character e-mail',
      request: get(() => `/api/bookings/email/${encodeURIComponent(LONG_EMAIL)}`, auth),
      status: 400,
      field: 'email',
    },
    {
      name: 'GET /api/bookings/email/:email: a long but valid address without its token',
      request: get(() => `/api/bookings/email/${'a'.repeat(60)}.${'b'.repeat(60)}%40example.com`),
      status: 401,
    },
    {
      name: 'GET /api/bookings/email/:email: no token',
      request: get(() => '/api/bookings/email/amelia.perera%40example.com'),
      status: 401,
      message: /confirmation e-mail/,
    },
  ];

  const villaCases: Case[] = [
    {
      name: 'GET /api/villas: featured=maybe',
      request: get(() => '/api/villas?featured=maybe'),
      status: 400,
      field: 'featured',
    },
    {
      name: 'GET /api/villas: guests=abc',
      request: get(() => '/api/villas?guests=abc'),
      status: 400,
      field: 'guests',
    },
    {
      name: 'GET /api/villas: guests=0',
      request: get(() => '/api/villas?guests=0'),
      status: 400,
      field: 'guests',
    },
    {
      name: 'GET /api/villas: an unknown query key',
      request: get(() => '/api/villas?sort=price'),
      status: 400,
      unknown: 'sort',
    },
    {
      name: 'GET /api/villas: 10,000-character q',
      request: get(() => `/api/villas?q=${TEN_THOUSAND}`),
      status: 400,
      field: 'q',
    },
    {
      name: 'GET /api/villas/search: page=-1',
      request: get(() => '/api/villas/search?page=-1'),
      status: 400,
      field: 'page',
    },
    {
      name: 'GET /api/villas/search: size=51',
      request: get(() => '/api/villas/search?size=51'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/villas/search: size=abc',
      request: get(() => '/api/villas/search?size=abc'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/villas/search: featured=maybe',
      request: get(() => '/api/villas/search?q=villa&featured=maybe'),
      status: 400,
      field: 'featured',
    },
    {
      name: 'GET /api/villas/:ref: an unknown slug',
      request: get(() => '/api/villas/villa-nowhere'),
      status: 404,
      message: /could not find a villa called 'villa-nowhere'/,
    },
    {
      name: 'GET /api/villas/:ref: an unknown id',
      request: get(() => `/api/villas/${UNKNOWN_ID}`),
      status: 404,
    },
    {
      name: 'GET /api/villas/:ref: a 200-character ref',
      request: get(() => `/api/villas/${'v'.repeat(200)}`),
      status: 400,
      field: 'ref',
    },
    {
      name: 'GET /api/villas/:ref/availability: an unknown slug',
      request: get(() => '/api/villas/villa-nowhere/availability'),
      status: 404,
    },
    {
      name: 'GET /api/villas/:ref/availability: an unknown id',
      request: get(() => `/api/villas/${UNKNOWN_ID}/availability`),
      status: 404,
    },
    ...(
      [
        ['no checkIn', `checkOut=${stay.checkOutDate}`, { field: 'checkIn' }],
        ['checkIn 2027-02-30', 'checkIn=2027-02-30&checkOut=2027-03-04', { field: 'checkIn' }],
        [
          'reversed dates',
          `checkIn=${stay.checkOutDate}&checkOut=${stay.checkInDate}`,
          { field: 'checkOut' },
        ],
        [
          'checkIn yesterday',
          `checkIn=${yesterday}&checkOut=${addDays(today, 3)}`,
          { message: /past/ },
        ],
        [
          'adults=two',
          `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&adults=two`,
          { field: 'adults' },
        ],
        [
          'over capacity',
          `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&adults=7&children=2`,
          { message: /sleeps at most 8 guests/ },
        ],
        [
          'vehicleType=BUS',
          `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&vehicleType=BUS`,
          { field: 'vehicleType' },
        ],
        [
          'an unknown key',
          `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&price=1`,
          { unknown: 'price' },
        ],
      ] as const
    ).map(([what, query, expected]): Case => ({
      name: `GET /api/villas/:ref/check-availability: ${what}`,
      request: get(() => `/api/villas/${ctx.villa.id}/check-availability?${query}`),
      status: 400,
      ...expected,
    })),
    {
      name: 'GET /api/villas/:ref/check-availability: an unknown villa',
      request: get(
        () =>
          `/api/villas/villa-nowhere/check-availability?checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`,
      ),
      status: 404,
    },
  ];

  const testimonialCases: Case[] = [
    {
      name: 'GET /api/testimonials: page=-1',
      request: get(() => '/api/testimonials?page=-1'),
      status: 400,
      field: 'page',
    },
    {
      name: 'GET /api/testimonials: size=51',
      request: get(() => '/api/testimonials?size=51'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/testimonials: size=abc',
      request: get(() => '/api/testimonials?size=abc'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/testimonials: featured=maybe',
      request: get(() => '/api/testimonials?featured=maybe'),
      status: 400,
      field: 'featured',
    },
    {
      name: 'GET /api/testimonials: an unknown villa',
      request: get(() => '/api/testimonials?villaId=villa-nowhere'),
      status: 404,
    },
    {
      name: 'GET /api/testimonials: an unknown query key',
      request: get(() => '/api/testimonials?status=PENDING'),
      status: 400,
      unknown: 'status',
    },
    {
      name: 'POST /api/testimonials: rating as text',
      request: testimonial({ rating: '5' }),
      status: 400,
      field: 'rating',
    },
    {
      name: 'POST /api/testimonials: rating 6',
      request: testimonial({ rating: 6 }),
      status: 400,
      field: 'rating',
    },
    {
      name: 'POST /api/testimonials: rating 4.5',
      request: testimonial({ rating: 4.5 }),
      status: 400,
      field: 'rating',
    },
    {
      name: 'POST /api/testimonials: missing name',
      request: testimonial((b) => without(b, 'name')),
      status: 400,
      field: 'name',
    },
    {
      name: 'POST /api/testimonials: missing comment',
      request: testimonial((b) => without(b, 'comment')),
      status: 400,
      field: 'comment',
    },
    {
      name: 'POST /api/testimonials: 10,000-character comment',
      request: testimonial({ comment: TEN_THOUSAND }),
      status: 400,
      field: 'comment',
    },
    {
      name: 'POST /api/testimonials: an avatar on another host',
      request: testimonial({ avatar: 'http://evil.example/me.jpg' }),
      status: 400,
      field: 'avatar',
    },
    {
      name: 'POST /api/testimonials: featured by the visitor',
      request: testimonial({ featured: true }),
      status: 400,
      unknown: 'featured',
    },
  ];

  const reviewCases: Case[] = [
    {
      name: 'GET /api/reviews/villa/:ref: an unknown slug',
      request: get(() => '/api/reviews/villa/villa-nowhere'),
      status: 404,
      message: /could not find a villa/,
    },
    {
      name: 'GET /api/reviews/villa/:ref: an unknown id',
      request: get(() => `/api/reviews/villa/${UNKNOWN_ID}`),
      status: 404,
    },
    {
      name: 'GET /api/reviews/villa/:ref: page=-1',
      request: get(() => '/api/reviews/villa/villa-river-breeze?page=-1'),
      status: 400,
      field: 'page',
    },
    {
      name: 'GET /api/reviews/villa/:ref: size=51',
      request: get(() => '/api/reviews/villa/villa-river-breeze?size=51'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/reviews/villa/:ref: size=abc',
      request: get(() => '/api/reviews/villa/villa-river-breeze?size=abc'),
      status: 400,
      field: 'size',
    },
    {
      name: 'GET /api/reviews/villa/:ref: an unknown query key',
      request: get(() => '/api/reviews/villa/villa-river-breeze?status=PENDING'),
      status: 400,
      unknown: 'status',
    },
    {
      name: 'POST /api/reviews: rating as text',
      request: review({ rating: '5' }),
      status: 400,
      field: 'rating',
    },
    {
      name: 'POST /api/reviews: rating 0',
      request: review({ rating: 0 }),
      status: 400,
      field: 'rating',
    },
    {
      name: 'POST /api/reviews: missing villaId',
      request: review((b) => without(b, 'villaId')),
      status: 400,
      field: 'villaId',
    },
    {
      name: 'POST /api/reviews: a short comment',
      request: review({ comment: 'Nice.' }),
      status: 400,
      field: 'comment',
    },
    {
      name: 'POST /api/reviews: 10,000-character comment',
      request: review({ comment: TEN_THOUSAND }),
      status: 400,
      field: 'comment',
    },
    {
      name: 'POST /api/reviews: a 300-character e-mail',
      request: review({ email: LONG_EMAIL }),
      status: 400,
      field: 'email',
    },
    {
      name: 'POST /api/reviews: an unknown villa id',
      request: review({ villaId: UNKNOWN_ID }),
      status: 404,
      message: /could not find a villa/,
    },
    {
      name: 'POST /api/reviews: an unknown villa slug',
      request: review({ villaId: 'villa-nowhere' }),
      status: 404,
    },
  ];

  const contactCases: Case[] = [
    {
      name: 'POST /api/contact: missing email',
      request: contact((b) => without(b, 'email')),
      status: 400,
      field: 'email',
    },
    {
      name: 'POST /api/contact: missing subject',
      request: contact((b) => without(b, 'subject')),
      status: 400,
      field: 'subject',
    },
    {
      name: 'POST /api/contact: missing message',
      request: contact((b) => without(b, 'message')),
      status: 400,
      field: 'message',
    },
    {
      name: 'POST /api/contact: name as a number',
      request: contact({ name: 42 }),
      status: 400,
      field: 'name',
    },
    {
      name: 'POST /api/contact: a 300-character e-mail',
      request: contact({ email: LONG_EMAIL }),
      status: 400,
      field: 'email',
    },
    {
      name: 'POST /api/contact: 10,000-character message',
      request: contact({ message: TEN_THOUSAND }),
      status: 400,
      field: 'message',
    },
    {
      name: 'POST /api/contact: an unknown inquiryType',
      request: contact({ inquiryType: 'SPAM' }),
      status: 400,
      field: 'inquiryType',
    },
    {
      name: 'POST /api/contact: status READ',
      request: contact({ status: 'READ' }),
      status: 400,
      field: 'status',
    },
    {
      name: 'POST /api/contact: createdAt not a timestamp',
      request: contact({ createdAt: 'yesterday' }),
      status: 400,
      field: 'createdAt',
    },
  ];

  const transportCases: Case[] = [quote, book].flatMap((send, i): Case[] => {
    const label = i === 0 ? 'POST /api/transport/quote' : 'POST /api/transport/book';
    return [
      {
        name: `${label}: passengers 3.5`,
        request: send({ passengers: 3.5 }),
        status: 400,
        field: 'passengers',
      },
      {
        name: `${label}: passengers as text`,
        request: send({ passengers: 'three' }),
        status: 400,
        field: 'passengers',
      },
      {
        name: `${label}: passengers 9`,
        request: send({ passengers: 9 }),
        status: 400,
        field: 'passengers',
      },
      {
        name: `${label}: passengers 0`,
        request: send({ passengers: 0 }),
        status: 400,
        field: 'passengers',
      },
      {
        name: `${label}: a car for 5`,
        request: send({ passengers: 5, vehicleType: 'CAR' }),
        status: 400,
        message: /choose the van/,
      },
      {
        name: `${label}: an unknown service`,
        request: send({ service: 'HELICOPTER' }),
        status: 400,
        field: 'service',
      },
      {
        name: `${label}: missing from`,
        request: send((b) => without(b, 'from')),
        status: 400,
        field: 'from',
      },
      {
        name: `${label}: 2027-02-30`,
        request: send({ date: '2027-02-30' }),
        status: 400,
        field: 'date',
      },
      {
        name: `${label}: yesterday`,
        request: send({ date: yesterday }),
        status: 400,
        message: /cannot be in the past/,
      },
      {
        name: `${label}: time 25:00`,
        request: send({ time: '25:00' }),
        status: 400,
        field: 'time',
      },
      {
        name: `${label}: a 300-character e-mail`,
        request: send({ email: LONG_EMAIL }),
        status: 400,
        field: 'email',
      },
      {
        name: `${label}: 10,000-character notes`,
        request: send({ notes: TEN_THOUSAND }),
        status: 400,
        field: 'notes',
      },
    ];
  });

  const cases = [
    ...genericCases,
    ...bookingCases,
    ...villaCases,
    ...testimonialCases,
    ...reviewCases,
    ...contactCases,
    ...transportCases,
  ];

  const tables = { bookings, contactInquiries, testimonials, reviews, transportRequests, outbox };
  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      counts[name] = row?.n ?? -1;
    }
    return counts;
  }
  const bookingRow = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const theBooking = () => bookingRow(ctx.bookingId);

  function expectReadableError(
    res: LightMyRequestResponse,
    c: Omit<Case, 'name' | 'request'>,
  ): void {
    expect([c.status].flat(), res.body.slice(0, 500)).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<ApiError>();
    expect(body.statusCode).toBe(res.statusCode);
    expect(body.error).toBe(STATUS_CODES[res.statusCode]);
    expect(typeof body.message).toBe('string');
    expect(body.message.trim()).not.toBe('');
    expect(body.message).not.toMatch(/Internal/i);
    // A sentence: starts with a capital letter and ends with a full stop.
    expect(body.message).toMatch(/^[A-Z][\s\S]*[.!?]$/);
    if (c.field) {
      expect(body.message).toContain(c.field);
      expect(body.issues?.map((i) => i.path)).toContain(c.field);
      for (const issue of body.issues ?? []) expect(issue.message.trim()).not.toBe('');
    }
    if (c.unknown) {
      expect(body.message).toMatch(new RegExp(`Unknown fields?: .*${c.unknown}`));
      expect(body.issues?.some((i) => i.message.includes(c.unknown ?? '?'))).toBe(true);
    }
    if (c.message) expect(body.message).toMatch(c.message);
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const villa = await t.app.inject({ method: 'GET', url: '/api/villas/villa-river-breeze' });
    ctx.villa = villa.json<Villa>();
    expect(ctx.villa.guests).toBe(8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<BookingCreated>();
    ctx.bookingId = created.id;
    ctx.token = created.accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A pending booking of its own, for a test that changes or cancels one. */
  async function ownBooking(daysAhead: number): Promise<Target> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        ...bookingBody(),
        checkInDate: addDays(today, daysAhead),
        checkOutDate: addDays(today, daysAhead + 3),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<BookingCreated>();
    return { bookingId: created.id, token: created.accessToken };
  }

  it('accepts every valid base body, so each case below differs in one thing only', async () => {
    // The base booking body made the shared booking (beforeAll); the update and the cancel
    // (last: it ends the booking) go to a booking of this test's own, which no case reads.
    const own = await ownBooking(180);
    for (const e of bodyEndpoints) {
      if (e.label === 'POST /api/bookings') continue;
      const res = await t.app.inject({
        method: e.method,
        url: e.url(own),
        payload: e.body(),
        headers: e.headers?.(own) ?? {},
      });
      const changesOne = e.method === 'PUT' || e.label.endsWith('/cancel');
      expect(res.statusCode, `${e.label}: ${res.body}`).toBe(changesOne ? 200 : 201);
    }
    expect((await bookingRow(own.bookingId))?.status).toBe('CANCELLED');
    const gets = [
      bookingUrl(),
      `/api/bookings/email/${encodeURIComponent('amelia.perera@example.com')}`,
      '/api/villas?featured=true&guests=2',
      '/api/villas/search?q=villa&page=0&size=50',
      `/api/villas/${ctx.villa.id}`,
      '/api/villas/villa-river-breeze/availability',
      `/api/villas/${ctx.villa.id}/check-availability?checkIn=${addDays(today, 200)}&checkOut=${addDays(today, 203)}&adults=2`,
      '/api/testimonials?featured=true&size=6&villaId=villa-river-breeze',
      '/api/reviews/villa/villa-river-breeze?page=0&size=50',
    ];
    for (const url of gets) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth() });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('accepts a party at capacity plus 5 infants: infants do not count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        ...bookingBody(),
        checkInDate: addDays(today, 170),
        checkOutDate: addDays(today, 173),
        adults: 6,
        children: 2,
        infants: 5,
        vehicleType: 'VAN',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<BookingCreated>()).toMatchObject({
      adults: 6,
      children: 2,
      infants: 5,
      status: 'PENDING',
    });
  });

  it.each(cases)('$name → $status, readable, nothing written', async (c) => {
    const before = await rowCounts();
    const bookingBefore = await theBooking();
    const res = await t.app.inject(c.request());
    expectReadableError(res, c);
    expect(await rowCounts()).toEqual(before);
    expect(await theBooking()).toEqual(bookingBefore);
  });
});
