/**
 * The read cache seen through the API (decision 008): every write shows in the very next answer,
 * cached answers are byte for byte the uncached ones, and large answers go out compressed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { quoteStay } from '#domain/quote.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type Stay } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { bookings } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';

const taken = (availability: Availability, night: IsoDate) =>
  availability.blockedDates.some((r) => r.startDate <= night && night <= r.endDate);

describe.each(engines)('read cache through the API on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let freshStay: () => Stay;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, freshStay } = await villaWithFreeStays(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const bookingRequest = (stay: Stay) => ({
    villaId: villa.id,
    guestName: 'Amara Perera',
    guestEmail: 'amara.perera@example.com',
    ...stay,
    adults: 2,
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
  });

  const availability = async () =>
    (await t.app.inject({ url: `/api/villas/${villa.id}/availability` })).json<Availability>();

  it('shows a new booking as taken in the very next availability answer, and a cancellation as free', async () => {
    const stay = freshStay();
    expect(taken(await availability(), stay.checkInDate)).toBe(false); // now cached
    expect(taken(await availability(), stay.checkInDate)).toBe(false);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest(stay),
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json<BookingCreated>();
    const after = await availability();
    expect(taken(after, stay.checkInDate)).toBe(true);
    expect(taken(after, addDays(stay.checkOutDate, -1))).toBe(true);
    expect(taken(after, stay.checkOutDate)).toBe(false);

    // Moving the stay frees the old nights and takes the new ones at once.
    const moved = freshStay();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${booking.accessToken}` },
      payload: moved,
    });
    expect(put.statusCode, put.body).toBe(200);
    const afterMove = await availability();
    expect(taken(afterMove, stay.checkInDate)).toBe(false);
    expect(taken(afterMove, moved.checkInDate)).toBe(true);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { authorization: `Bearer ${booking.accessToken}` },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(taken(await availability(), moved.checkInDate)).toBe(false);
  });

  it('frees the nights of an expired hold after the sweep', async () => {
    const stay = freshStay();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest(stay),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(taken(await availability(), stay.checkInDate)).toBe(true);

    // The hold runs out (moved back in the database, which the cache does not see)...
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, created.json<BookingCreated>().id));
    // ...and the sweep that marks it EXPIRED drops the cached calendar.
    expect(await t.app.stays.sweepHolds()).toBe(1);
    expect(taken(await availability(), stay.checkInDate)).toBe(false);
  });

  it('ends a cached calendar when a hold in it lapses, sweep or not', async () => {
    const stay = freshStay();
    const quote = quoteStay(villa.pricing, {
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      guests: 1,
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    // A request whose hold lapses in a moment, written beside the app (then announced).
    await t.database.db.insert(bookings).values({
      id: newId(),
      reference: 'VB-LAPSES',
      villaId: villa.id,
      guestName: 'Short Hold',
      guestEmail: 'short.hold@example.com',
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      adults: 1,
      children: 0,
      infants: 0,
      airportPickup: false,
      airportDropoff: false,
      status: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 1500),
      quote,
      totalCents: quote.total,
      accessTokenHash: 'x',
    });
    t.app.readCache.invalidate();
    expect(taken(await availability(), stay.checkInDate)).toBe(true);
    await expect
      .poll(async () => taken(await availability(), stay.checkInDate), { timeout: 10_000 })
      .toBe(false);
    expect(taken(await availability(), stay.checkInDate)).toBe(false);
  });

  it('keeps the cache on a refused write, and on writes of nothing it shows (a review that waits)', async () => {
    await availability();
    const version = t.app.readCache.dataVersion;
    const size = t.app.readCache.size;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { villaId: villa.id },
    });
    expect(refused.statusCode).toBe(400);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        villaId: villa.id,
        name: 'Tom',
        rating: 5,
        comment: 'Lovely villa, truly lovely.',
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(t.app.readCache.dataVersion).toBe(version);
    expect(t.app.readCache.size).toBe(size);
  });

  describe('a write drops what it changed, not the rest (decision 030)', () => {
    let other: Villa;
    beforeAll(async () => {
      other = (await t.app.inject({ url: '/api/villas/villa-ahangama' })).json<Villa>();
      expect(other.id).not.toBe(villa.id);
    });

    /** The public answers of both villas, cached now. */
    const warm = async () => {
      const urls = [
        `/api/villas/${villa.id}/availability`,
        `/api/villas/${villa.id}`,
        `/api/reviews/villa/${villa.id}`,
        `/api/villas/${other.id}/availability`,
        `/api/villas/${other.id}`,
        '/api/villas/slug/villa-ahangama',
        `/api/reviews/villa/${other.id}`,
        `/api/testimonials?villaId=${other.id}`,
        '/api/villas',
        '/api/testimonials?featured=true',
      ];
      for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      return new Set(t.app.readCache.entries().map(([key]) => key));
    };
    const cachedKeys = () => new Set(t.app.readCache.entries().map(([key]) => key));
    const calendarKey = (id: string) =>
      [...cachedKeys()].find((key) => key.includes(`"${id}"`) && key.includes('/availability'));

    it("a booking of one villa refreshes its calendar and leaves the other's answers, and its own details, cached", async () => {
      const before = await warm();
      const aCalendar = calendarKey(villa.id);
      expect(aCalendar).toBeDefined();
      const stay = freshStay();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: bookingRequest(stay),
      });
      expect(created.statusCode, created.body).toBe(201);

      const after = cachedKeys();
      expect(after.has(aCalendar ?? '')).toBe(false);
      expect(after).toEqual(new Set([...before].filter((key) => key !== aCalendar)));
      // The next answer of that calendar shows the booking.
      expect(taken(await availability(), stay.checkInDate)).toBe(true);

      // Its cancellation, likewise, drops that calendar alone.
      const withCalendar = await warm();
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${created.json<BookingCreated>().id}/cancel`,
        headers: { authorization: `Bearer ${created.json<BookingCreated>().accessToken}` },
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cachedKeys()).toEqual(
        new Set(
          [...withCalendar].filter((key) => key !== calendarKey(villa.id) && key !== aCalendar),
        ),
      );
      expect(taken(await availability(), stay.checkInDate)).toBe(false);
    });

    it("the hold sweep drops the calendars of the villas whose holds expired, not the others'", async () => {
      const stay = freshStay();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: bookingRequest(stay),
      });
      expect(created.statusCode, created.body).toBe(201);
      await t.database.db
        .update(bookings)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(bookings.id, created.json<BookingCreated>().id));
      const before = await warm();
      const aCalendar = calendarKey(villa.id);
      expect(await t.app.stays.sweepHolds()).toBe(1);
      expect(cachedKeys()).toEqual(new Set([...before].filter((key) => key !== aCalendar)));
    });
  });

  describe('keys (decision 030)', () => {
    it('one question makes one entry whatever the order of its query; unknown parameters make none', async () => {
      t.app.readCache.invalidate();
      const ask = (url: string) => t.app.inject({ url });
      expect((await ask('/api/villas?featured=true&guests=2')).statusCode).toBe(200);
      expect(t.app.readCache.size).toBe(1);
      const same = await ask('/api/villas?guests=2&featured=true');
      expect(same.statusCode).toBe(200);
      expect((await ask('/api/testimonials')).statusCode).toBe(200);
      // The schema's defaults are part of the key: asking for them is the same question.
      expect((await ask('/api/testimonials?page=0')).statusCode).toBe(200);
      expect(t.app.readCache.size).toBe(2);

      for (let i = 0; i < 5; i++) {
        const unknown = await ask(`/api/villas?utm_source=mail${i}`);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json<{ message: string }>().message).toMatch(/utm_source/);
      }
      expect(t.app.readCache.size).toBe(2);
    });
  });

  describe('answers behind a token (decision 030)', () => {
    it('are no-store and never enter the cache', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: bookingRequest(freshStay()),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, accessToken, guestEmail } = created.json<BookingCreated>();
      await availability();
      const keys = new Set(t.app.readCache.entries().map(([key]) => key));
      const bearer = { authorization: `Bearer ${accessToken}` };

      const privateAnswers = [
        await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer }),
        await t.app.inject({ url: `/api/bookings/${id}?token=${accessToken}` }),
        await t.app.inject({ url: `/api/bookings/${id}/cancellation`, headers: bearer }),
        await t.app.inject({ url: `/api/bookings/email/${guestEmail}`, headers: bearer }),
        await t.app.inject({ url: `/booking/${id}?token=${accessToken}` }),
      ];
      for (const answer of privateAnswers) {
        expect(answer.statusCode, answer.body).toBeLessThan(400);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      // A public answer asked for with a credential is answered fresh and kept by no one.
      const withToken = await t.app.inject({
        url: `/api/villas/${villa.id}/availability`,
        headers: bearer,
      });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers['cache-control']).toBe('no-store');
      expect(new Set(t.app.readCache.entries().map(([key]) => key))).toEqual(keys);
    });
  });

  it('a write whose route does not say what it changes drops everything', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: { send: async () => undefined },
    });
    app.post('/api/unsorted-write', async (request, reply) =>
      reply.code(request.body === undefined ? 400 : 200).send({}),
    );
    await app.ready();
    try {
      await app.inject({ url: '/api/villas' });
      await app.inject({ url: '/api/testimonials' });
      const refused = await app.inject({ method: 'POST', url: '/api/unsorted-write' });
      expect(refused.statusCode).toBe(400);
      expect(app.readCache.size).toBe(2);
      const written = await app.inject({
        method: 'POST',
        url: '/api/unsorted-write',
        payload: { any: 'thing' },
      });
      expect(written.statusCode).toBe(200);
      expect(app.readCache.size).toBe(0);
    } finally {
      await app.close();
    }
  });

  describe('cached and uncached answers', () => {
    let uncached: FastifyInstance;
    beforeAll(async () => {
      // A second app on the same database with the cache off.
      uncached = await buildApp({
        config: { ...t.config, readCacheTtlSeconds: 0 },
        database: t.database,
        logger: false,
        mailer: { send: async () => undefined },
      });
      await uncached.ready();
    });
    afterAll(async () => {
      await uncached.close();
    });

    it('are the same, byte for byte, with the same headers', async () => {
      const urls = [
        '/api/villas',
        '/api/villas?tag=beachfront',
        '/api/villas?featured=true&guests=2',
        '/api/villas?q=weligama',
        '/api/villas/search?q=pool&size=1',
        `/api/villas/${villa.id}`,
        '/api/villas/villa-river-breeze',
        '/api/villas/slug/villa-ahangama',
        `/api/villas/${villa.id}/availability`,
        '/api/villas/villa-ahangama/availability',
        '/api/reviews/villa/villa-river-breeze?size=5',
        '/api/testimonials',
        '/api/testimonials?featured=true&villaId=villa-river-breeze',
        '/api/villas/no-such-villa',
        '/api/villas/no-such-villa/availability',
        '/api/villas?guests=many',
      ];
      const stable = (headers: Record<string, unknown>) => {
        const { date: _date, ...rest } = headers;
        return rest;
      };
      for (const url of urls) {
        const expected = await uncached.inject({ url });
        for (let i = 0; i < 2; i++) {
          const res = await t.app.inject({ url });
          expect(res.statusCode, url).toBe(expected.statusCode);
          expect(res.body, url).toBe(expected.body);
          expect(stable(res.headers), url).toEqual(stable(expected.headers));
        }
      }
    });
  });

  describe('compression', () => {
    it('compresses a JSON answer over 1 KiB with brotli or gzip, as asked', async () => {
      const plain = await t.app.inject({ url: '/api/villas' });
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);

      const br = await t.app.inject({ url: '/api/villas', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gzip = await t.app.inject({
        url: '/api/villas',
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

      // Browsers send several; brotli wins unless refused.
      const both = await t.app.inject({
        url: '/api/villas',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(both.headers['content-encoding']).toBe('br');
      const refused = await t.app.inject({
        url: '/api/villas',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(refused.headers['content-encoding']).toBe('gzip');
    });

    it('compresses large answers that are not cached too, and leaves small ones alone', async () => {
      const docs = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br' } });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty(
        'openapi',
      );

      const small = await t.app.inject({
        url: '/api/villas/no-such-villa',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.statusCode).toBe(404);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });
});
