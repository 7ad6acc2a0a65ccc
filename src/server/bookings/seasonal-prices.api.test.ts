/**
 * Seasonal prices and stay rules through the API (issue 15 §4): a season's rate reaches
 * check-availability and a new booking's stored quote, line by line and equal to the browser's
 * `quoteStay`; its minimum stay and changeover day refuse a request, named; a booking made before
 * a price change keeps its quote, also when the guest changes their name.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import type { PricingRules } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import type { Booking, BookingCreated } from '#domain/schemas/booking.ts';
import type { CheckAvailability } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { villas } from '../db/schema.ts';

const weekday = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay();
const nextSaturday = (from: IsoDate) => addDays(from, (6 - weekday(from) + 7) % 7);

describe.each(engines)('seasonal prices on %s', (engine) => {
  let t: TestApp;
  let free: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine);
    free = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sets the villa's rules as the console's editor does, and drops the cached answers. */
  const setPricing = async (pricing: PricingRules) => {
    await t.database.db.update(villas).set({ pricing }).where(eq(villas.id, free.villa.id));
    t.app.readCache.invalidate();
  };

  it('prices a stay across a season night by night, as the browser does, and keeps the quote', async () => {
    const before = await free.bookFreshStay();
    expect(before.statusCode, before.body).toBe(201);
    const older = before.json<BookingCreated>();

    // A high season starting a week after a free check-in, on Saturdays only, at least 3 nights.
    const checkIn = nextSaturday(free.freshStay(14).checkInDate);
    const season = {
      name: 'high season',
      firstNight: addDays(checkIn, 4),
      lastNight: addDays(checkIn, 60),
      nightlyRate: free.villa.pricing.baseRate + 10_000,
      weekendRate: null,
      minimumNights: 3,
      checkInDays: [6] as const,
    };
    const pricing: PricingRules = {
      ...free.villa.pricing,
      seasons: [{ ...season, checkInDays: [6] }],
      lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
    };
    await setPricing(pricing);

    const checkOut = addDays(checkIn, 7);
    const answer = await t.app.inject({
      url: `/api/villas/${free.villa.id}/check-availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = quoteStay(pricing, {
      checkIn,
      checkOut,
      guests: 2,
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    const body = answer.json<CheckAvailability>();
    expect(body.available).toBe(true);
    expect(body.quote).toEqual(expected);
    expect(body.quote.lines).toEqual([
      { nights: 4, rate: pricing.baseRate, label: '' },
      { nights: 3, rate: season.nightlyRate, label: 'high season' },
    ]);
    expect(body.quote.discount?.percent).toBe(10);

    const made = await free.bookFreshStay({ checkInDate: checkIn, checkOutDate: checkOut });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<BookingCreated>().quote).toEqual(expected);
    expect(made.json<BookingCreated>().totalPrice).toBe(expected.total);

    // The booking made before the season keeps its price, read back and after a change of name.
    const auth = { authorization: `Bearer ${older.accessToken}` };
    const read = await t.app.inject({ url: `/api/bookings/${older.id}`, headers: auth });
    expect(read.json<Booking>().quote).toEqual(older.quote);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${older.id}`,
      headers: auth,
      payload: { guestName: 'Amara P. Perera' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Booking>().quote).toEqual(older.quote);
    expect(renamed.json<Booking>().totalPrice).toBe(older.totalPrice);
  });

  it("refuses a stay that misses a season's minimum or changeover day, naming the season", async () => {
    const saturday = nextSaturday(free.freshStay(21).checkInDate);
    await setPricing({
      ...free.villa.pricing,
      seasons: [
        {
          name: 'festival season',
          firstNight: saturday,
          lastNight: addDays(saturday, 13),
          nightlyRate: free.villa.pricing.baseRate,
          weekendRate: null,
          minimumNights: 5,
          checkInDays: [6],
        },
      ],
    });
    const request = (checkInDate: IsoDate, nights: number) =>
      free.bookFreshStay({ checkInDate, checkOutDate: addDays(checkInDate, nights) });

    const short = await request(saturday, 3);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain(
      'Minimum stay in festival season: 5 night(s) (currently selected: 3 night(s))',
    );
    const sunday = await request(addDays(saturday, 1), 6);
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json<{ message: string }>().message).toContain(
      'Stays in festival season start on Saturday.',
    );
    const check = await t.app.inject({
      url: `/api/villas/${free.villa.id}/check-availability?checkIn=${addDays(saturday, 1)}&checkOut=${addDays(saturday, 7)}`,
    });
    expect(check.json<CheckAvailability>()).toMatchObject({
      available: false,
      reason: 'Stays in festival season start on Saturday.',
    });
    expect((await request(saturday, 5)).statusCode).toBe(201);
  });
});
