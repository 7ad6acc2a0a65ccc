/**
 * Issue 26 §5, on both engines: the Payments room's lists. Overdue shows what is owed on each late
 * installment of a confirmed stay, the latest first, marked for cancelling past the grace days;
 * due shows what falls due in the next 7 days; received shows this month's payments that stand;
 * refunds shows cancelled bookings whose account still holds money to give back. Paid, cancelled
 * and never-confirmed bookings are left out of what is owed; pages, totals and counts agree.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Today } from '#domain/schemas/console.ts';
import type { AccountView, LedgerEntryView, PaymentsRoom } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookingInstallments } from '../db/schema.ts';

describe.each(engines)('the Payments room on %s', (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;
  const today = resortToday();

  const confirmed = async () => {
    const booking = await desk.confirmed();
    const account = await call('GET', `/api/console/bookings/${booking.id}/account`);
    return { booking, account: account.json<AccountView>() };
  };
  /** As if the deposit had fallen due `days` ago. */
  const depositDueDaysAgo = (bookingId: string, days: number) =>
    desk.t.database.db
      .update(bookingInstallments)
      .set({ dueOn: addDays(today, -days) })
      .where(
        and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.position, 1)),
      );
  /**
   * As if the cancel had re-priced the schedule to what the guest keeps paying (decision 085):
   * one installment of `amountCents`, paid already.
   */
  const keepsPaying = async (bookingId: string, amountCents: number) => {
    const { db } = desk.t.database;
    await db.delete(bookingInstallments).where(eq(bookingInstallments.bookingId, bookingId));
    await db
      .insert(bookingInstallments)
      .values({ bookingId, position: 1, kind: 'full', amountCents, dueOn: today });
  };
  const pay = async (bookingId: string, amountCents: number) => {
    const res = await call(
      'POST',
      `/api/console/bookings/${bookingId}/payments`,
      desk.payment(amountCents, { method: 'cash' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ entry: LedgerEntryView }>().entry;
  };
  const list = async (query: string) => {
    const res = await call('GET', `/api/console/payments?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentsRoom>();
  };
  const linesOf = (page: Pick<PaymentsRoom, 'content'>, ids: string[]) =>
    page.content.filter((line) => ids.includes(line.bookingId));

  it('lists what is owed on late installments, the latest first, past the grace for cancelling', async () => {
    const long = await confirmed();
    const short = await confirmed();
    const paid = await confirmed();
    const cancelled = await confirmed();
    const deposit = (a: AccountView) => a.installments[0]?.amountCents ?? 0;
    await Promise.all(
      [long, short, paid, cancelled].map(({ booking }, i) =>
        depositDueDaysAgo(booking.id, [10, 2, 4, 6][i] ?? 0),
      ),
    );
    await pay(short.booking.id, 1_000);
    await pay(paid.booking.id, deposit(paid.account));
    await call('POST', `/api/console/bookings/${cancelled.booking.id}/cancel`, {
      reason: 'The guest asked us by phone.',
    });

    const page = await list('list=overdue&size=50');
    const mine = [long, short, paid, cancelled].map(({ booking }) => booking.id);

    expect(
      linesOf(page, mine).map((l) => [
        l.reference,
        l.kind,
        l.amountCents,
        l.daysLate,
        l.cancelForNonPayment,
      ]),
    ).toEqual([
      [long.booking.reference, 'deposit', deposit(long.account), 10, true],
      [short.booking.reference, 'deposit', deposit(short.account) - 1_000, 2, false],
    ]);
    expect(page.totalCents).toBe(page.content.reduce((sum, l) => sum + l.amountCents, 0));

    // Today shows the same lines first (issue 26 §3).
    const today = (await call('GET', '/api/console/today')).json<Today>();
    expect(linesOf({ ...page, content: today.overduePayments }, mine)).toEqual(linesOf(page, mine));
  });

  it('lists what falls due in the next 7 days, and not what falls due later', async () => {
    const { booking, account } = await confirmed();

    const page = await list('list=due&size=50');

    expect(linesOf(page, [booking.id]).map((l) => [l.kind, l.date, l.amountCents])).toEqual([
      ['deposit', addDays(today, 3), account.installments[0]?.amountCents],
    ]);
  });

  it("lists this month's payments that stand, newest first, with their receipts", async () => {
    const { booking } = await confirmed();
    const kept = await pay(booking.id, 5_000);
    const mistaken = await pay(booking.id, 7_000);
    const reversal = await call('POST', `/api/console/bookings/${booking.id}/reversals`, {
      entryId: mistaken.id,
      reason: 'Recorded twice.',
      idempotencyKey: randomUUID(),
    });
    expect(reversal.statusCode, reversal.body).toBe(201);

    const page = await list('list=received&size=50');

    expect(linesOf(page, [booking.id])).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amountCents: 5_000,
        date: today,
        receiptNumber: kept.receiptNumber,
        method: 'cash',
      }),
    ]);
    expect(page.totalCents).toBe(page.content.reduce((sum, l) => sum + l.amountCents, 0));
  });

  it('pages a list as the other lists do', async () => {
    const whole = await list('list=received&size=50');
    const first = await list('list=received&size=1&page=0');
    const second = await list('list=received&size=1&page=1');

    expect(whole.totalElements).toBeGreaterThanOrEqual(2);
    expect([...first.content, ...second.content]).toEqual(whole.content.slice(0, 2));
    expect(second).toMatchObject({ number: 1, size: 1, totalElements: whole.totalElements });
  });

  it('lists the refunds due on cancelled stays: what the account holds beyond what the guest keeps', async () => {
    const owed = await confirmed();
    const settled = await confirmed();
    const overpaid = await confirmed();
    await pay(owed.booking.id, 20_000);
    await pay(settled.booking.id, 5_000);
    // Credit on a stay that goes ahead is not a refund due: the guest may use it at the villa.
    await pay(overpaid.booking.id, overpaid.account.totalCents + 1_000);
    for (const { booking } of [owed, settled]) {
      const res = await call('POST', `/api/console/bookings/${booking.id}/cancel`, {
        reason: 'The guest asked us by phone.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // What the guest keeps paying after the cancel (decision 085): $120 of the $200 paid, and
    // all of the $50 paid on the other.
    await keepsPaying(owed.booking.id, 12_000);
    await keepsPaying(settled.booking.id, 5_000);

    const page = await list('list=refunds&size=50');
    const mine = [owed, settled, overpaid].map(({ booking }) => booking.id);

    expect(linesOf(page, mine)).toEqual([
      expect.objectContaining({
        bookingId: owed.booking.id,
        reference: owed.booking.reference,
        kind: 'refund',
        amountCents: 8_000,
        date: today,
        daysLate: 0,
        cancelForNonPayment: false,
      }),
    ]);
    expect(page.totalCents).toBe(page.content.reduce((sum, l) => sum + l.amountCents, 0));

    // The refund sent and recorded, the line goes.
    const refund = await call(
      'POST',
      `/api/console/bookings/${owed.booking.id}/refunds`,
      desk.payment(8_000),
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(linesOf(await list('list=refunds&size=50'), mine)).toEqual([]);
  });

  it("counts every list's lines for the room's tabs, the same whichever list is shown", async () => {
    const rooms = await Promise.all(
      ['overdue', 'due', 'received', 'refunds'].map((name) => list(`list=${name}&size=1`)),
    );

    for (const [i, room] of rooms.entries()) {
      expect(room.counts).toEqual(rooms[0]?.counts);
      expect(room.totalElements).toBe(Object.values(room.counts)[i]);
    }
    expect(rooms[1]?.counts.due).toBeGreaterThan(0);
  });

  it('refuses a list it does not have, in words', async () => {
    const res = await call('GET', '/api/console/payments?list=everything');

    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(
      /The list must be one of overdue, due, received, refunds/,
    );
  });
});
