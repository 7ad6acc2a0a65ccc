/**
 * Issue 26 §4, on both engines: a cancellation, the guest's or the team's, refunds the policy's
 * share of what was paid and kept (not of the total): nothing paid gives nothing back; paid more
 * than 24 hours after booking and 7 days or more before arrival, half; within 24 hours of booking,
 * all; inside 7 days, nothing; a reversed payment does not count. The refund due is recorded
 * (the booking's refund columns, the audit entry) and shows on the account as credit, until the
 * team records the refund with the refunds endpoint; the guest's e-mail says what was paid. A
 * cancelled booking takes no payment, in words (issue 36 §3, decision 118).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { datesLabel } from '#domain/date-labels.ts';
import { resortToday } from '#domain/dates.ts';
import { arrivalInstant } from '#domain/refund.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { Booking, BookingCreated, CancellationTerms } from '#domain/schemas/booking.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import type { AccountView, LedgerEntryView } from '#domain/schemas/payment.ts';
import { formatCents } from '#domain/money.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { bookingCookieName } from '../bookings/access-cookie.ts';
import { cancelByGuest as cancelBooking, getCancellationTerms } from '../stays/cancel.ts';
import { cancelByTeam as cancelOnBehalf } from '../stays/decide.ts';
import type { StaysDeps } from '../stays/transaction.ts';
import { auditLog, bookings } from '../db/schema.ts';

const DAY = 24 * 3600_000;

describe.each(engines)('the refund of a cancellation on %s', (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;

  const account = async (id: string) => {
    const res = await call('GET', `/api/console/bookings/${id}/account`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AccountView>();
  };
  const pay = async (id: string, amountCents: number) => {
    const res = await call(
      'POST',
      `/api/console/bookings/${id}/payments`,
      desk.payment(amountCents),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ entry: LedgerEntryView }>().entry;
  };
  /** A confirmed stay, its deposit paid now, booked two days ago (out of the 24-hour window). */
  const depositPaid = async (bookedDaysAgo = 2) => {
    const booking = await desk.confirmed();
    const deposit = (await account(booking.id)).installments[0]?.amountCents ?? 0;
    await pay(booking.id, deposit);
    if (bookedDaysAgo > 0) {
      await desk.t.database.db
        .update(bookings)
        .set({ createdAt: sql`now() - make_interval(days => ${bookedDaysAgo})` })
        .where(eq(bookings.id, booking.id));
    }
    return { booking, deposit };
  };
  const cookieOf = (b: BookingCreated) => ({
    cookie: `${bookingCookieName(b.id)}=${b.accessToken}`,
  });
  const guestDeps = (now: Date): StaysDeps => ({
    db: desk.t.database.db,
    mail: desk.t.app.mailContext,
    links: desk.t.app.bookingLinks,
    calendarChanged: () => undefined,
    now: () => now,
  });
  const cancelAudit = async (id: string) =>
    desk.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `booking:${id}`), eq(auditLog.action, 'booking.cancel')));
  const mailAbout = (reference: string, subject: string) => {
    desk.t.app.jobs.kickMail();
    return vi.waitFor(() => {
      const found = desk.t.sentMail.find(
        (m) => m.subject.includes(reference) && m.subject.includes(subject),
      );
      if (!found) throw new Error('Not sent yet');
      return found;
    });
  };

  it('gives back half of the deposit paid, 7 days or more before arrival: the guest cancels', async () => {
    const { booking, deposit } = await depositPaid();
    const half = Math.round(deposit / 2);

    const terms = await desk.t.app.inject({
      url: `/api/bookings/${booking.id}/cancellation`,
      headers: cookieOf(booking),
    });
    expect(terms.json<CancellationTerms>()).toEqual({
      cancellable: true,
      reason: null,
      refund: {
        percent: 50,
        amount: half,
        paidCents: deposit,
        rule: 'Cancelled 7 or more days before arrival: 50% refund.',
      },
    });
    const res = await desk.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { ...cookieOf(booking), origin: desk.t.config.publicUrl },
      payload: { reason: 'Our flights changed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({
      status: 'CANCELLED',
      refund: { percent: 50, amount: half },
    });

    // The refund due is credit on the account until the team sends it; nothing is owed.
    const after = await account(booking.id);
    expect(after).toMatchObject({
      totalCents: deposit - half,
      paidCents: deposit,
      refundedCents: 0,
      balanceCents: 0,
      creditCents: half,
      cancelForNonPayment: false,
    });
    const [audit] = await cancelAudit(booking.id);
    expect(audit).toMatchObject({
      actorId: null,
      before: { status: 'CONFIRMED' },
      after: {
        status: 'CANCELLED',
        cancelledBy: 'GUEST',
        paidCents: deposit,
        refundDueCents: half,
        refundPercent: 50,
      },
    });
    const mail = await mailAbout(booking.reference, 'was cancelled');
    expect(mail.to).toBe(booking.guestEmail);
    expect(mail.text).toContain(
      `You paid ${formatCents(deposit)}. The cancellation policy gives back 50% of what was paid: ${formatCents(half)}.`,
    );
    expect(mail.text).toContain('e-mail you a receipt when it is sent');

    // The team records the refund: the credit is gone, and no more can be given back than kept.
    const refund = await call(
      'POST',
      `/api/console/bookings/${booking.id}/refunds`,
      desk.payment(half),
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<{ account: AccountView }>().account).toMatchObject({
      refundedCents: half,
      creditCents: 0,
      balanceCents: 0,
    });
    const tooMuch = await call(
      'POST',
      `/api/console/bookings/${booking.id}/refunds`,
      desk.payment(deposit - half + 1),
    );
    expect(tooMuch.statusCode).toBe(400);
  });

  it('gives back all that was paid within 24 hours of booking: the team cancels', async () => {
    const { booking, deposit } = await depositPaid(0);
    const before = await call('GET', `/api/console/bookings/${booking.id}`);
    expect(before.json<ConsoleBooking>().refundIfCancelledNow).toMatchObject({
      percent: 100,
      amount: deposit,
      paidCents: deposit,
    });

    const res = await call('POST', `/api/console/bookings/${booking.id}/cancel`, {
      reason: 'The guest phoned: plans changed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleBooking>()).toMatchObject({
      status: 'CANCELLED',
      refund: { percent: 100, amount: deposit },
      refundIfCancelledNow: null,
    });
    const [row] = await desk.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ refundPercent: 100, refundAmountCents: deposit });
    expect(await account(booking.id)).toMatchObject({
      totalCents: 0,
      balanceCents: 0,
      creditCents: deposit,
      installments: [{ kind: 'full', amountCents: 0, status: 'paid' }],
    });
    const [audit] = await cancelAudit(booking.id);
    expect(audit).toMatchObject({
      actorId: desk.manager.id,
      after: { cancelledBy: 'TEAM', paidCents: deposit, refundDueCents: deposit },
    });
    const mail = await mailAbout(booking.reference, 'was cancelled');
    expect(mail.text).toContain(
      `You paid ${formatCents(deposit)}. The cancellation policy gives back 100% of what was paid: ${formatCents(deposit)}.`,
    );

    const refund = await call(
      'POST',
      `/api/console/bookings/${booking.id}/refunds`,
      desk.payment(deposit),
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<{ account: AccountView }>().account).toMatchObject({
      paidCents: deposit,
      refundedCents: deposit,
      creditCents: 0,
      balanceCents: 0,
    });
  });

  it('gives back nothing inside 7 days of arrival; the account keeps what was paid', async () => {
    const { booking, deposit } = await depositPaid();
    const now = new Date(arrivalInstant(booking.checkInDate).getTime() - 3 * DAY);
    const terms = await getCancellationTerms(guestDeps(now), booking.id, booking.accessToken);
    expect(terms.refund).toEqual({
      percent: 0,
      amount: 0,
      paidCents: deposit,
      rule: 'Cancelled less than 7 days before arrival: no refund.',
    });
    const cancelled = await cancelOnBehalf(
      guestDeps(now),
      { id: desk.manager.id, ip: null },
      booking.id,
      'No-show warned by phone.',
    );
    expect(cancelled.refund).toMatchObject({ percent: 0, amount: 0 });
    expect(await account(booking.id)).toMatchObject({
      totalCents: deposit,
      paidCents: deposit,
      balanceCents: 0,
      creditCents: 0,
    });
    const refund = await call(
      'POST',
      `/api/console/bookings/${booking.id}/refunds`,
      desk.payment(1),
    );
    // The ledger allows a goodwill refund of what was kept; the account then shows it owed.
    expect(refund.statusCode).toBe(201);
  });

  it('leaves a reversed payment out of what was paid', async () => {
    const { booking, deposit } = await depositPaid();
    const mistake = await pay(booking.id, 10_000);
    const reversal = await call('POST', `/api/console/bookings/${booking.id}/reversals`, {
      entryId: mistake.id,
      reason: 'Recorded on the wrong booking',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(reversal.statusCode, reversal.body).toBe(201);

    const now = new Date(arrivalInstant(booking.checkInDate).getTime() - 10 * DAY);
    const cancelled = await cancelBooking(guestDeps(now), booking.id, booking.accessToken, null);
    expect(cancelled.refund).toMatchObject({ percent: 50, amount: Math.round(deposit / 2) });
    expect((await account(booking.id)).creditCents).toBe(Math.round(deposit / 2));
  });

  it('gives back nothing when nothing was paid, and the refunds endpoint says so', async () => {
    const booking = await desk.confirmed();
    const res = await call('POST', `/api/console/bookings/${booking.id}/cancel`, {
      reason: 'Not paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleBooking>().refund).toMatchObject({ percent: 100, amount: 0 });
    expect(await account(booking.id)).toMatchObject({
      totalCents: 0,
      paidCents: 0,
      balanceCents: 0,
      creditCents: 0,
    });
    const refund = await call(
      'POST',
      `/api/console/bookings/${booking.id}/refunds`,
      desk.payment(100),
    );
    expect(refund.statusCode).toBe(400);
    expect(refund.json<{ message: string }>().message).toBe(
      'Nothing paid is left to refund on this booking.',
    );

    // A request never confirmed: nothing paid, the guest's cancel gives back nothing either.
    const pending = await desk.request();
    const terms = await desk.t.app.inject({
      url: `/api/bookings/${pending.id}/cancellation`,
      headers: cookieOf(pending),
    });
    expect(terms.json<CancellationTerms>().refund).toMatchObject({ amount: 0, paidCents: 0 });
  });

  // Decision 118: a cancelled booking takes no payment, whether credit remains on it (half of the
  // deposit kept) or it was cancelled within 24 hours (all of it due back); its refund goes in.
  it.each([
    ['credit remains on it', 2],
    ['it was cancelled within 24 hours of booking', 0],
  ])(
    'refuses a payment on a cancelled booking when %s, in words, and takes its refund',
    async (_, daysAgo) => {
      const { booking } = await depositPaid(daysAgo);
      const cancel = await call('POST', `/api/console/bookings/${booking.id}/cancel`, {
        reason: 'The guest phoned: plans changed.',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const before = await account(booking.id);
      const today = resortToday();

      const res = await call(
        'POST',
        `/api/console/bookings/${booking.id}/payments`,
        desk.payment(5_000),
      );

      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<ApiError>().message).toBe(
        `This booking was cancelled on ${datesLabel(today, today)}: a cancelled booking takes no payment. Money that reaches you after a cancellation goes back to the guest, or onto their new booking; to give back what was paid before it, record a refund.`,
      );
      expect(await account(booking.id)).toEqual(before);
      const refund = await call(
        'POST',
        `/api/console/bookings/${booking.id}/refunds`,
        desk.payment(before.creditCents),
      );
      expect(refund.statusCode, refund.body).toBe(201);
      expect((await account(booking.id)).creditCents).toBe(0);
    },
  );
});
