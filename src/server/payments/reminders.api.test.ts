/**
 * Issue 26 §3, on both engines: the guest is reminded before a due date while something is owed,
 * the team is told once a due date has passed unpaid (marked for cancelling past the grace), each
 * once, however many runs (at once too); nothing for a paid or cancelled booking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookingInstallments, bookings, outbox } from '../db/schema.ts';
import { dateLabel } from '../mail/format.ts';
import { sendPaymentNotices } from './reminders.ts';

describe.each(engines)('payment reminders on %s', (engine) => {
  const desk = moneyDesk(engine);
  const today = resortToday();

  /** A stay confirmed 10 days ago whose deposit falls due `inDays` from today (negative: past). */
  const confirmedWithDeposit = async (inDays: number) => {
    const { t } = desk;
    const booking = await desk.confirmed();
    await t.database.db
      .update(bookings)
      .set({ decidedAt: sql`now() - interval '10 days'` })
      .where(eq(bookings.id, booking.id));
    await t.database.db
      .update(bookingInstallments)
      .set({ dueOn: addDays(today, inDays) })
      .where(
        and(eq(bookingInstallments.bookingId, booking.id), eq(bookingInstallments.position, 1)),
      );
    const account = await desk.call('GET', `/api/console/bookings/${booking.id}/account`);
    return { booking, deposit: account.json<AccountView>().installments[0]?.amountCents ?? 0 };
  };
  const run = () => sendPaymentNotices(desk.t.database.db, desk.t.app.mailContext);
  /** The messages queued about this booking (its reference is in every subject). */
  const queuedAbout = async (reference: string) =>
    (await desk.t.database.db.select().from(outbox)).filter((m) => m.subject.includes(reference));

  it('reminds the guest before the due date, once, with what is owed and how to pay', async () => {
    const { booking, deposit } = await confirmedWithDeposit(2);

    expect(await run()).toBeGreaterThanOrEqual(1);
    await run();

    const reminders = (await queuedAbout(booking.reference)).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((m) => [m.recipient, m.subject])).toEqual([
      [
        booking.guestEmail,
        `Reminder: ${formatCents(deposit)} due by ${dateLabel(addDays(today, 2))} for ${booking.reference}`,
      ],
    ]);
    desk.t.app.jobs.kickMail();
    const sent = await vi.waitFor(() => {
      const found = desk.t.sentMail.find((m) => m.subject === reminders[0]?.subject);
      if (!found) throw new Error('Not sent yet');
      return found;
    });
    expect(sent.text).toContain(`Deposit, due by ${dateLabel(addDays(today, 2))}`);
    // Where the money stands (issue 26 §1): nothing paid yet, all of it left.
    expect(sent.text).toContain('Paid so far: $0');
    expect(sent.text).toContain('Left to pay:');
    expect(sent.text).toContain('See your booking');
  });

  it('tells the team once when a due date has passed unpaid, and that it is past the grace', async () => {
    const { booking, deposit } = await confirmedWithDeposit(-7);

    await run();
    await run();

    const notices = (await queuedAbout(booking.reference)).filter((m) =>
      m.subject.startsWith('Overdue:'),
    );
    expect(notices.map((m) => [m.recipient, m.subject])).toEqual([
      [
        'team@villas.test',
        `Overdue: ${booking.reference} owes ${formatCents(deposit)}, due by ${dateLabel(addDays(today, -7))}`,
      ],
    ]);
    expect(
      (await queuedAbout(booking.reference)).filter((m) => m.subject.startsWith('Reminder:')),
    ).toEqual([]);
    desk.t.app.jobs.kickMail();
    const sent = await vi.waitFor(() => {
      const found = desk.t.sentMail.find((m) => m.subject === notices[0]?.subject);
      if (!found) throw new Error('Not sent yet');
      return found;
    });
    expect(sent.text).toContain('It is past the grace period: decide whether to cancel');
  });

  it('sends nothing about a paid deposit or a cancelled stay', async () => {
    const paid = await confirmedWithDeposit(1);
    const pay = await desk.call(
      'POST',
      `/api/console/bookings/${paid.booking.id}/payments`,
      desk.payment(paid.deposit),
    );
    expect(pay.statusCode, pay.body).toBe(201);
    const cancelled = await confirmedWithDeposit(-3);
    await desk.call('POST', `/api/console/bookings/${cancelled.booking.id}/cancel`, {
      reason: 'The guest asked us by phone.',
    });

    await run();

    for (const { booking } of [paid, cancelled]) {
      const about = await queuedAbout(booking.reference);
      expect(about.filter((m) => /^(Reminder|Overdue):/.test(m.subject))).toEqual([]);
    }
  });

  it('sends each once when two runs go at once', async () => {
    const { booking } = await confirmedWithDeposit(-1);

    await Promise.all([run(), run()]);

    const notices = (await queuedAbout(booking.reference)).filter((m) =>
      m.subject.startsWith('Overdue:'),
    );
    expect(notices).toHaveLength(1);
  });
});
