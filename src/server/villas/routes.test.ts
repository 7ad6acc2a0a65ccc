import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type { PricingRules } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import type { Availability, CheckAvailability, Villa } from '#domain/schemas/villa.ts';
import type { Paged } from '#domain/schemas/common.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { villas } from '../db/schema.ts';

describe.each(engines)('villas API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists both seeded villas, featured first, with every field of spec §3', async () => {
    const { status, body } = await get<Villa[]>('/api/villas');
    expect(status).toBe(200);
    expect(body.map((v) => v.slug).sort()).toEqual(['villa-ahangama', 'villa-river-breeze']);
    const breeze = body.find((v) => v.slug === 'villa-river-breeze');
    expect(breeze).toMatchObject({ name: 'Villa River Breeze', featured: true });
    expect(breeze?.id).toMatch(/^[0-9a-f]{24}$/);
    expect(breeze?.images.length).toBeGreaterThanOrEqual(8);
    expect(breeze?.image).toBe(breeze?.images[0]);
    expect(breeze?.locationDetails.latitude).toBeCloseTo(5.97, 1);
    expect(breeze?.locationDetails.longitude).toBeCloseTo(80.4, 0);
  });

  it('filters by featured, tag, guests and text', async () => {
    expect((await get<Villa[]>('/api/villas?tag=beachfront')).body.map((v) => v.slug)).toEqual([
      'villa-ahangama',
    ]);
    expect((await get<Villa[]>('/api/villas?featured=false')).body).toEqual([]);
    const big = (await get<Villa[]>('/api/villas')).body.reduce((a, b) =>
      a.guests > b.guests ? a : b,
    );
    expect(
      (await get<Villa[]>(`/api/villas?guests=${big.guests}`)).body.map((v) => v.id),
    ).toContain(big.id);
    expect((await get<Villa[]>(`/api/villas?guests=${big.guests + 1}`)).body).toEqual([]);
    expect((await get<Villa[]>('/api/villas?q=weligama')).body.map((v) => v.slug)).toEqual([
      'villa-river-breeze',
    ]);
  });

  it('finds a villa by id, by slug, and by slug under /slug/', async () => {
    const [first] = (await get<Villa[]>('/api/villas')).body;
    expect((await get<Villa>(`/api/villas/${first?.id}`)).body.slug).toBe(first?.slug);
    expect((await get<Villa>(`/api/villas/${first?.id.toUpperCase()}`)).body.slug).toBe(
      first?.slug,
    );
    expect((await get<Villa>(`/api/villas/${first?.slug}`)).body.id).toBe(first?.id);
    expect((await get<Villa>(`/api/villas/slug/${first?.slug}`)).body.id).toBe(first?.id);
  });

  it('answers 404 with a readable message for an unknown villa', async () => {
    for (const url of [
      '/api/villas/no-such-villa',
      '/api/villas/slug/nope',
      `/api/villas/${'a'.repeat(24)}`,
    ]) {
      const res = await get<{ message: string; statusCode: number }>(url);
      expect(res.status).toBe(404);
      expect(res.body.statusCode).toBe(404);
      expect(res.body.message).toMatch(/could not find a villa/);
    }
  });

  it('searches name, location, description and amenities; 2 characters or fewer return all', async () => {
    const all = await get<Paged<Villa>>('/api/villas/search?q=ah');
    expect(all.body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    const ahangama = await get<Paged<Villa>>('/api/villas/search?q=Ahangama');
    expect(ahangama.body.content.map((v) => v.slug)).toEqual(['villa-ahangama']);
    const amenity = (await get<Villa[]>('/api/villas')).body[0]?.amenities[0] ?? '';
    const byAmenity = await get<Paged<Villa>>(
      `/api/villas/search?q=${encodeURIComponent(amenity)}`,
    );
    expect(byAmenity.body.totalElements).toBeGreaterThanOrEqual(1);
    const none = await get<Paged<Villa>>('/api/villas/search?q=%25%25%25');
    expect(none.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const paged = await get<Paged<Villa>>('/api/villas/search?size=1&page=1');
    expect(paged.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(paged.body.content).toHaveLength(1);
  });

  it('reports staff blocks as inclusive ranges from today on', async () => {
    const { status, body } = await get<Availability>('/api/villas/villa-river-breeze/availability');
    expect(status).toBe(200);
    expect(body.blockedDates.length).toBeGreaterThan(0);
    for (const range of body.blockedDates) {
      expect(range.endDate >= range.startDate).toBe(true);
      expect(range.endDate >= resortToday()).toBe(true);
    }
  });

  it('checks availability with the nights, the quote and a reason when not available', async () => {
    const villa = (await get<Villa>('/api/villas/villa-river-breeze')).body;
    const { body: availability } = await get<Availability>(`/api/villas/${villa.id}/availability`);
    const block = availability.blockedDates[0];
    if (!block) throw new Error('the seed has blocks');

    // A free stay well after the last block.
    const last = availability.blockedDates.at(-1)?.endDate ?? resortToday();
    const checkIn = addDays(last, 10);
    const checkOut = addDays(checkIn, villa.minimumNights + 1);
    const free = await get<CheckAvailability>(
      `/api/villas/${villa.id}/check-availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&airportPickup=true&vehicleType=VAN`,
    );
    expect(free.status).toBe(200);
    const nights = villa.minimumNights + 1;
    // The seed's prices are one rate all year: the quote's one line is at the villa's price.
    const room = nights * villa.price;
    const fee = Math.round((room + 8000) * 0.1);
    expect(free.body).toEqual({
      available: true,
      reason: null,
      nights,
      minimumNights: villa.minimumNights,
      quote: {
        currency: 'USD',
        nights,
        lines: [{ nights, rate: villa.price, label: '' }],
        extraGuests: null,
        room,
        discount: null,
        transfer: 8000,
        subtotal: room + 8000,
        serviceFee: fee,
        total: room + 8000 + fee,
      },
    });
    expect(free.body).toEqual(
      expect.objectContaining({
        quote: quoteStay(villa.pricing, {
          checkIn,
          checkOut,
          guests: 2,
          airportPickup: true,
          airportDropoff: false,
          vehicleType: 'VAN',
        }),
      }),
    );

    // Check-out on the first blocked day is allowed (DESIGN.md decision 8) ...
    const before = addDays(block.startDate, -villa.minimumNights);
    if (before >= addDays(resortToday(), 1)) {
      const touching = await get<CheckAvailability>(
        `/api/villas/${villa.id}/check-availability?checkIn=${before}&checkOut=${block.startDate}`,
      );
      expect(touching.body.available).toBe(true);
    }
    // ... a stay over a blocked night is not.
    const over = await get<CheckAvailability>(
      `/api/villas/${villa.id}/check-availability?checkIn=${block.startDate}&checkOut=${addDays(block.endDate, 1)}`,
    );
    expect(over.status).toBe(200);
    expect(over.body.available).toBe(false);
    expect(over.body.reason).toMatch(/not available for these dates/);
  });

  it('answers too short a stay with the minimum-nights sentence', async () => {
    const villa = (await get<Villa>('/api/villas/villa-ahangama')).body;
    expect(villa.minimumNights).toBeGreaterThan(1);
    const checkIn = addDays(resortToday(), 200);
    const res = await get<CheckAvailability>(
      `/api/villas/${villa.slug}/check-availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`,
    );
    expect(res.body.available).toBe(false);
    expect(res.body.reason).toBe(
      `Minimum stay: ${villa.minimumNights} night(s) (currently selected: 1 night(s)).`,
    );
  });
});

describe.each(engines)('check-availability inside a season on %s', (engine) => {
  let t: TestApp;
  let free: FreeStays;
  beforeAll(async () => {
    t = await createTestApp(engine);
    free = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const check = async (checkIn: IsoDate, nights: number) => {
    const res = await t.app.inject({
      url: `/api/villas/${free.villa.id}/check-availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckAvailability>();
  };

  it("answers the season's minimum stay, the one its reason names (issue 23 §2.2)", async () => {
    const { villa } = free;
    const seasonMinimum = villa.minimumNights + 2;
    const firstNight = free.freshStay(30).checkInDate;
    const pricing: PricingRules = {
      ...villa.pricing,
      seasons: [
        {
          name: 'festival season',
          firstNight,
          lastNight: addDays(firstNight, 20),
          nightlyRate: villa.pricing.baseRate,
          weekendRate: null,
          minimumNights: seasonMinimum,
          checkInDays: null,
        },
      ],
    };
    await t.database.db.update(villas).set({ pricing }).where(eq(villas.id, villa.id));
    t.app.readCache.invalidate();

    // Too short, inside the season: the number and the sentence agree.
    expect(await check(firstNight, villa.minimumNights)).toMatchObject({
      available: false,
      reason: `Minimum stay in festival season: ${seasonMinimum} night(s) (currently selected: ${villa.minimumNights} night(s)).`,
      minimumNights: seasonMinimum,
    });
    // Starting before the season and running into it: the season's minimum still applies.
    expect(await check(addDays(firstNight, -1), villa.minimumNights)).toMatchObject({
      available: false,
      minimumNights: seasonMinimum,
    });
    // Long enough: available, and the minimum it met is the season's.
    expect(await check(firstNight, seasonMinimum)).toMatchObject({
      available: true,
      reason: null,
      minimumNights: seasonMinimum,
    });
    // Outside the season, the villa's own.
    expect(await check(addDays(firstNight, 40), villa.minimumNights)).toMatchObject({
      available: true,
      minimumNights: villa.minimumNights,
    });
  });
});
