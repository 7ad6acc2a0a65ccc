import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalInstant,
  FULL_REFUND_WINDOW_HOURS,
  HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL,
  refundFor,
  refundOnPaid,
  scheduleAfterCancelling,
} from './refund.ts';
import { accountOf, ledgerProblem, type LedgerEntry } from './ledger.ts';
import { DEFAULT_PAYMENT_TERMS, paymentSchedule } from './payment-schedule.ts';

// Check-in 2027-03-20 at 2:00 PM in Colombo (UTC+5:30) is 08:30 UTC.
const checkIn = '2027-03-20';
const bookedAt = new Date('2027-02-01T10:00:00Z');
const at = (iso: string): Date => new Date(iso);

describe('refund constants', () => {
  it('match spec §9', () => {
    expect(FULL_REFUND_WINDOW_HOURS).toBe(24);
    expect(HALF_REFUND_MIN_DAYS_BEFORE_ARRIVAL).toBe(7);
  });
});

describe('arrivalInstant', () => {
  it('is 2:00 PM Colombo time, 08:30 UTC, on the check-in day', () => {
    expect(arrivalInstant(checkIn).toISOString()).toBe('2027-03-20T08:30:00.000Z');
  });
});

describe('refundFor, spec §9', () => {
  it('refunds in full up to exactly 24 hours after booking', () => {
    expect(
      refundFor({ total: 1661, bookedAt, cancelledAt: at('2027-02-02T10:00:00Z'), checkIn }),
    ).toEqual({
      percent: 100,
      amount: 1661,
      rule: 'Cancelled within 24 hours of booking: full refund.',
    });
  });

  it('refunds half one millisecond after the 24 hours, 7 or more days before arrival', () => {
    expect(
      refundFor({ total: 1661, bookedAt, cancelledAt: at('2027-02-02T10:00:00.001Z'), checkIn }),
    ).toEqual({
      percent: 50,
      amount: 831,
      rule: 'Cancelled 7 or more days before arrival: 50% refund.',
    });
  });

  it('refunds in full within 24 hours even when arrival is close', () => {
    const lateBooking = at('2027-03-19T09:00:00Z');
    expect(
      refundFor({
        total: 900,
        bookedAt: lateBooking,
        cancelledAt: at('2027-03-19T20:00:00Z'),
        checkIn,
      }).percent,
    ).toBe(100);
  });

  it('refunds half at exactly 7 days before arrival', () => {
    expect(
      refundFor({ total: 1000, bookedAt, cancelledAt: at('2027-03-13T08:30:00Z'), checkIn }),
    ).toMatchObject({ percent: 50, amount: 500 });
  });

  it('refunds nothing one millisecond under 7 days before arrival', () => {
    expect(
      refundFor({ total: 1000, bookedAt, cancelledAt: at('2027-03-13T08:30:00.001Z'), checkIn }),
    ).toEqual({
      percent: 0,
      amount: 0,
      rule: 'Cancelled less than 7 days before arrival: no refund.',
    });
  });

  it('refunds nothing at or after the check-in time', () => {
    expect(
      refundFor({ total: 1000, bookedAt, cancelledAt: at('2027-03-20T08:30:00Z'), checkIn }),
    ).toEqual({
      percent: 0,
      amount: 0,
      rule: 'Cancelled at or after the check-in time: no refund.',
    });
  });

  it('rounds the half refund to whole dollars', () => {
    const cancelledAt = at('2027-02-10T00:00:00Z');
    expect(refundFor({ total: 1661, bookedAt, cancelledAt, checkIn }).amount).toBe(831);
    expect(refundFor({ total: 1350.4, bookedAt, cancelledAt, checkIn }).amount).toBe(675);
  });

  it('refuses invalid times and dates', () => {
    expect(() =>
      refundFor({ total: 1000, bookedAt: new Date('x'), cancelledAt: bookedAt, checkIn }),
    ).toThrow(RangeError);
    expect(() =>
      refundFor({ total: 1000, bookedAt, cancelledAt: bookedAt, checkIn: '2027-02-30' }),
    ).toThrow(RangeError);
  });
});

