/**
 * Issue 15 §1, a villa's calendar in the console: every role reads a month of bookings (names and
 * dates, never contact or money) and blocks; the owner and the manager add, change and remove
 * blocks, each audited and shown on the public calendar at once; a block that would take a night
 * a booking holds is refused with the booking named; bad input is a 400 that writes nothing, and
 * housekeeping may not write at all.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, firstRefusedYear } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import type { StaffBlock, VillaCalendar, VillaName } from '#domain/schemas/villa-calendar.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, blockedRanges, bookings } from '../db/schema.ts';
import { overlapMessage } from './calendar-console-service.ts';

describe.each(engines)("a villa's calendar in the console on %s", (engine) => {
  let t: TestApp;
  let villa: Villa;
  let stays: FreeStays;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    stays = await villaWithFreeStays(t.app);
    villa = stays.villa;
    [owner, manager, housekeeping] = await Promise.all([
      signedInAs(t, 'owner'),
      signedInAs(t, 'manager'),
      signedInAs(t, 'housekeeping'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const blocksUrl = (villaId = villa.id) => `/api/console/villas/${villaId}/blocks`;
  /** Free days nobody holds: `days` of them, both ends included. */
  const freeDays = (days = 3) => {
    const stay = stays.freshStay(days);
    return { startDate: stay.checkInDate, endDate: addDays(stay.checkOutDate, -1) };
  };
  const block = async (
    session: ConsoleSession,
    body: { startDate: string; endDate: string; reason: string },
  ) => {
    const res = await consoleCall(t, session, 'POST', blocksUrl(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StaffBlock>();
  };
  const monthOf = async (session: ConsoleSession, day: string) => {
    const res = await consoleCall(
      t,
      session,
      'GET',
      `/api/console/villas/${villa.id}/calendar?month=${day.slice(0, 7)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VillaCalendar>();
  };
  /** The public availability answer, as the villa page's calendar reads it (cached). */
  const publicBlocked = async () => {
    const res = await t.app.inject({ url: `/api/villas/${villa.id}/availability` });
    return res.json<Availability>().blockedDates;
  };
  const blockCount = async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blockedRanges)
      .where(eq(blockedRanges.villaId, villa.id));
    return row?.n ?? 0;
  };
  const auditOf = (blockId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `block:${blockId}`)))
      .orderBy(auditLog.at);
  let guests = 0;
  const book = async (dates: { checkInDate: string; checkOutDate: string }) => {
    guests += 1;
    const res = await stays.bookFreshStay({
      guestName: `Jane Doe ${guests}`,
      guestEmail: `jane${guests}@example.com`,
      guestPhone: '+94 77 765 4321',
      ...dates,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };

  it('names every villa for the pickers, to every role', async () => {
    for (const session of [owner, manager, housekeeping]) {
      const res = await consoleCall(t, session, 'GET', '/api/console/villa-names');
      expect(res.statusCode).toBe(200);
      const names = res.json<VillaName[]>();
      expect(names).toContainEqual({ id: villa.id, name: villa.name, slug: villa.slug });
      for (const name of names) expect(Object.keys(name).sort()).toEqual(['id', 'name', 'slug']);
    }
  });

  it('shows a month of bookings by status and blocks with their reasons, names only', async () => {
    const days = freeDays(4);
    const stay = { checkInDate: days.startDate, checkOutDate: addDays(days.endDate, 1) };
    const booking = await book(stay);
    const nextDays = freeDays(2);
    const made = await block(manager, { ...nextDays, reason: 'Painting the veranda' });

    for (const session of [owner, housekeeping]) {
      const month = await monthOf(session, days.startDate);
      expect(month.villa).toEqual({ id: villa.id, name: villa.name, slug: villa.slug });
      expect(month.from).toBe(`${days.startDate.slice(0, 7)}-01`);
      expect(month.bookings).toContainEqual({
        id: booking.id,
        reference: booking.reference,
        guestName: booking.guestName,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        status: 'PENDING',
        holdsDates: true,
      });
      if (nextDays.startDate.slice(0, 7) === days.startDate.slice(0, 7)) {
        expect(month.blocks.map((b) => b.reason)).toContain('Painting the veranda');
      }
      expect(JSON.stringify(month)).not.toMatch(/jane\d+@example\.com|765 4321|total|price/i);
    }
    const blockMonth = await monthOf(housekeeping, nextDays.startDate);
    expect(blockMonth.blocks).toContainEqual(expect.objectContaining({ id: made.id, ...nextDays }));
  });

  it('marks a request whose hold ran out as lapsed, holding nothing, and lets a block take its nights', async () => {
    const days = freeDays(3);
    const stay = { checkInDate: days.startDate, checkOutDate: addDays(days.endDate, 1) };
    const booking = await book(stay);
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const month = await monthOf(manager, days.startDate);
    expect(month.bookings.find((b) => b.id === booking.id)).toMatchObject({
      status: 'LAPSED',
      holdsDates: false,
    });
    await block(manager, { ...days, reason: 'Deep clean' });
  });

  it('blocks a range, audited, and the public calendar shows it at once', async () => {
    const days = freeDays(3);
    // The public answer is read (and kept in the read cache) before the block.
    expect(await publicBlocked()).not.toContainEqual(days);

    const made = await block(manager, { ...days, reason: '  Owner stay  ' });
    expect(made).toMatchObject({ ...days, reason: 'Owner stay', createdBy: manager.name });
    const [stored] = await t.database.db
      .select()
      .from(blockedRanges)
      .where(eq(blockedRanges.id, made.id));
    expect(stored?.createdBy).toBe(manager.id);
    expect(await publicBlocked()).toContainEqual(days);

    const [entry] = await auditOf(made.id);
    expect(entry).toMatchObject({
      actorId: manager.id,
      action: 'block.create',
      after: { villaId: villa.id, ...days, reason: 'Owner stay' },
    });

    // A guest cannot take a night of it: the booking request checks under the same lock.
    const refused = await stays.bookFreshStay({
      checkInDate: days.startDate,
      checkOutDate: addDays(days.startDate, 2),
    });
    expect(refused.statusCode).toBe(409);
  });

  it("changes a block's dates and reason, audited, and the public calendar follows", async () => {
    const days = freeDays(3);
    const made = await block(owner, { ...days, reason: 'Maintenance' });
    expect(await publicBlocked()).toContainEqual(days);
    const moved = { startDate: addDays(days.startDate, 1), endDate: addDays(days.endDate, 2) };

    const res = await consoleCall(t, owner, 'PUT', `${blocksUrl()}/${made.id}`, {
      ...moved,
      reason: 'Maintenance: pool pump',
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<StaffBlock>();
    // Who made it stays; when it changed moves on.
    expect(changed).toMatchObject({
      ...moved,
      reason: 'Maintenance: pool pump',
      createdBy: owner.name,
    });
    expect(changed.updatedAt >= made.updatedAt).toBe(true);
    expect(changed.createdAt).toBe(made.createdAt);
    const blocked = await publicBlocked();
    expect(blocked).toContainEqual(moved);
    expect(blocked).not.toContainEqual(days);

    const entries = await auditOf(made.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: owner.id,
      action: 'block.update',
      before: { ...days, reason: 'Maintenance' },
      after: { ...moved, reason: 'Maintenance: pool pump' },
    });
  });

  it('removes a block, audited, and frees its days on the public calendar', async () => {
    const days = freeDays(2);
    const made = await block(manager, { ...days, reason: 'Photo shoot' });
    expect(await publicBlocked()).toContainEqual(days);

    const res = await consoleCall(t, manager, 'DELETE', `${blocksUrl()}/${made.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await publicBlocked()).not.toContainEqual(days);
    expect((await monthOf(manager, days.startDate)).blocks.map((b) => b.id)).not.toContain(made.id);
    expect((await auditOf(made.id)).at(-1)).toMatchObject({
      action: 'block.delete',
      before: { ...days, reason: 'Photo shoot' },
    });

    const again = await consoleCall(t, manager, 'DELETE', `${blocksUrl()}/${made.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a block over a booking, naming the booking, and writes nothing', async () => {
    const days = freeDays(4);
    const stay = { checkInDate: days.startDate, checkOutDate: addDays(days.endDate, 1) };
    const booking = await book(stay);
    const before = await blockCount();

    const res = await consoleCall(t, manager, 'POST', blocksUrl(), {
      startDate: addDays(days.startDate, -2),
      endDate: days.startDate,
      reason: 'Owner stay',
    });
    expect(res.statusCode).toBe(409);
    const { message } = res.json<ApiError>();
    expect(message).toBe(overlapMessage([{ ...booking, ...stay }]));
    expect(message).toContain(`booking ${booking.reference} (${booking.guestName}), `);
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await blockCount()).toBe(before);

    // The check-out day is free: a block may start on it.
    await block(manager, {
      startDate: stay.checkOutDate,
      endDate: stay.checkOutDate,
      reason: 'Turnover',
    });
  });

  it('refuses moving a block onto a booking or another block', async () => {
    const days = freeDays(3);
    const booking = await book({
      checkInDate: days.startDate,
      checkOutDate: addDays(days.endDate, 1),
    });
    const other = freeDays(2);
    const made = await block(manager, { ...other, reason: 'Repairs' });
    const onBooking = await consoleCall(t, manager, 'PUT', `${blocksUrl()}/${made.id}`, {
      ...days,
      reason: 'Repairs',
    });
    expect(onBooking.statusCode).toBe(409);
    expect(onBooking.json<ApiError>().message).toContain(booking.reference);

    const third = freeDays(2);
    await block(manager, { ...third, reason: 'Owner stay' });
    const onBlock = await consoleCall(t, manager, 'PUT', `${blocksUrl()}/${made.id}`, {
      startDate: other.startDate,
      endDate: third.startDate,
      reason: 'Repairs',
    });
    expect(onBlock.statusCode).toBe(409);
    expect(onBlock.json<ApiError>().message).toMatch(/overlap the block of .*\(Owner stay\)/);

    const month = await monthOf(manager, other.startDate);
    expect(month.blocks.find((b) => b.id === made.id)).toMatchObject({
      ...other,
      reason: 'Repairs',
    });
  });

  it.each([
    ['the last day before the first', { endDate: '2027-01-01', startDate: '2027-01-05' }],
    ['a date that does not exist', { startDate: '2027-02-30' }],
    ['no reason', { reason: '   ' }],
    ['a reason too long', { reason: 'x'.repeat(201) }],
    ['a reason of two lines', { reason: 'Owner\nstay' }],
    ['an unknown field', { note: 'hello' }],
    ['more than a year', { startDate: '2027-01-01', endDate: '2028-01-02' }],
    ['days past', { startDate: '2020-01-01', endDate: '2020-01-03' }],
  ])('refuses %s with a 400 and writes nothing', async (_name, change) => {
    const before = await blockCount();
    const res = await consoleCall(t, manager, 'POST', blocksUrl(), {
      ...freeDays(2),
      reason: 'Owner stay',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/^[A-Z]/);
    expect(await blockCount()).toBe(before);
  });

  it('answers 404 for a villa or a block that is not there', async () => {
    const nobody = '0123456789abcdef01234567';
    const body = { ...freeDays(2), reason: 'Owner stay' };
    expect((await consoleCall(t, manager, 'POST', blocksUrl(nobody), body)).statusCode).toBe(404);
    expect(
      (await consoleCall(t, manager, 'GET', `/api/console/villas/${nobody}/calendar`)).statusCode,
    ).toBe(404);
    expect(
      (await consoleCall(t, manager, 'PUT', `${blocksUrl()}/${nobody}`, body)).statusCode,
    ).toBe(404);
  });

  it('refuses a block or a month outside the years of every date with a 400 in words (issue 23 §1.5)', async () => {
    const refused = `must be a date before ${firstRefusedYear()}`;
    const before = await blockCount();
    const lastDay = await consoleCall(t, manager, 'POST', blocksUrl(), {
      startDate: freeDays(1).startDate,
      endDate: '9999-12-31',
      reason: 'Closed for good',
    });
    expect(lastDay.statusCode).toBe(400);
    expect(lastDay.json<ApiError>().message).toBe(
      `Please check the request body: The last day ${refused}.`,
    );
    const yearNine = await consoleCall(t, manager, 'POST', blocksUrl(), {
      startDate: '9999-12-31',
      endDate: '9999-12-31',
      reason: 'Closed for good',
    });
    expect(yearNine.statusCode).toBe(400);
    const made = await block(manager, { ...freeDays(2), reason: 'Painting' });
    const moved = await consoleCall(t, manager, 'PUT', `${blocksUrl()}/${made.id}`, {
      startDate: '0000-01-01',
      endDate: made.endDate,
      reason: 'Painting',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<ApiError>().message).toBe(
      'Please check the request body: The first day must be a date in 2000 or later.',
    );
    expect(await blockCount()).toBe(before + 1);

    for (const [month, words] of [
      ['9999-12', `month must be a month before ${firstRefusedYear()}`],
      ['0000-01', 'month must be a month in 2000 or later'],
    ] as const) {
      const res = await consoleCall(
        t,
        housekeeping,
        'GET',
        `/api/console/villas/${villa.id}/calendar?month=${month}`,
      );
      expect(res.statusCode, month).toBe(400);
      expect(res.json<ApiError>().message).toBe(`Please check the query string: ${words}.`);
    }
  });

  it('lets housekeeping read but never write (403, nothing written)', async () => {
    const days = freeDays(2);
    const made = await block(owner, { ...days, reason: 'Owner stay' });
    const before = await blockCount();
    const calls = [
      consoleCall(t, housekeeping, 'POST', blocksUrl(), { ...freeDays(2), reason: 'Mine' }),
      consoleCall(t, housekeeping, 'PUT', `${blocksUrl()}/${made.id}`, { ...days, reason: 'Mine' }),
      consoleCall(t, housekeeping, 'DELETE', `${blocksUrl()}/${made.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect(await blockCount()).toBe(before);
    expect((await monthOf(housekeeping, days.startDate)).blocks).toContainEqual(
      expect.objectContaining({ id: made.id, reason: 'Owner stay' }),
    );
  });

  it('never lets a block and a booking request both take a night, sent at once', async () => {
    for (let round = 0; round < 3; round++) {
      const days = freeDays(3);
      const [blocked, booked] = await Promise.all([
        consoleCall(t, manager, 'POST', blocksUrl(), { ...days, reason: 'Owner stay' }),
        stays.bookFreshStay({
          checkInDate: days.startDate,
          checkOutDate: addDays(days.endDate, 1),
        }),
      ]);
      expect([blocked.statusCode, booked.statusCode].sort()).toEqual([201, 409]);
    }
  });
});
