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

/** One case a row: what changes, the request, the status, and what the error must say. */
type Row = [
  what: string,
  request: () => InjectOptions,
  status: number,
  expected?: Pick<Case, 'field' | 'unknown' | 'message'>,
];

const casesOf = (label: string, rows: Row[]): Case[] =>
  rows.map(([what, request, status, expected]) => ({
    name: `${label}: ${what}`,
    request,
    status,
    ...expected,
  }));

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

  const JSON_BODY = { 'content-type': 'application/json' };

  const genericCases: Case[] = bodyEndpoints.flatMap((e) => {
    // The body is made when the case runs: the bases read the villa and booking of beforeAll.
    const send =
      (payload: () => InjectOptions['payload'], extra: Record<string, string> = {}) =>
      (): InjectOptions => ({
        method: e.method,
        url: e.url(),
        payload: payload(),
        headers: { ...(e.headers?.() ?? {}), ...extra },
      });
    const rows: Row[] = [
      [
        'malformed JSON',
        send(() => '{"guestName": ', JSON_BODY),
        400,
        { message: /not valid JSON/ },
      ],
      ['a JSON array instead of an object', send(() => '[1, 2]', JSON_BODY), 400],
      [
        'an unknown field',
        send(() => ({ ...e.body(), totalPrice: 1 })),
        400,
        { unknown: 'totalPrice' },
      ],
      [
        'a 1 MB body',
        send(() => JSON.stringify({ ...e.body(), padding: ONE_MEGABYTE }), JSON_BODY),
        413,
        { message: /too large.*limit is 100 KB/ },
      ],
      [
        'a text/plain body',
        send(() => JSON.stringify(e.body()), { 'content-type': 'text/plain' }),
        415,
        { message: /Content-Type: application\/json/ },
      ],
    ];
    if (e.publicForm) {
      rows.push([
        'the honeypot is filled',
        send(() => ({ ...e.body(), website: 'http://spam' })),
        400,
        { field: 'website', message: /looks automated/ },
      ]);
    }
    return casesOf(e.label, rows);
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
  /** The valid update, to another booking (`id`) or with another authorization. */
  const updateOf =
    (id?: string, headers: () => Record<string, string> = auth) =>
    (): InjectOptions => ({
      method: 'PUT',
      url: bookingUrl(id),
      payload: updateBody(),
      headers: headers(),
    });
  /** A cancel of the shared booking or of `id`, with its token unless `token` is false. */
  const cancel =
    (payload: Body, { id, token = true }: { id?: string; token?: boolean } = {}) =>
    (): InjectOptions => ({
      method: 'POST',
      url: `${bookingUrl(id)}/cancel`,
      payload,
      ...(token ? { headers: auth() } : {}),
    });
  const get =
    (url: () => string, headers: () => Record<string, string> = () => ({})) =>
    (): InjectOptions => ({ method: 'GET', url: url(), headers: headers() });
  const wrongToken = () => ({ authorization: 'Bearer not-the-token' });
  const availability = (query: string) =>
    get(() => `/api/villas/${ctx.villa.id}/check-availability?${query}`);
  const dates = `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`;

  const bookingCases: Case[] = [
    ...casesOf('POST /api/bookings', [
      ['adults as text', booking({ adults: 'two' }), 400, { field: 'adults' }],
      ['adults 2.5', booking({ adults: 2.5 }), 400, { field: 'adults' }],
      ['no adults', booking({ adults: 0 }), 400, { field: 'adults' }],
      ['negative children', booking({ children: -1 }), 400, { field: 'children' }],
      ['airportPickup as text', booking({ airportPickup: 'yes' }), 400, { field: 'airportPickup' }],
      ['vehicle BUS', booking({ vehicleType: 'BUS' }), 400, { field: 'vehicleType' }],
      [
        'shownCurrency USD (charged, not shown)',
        booking({ shownCurrency: 'USD' }),
        400,
        { field: 'shownCurrency', message: /one of EUR, GBP, RUB, INR, CNY, AUD/ },
      ],
      [
        'shownCurrency in lower case',
        booking({ shownCurrency: 'eur' }),
        400,
        { field: 'shownCurrency' },
      ],
      [
        'shownCurrency as a number',
        booking({ shownCurrency: 978 }),
        400,
        { field: 'shownCurrency' },
      ],
      [
        'a rate sent with shownCurrency',
        booking({ shownCurrency: 'EUR', shownRate: '0.5' }),
        400,
        { unknown: 'shownRate' },
      ],
      ['missing guestName', booking((b) => without(b, 'guestName')), 400, { field: 'guestName' }],
      ['blank guestName', booking({ guestName: '   ' }), 400, { field: 'guestName' }],
      [
        'missing guestEmail',
        booking((b) => without(b, 'guestEmail')),
        400,
        { field: 'guestEmail' },
      ],
      [
        'missing checkInDate',
        booking((b) => without(b, 'checkInDate')),
        400,
        { field: 'checkInDate' },
      ],
      ['missing villaId', booking((b) => without(b, 'villaId')), 400, { field: 'villaId' }],
      ['no body at all', () => ({ method: 'POST', url: '/api/bookings' }), 400],
      [
        'an e-mail that is not one',
        booking({ guestEmail: 'amelia-at-example' }),
        400,
        { field: 'guestEmail' },
      ],
      ['a 300-character e-mail', booking({ guestEmail: LONG_EMAIL }), 400, { field: 'guestEmail' }],
      ['a phone of letters', booking({ guestPhone: 'call me' }), 400, { field: 'guestPhone' }],
      [
        '10,000-character specialRequests',
        booking({ specialRequests: TEN_THOUSAND }),
        400,
        { field: 'specialRequests', message: /2000/ },
      ],
      [
        '10,000-character guestName',
        booking({ guestName: TEN_THOUSAND }),
        400,
        { field: 'guestName' },
      ],
      [
        'check-in 2027-02-30',
        booking({ checkInDate: '2027-02-30', checkOutDate: '2027-03-04' }),
        400,
        { field: 'checkInDate' },
      ],
      [
        'a date not in YYYY-MM-DD',
        booking({ checkOutDate: '04/05/2027' }),
        400,
        { field: 'checkOutDate' },
      ],
      [
        'check-in yesterday',
        booking({ checkInDate: yesterday, checkOutDate: addDays(yesterday, 3) }),
        400,
        { message: /Check-in cannot be in the past/ },
      ],
      [
        'check-out before check-in',
        booking({ checkInDate: stay.checkOutDate, checkOutDate: stay.checkInDate }),
        400,
        { field: 'checkOutDate', message: /after checkInDate/ },
      ],
      [
        'check-out on check-in day',
        booking({ checkOutDate: stay.checkInDate }),
        400,
        { field: 'checkOutDate' },
      ],
      [
        'one guest over capacity',
        booking({ adults: 7, children: 2 }),
        400,
        { message: /sleeps at most 8 guests.*you chose 9/ },
      ],
      [
        'unknown villa id',
        booking({ villaId: UNKNOWN_ID }),
        404,
        { message: /could not find a villa/ },
      ],
      [
        'unknown villa slug',
        booking({ villaId: 'villa-nowhere' }),
        404,
        { message: /could not find a villa/ },
      ],
    ]),
    ...casesOf('PUT /api/bookings/:id', [
      ['a non-hex id', updateOf('not-a-booking'), 400, { field: 'id' }],
      ['an unknown hex id', updateOf(UNKNOWN_ID), 404, { message: /could not find that booking/ }],
      ['a wrong token', updateOf(undefined, wrongToken), 404],
      ['an empty object', update({}), 400, { message: /at least one field/ }],
      ['adults as text', update({ adults: 'two' }), 400, { field: 'adults' }],
      [
        'changing the e-mail',
        update({ guestEmail: 'someone.else@example.com' }),
        400,
        { unknown: 'guestEmail' },
      ],
      ['2027-02-30', update({ checkInDate: '2027-02-30' }), 400, { field: 'checkInDate' }],
      [
        'check-in yesterday',
        update({ checkInDate: yesterday }),
        400,
        { message: /Check-in cannot be in the past/ },
      ],
      [
        'reversed dates',
        update({ checkInDate: stay.checkOutDate, checkOutDate: stay.checkInDate }),
        400,
        { field: 'checkOutDate' },
      ],
      [
        'check-in after the stored check-out',
        update({ checkInDate: addDays(stay.checkOutDate, 1) }),
        400,
        { message: /Check-out must be after check-in/ },
      ],
      [
        'over capacity',
        update({ adults: 8, children: 1 }),
        400,
        { message: /sleeps at most 8 guests/ },
      ],
      [
        '10,000-character specialRequests',
        update({ specialRequests: TEN_THOUSAND }),
        400,
        { field: 'specialRequests' },
      ],
    ]),
    ...casesOf('POST /api/bookings/:id/cancel', [
      ['a non-hex id', cancel(cancelBody(), { id: 'zzz' }), 400, { field: 'id' }],
      ['an unknown hex id', cancel(cancelBody(), { id: UNKNOWN_ID }), 404],
      ['no token', cancel(cancelBody(), { token: false }), 404],
      ['reason as a number', cancel({ reason: 5 }), 400, { field: 'reason' }],
      ['a 10,000-character reason', cancel({ reason: TEN_THOUSAND }), 400, { field: 'reason' }],
    ]),
    ...casesOf('GET /api/bookings/:id', [
      ['a non-hex id', get(() => bookingUrl('12345'), auth), 400, { field: 'id' }],
      [
        'an unknown hex id',
        get(() => bookingUrl(UNKNOWN_ID), auth),
        404,
        { message: /could not find that booking/ },
      ],
      ['no token', get(() => bookingUrl()), 404],
      [
        'an unknown query key',
        get(() => `${bookingUrl()}?admin=true`, auth),
        400,
        { unknown: 'admin' },
      ],
      [
        'a 300-character token',
        get(() => `${bookingUrl()}?token=${'t'.repeat(300)}`),
        400,
        { field: 'token' },
      ],
    ]),
    ...casesOf('GET /api/bookings/email/:email', [
      [
        'not an e-mail',
        get(() => '/api/bookings/email/not-an-email', auth),
        400,
        { field: 'email' },
      ],
      [
        'a 300-character e-mail',
        get(() => `/api/bookings/email/${encodeURIComponent(LONG_EMAIL)}`, auth),
        400,
        { field: 'email' },
      ],
      [
        'a long but valid address without its token',
        get(() => `/api/bookings/email/${'a'.repeat(60)}.${'b'.repeat(60)}%40example.com`),
        401,
      ],
      [
        'no token',
        get(() => '/api/bookings/email/amelia.perera%40example.com'),
        401,
        { message: /confirmation e-mail/ },
      ],
    ]),
  ];

  const villaCases: Case[] = [
    ...casesOf('GET /api/villas', [
      ['featured=maybe', get(() => '/api/villas?featured=maybe'), 400, { field: 'featured' }],
      ['guests=abc', get(() => '/api/villas?guests=abc'), 400, { field: 'guests' }],
      ['guests=0', get(() => '/api/villas?guests=0'), 400, { field: 'guests' }],
      ['an unknown query key', get(() => '/api/villas?sort=price'), 400, { unknown: 'sort' }],
      ['10,000-character q', get(() => `/api/villas?q=${TEN_THOUSAND}`), 400, { field: 'q' }],
    ]),
    ...casesOf('GET /api/villas/search', [
      ['page=-1', get(() => '/api/villas/search?page=-1'), 400, { field: 'page' }],
      ['size=51', get(() => '/api/villas/search?size=51'), 400, { field: 'size' }],
      ['size=abc', get(() => '/api/villas/search?size=abc'), 400, { field: 'size' }],
      [
        'featured=maybe',
        get(() => '/api/villas/search?q=villa&featured=maybe'),
        400,
        { field: 'featured' },
      ],
    ]),
    ...casesOf('GET /api/villas/:ref', [
      [
        'an unknown slug',
        get(() => '/api/villas/villa-nowhere'),
        404,
        { message: /could not find a villa called 'villa-nowhere'/ },
      ],
      ['an unknown id', get(() => `/api/villas/${UNKNOWN_ID}`), 404],
      ['a 200-character ref', get(() => `/api/villas/${'v'.repeat(200)}`), 400, { field: 'ref' }],
    ]),
    ...casesOf('GET /api/villas/:ref/availability', [
      ['an unknown slug', get(() => '/api/villas/villa-nowhere/availability'), 404],
      ['an unknown id', get(() => `/api/villas/${UNKNOWN_ID}/availability`), 404],
    ]),
    ...casesOf('GET /api/villas/:ref/check-availability', [
      ['no checkIn', availability(`checkOut=${stay.checkOutDate}`), 400, { field: 'checkIn' }],
      [
        'checkIn 2027-02-30',
        availability('checkIn=2027-02-30&checkOut=2027-03-04'),
        400,
        { field: 'checkIn' },
      ],
      [
        'reversed dates',
        availability(`checkIn=${stay.checkOutDate}&checkOut=${stay.checkInDate}`),
        400,
        { field: 'checkOut' },
      ],
      [
        'checkIn yesterday',
        availability(`checkIn=${yesterday}&checkOut=${addDays(today, 3)}`),
        400,
        { message: /past/ },
      ],
      ['adults=two', availability(`${dates}&adults=two`), 400, { field: 'adults' }],
      [
        'over capacity',
        availability(`${dates}&adults=7&children=2`),
        400,
        { message: /sleeps at most 8 guests/ },
      ],
      ['vehicleType=BUS', availability(`${dates}&vehicleType=BUS`), 400, { field: 'vehicleType' }],
      ['an unknown key', availability(`${dates}&price=1`), 400, { unknown: 'price' }],
      ['an unknown villa', get(() => `/api/villas/villa-nowhere/check-availability?${dates}`), 404],
    ]),
  ];

  const testimonialCases: Case[] = [
    ...casesOf('GET /api/testimonials', [
      ['page=-1', get(() => '/api/testimonials?page=-1'), 400, { field: 'page' }],
      ['size=51', get(() => '/api/testimonials?size=51'), 400, { field: 'size' }],
      ['size=abc', get(() => '/api/testimonials?size=abc'), 400, { field: 'size' }],
      ['featured=maybe', get(() => '/api/testimonials?featured=maybe'), 400, { field: 'featured' }],
      ['an unknown villa', get(() => '/api/testimonials?villaId=villa-nowhere'), 404],
      [
        'an unknown query key',
        get(() => '/api/testimonials?status=PENDING'),
        400,
        { unknown: 'status' },
      ],
    ]),
    ...casesOf('POST /api/testimonials', [
      ['rating as text', testimonial({ rating: '5' }), 400, { field: 'rating' }],
      ['rating 6', testimonial({ rating: 6 }), 400, { field: 'rating' }],
      ['rating 4.5', testimonial({ rating: 4.5 }), 400, { field: 'rating' }],
      ['missing name', testimonial((b) => without(b, 'name')), 400, { field: 'name' }],
      ['missing comment', testimonial((b) => without(b, 'comment')), 400, { field: 'comment' }],
      [
        '10,000-character comment',
        testimonial({ comment: TEN_THOUSAND }),
        400,
        { field: 'comment' },
      ],
      [
        'an avatar on another host',
        testimonial({ avatar: 'http://evil.example/me.jpg' }),
        400,
        { field: 'avatar' },
      ],
      ['featured by the visitor', testimonial({ featured: true }), 400, { unknown: 'featured' }],
    ]),
  ];

  const villaReviews = (query: string) =>
    get(() => `/api/reviews/villa/villa-river-breeze?${query}`);
  const reviewCases: Case[] = [
    ...casesOf('GET /api/reviews/villa/:ref', [
      [
        'an unknown slug',
        get(() => '/api/reviews/villa/villa-nowhere'),
        404,
        { message: /could not find a villa/ },
      ],
      ['an unknown id', get(() => `/api/reviews/villa/${UNKNOWN_ID}`), 404],
      ['page=-1', villaReviews('page=-1'), 400, { field: 'page' }],
      ['size=51', villaReviews('size=51'), 400, { field: 'size' }],
      ['size=abc', villaReviews('size=abc'), 400, { field: 'size' }],
      ['an unknown query key', villaReviews('status=PENDING'), 400, { unknown: 'status' }],
    ]),
    ...casesOf('POST /api/reviews', [
      ['rating as text', review({ rating: '5' }), 400, { field: 'rating' }],
      ['rating 0', review({ rating: 0 }), 400, { field: 'rating' }],
      ['missing villaId', review((b) => without(b, 'villaId')), 400, { field: 'villaId' }],
      ['a short comment', review({ comment: 'Nice.' }), 400, { field: 'comment' }],
      ['10,000-character comment', review({ comment: TEN_THOUSAND }), 400, { field: 'comment' }],
      ['a 300-character e-mail', review({ email: LONG_EMAIL }), 400, { field: 'email' }],
      [
        'an unknown villa id',
        review({ villaId: UNKNOWN_ID }),
        404,
        { message: /could not find a villa/ },
      ],
      ['an unknown villa slug', review({ villaId: 'villa-nowhere' }), 404],
    ]),
  ];

  const contactCases: Case[] = casesOf('POST /api/contact', [
    ['missing email', contact((b) => without(b, 'email')), 400, { field: 'email' }],
    ['missing subject', contact((b) => without(b, 'subject')), 400, { field: 'subject' }],
    ['missing message', contact((b) => without(b, 'message')), 400, { field: 'message' }],
    ['name as a number', contact({ name: 42 }), 400, { field: 'name' }],
    ['a 300-character e-mail', contact({ email: LONG_EMAIL }), 400, { field: 'email' }],
    ['10,000-character message', contact({ message: TEN_THOUSAND }), 400, { field: 'message' }],
    ['an unknown inquiryType', contact({ inquiryType: 'SPAM' }), 400, { field: 'inquiryType' }],
    ['status READ', contact({ status: 'READ' }), 400, { field: 'status' }],
    ['createdAt not a timestamp', contact({ createdAt: 'yesterday' }), 400, { field: 'createdAt' }],
  ]);

  const transportCases: Case[] = (
    [
      ['POST /api/transport/quote', quote],
      ['POST /api/transport/book', book],
    ] as const
  ).flatMap(([label, send]) =>
    casesOf(label, [
      ['passengers 3.5', send({ passengers: 3.5 }), 400, { field: 'passengers' }],
      ['passengers as text', send({ passengers: 'three' }), 400, { field: 'passengers' }],
      ['passengers 9', send({ passengers: 9 }), 400, { field: 'passengers' }],
      ['passengers 0', send({ passengers: 0 }), 400, { field: 'passengers' }],
      [
        'a car for 5',
        send({ passengers: 5, vehicleType: 'CAR' }),
        400,
        { message: /choose the van/ },
      ],
      ['an unknown service', send({ service: 'HELICOPTER' }), 400, { field: 'service' }],
      ['missing from', send((b) => without(b, 'from')), 400, { field: 'from' }],
      ['2027-02-30', send({ date: '2027-02-30' }), 400, { field: 'date' }],
      ['yesterday', send({ date: yesterday }), 400, { message: /cannot be in the past/ }],
      ['time 25:00', send({ time: '25:00' }), 400, { field: 'time' }],
      ['a 300-character e-mail', send({ email: LONG_EMAIL }), 400, { field: 'email' }],
      ['10,000-character notes', send({ notes: TEN_THOUSAND }), 400, { field: 'notes' }],
    ]),
  );

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
