/**
 * Issue 26 §2, on both engines: a confirmed booking's account in the console, the payments,
 * refunds and reversals the team records (each with the next receipt number of the year, audited),
 * and every refusal: a booking that takes no money, the same form sent twice (also at once), an
 * amount that breaks a ledger rule, bad input. A refusal writes nothing and takes no receipt number.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { AccountView, LedgerEntryView } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { auditLog, ledgerEntries } from '../db/schema.ts';

type Recorded = { entry: LedgerEntryView; account: AccountView };

describe.each(engines)("a booking's money in the console on %s", (engine) => {
  const desk = moneyDesk(engine);
  const { call, request } = desk;
  const today = resortToday();
  const year = today.slice(0, 4);
  const confirmedBooking = () => desk.confirmed();
  const account = async (id: string) => {
    const res = await call('GET', `/api/console/bookings/${id}/account`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AccountView>();
  };
  const payment = (amountCents: number, more: Record<string, unknown> = {}) =>
    desk.payment(amountCents, { reference: 'HNB 4471', ...more });
  const record = (id: string, kind: 'payments' | 'refunds' | 'reversals', body: object) =>
    call('POST', `/api/console/bookings/${id}/${kind}`, body);
  const entriesOf = (id: string) =>
    desk.t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
  /** The receipt numbers recorded so far, in order: none repeated, none skipped. */
  const receiptNumbers = async () =>
    (await desk.t.database.db.select({ n: ledgerEntries.receiptNumber }).from(ledgerEntries))
      .map((row) => row.n)
      .sort();

  it('shows the schedule of a confirmed stay with everything still owed', async () => {
    const booking = await confirmedBooking();
    const shown = await account(booking.id);

    expect(shown).toMatchObject({
      currency: 'USD',
      paidCents: 0,
      refundedCents: 0,
      creditCents: 0,
      daysLate: 0,
      cancelForNonPayment: false,
      entries: [],
    });
    expect(shown.balanceCents).toBe(shown.totalCents);
    expect(shown.installments.map((i) => [i.kind, i.dueOn, i.status])).toEqual([
      ['deposit', addDays(today, 3), 'due'],
      ['balance', addDays(booking.checkInDate, -30), 'due'],
    ]);
  });

  it('records the deposit with a receipt number, audits it, and the deposit shows paid', async () => {
    const booking = await confirmedBooking();
    const deposit = (await account(booking.id)).installments[0]?.amountCents ?? 0;

    const res = await record(booking.id, 'payments', payment(deposit));

    expect(res.statusCode, res.body).toBe(201);
    const { entry, account: after } = res.json<Recorded>();
    expect(entry).toMatchObject({
      kind: 'payment',
      amountCents: deposit,
      method: 'bank_transfer',
      reference: 'HNB 4471',
      reversedBy: null,
    });
    expect(entry.receiptNumber).toMatch(new RegExp(`^R-${year}-\\d{4}$`));
    expect(after.paidCents).toBe(deposit);
    expect(after.balanceCents).toBe(after.totalCents - deposit);
    expect(after.installments.map((i) => i.status)).toEqual(['paid', 'due']);
    expect(await account(booking.id)).toEqual(after);
    const [audit] = await desk.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.record'));
    expect(audit).toMatchObject({ actorId: desk.manager.id, target: `booking:${booking.id}` });
  });

  it('records one entry when the same form is sent twice, one after the other or at once', async () => {
    const booking = await confirmedBooking();
    const body = payment(20_000);
    const first = await record(booking.id, 'payments', body);
    const again = await record(booking.id, 'payments', body);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(409);
    const { receiptNumber } = first.json<Recorded>().entry;
    expect(again.json<ApiError>().message).toBe(
      `This payment was recorded already, as ${receiptNumber}: reload the booking to see it.`,
    );

    const twice = payment(30_000);
    const answers = await Promise.all([
      record(booking.id, 'payments', twice),
      record(booking.id, 'payments', twice),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await entriesOf(booking.id)).toHaveLength(2);
  });

  it('refuses money on a request not confirmed, declined or unknown, writing nothing', async () => {
    const pending = await request();
    const declined = await request();
    await call('POST', `/api/console/bookings/${declined.id}/decline`, {
      message: 'The villa is closed for repairs then.',
    });
    const before = await receiptNumbers();

    const onPending = await record(pending.id, 'payments', payment(10_000));
    const onDeclined = await record(declined.id, 'payments', payment(10_000));
    const onNobody = await record('0123456789abcdef01234567', 'payments', payment(10_000));
    const pendingAccount = await call('GET', `/api/console/bookings/${pending.id}/account`);

    expect(onPending.statusCode).toBe(409);
    expect(onPending.json<ApiError>().message).toBe(
      'This request is not confirmed yet: confirm it first, and its payment schedule is set.',
    );
    expect(onDeclined.statusCode).toBe(409);
    expect(onDeclined.json<ApiError>().message).toBe(
      'This request was declined: no money is recorded on it.',
    );
    expect(onNobody.statusCode).toBe(404);
    expect(pendingAccount.statusCode).toBe(409);
    expect(await receiptNumbers()).toEqual(before);
  });

  it('refuses a likely typo and a refund above what was paid, in words, and skips no number', async () => {
    const booking = await confirmedBooking();
    const { totalCents } = await account(booking.id);
    const before = await receiptNumbers();

    const typo = await record(booking.id, 'payments', payment(totalCents * 10 + 100));
    const tooMuchBack = await record(booking.id, 'refunds', payment(100));

    expect(typo.statusCode).toBe(400);
    expect(typo.json<ApiError>().message).toMatch(/a likely typo\. Check the amount\.$/);
    expect(typo.json<ApiError>().issues?.[0]?.path).toBe('amountCents');
    expect(tooMuchBack.statusCode).toBe(400);
    expect(tooMuchBack.json<ApiError>().message).toBe(
      'Nothing paid is left to refund on this booking.',
    );
    expect(await entriesOf(booking.id)).toEqual([]);

    const paid = await record(booking.id, 'payments', payment(40_000));
    expect(paid.statusCode).toBe(201);
    // The refused tries took no number: the next is the one after the last recorded.
    const numbers = [...before, paid.json<Recorded>().entry.receiptNumber];
    expect(await receiptNumbers()).toEqual(numbers);
    const sequence = numbers.map((n) => Number(n.split('-')[2]));
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });

  it('gives money back by a refund and puts a mistake right by a reversal, never by an edit', async () => {
    const booking = await confirmedBooking();
    const paid = (await record(booking.id, 'payments', payment(60_000))).json<Recorded>().entry;
    const refund = await record(booking.id, 'refunds', payment(10_000, { method: 'cash' }));
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<Recorded>().account).toMatchObject({
      paidCents: 60_000,
      refundedCents: 10_000,
    });

    const reversal = await record(booking.id, 'reversals', {
      entryId: refund.json<Recorded>().entry.id,
      reason: 'The refund was recorded on the wrong booking.',
      idempotencyKey: randomUUID(),
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    const after = reversal.json<Recorded>();
    expect(after.entry).toMatchObject({
      kind: 'reversal',
      amountCents: 10_000,
      method: null,
      note: 'The refund was recorded on the wrong booking.',
      reverses: refund.json<Recorded>().entry.id,
    });
    expect(after.account).toMatchObject({ paidCents: 60_000, refundedCents: 0 });
    expect(
      after.account.entries.find((e) => e.id === refund.json<Recorded>().entry.id)?.reversedBy,
    ).toBe(after.entry.id);

    const twice = await record(booking.id, 'reversals', {
      entryId: refund.json<Recorded>().entry.id,
      reason: 'Again.',
      idempotencyKey: randomUUID(),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ApiError>().message).toBe('This refund was reversed already.');
    const unknown = await record(booking.id, 'reversals', {
      entryId: '0123456789abcdef01234567',
      reason: 'No such entry.',
      idempotencyKey: randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(await entriesOf(booking.id)).toHaveLength(3);
    expect((await entriesOf(booking.id)).find((e) => e.id === paid.id)?.amountCents).toBe(60_000);
  });

  it.each([
    ['an amount in dollars with cents', { amountCents: 125.5 }, 'amountCents'],
    ['no amount', { amountCents: 0 }, 'amountCents'],
    ['a date to come', { receivedOn: addDays(resortToday(), 2) }, 'receivedOn'],
    ['no such method', { method: 'cheque' }, 'method'],
    ['a key that is not a UUID', { idempotencyKey: 'twice' }, 'idempotencyKey'],
    ['a field the form has not', { amountDollars: 100 }, ''],
  ])('refuses %s with a 400 that names the field, writing nothing', async (_, change, field) => {
    const booking = await confirmedBooking();
    const res = await record(booking.id, 'payments', { ...payment(10_000), ...change });

    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<ApiError>();
    expect(error.message.length).toBeGreaterThan(10);
    if (field) expect(error.issues?.map((i) => i.path)).toContain(field);
    expect(await entriesOf(booking.id)).toEqual([]);
  });

  it('refuses a date received before the booking was made', async () => {
    const booking = await confirmedBooking();
    const res = await record(booking.id, 'payments', {
      ...payment(10_000),
      receivedOn: addDays(today, -3),
    });

    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      `The date received cannot be before the booking was made (${today}).`,
    );
  });
});
