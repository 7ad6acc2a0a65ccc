/**
 * Issue 26 §5, on both engines: the Payments room's lists. Overdue shows what is owed on each late
 * installment of a confirmed stay, the latest first, marked for cancelling past the grace days;
 * due shows what falls due in the next 7 days; received shows this month's payments that stand.
 * Paid, cancelled and never-confirmed bookings are left out; pages and totals agree.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, RESORT_TIME_ZONE, todayIn } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Today } from '#domain/schemas/console.ts';
import type { AccountView, LedgerEntryView, PaymentsPage } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookingInstallments } from '../db/schema.ts';

describe.each(engines)('the Payments room on %s', (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;
  const today = todayIn(RESORT_TIME_ZONE);

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
    return res.json<PaymentsPage>();
  };
  const linesOf = (page: PaymentsPage, ids: string[]) =>
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

  it('refuses a list it does not have, in words', async () => {
    const res = await call('GET', '/api/console/payments?list=everything');

    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/The list must be one of overdue, due, received/);
  });
});
