/**
 * Issue 26 §3, on both engines: with "cancel automatically" on (off by default), the payment job
 * cancels a CONFIRMED booking unpaid past the grace days as the team would (the refund on what was
 * paid, the guest and the team told, audited with no actor), once, even with two runs at once; a
 * booking within the grace days, or paid, is left alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { auditLog, bookingInstallments, bookings, outbox, paymentSettings } from '../db/schema.ts';
import { dateLabel } from '../mail/format.ts';

describe.each(engines)('cancel for non-payment by the payment job on %s', (engine) => {
  const desk = moneyDesk(engine);
  const today = resortToday();

  /** A stay booked and confirmed 10 days ago whose deposit fell due `inDays` from today. */
  const depositDue = async (inDays: number) => {
    const db = desk.t.database.db;
    const booking = await desk.confirmed();
    await db
      .update(bookings)
      .set({
        createdAt: sql`now() - interval '10 days'`,
        decidedAt: sql`now() - interval '10 days'`,
      })
      .where(eq(bookings.id, booking.id));
    await db
      .update(bookingInstallments)
      .set({ dueOn: addDays(today, inDays) })
      .where(
        and(eq(bookingInstallments.bookingId, booking.id), eq(bookingInstallments.position, 1)),
      );
    const account = await desk.call('GET', `/api/console/bookings/${booking.id}/account`);
    return { booking, deposit: account.json<AccountView>().installments[0]?.amountCents ?? 0 };
  };
  const run = () => desk.t.app.stays.cancelUnpaid();
  const rowOf = async (id: string) =>
    (await desk.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const setAutoCancel = (autoCancel: boolean) =>
    desk.t.database.db.update(paymentSettings).set({ autoCancel }).where(eq(paymentSettings.id, 1));
  const queuedAbout = async (reference: string) =>
    (await desk.t.database.db.select().from(outbox)).filter((m) => m.subject.includes(reference));

  it('cancels nothing while the setting is off, its default', async () => {
    const { booking } = await depositDue(-7);
    expect(await run()).toBe(0);
    expect((await rowOf(booking.id))?.status).toBe('CONFIRMED');
  });

  it('cancels a booking unpaid past the grace days, as the team would, and tells both', async () => {
    await setAutoCancel(true);
    const unpaid = await depositDue(-7);
    const withinGrace = await depositDue(-5);
    const partPaid = await depositDue(-6);
    const paid = 10_000;
    const pay = await desk.call(
      'POST',
      `/api/console/bookings/${partPaid.booking.id}/payments`,
      desk.payment(paid),
    );
    expect(pay.statusCode, pay.body).toBe(201);

    await run();

    expect(await rowOf(unpaid.booking.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'TEAM',
      cancellationReason: `Not paid by ${dateLabel(addDays(today, -7))}`,
      refundPercent: 50,
      refundAmountCents: 0,
    });
    expect((await rowOf(withinGrace.booking.id))?.status).toBe('CONFIRMED');
    // Half of what was paid is due back: the account shows it as credit.
    expect(await rowOf(partPaid.booking.id)).toMatchObject({
      status: 'CANCELLED',
      refundAmountCents: paid / 2,
    });
    const account = await desk.call('GET', `/api/console/bookings/${partPaid.booking.id}/account`);
    expect(account.json<AccountView>()).toMatchObject({ creditCents: paid / 2, balanceCents: 0 });

    const [audit] = await desk.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.target, `booking:${partPaid.booking.id}`),
          eq(auditLog.action, 'booking.cancel'),
        ),
      );
    expect(audit).toMatchObject({
      actorId: null,
      after: { status: 'CANCELLED', paidCents: paid, refundDueCents: paid / 2 },
    });
    const mails = await queuedAbout(partPaid.booking.reference);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual(
      expect.arrayContaining([
        [
          partPaid.booking.guestEmail,
          `Your booking ${partPaid.booking.reference} at ${partPaid.booking.villaName} was cancelled`,
        ],
        [
          'team@villas.test',
          `Cancelled for non-payment: ${partPaid.booking.reference}, ${partPaid.booking.villaName}`,
        ],
      ]),
    );
  });

  it('cancels once when two runs go at once', async () => {
    await setAutoCancel(true);
    const { booking } = await depositDue(-8);

    await Promise.all([run(), run(), run()]);

    const audits = await desk.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.target, `booking:${booking.id}`), eq(auditLog.action, 'booking.cancel')),
      );
    expect(audits).toHaveLength(1);
    const cancelMails = (await queuedAbout(booking.reference)).filter((m) =>
      /cancel/i.test(m.subject),
    );
    expect(cancelMails).toHaveLength(2);
    expect((await rowOf(booking.id))?.status).toBe('CANCELLED');
  });

  it('leaves a booking paid meanwhile alone', async () => {
    await setAutoCancel(true);
    const { booking, deposit } = await depositDue(-9);
    await desk.call('POST', `/api/console/bookings/${booking.id}/payments`, desk.payment(deposit));
    await run();
    expect((await rowOf(booking.id))?.status).toBe('CONFIRMED');
  });
});
