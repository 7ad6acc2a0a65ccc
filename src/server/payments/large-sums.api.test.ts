/**
 * Issue 36 §3, on both engines: a month whose payments pass $21,474,836.47, the most a 32-bit
 * integer holds in cents. Every list of the Payments room (received, overdue, due, refunds), the
 * report of the period and the exports answer 200 with the right sums: money is summed as bigint
 * or numeric in SQL and read as a safe integer (db/sums.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';
import type { AccountView, PaymentsRoom } from '#domain/schemas/payment.ts';
import type { ReportView } from '#domain/schemas/report.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookingInstallments } from '../db/schema.ts';

/** $1,000,000: the largest entry the console records (MAX_ENTRY_CENTS). */
const MILLION = 100_000_000;
/** 22 of them: $22,000,000, past the 32-bit integer's $21,474,836.47. */
const PAYMENTS = 22;
const INT_MAX = 2 ** 31 - 1;

describe.each(engines)('a month of payments past the 32-bit integer on %s', (engine) => {
  const desk = moneyDesk(engine);
  const today = resortToday();
  const monthStart = `${today.slice(0, 8)}01`;

  const list = async (name: string) => {
    const res = await desk.call('GET', `/api/console/payments?list=${name}&size=50`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentsRoom>();
  };
  const account = async (id: string) =>
    (await desk.call('GET', `/api/console/bookings/${id}/account`)).json<AccountView>();

  it('lists every list of the Payments room, and reports and exports the month, to the cent', async () => {
    const owner = await signedInAs(desk.t, 'owner');
    const villa = (await desk.request()).villaId;
    // The highest nightly rate the console takes: a stay of two nights comes to $220,000.
    const prices = await consoleCall(
      desk.t,
      owner,
      'PUT',
      `/api/console/villas/${villa}/pricing`,
      flatPricing(10_000_000, 2),
    );
    expect(prices.statusCode, prices.body).toBe(200);

    const paid = [];
    for (let i = 0; i < PAYMENTS; i += 1) {
      const booking = await desk.confirmed();
      const res = await desk.call(
        'POST',
        `/api/console/bookings/${booking.id}/payments`,
        desk.payment(MILLION),
      );
      expect(res.statusCode, res.body).toBe(201);
      paid.push(booking);
    }
    const late = await desk.confirmed();
    await desk.t.database.db
      .update(bookingInstallments)
      .set({ dueOn: addDays(today, -2) })
      .where(and(eq(bookingInstallments.bookingId, late.id), eq(bookingInstallments.position, 1)));
    const soon = await desk.confirmed();
    // Cancelled within 24 hours of booking: all of its $1,000,000 is due back.
    const cancelled = paid[0];
    if (!cancelled) throw new Error('no booking was paid');
    const cancel = await desk.call('POST', `/api/console/bookings/${cancelled.id}/cancel`, {
      reason: 'The guest asked us by phone.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [lateAccount, soonAccount] = [await account(late.id), await account(soon.id)];
    const total = lateAccount.totalCents;

    const received = await list('received');
    expect(received.totalCents).toBe(PAYMENTS * MILLION);
    expect(received.totalCents).toBeGreaterThan(INT_MAX);
    expect(received.counts).toEqual({ received: PAYMENTS, overdue: 1, due: 1, refunds: 1 });

    const overdue = await list('overdue');
    expect(overdue.content.map((line) => [line.bookingId, line.amountCents])).toEqual([
      [late.id, lateAccount.installments[0]?.amountCents],
    ]);
    const due = await list('due');
    expect(due.content.map((line) => [line.bookingId, line.amountCents])).toEqual([
      [soon.id, soonAccount.installments[0]?.amountCents],
    ]);
    const refunds = await list('refunds');
    expect(refunds.content.map((line) => [line.bookingId, line.amountCents])).toEqual([
      [cancelled.id, MILLION],
    ]);

    const period = `from=${monthStart}&to=${addDays(monthStart, 700)}`;
    const report = await consoleCall(desk.t, owner, 'GET', `/api/console/reports?${period}`);
    expect(report.statusCode, report.body).toBe(200);
    const confirmedStays = PAYMENTS - 1 + 2;
    expect(report.json<ReportView>().current.total).toMatchObject({
      paymentsCents: PAYMENTS * MILLION,
      refundsCents: 0,
      revenueCents: confirmedStays * total,
      balanceCents: 2 * total,
    });
    const months = await consoleCall(desk.t, owner, 'GET', '/api/console/reports/months');
    expect(months.statusCode, months.body).toBe(200);

    const payments = await consoleCall(
      desk.t,
      owner,
      'GET',
      `/api/console/exports/payments.csv?${period}`,
    );
    expect(payments.statusCode, payments.body).toBe(200);
    expect(readCsv(payments.body).length - 1).toBe(PAYMENTS);
    const bookings = await consoleCall(
      desk.t,
      owner,
      'GET',
      `/api/console/exports/bookings.csv?${period}`,
    );
    expect(bookings.statusCode, bookings.body).toBe(200);
  }, 120_000);
});
