import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings } from '../db/schema.ts';

const SIMULTANEOUS = 50;

describe.each(engines)('simultaneous booking requests on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;

  beforeAll(async () => {
    t = await createTestApp(engine);
    villa = (await t.app.inject({ url: '/api/villas/villa-ahangama' })).json<Villa>();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`gives exactly one of ${SIMULTANEOUS} overlapping requests the dates`, async () => {
    // Stays that all share the night `base`, each shifted a little so they are not identical.
    const base = addDays(resortToday(), 400);
    const responses = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, i) => {
        const checkInDate = addDays(base, -(i % villa.minimumNights));
        return t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: {
            villaId: villa.id,
            guestName: `Guest ${i}`,
            guestEmail: `guest${i}@example.com`,
            checkInDate,
            checkOutDate: addDays(checkInDate, villa.minimumNights + (i % 3)),
            adults: 2,
            children: 0,
            infants: 0,
          },
        });
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SIMULTANEOUS - 1);
    for (const r of responses.filter((res) => res.statusCode === 409)) {
      expect(r.json<{ message: string }>().message).toMatch(/not available for these dates/);
    }

    const active = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(eq(bookings.villaId, villa.id), inArray(bookings.status, ['PENDING', 'CONFIRMED'])),
      );
    expect(active[0]?.n).toBe(1);
  });

  it('backs the rule with a database constraint that refuses an overlapping active stay', async () => {
    const checkIn = addDays(resortToday(), 500);
    const quote = quoteStay(flatPricing(100), {
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 1,
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    const row = (id: string, status: 'PENDING' | 'CANCELLED', shift: number) => ({
      id,
      reference: `VB-${id.slice(0, 6).toUpperCase()}`,
      villaId: villa.id,
      guestName: 'Direct insert',
      guestEmail: 'direct@example.com',
      checkIn: addDays(checkIn, shift),
      checkOut: addDays(checkIn, shift + 3),
      adults: 1,
      children: 0,
      infants: 0,
      airportPickup: false,
      airportDropoff: false,
      status,
      holdExpiresAt: new Date(Date.now() + 3600_000),
      quote,
      totalCents: 3,
      accessTokenHash: 'x',
    });
    await t.database.db.insert(bookings).values(row('c'.repeat(24), 'PENDING', 0));
    // A cancelled stay never blocks.
    await t.database.db.insert(bookings).values(row('d'.repeat(24), 'CANCELLED', 1));
    await expect(
      t.database.db.insert(bookings).values(row('e'.repeat(24), 'PENDING', 2)),
    ).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
  });
});
