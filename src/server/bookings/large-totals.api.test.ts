/**
 * Issue 36 §3, on both engines: a booking's total is at most MAX_BOOKING_TOTAL_CENTS ($20,000,000,
 * under what its 32-bit column holds). A 50-guest villa whose extra-guest fee prices 30 nights
 * past it answers the guest's request, the guest's change, the availability check and the team's
 * change of a stay with the reason in words, never a 500, and stores nothing; the owner cannot
 * save such prices, nor raise a villa's guests under them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { flatPricing, type PricingRules } from '#domain/pricing.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { ConsoleVilla } from '#domain/schemas/console-villas.ts';
import type { CheckAvailability } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookings, villas } from '../db/schema.ts';
import { villaContentOf } from '#tests/helpers/villa-content.ts';

/** $1,000 a night for two guests, and $100,000 a night for each guest more (the most it takes). */
const DEAR_EXTRAS: PricingRules = {
  ...flatPricing(100_000, 2),
  extraGuest: { includedGuests: 2, perNight: 10_000_000 },
};
/** 30 nights for 50 guests: (30 x $1,000 + 48 x 30 x $100,000) and 10%. */
const TOO_DEAR =
  'This stay would cost $158,433,000, more than the $20,000,000 one booking can hold: choose fewer nights or guests.';

describe.each(engines)('a stay that would cost more than a booking holds, on %s', (engine) => {
  const desk = moneyDesk(engine);
  /** Past the free stays the desk hands out, and within the two years the calendar opens. */
  const FAR = addDays(resortToday(), 400);

  /** A villa sleeping 50 whose prices were saved before the rule (written as they stand). */
  const fiftyGuestVilla = async () => {
    const { villaId } = await desk.request();
    await desk.t.database.db
      .update(villas)
      .set({ guests: 50, pricing: DEAR_EXTRAS })
      .where(eq(villas.id, villaId));
    return villaId;
  };
  const stored = async () => (await desk.t.database.db.select().from(bookings)).length;
  const refusal = (res: { statusCode: number; json: <T>() => T }) => {
    expect(res.statusCode).toBe(400);
    return res.json<ApiError>().message;
  };

  it("refuses the guest's request and change, and says why when asked, storing nothing", async () => {
    const villaId = await fiftyGuestVilla();
    const before = await stored();

    const res = await desk.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId,
        guestName: 'Amara Perera',
        guestEmail: 'amara@example.com',
        checkInDate: FAR,
        checkOutDate: addDays(FAR, 30),
        adults: 50,
      },
    });
    expect(refusal(res)).toBe(TOO_DEAR);
    expect(await stored()).toBe(before);

    const small = await desk.request({ adults: 2 });
    const change = await desk.t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${small.id}`,
      headers: { authorization: `Bearer ${small.accessToken}` },
      payload: { adults: 50, checkOutDate: addDays(small.checkInDate, 30) },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<ApiError>().message).toContain('one booking can hold');

    const asked = await desk.t.app.inject({
      url: `/api/villas/${villaId}/check-availability?checkIn=${FAR}&checkOut=${addDays(FAR, 30)}&adults=50`,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<CheckAvailability>()).toMatchObject({ available: false, reason: TOO_DEAR });
  });

  it("refuses the team's change of a stay to one, and leaves the stay as it was", async () => {
    await fiftyGuestVilla();
    const booking: BookingCreated = await desk.confirmed({ adults: 2 });
    const before = await desk.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));

    const res = await desk.call('POST', `/api/console/bookings/${booking.id}/change`, {
      checkInDate: booking.checkInDate,
      checkOutDate: addDays(booking.checkInDate, 30),
      adults: 50,
      children: 0,
      infants: 0,
      airportPickup: false,
      airportDropoff: false,
      vehicleType: null,
      reason: 'The family asked for the whole villa for a month.',
    });

    expect(refusal(res)).toBe(TOO_DEAR);
    expect(
      await desk.t.database.db.select().from(bookings).where(eq(bookings.id, booking.id)),
    ).toEqual(before);
  });

  it('keeps the owner from saving such prices, or from raising the guests under them', async () => {
    const owner = await signedInAs(desk.t, 'owner');
    const { villaId } = await desk.request();
    await desk.t.database.db.update(villas).set({ guests: 50 }).where(eq(villas.id, villaId));

    const save = await consoleCall(
      desk.t,
      owner,
      'PUT',
      `/api/console/villas/${villaId}/pricing`,
      DEAR_EXTRAS,
    );
    expect(refusal(save)).toBe(
      'With these prices a stay of 90 nights for 50 guests would cost $475,299,176, more than the $20,000,000 one booking can hold: lower the extra-guest fee or the rates.',
    );
    expect(save.json<ApiError>().issues).toEqual([
      expect.objectContaining({ path: 'extraGuest.perNight' }),
    ]);

    // A fee that fits 8 guests ($30,000: 90 nights come to $17,919,176), then the villa raised
    // to 50: refused, naming the guests.
    await desk.t.database.db.update(villas).set({ guests: 8 }).where(eq(villas.id, villaId));
    const fits = await consoleCall(desk.t, owner, 'PUT', `/api/console/villas/${villaId}/pricing`, {
      ...DEAR_EXTRAS,
      extraGuest: { includedGuests: 2, perNight: 3_000_000 },
    });
    expect(fits.statusCode, fits.body).toBe(200);
    const villa = (
      await consoleCall(desk.t, owner, 'GET', `/api/console/villas/${villaId}`)
    ).json<ConsoleVilla>();
    const raise = await consoleCall(desk.t, owner, 'PUT', `/api/console/villas/${villaId}`, {
      ...villaContentOf(villa),
      guests: 50,
    });
    expect(refusal(raise)).toMatch(/^With these prices a stay of 90 nights for 50 guests/);
    expect(raise.json<ApiError>().issues).toEqual([expect.objectContaining({ path: 'guests' })]);
  });
});
