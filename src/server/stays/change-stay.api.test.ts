/**
 * Issue 26 §1, on both engines: the team changes a confirmed stay (POST
 * /api/console/bookings/:id/change and its preview). Who may; every refusal, each writing nothing;
 * the schedule re-priced over the money kept (what was paid never changes, a total below it is
 * credit); the reminder marks kept only on an installment as it was; the audit entry and the
 * guest's e-mail with the money as it stands.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import type { StayChangeEffect } from '#domain/schemas/stay-change.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, bookingInstallments, bookings } from '../db/schema.ts';

describe.each(engines)('the team changes a confirmed stay on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let stays: FreeStays;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  const today = resortToday();

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

  const call = (session: ConsoleSession | null, url: string, body?: object) =>
    consoleCall(t, session, body ? 'POST' : 'GET', url, body);

  /** A guest's request of `nights` on free dates. */
  const request = async (nights = villa.minimumNights + 2, more: Record<string, unknown> = {}) => {
    const res = await stays.bookFreshStay({
      guestEmail: `${randomUUID()}@example.com`,
      ...stays.freshStay(nights),
      ...more,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  /** A request confirmed by the manager: its schedule is fixed (deposit, balance). */
  const confirmed = async (nights?: number) => {
    const b = await request(nights);
    const res = await call(manager, `/api/console/bookings/${b.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };
  const account = async (id: string) => {
    const res = await call(manager, `/api/console/bookings/${id}/account`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AccountView>();
  };
  /** The deposit and the balance a confirmation fixed. */
  const scheduled = async (id: string) => {
    const [deposit, balance] = (await account(id)).installments;
    if (!deposit || !balance) throw new Error(`booking ${id} has no deposit and balance`);
    return [deposit, balance] as const;
  };
  const pay = async (id: string, amountCents: number) => {
    const res = await call(manager, `/api/console/bookings/${id}/payments`, {
      amountCents,
      receivedOn: today,
      method: 'bank_transfer',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** The change's body: the booking's stay as it is, `more` changing any field. */
  const changeOf = (b: BookingCreated, more: Record<string, unknown> = {}) => ({
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    adults: b.adults,
    children: b.children,
    infants: b.infants,
    airportPickup: b.airportPickup,
    airportDropoff: b.airportDropoff,
    vehicleType: b.vehicleType,
    reason: 'The guests asked for two more nights by WhatsApp.',
    ...more,
  });
  const change = (session: ConsoleSession | null, id: string, body: object) =>
    call(session, `/api/console/bookings/${id}/change`, body);
  const row = async (id: string) => {
    const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!found) throw new Error(`no booking ${id}`);
    return found;
  };
  const installments = (id: string) =>
    t.database.db
      .select()
      .from(bookingInstallments)
      .where(eq(bookingInstallments.bookingId, id))
      .orderBy(asc(bookingInstallments.position));
  const changeAudits = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `booking:${id}`))
      .then((rows) => rows.filter((r) => r.action === 'booking.change'));
  const changedMail = (b: BookingCreated) =>
    vi.waitFor(() => {
      const found = t.sentMail.filter(
        (m) =>
          m.to === b.guestEmail &&
          m.subject.includes(`${b.reference} at`) &&
          m.subject.endsWith('was changed'),
      );
      const [mail, ...more] = found;
      expect(more).toEqual([]);
      if (!mail) throw new Error(`no 'was changed' mail for ${b.reference}`);
      return mail;
    });
  /** What a refused change must leave as it was. */
  const snapshot = async (id: string) => ({
    row: await row(id),
    installments: await installments(id),
    audits: (await changeAudits(id)).length,
  });

  describe('who may', () => {
    it('answers 401 without a session and 403 to housekeeping, changing nothing', async () => {
      const b = await confirmed();
      const before = await snapshot(b.id);
      const body = changeOf(b, { checkOutDate: addDays(b.checkOutDate, 1) });
      expect((await change(null, b.id, body)).statusCode).toBe(401);
      expect((await change(housekeeping, b.id, body)).statusCode).toBe(403);
      const preview = `/api/console/bookings/${b.id}/change/preview`;
      expect((await call(null, preview, body)).statusCode).toBe(401);
      expect((await call(housekeeping, preview, body)).statusCode).toBe(403);
      expect(await snapshot(b.id)).toEqual(before);
    });

    it('lets the owner and the manager change it', async () => {
      for (const session of [owner, manager]) {
        const b = await confirmed();
        const res = await change(session, b.id, changeOf(b, { adults: b.adults + 1 }));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<ConsoleBooking>()).toMatchObject({
          status: 'CONFIRMED',
          adults: b.adults + 1,
        });
        const [audit] = await changeAudits(b.id);
        expect(audit?.actorId).toBe(session.id);
      }
    });
  });

  describe('refuses, changing nothing', () => {
    it('bad input with a 400 naming the field', async () => {
      const b = await confirmed();
      const before = await snapshot(b.id);
      const cases: [Record<string, unknown>, string][] = [
        [{ checkInDate: '2027-02-30' }, 'checkInDate'],
        [{ checkOutDate: b.checkInDate }, 'checkOutDate must be after checkInDate'],
        [{ adults: 0 }, 'adults must be at least 1'],
        [{ adults: 'two' }, 'adults must be a whole number'],
        [{ reason: '   ' }, 'reason is required'],
        [{ reason: undefined }, 'reason'],
        [{ vehicleType: 'BUS' }, 'vehicleType'],
        [{ totalCents: 1 }, 'totalCents'],
      ];
      for (const [more, words] of cases) {
        const res = await change(manager, b.id, changeOf(b, more));
        expect(res.statusCode, JSON.stringify(more)).toBe(400);
        expect(res.json<ApiError>().message, JSON.stringify(more)).toContain(words);
      }
      expect(await snapshot(b.id)).toEqual(before);
    });

    it("the villa's rules: too many guests, too few nights, a check-in in the past", async () => {
      const b = await confirmed();
      const before = await snapshot(b.id);
      const cases: Record<string, unknown>[] = [
        { adults: villa.guests + 1 },
        { checkOutDate: addDays(b.checkInDate, villa.minimumNights - 1) },
        { checkInDate: addDays(today, -1) },
      ];
      for (const more of cases) {
        const res = await change(manager, b.id, changeOf(b, more));
        expect(res.statusCode, JSON.stringify(more)).toBe(400);
      }
      expect(await snapshot(b.id)).toEqual(before);
    });

    it('a stay the same as before', async () => {
      const b = await confirmed();
      const res = await change(manager, b.id, changeOf(b));
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toBe(
        'The stay is as it was: change the dates, the guests or the airport transfers.',
      );
    });

    it('nights another stay holds, with a 409', async () => {
      const b = await confirmed();
      const other = await request();
      const before = await snapshot(b.id);
      const res = await change(
        manager,
        b.id,
        changeOf(b, { checkInDate: other.checkInDate, checkOutDate: other.checkOutDate }),
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(await snapshot(b.id)).toEqual(before);
    });

    it('an unknown booking (404), a request, a cancelled booking and an ended stay (409)', async () => {
      const unknown = await change(manager, 'b'.repeat(24), changeOf(await request()));
      expect(unknown.statusCode).toBe(404);

      const pending = await request();
      const onPending = await change(manager, pending.id, changeOf(pending, { adults: 1 }));
      expect(onPending.statusCode).toBe(409);
      expect(onPending.json<ApiError>().message).toContain('only a confirmed stay can be changed');

      const cancelled = await confirmed();
      const cancel = await call(manager, `/api/console/bookings/${cancelled.id}/cancel`, {
        reason: 'The guest cannot travel.',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const onCancelled = await change(manager, cancelled.id, changeOf(cancelled, { adults: 1 }));
      expect(onCancelled.statusCode).toBe(409);
      expect(onCancelled.json<ApiError>().message).toBe(
        'This booking was cancelled; only a confirmed stay can be changed here.',
      );

      const ended = await confirmed();
      await t.database.db
        .update(bookings)
        .set({ checkIn: addDays(today, -6), checkOut: addDays(today, -2) })
        .where(eq(bookings.id, ended.id));
      const before = await snapshot(ended.id);
      const onEnded = await change(manager, ended.id, changeOf(ended, { adults: 1 }));
      expect(onEnded.statusCode).toBe(409);
      expect(onEnded.json<ApiError>().message).toBe(
        'This stay has ended, so it can no longer be changed.',
      );
      expect(await snapshot(ended.id)).toEqual(before);
    });
  });

  describe('re-prices the schedule over what was paid', () => {
    it('a longer stay: the deposit paid stays as it was, the balance takes the rest', async () => {
      const b = await confirmed();
      const [deposit, balance] = await scheduled(b.id);
      await pay(b.id, deposit.amountCents);
      const longer = changeOf(b, {
        checkOutDate: addDays(b.checkOutDate, 2),
        airportPickup: true,
      });

      const preview = await call(manager, `/api/console/bookings/${b.id}/change/preview`, longer);
      expect(preview.statusCode, preview.body).toBe(200);
      const effect = preview.json<StayChangeEffect>();
      expect(effect.totalAfterCents).toBeGreaterThan(b.totalPrice);
      expect(effect).toMatchObject({
        totalBeforeCents: b.totalPrice,
        keptCents: deposit.amountCents,
      });
      expect((await row(b.id)).totalCents).toBe(b.totalPrice);

      const res = await change(manager, b.id, longer);
      expect(res.statusCode, res.body).toBe(200);
      const after = await account(b.id);
      expect(after.totalCents).toBe(effect.totalAfterCents);
      expect(res.json<ConsoleBooking>().totalPrice).toBe(effect.totalAfterCents);
      expect(after.paidCents).toBe(deposit.amountCents);
      expect(after.installments.map((i) => [i.kind, i.amountCents, i.dueOn, i.status])).toEqual([
        ['deposit', deposit.amountCents, deposit.dueOn, 'paid'],
        ['balance', effect.totalAfterCents - deposit.amountCents, balance.dueOn, 'due'],
      ]);
      expect(effect.scheduleAfter).toEqual(
        after.installments.map(({ kind, amountCents, dueOn }) => ({ kind, amountCents, dueOn })),
      );

      const [audit] = await changeAudits(b.id);
      expect(audit).toMatchObject({
        actorId: manager.id,
        before: { checkOutDate: b.checkOutDate, totalCents: b.totalPrice, airportPickup: false },
        after: {
          checkOutDate: addDays(b.checkOutDate, 2),
          totalCents: effect.totalAfterCents,
          airportPickup: true,
          keptCents: deposit.amountCents,
          reason: 'The guests asked for two more nights by WhatsApp.',
        },
      });

      const mail = await changedMail(b);
      expect(mail.text).toContain('The guests asked for two more nights by WhatsApp.');
      expect(mail.text).toContain(`Total now: ${formatCents(effect.totalAfterCents)}`);
      expect(mail.text).toContain(`Paid so far: ${formatCents(deposit.amountCents)}`);
      expect(mail.text).toContain(
        `Left to pay: ${formatCents(effect.totalAfterCents - deposit.amountCents)}`,
      );
    });

    it('a shorter stay below what was paid: nothing paid changes, the rest shows as credit', async () => {
      const b = await confirmed(villa.minimumNights + 3);
      await pay(b.id, b.totalPrice);
      const shorter = changeOf(b, {
        checkOutDate: addDays(b.checkInDate, villa.minimumNights),
        reason: 'One of the guests fell ill; they arrive later.',
      });

      const res = await change(owner, b.id, shorter);

      expect(res.statusCode, res.body).toBe(200);
      const after = await account(b.id);
      expect(after.totalCents).toBeLessThan(b.totalPrice);
      expect(after).toMatchObject({
        paidCents: b.totalPrice,
        balanceCents: 0,
        creditCents: b.totalPrice - after.totalCents,
      });
      expect(after.installments.every((i) => i.status === 'paid')).toBe(true);
      const mail = await changedMail(b);
      expect(mail.text).toContain('Left to pay: Paid in full');
      expect(mail.text).toContain(
        `You have paid ${formatCents(b.totalPrice - after.totalCents)} more than the stay now costs`,
      );
    });

    it('a lower total with the deposit unpaid comes off the balance, the deposit kept as told', async () => {
      const b = await confirmed(villa.minimumNights + 3);
      const [deposit] = await scheduled(b.id);
      const res = await change(
        manager,
        b.id,
        changeOf(b, { checkOutDate: addDays(b.checkInDate, villa.minimumNights + 2) }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const after = await account(b.id);
      expect(after.installments[0]).toMatchObject({
        kind: 'deposit',
        amountCents: deposit.amountCents,
        dueOn: deposit.dueOn,
      });
      expect(after.installments[1]?.amountCents).toBe(after.totalCents - deposit.amountCents);
      expect(after.paidCents).toBe(0);
    });
  });

  describe('keeps the reminder marks of an installment as it was, and only its', () => {
    it('a changed balance is reminded again; the unchanged deposit is not', async () => {
      const b = await confirmed();
      const sent = new Date('2026-01-02T03:04:05Z');
      await t.database.db
        .update(bookingInstallments)
        .set({ remindedAt: sent, overdueNoticeAt: sent })
        .where(eq(bookingInstallments.bookingId, b.id));

      const res = await change(manager, b.id, changeOf(b, { airportDropoff: true }));

      expect(res.statusCode, res.body).toBe(200);
      const [deposit, balance] = await installments(b.id);
      expect(deposit).toMatchObject({ kind: 'deposit', remindedAt: sent, overdueNoticeAt: sent });
      expect(balance).toMatchObject({ kind: 'balance', remindedAt: null, overdueNoticeAt: null });
    });

    it('new dates move the balance with the arrival and clear its marks', async () => {
      const b = await confirmed();
      const sent = new Date('2026-01-02T03:04:05Z');
      await t.database.db
        .update(bookingInstallments)
        .set({ remindedAt: sent })
        .where(eq(bookingInstallments.bookingId, b.id));
      const { checkInDate, checkOutDate } = stays.freshStay(villa.minimumNights + 2);

      const res = await change(manager, b.id, changeOf(b, { checkInDate, checkOutDate }));

      expect(res.statusCode, res.body).toBe(200);
      const [, balance] = await installments(b.id);
      expect(balance).toMatchObject({ dueOn: addDays(checkInDate, -30), remindedAt: null });
    });
  });
});
