import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { Booking, BookingCreated } from '#domain/schemas/booking.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type Stay } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings } from '../db/schema.ts';

describe.each(engines)('bookings API on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let freshStay: (nights?: number) => Stay;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, freshStay } = await villaWithFreeStays(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (overrides: Record<string, unknown> = {}) => ({
    villaId: villa.id,
    guestName: 'Amara Perera',
    guestEmail: 'Amara.Perera@example.com',
    guestPhone: '+94 77 123 4567',
    ...freshStay(),
    adults: 2,
    children: 1,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: 'CAR',
    ...overrides,
  });

  const create = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: body });

  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

  it('creates a PENDING request that holds its dates for 24 hours, priced by the server', async () => {
    const before = Date.now();
    const body = request({ airportPickup: true, airportDropoff: true, vehicleType: 'van' });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const booking = res.json<BookingCreated>();
    expect(booking).toMatchObject({
      villaId: villa.id,
      villaName: 'Villa River Breeze',
      guestEmail: 'amara.perera@example.com',
      status: 'PENDING',
      vehicleType: 'VAN',
      checkInDate: body.checkInDate,
      checkOutDate: body.checkOutDate,
    });
    expect(booking.id).toMatch(/^[0-9a-f]{24}$/);
    expect(booking.reference).toMatch(/^VB-[2-9A-Z]{6}$/);
    expect(booking.accessToken.length).toBeGreaterThanOrEqual(40);
    const hold = Date.parse(booking.holdExpiresAt ?? '');
    expect(hold - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(hold - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const nights = villa.minimumNights;
    const room = nights * villa.price;
    const transfer = 2 * 8000; // pickup and drop-off by van, spec §9, in cents
    const fee = Math.round((room + transfer) * 0.1);
    expect(booking.quote).toEqual({
      currency: 'USD',
      nights,
      lines: [{ nights, rate: villa.price, label: '' }],
      extraGuests: null,
      room,
      discount: null,
      transfer,
      subtotal: room + transfer,
      serviceFee: fee,
      total: room + transfer + fee,
    });
    expect(booking.totalPrice).toBe(room + transfer + fee);

    // Only a hash of the token is stored.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.accessTokenHash).not.toContain(booking.accessToken);
    expect(JSON.stringify(row)).not.toContain(booking.accessToken);
  });

  it('keeps no vehicle without a transfer and upgrades a car too small for the party', async () => {
    const none = (await create(request({ vehicleType: 'VAN' }))).json<BookingCreated>();
    expect(none.vehicleType).toBeNull();
    expect(none.quote.transfer).toBe(0);
    const big = (
      await create(request({ adults: 4, children: 1, airportPickup: true, vehicleType: 'CAR' }))
    ).json<BookingCreated>();
    expect(big.vehicleType).toBe('VAN');
    expect(big.quote.transfer).toBe(8000);
  });

  it('mails the guest a private link and tells the team', async () => {
    const booking = (
      await create(request({ guestEmail: 'mail.test@example.com' }))
    ).json<BookingCreated>();
    await vi.waitFor(() => {
      expect(t.sentMail.filter((m) => m.subject.includes(booking.reference))).toHaveLength(2);
    });
    const guest = t.sentMail.find((m) => m.to === 'mail.test@example.com');
    // Its own token (decision 061), which opens the booking.
    const token = new RegExp(`https://villas\\.test/booking/${booking.id}\\?token=([\\w-]+)`).exec(
      guest?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const read = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(guest?.text).toContain("We'll contact you within 24 hours to confirm your reservation.");
    const team = t.sentMail.find(
      (m) => m.to === 'team@villas.test' && m.subject.includes(booking.reference),
    );
    expect(team?.text).toContain('Amara Perera');
    expect(team?.text).not.toContain(booking.accessToken);
    expect(team?.text).not.toContain(token);
  });

  it('refuses overlapping dates with 409 and a message the guest can act on', async () => {
    const first = request();
    expect((await create(first)).statusCode).toBe(201);
    const overlapping = request({
      checkInDate: addDays(first.checkInDate, 1),
      checkOutDate: addDays(first.checkOutDate, 1),
    });
    const res = await create(overlapping);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringMatching(
        /Villa River Breeze is not available for these dates.*choose other dates/,
      ) as unknown,
    });
    // Back to back is fine: the check-out day stays free (DESIGN.md decision 8).
    const nextIn = first.checkOutDate;
    const backToBack = request({
      checkInDate: nextIn,
      checkOutDate: addDays(nextIn, villa.minimumNights),
    });
    expect((await create(backToBack)).statusCode).toBe(201);
    // The held nights show as taken in the calendar.
    const { blockedDates } = (
      await t.app.inject({ url: `/api/villas/${villa.id}/availability` })
    ).json<Availability>();
    expect(blockedDates).toContainEqual({
      startDate: first.checkInDate,
      endDate: addDays(backToBack.checkOutDate, -1),
    });
  });

  it('refuses a stay over a staff block', async () => {
    const { blockedDates } = (
      await t.app.inject({ url: `/api/villas/${villa.id}/availability` })
    ).json<Availability>();
    const block = blockedDates.find(
      (b) => b.startDate > addDays(resortToday(), villa.minimumNights),
    );
    if (!block) throw new Error('the seed places blocks in the coming months');
    const res = await create(
      request({
        checkInDate: addDays(block.startDate, -1),
        checkOutDate: addDays(block.startDate, villa.minimumNights),
      }),
    );
    expect(res.statusCode).toBe(409);
  });

  it('frees the dates of a request whose hold expired', async () => {
    const stay = request();
    const first = (await create(stay)).json<BookingCreated>();
    expect((await create(request({ ...stay, guestEmail: 'second@example.com' }))).statusCode).toBe(
      409,
    );

    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, first.id));

    const second = await create(request({ ...stay, guestEmail: 'second@example.com' }));
    expect(second.statusCode).toBe(201);
    const expired = await t.app.inject({
      url: `/api/bookings/${first.id}`,
      headers: withToken(first.accessToken),
    });
    expect(expired.json<Booking>().status).toBe('EXPIRED');
  });

  it('lets the token holder read, change and cancel; cancelling frees the dates', async () => {
    const stay = request();
    const created = (await create(stay)).json<BookingCreated>();
    const auth = withToken(created.accessToken);

    const read = await t.app.inject({ url: `/api/bookings/${created.id}`, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.json<Booking>()).toMatchObject({ id: created.id, guestName: 'Amara Perera' });
    expect(read.json()).not.toHaveProperty('accessToken');
    // The e-mail link carries the token in the query string.
    const viaQuery = await t.app.inject({
      url: `/api/bookings/${created.id}?token=${encodeURIComponent(created.accessToken)}`,
    });
    expect(viaQuery.statusCode).toBe(200);

    const longer = addDays(stay.checkOutDate, 2);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${created.id}`,
      headers: auth,
      payload: { checkOutDate: longer, adults: 3, specialRequests: 'A cot, please' },
    });
    expect(changed.statusCode).toBe(200);
    const updated = changed.json<Booking>();
    expect(updated).toMatchObject({
      checkOutDate: longer,
      adults: 3,
      specialRequests: 'A cot, please',
    });
    expect(updated.quote.nights).toBe(villa.minimumNights + 2);
    expect(updated.totalPrice).toBe(updated.quote.total);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.id}/cancel`,
      headers: auth,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Plans changed',
      // Within 24 hours of booking the policy gives back all that was paid (spec §9); a request
      // never confirmed was paid nothing, so nothing is due (issue 26 §4).
      refund: { percent: 100, amount: 0 },
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.id}/cancel`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
    const noChange = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${created.id}`,
      headers: auth,
      payload: { adults: 2 },
    });
    expect(noChange.statusCode).toBe(409);

    const rebook = await create(
      request({ ...stay, checkOutDate: longer, guestEmail: 'next@example.com' }),
    );
    expect(rebook.statusCode).toBe(201);
  });

  it('cancels without a body, as the spec client does when no reason is given', async () => {
    const created = (await create(request())).json<BookingCreated>();
    for (const payload of [undefined, '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${created.id}/cancel`,
        headers: { ...withToken(created.accessToken), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect([200, 409]).toContain(res.statusCode);
    }
    const read = await t.app.inject({
      url: `/api/bookings/${created.id}`,
      headers: withToken(created.accessToken),
    });
    expect(read.json<Booking>()).toMatchObject({ status: 'CANCELLED', cancellationReason: null });
  });

  it('re-checks a change like a new request', async () => {
    const mine = (await create(request())).json<BookingCreated>();
    const other = request();
    expect((await create(other)).statusCode).toBe(201);
    const auth = withToken(mine.accessToken);
    const onOther = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine.id}`,
      headers: auth,
      payload: { checkInDate: other.checkInDate, checkOutDate: other.checkOutDate },
    });
    expect(onOther.statusCode).toBe(409);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine.id}`,
      headers: auth,
      payload: { adults: villa.guests + 1 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/sleeps at most/);
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine.id}`,
      headers: auth,
      payload: { checkInDate: addDays(resortToday(), -1) },
    });
    expect(past.statusCode).toBe(400);
    const unchanged = (
      await t.app.inject({ url: `/api/bookings/${mine.id}`, headers: auth })
    ).json<Booking>();
    expect(unchanged.checkInDate).toBe(mine.checkInDate);
    expect(unchanged.adults).toBe(mine.adults);
  });

  it('hides a booking from anyone without its token: 404, and 401 for an e-mail list', async () => {
    const mine = (
      await create(request({ guestEmail: 'owner@example.com' }))
    ).json<BookingCreated>();
    const theirs = (
      await create(request({ guestEmail: 'someone.else@example.com' }))
    ).json<BookingCreated>();
    const attempts = [
      {},
      withToken('not-a-token'),
      withToken(theirs.accessToken),
      { authorization: mine.accessToken }, // not a Bearer header
    ];
    for (const headers of attempts) {
      const get = await t.app.inject({ url: `/api/bookings/${mine.id}`, headers });
      expect(get.statusCode).toBe(404);
      expect(get.json<{ message: string }>().message).toMatch(/could not find that booking/);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${mine.id}`,
        headers,
        payload: { guestName: 'Mallory' },
      });
      expect(put.statusCode).toBe(404);
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${mine.id}/cancel`,
        headers,
      });
      expect(cancel.statusCode).toBe(404);
      const list = await t.app.inject({ url: '/api/bookings/email/owner%40example.com', headers });
      expect(list.statusCode).toBe(401);
    }
    const still = (
      await t.app.inject({ url: `/api/bookings/${mine.id}`, headers: withToken(mine.accessToken) })
    ).json<Booking>();
    expect(still).toMatchObject({ status: 'PENDING', guestName: 'Amara Perera' });
  });

  it("lists an address's bookings for the holder of one of their tokens", async () => {
    const a = (await create(request({ guestEmail: 'family@example.com' }))).json<BookingCreated>();
    const b = (await create(request({ guestEmail: 'FAMILY@example.com' }))).json<BookingCreated>();
    await create(request({ guestEmail: 'stranger@example.com' }));
    const res = await t.app.inject({
      url: `/api/bookings/email/${encodeURIComponent('Family@Example.com')}`,
      headers: withToken(a.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<Booking[]>();
    expect(list.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.every((x) => x.guestEmail === 'family@example.com')).toBe(true);
    expect(JSON.stringify(list)).not.toContain('accessToken');
  });

  it('opens the guest their booking page from the e-mail link (decision 024)', async () => {
    const created = (await create(request())).json<BookingCreated>();
    const page = await t.app.inject({
      url: `/booking/${created.id}?token=${encodeURIComponent(created.accessToken)}`,
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/booking/${created.id}`);
    const denied = await t.app.inject({ url: `/booking/${created.id}?token=wrong` });
    expect(denied.statusCode).toBe(404);
    expect(denied.body).not.toContain(created.reference);
  });
});