describe('refundOnPaid, issue 26 §4', () => {
  it('gives back the policy percent of what was paid, in cents, with the rule', () => {
    // The deposit of $1,591.01 paid; cancelled 10 days before arrival: half, rounded half up.
    expect(
      refundOnPaid({
        paidCents: 159_101,
        bookedAt,
        cancelledAt: at('2027-03-10T08:30:00Z'),
        checkIn,
      }),
    ).toEqual({
      percent: 50,
      amountCents: 79_551,
      rule: 'Cancelled 7 or more days before arrival: 50% refund.',
    });
  });

  it('gives back all that was paid within 24 hours of booking, and nothing inside 7 days', () => {
    expect(
      refundOnPaid({
        paidCents: 50_000,
        bookedAt,
        cancelledAt: at('2027-02-02T09:00:00Z'),
        checkIn,
      }),
    ).toMatchObject({ percent: 100, amountCents: 50_000 });
    expect(
      refundOnPaid({
        paidCents: 50_000,
        bookedAt,
        cancelledAt: at('2027-03-15T00:00:00Z'),
        checkIn,
      }),
    ).toEqual({
      percent: 0,
      amountCents: 0,
      rule: 'Cancelled less than 7 days before arrival: no refund.',
    });
  });

  it('gives back nothing when nothing was paid, and refuses an amount that is not cents', () => {
    const cancelledAt = at('2027-02-01T12:00:00Z');
    expect(refundOnPaid({ paidCents: 0, bookedAt, cancelledAt, checkIn })).toMatchObject({
      percent: 100,
      amountCents: 0,
    });
    expect(() => refundOnPaid({ paidCents: 10.5, bookedAt, cancelledAt, checkIn })).toThrow(
      RangeError,
    );
    expect(() => refundOnPaid({ paidCents: -1, bookedAt, cancelledAt, checkIn })).toThrow(
      RangeError,
    );
  });

  it('never gives back more than was paid, and agrees with refundFor on the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (paidCents, minutesAfterBooking) => {
          const cancelledAt = new Date(bookedAt.getTime() + minutesAfterBooking * 60_000);
          const refund = refundOnPaid({ paidCents, bookedAt, cancelledAt, checkIn });
          expect(refund.amountCents).toBeGreaterThanOrEqual(0);
          expect(refund.amountCents).toBeLessThanOrEqual(paidCents);
          expect(Number.isInteger(refund.amountCents)).toBe(true);
          expect(refund.percent).toBe(
            refundFor({ total: 1, bookedAt, cancelledAt, checkIn }).percent,
          );
        },
      ),
    );
  });
});

describe('scheduleAfterCancelling, issue 26 §4 (decision 085)', () => {
  const terms = DEFAULT_PAYMENT_TERMS;
  const schedule = paymentSchedule({
    totalCents: 200_000,
    confirmedOn: '2027-02-01',
    checkIn,
    terms,
  });
  const payment = (id: string, amountCents: number): LedgerEntry => ({
    id,
    kind: 'payment',
    amountCents,
    receivedOn: '2027-02-02',
    method: 'bank_transfer',
  });

  it('keeps the paid deposit less the refund due, so the account shows the refund as credit', () => {
    const after = scheduleAfterCancelling(schedule, {
      keptCents: 100_000,
      refundCents: 50_000,
      cancelledOn: '2027-03-10',
      checkIn,
      terms,
    });
    expect(after).toEqual([{ kind: 'full', amountCents: 50_000, dueOn: '2027-02-04' }]);
    const account = accountOf({
      schedule: after,
      entries: [payment('p1', 100_000)],
      today: '2027-03-10',
      graceDays: 5,
    });
    expect(account).toMatchObject({ totalCents: 50_000, balanceCents: 0, creditCents: 50_000 });
  });

  it('leaves one installment of $0 when nothing is kept, and none for a request never confirmed', () => {
    const cancel = { keptCents: 0, refundCents: 0, cancelledOn: '2027-03-10', checkIn, terms };
    expect(scheduleAfterCancelling(schedule, cancel)).toEqual([
      { kind: 'full', amountCents: 0, dueOn: '2027-03-10' },
    ]);
    expect(scheduleAfterCancelling([], cancel)).toEqual([]);
    expect(() =>
      scheduleAfterCancelling(schedule, { ...cancel, keptCents: 10, refundCents: 11 }),
    ).toThrow(RangeError);
  });

  it('after any cancel: credit = the refund due, nothing owed, and recording it never refunds more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 50 * 24 * 60 }),
        (totalCents, payments, minutesAfterBooking) => {
          const planned = paymentSchedule({
            totalCents,
            confirmedOn: '2027-02-01',
            checkIn,
            terms,
          });
          const entries = payments.map((amount, i) => payment(`p${i}`, amount));
          const keptCents = payments.reduce((sum, amount) => sum + amount, 0);
          const cancelledAt = new Date(bookedAt.getTime() + minutesAfterBooking * 60_000);
          const refund = refundOnPaid({ paidCents: keptCents, bookedAt, cancelledAt, checkIn });
          const after = scheduleAfterCancelling(planned, {
            keptCents,
            refundCents: refund.amountCents,
            cancelledOn: '2027-03-01',
            checkIn,
            terms,
          });
          const today = '2027-03-01';
          const account = accountOf({ schedule: after, entries, today, graceDays: 5 });
          expect(account.creditCents).toBe(refund.amountCents);
          expect(account.balanceCents).toBe(0);
          expect(account.cancelForNonPayment).toBe(false);

          if (refund.amountCents === 0) return;
          const sent: LedgerEntry = {
            id: 'r1',
            kind: 'refund',
            amountCents: refund.amountCents,
            receivedOn: today,
            method: 'bank_transfer',
          };
          expect(ledgerProblem(entries, sent, account.totalCents)).toBeNull();
          const settled = accountOf({
            schedule: after,
            entries: [...entries, sent],
            today,
            graceDays: 5,
          });
          expect(settled).toMatchObject({ creditCents: 0, balanceCents: 0 });
          expect(settled.refundedCents).toBeLessThanOrEqual(settled.paidCents);
        },
      ),
    );
  });
});
