import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  accountOf,
  DEFAULT_GRACE_DAYS,
  ledgerProblem,
  remindersDue,
  type LedgerEntry,
} from './ledger.ts';
import type { PaymentSchedule } from './payment-schedule.ts';

// A $1,000 stay: $500 deposit due 4 March, $500 balance due 20 April.
const schedule: PaymentSchedule = [
  { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
  { kind: 'balance', amountCents: 50_000, dueOn: '2027-04-20' },
];

let serial = 0;
const entry = (
  kind: LedgerEntry['kind'],
  amountCents: number,
  receivedOn: string,
  more: Partial<LedgerEntry> = {},
): LedgerEntry => ({
  id: `e${String((serial += 1)).padStart(3, '0')}`,
  kind,
  amountCents,
  receivedOn,
  method: kind === 'reversal' ? null : 'bank_transfer',
  ...more,
});
const pay = (amountCents: number, receivedOn = '2027-03-02', more: Partial<LedgerEntry> = {}) =>
  entry('payment', amountCents, receivedOn, more);
const refund = (amountCents: number, receivedOn = '2027-03-10') =>
  entry('refund', amountCents, receivedOn);
const reverse = (target: LedgerEntry, receivedOn = '2027-03-11') =>
  entry('reversal', target.amountCents, receivedOn, { reverses: target.id });

const account = (entries: LedgerEntry[], today = '2027-03-03', graceDays = DEFAULT_GRACE_DAYS) =>
  accountOf({ schedule, entries, today, graceDays });

describe('accountOf', () => {
  it('shows everything due and nothing paid before any payment', () => {
    const result = account([]);
    expect(result).toMatchObject({
      totalCents: 100_000,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 100_000,
      creditCents: 0,
      daysLate: 0,
      cancelForNonPayment: false,
    });
    expect(result.installments.map((i) => [i.status, i.paidCents, i.owedCents])).toEqual([
      ['due', 0, 50_000],
      ['due', 0, 50_000],
    ]);
  });

  it('fills the deposit first, then the balance, and records the day each was paid', () => {
    const result = account([pay(30_000, '2027-03-01'), pay(40_000, '2027-03-03')]);
    expect(result.paidCents).toBe(70_000);
    expect(result.balanceCents).toBe(30_000);
    expect(result.installments).toEqual([
      {
        kind: 'deposit',
        amountCents: 50_000,
        dueOn: '2027-03-04',
        status: 'paid',
        paidCents: 50_000,
        owedCents: 0,
        daysLate: 0,
        paidOn: '2027-03-03',
      },
      {
        kind: 'balance',
        amountCents: 50_000,
        dueOn: '2027-04-20',
        status: 'part-paid',
        paidCents: 20_000,
        owedCents: 30_000,
        daysLate: 0,
        paidOn: null,
      },
    ]);
  });

  it('dates a payment-in-full by the entry that covered it for good, refunds and order aside', () => {
    // Paid on 1 March, half given back on 2 March, paid again on 3 March: paid for good on 3 March,
    // however the entries are listed.
    const entries = [
      pay(50_000, '2027-03-01'),
      refund(25_000, '2027-03-02'),
      pay(25_000, '2027-03-03'),
    ];
    for (const listed of [entries, [...entries].reverse()]) {
      expect(account(listed).installments[0]).toMatchObject({
        status: 'paid',
        paidOn: '2027-03-03',
      });
    }
  });

  it('shows an installment by its three fields, whatever else a stored row carries', () => {
    const rows = schedule.map((installment, i) => ({ ...installment, position: i + 1 }));
    const result = accountOf({ schedule: rows, entries: [], today: '2027-03-01', graceDays: 5 });
    expect(Object.keys(result.installments[0] ?? {})).not.toContain('position');
  });

  it('is overdue from the day after the due date, with the days late', () => {
    const partly = [pay(10_000)];
    expect(account(partly, '2027-03-04').installments[0]).toMatchObject({
      status: 'part-paid',
      daysLate: 0,
    });
    expect(account(partly, '2027-03-05').installments[0]).toMatchObject({
      status: 'overdue',
      owedCents: 40_000,
      daysLate: 1,
    });
  });

  it('lists "cancel for non-payment?" once overdue longer than the grace days', () => {
    // Deposit due 4 March, grace 5 days: 9 March is 5 days late, 10 March 6.
    expect(account([], '2027-03-09').cancelForNonPayment).toBe(false);
    expect(account([], '2027-03-10')).toMatchObject({ daysLate: 6, cancelForNonPayment: true });
    expect(account([], '2027-03-05', 0).cancelForNonPayment).toBe(true);
    expect(account([pay(50_000)], '2027-04-01').cancelForNonPayment).toBe(false);
  });

  it('shows an over-payment as credit, and nothing owing', () => {
    const result = account([pay(100_000), pay(2_500, '2027-03-05')]);
    expect(result).toMatchObject({ paidCents: 102_500, balanceCents: 0, creditCents: 2_500 });
    expect(result.installments.every((i) => i.status === 'paid')).toBe(true);
  });

  it('leaves a reversed payment out, and counts refunds apart from payments', () => {
    const wrong = pay(50_000);
    const result = account([wrong, reverse(wrong), pay(60_000), refund(5_000)], '2027-03-12');
    expect(result).toMatchObject({
      paidCents: 60_000,
      refundedCents: 5_000,
      balanceCents: 45_000,
      creditCents: 0,
    });
    // What is kept (55,000) covers the deposit and 5,000 of the balance.
    expect(result.installments.map((i) => i.paidCents)).toEqual([50_000, 5_000]);
  });

  it('shows a cancelled stay re-priced to what it keeps with the refund due as credit', () => {
    // Paid $500, cancelled with 50% back: the stay now costs the $250 kept; $250 is owed back.
    const kept: PaymentSchedule = [{ kind: 'full', amountCents: 25_000, dueOn: '2027-03-04' }];
    const paid = [pay(50_000)];
    expect(
      accountOf({ schedule: kept, entries: paid, today: '2027-03-20', graceDays: 5 }),
    ).toMatchObject({ balanceCents: 0, creditCents: 25_000 });
    const sent = [...paid, refund(25_000, '2027-03-21')];
    expect(
      accountOf({ schedule: kept, entries: sent, today: '2027-03-21', graceDays: 5 }),
    ).toMatchObject({ refundedCents: 25_000, balanceCents: 0, creditCents: 0 });
  });
});

describe('ledgerProblem', () => {
  const total = 100_000;

  it('takes a payment, an over-payment and a refund within what was paid', () => {
    const paid = [pay(50_000)];
    expect(ledgerProblem([], pay(50_000), total)).toBeNull();
    expect(ledgerProblem(paid, pay(60_000), total)).toBeNull();
    expect(ledgerProblem(paid, refund(50_000), total)).toBeNull();
  });

  it('refuses a refund above what was paid and not refunded yet, in dollars', () => {
    const entries = [pay(50_000), refund(20_000)];
    expect(ledgerProblem(entries, refund(30_001), total)).toBe(
      'A refund can give back at most what was paid and not refunded yet: $300, not $300.01.',
    );
    expect(ledgerProblem([], refund(1), total)).toBe(
      'Nothing paid is left to refund on this booking.',
    );
  });

  it('refuses more than 10 times what is owed as a likely typo, naming both amounts', () => {
    const entries = [pay(95_000)];
    // $50 owed: $500 is 10 times, taken; $500.01 is not.
    expect(ledgerProblem(entries, pay(50_000), total)).toBeNull();
    expect(ledgerProblem(entries, pay(50_001), total)).toBe(
      '$500.01 is more than 10 times what is owed ($50): a likely typo. Check the amount.',
    );
  });

  it('refuses more than the total when nothing is owed', () => {
    const entries = [pay(100_000)];
    expect(ledgerProblem(entries, pay(100_000), total)).toBeNull();
    expect(ledgerProblem(entries, pay(100_001), total)).toBe(
      'Nothing is owed on this booking, and $1,000.01 is more than its total ($1,000): a likely typo. Check the amount.',
    );
  });

  it('refuses a reversal of a reversal, of an unknown entry, or twice', () => {
    const payment = pay(50_000);
    const reversal = reverse(payment);
    expect(ledgerProblem([payment], reversal, total)).toBeNull();
    expect(ledgerProblem([payment, reversal], reverse(reversal), total)).toBe(
      'A reversal cannot be reversed: record the payment or refund again instead.',
    );
    expect(
      ledgerProblem(
        [payment],
        entry('reversal', 50_000, '2027-03-11', { reverses: 'e999' }),
        total,
      ),
    ).toBe('There is no payment or refund of this booking with that id to reverse.');
    expect(ledgerProblem([payment], entry('reversal', 50_000, '2027-03-11'), total)).toBe(
      'There is no payment or refund of this booking with that id to reverse.',
    );
    expect(ledgerProblem([payment, reversal], reverse(payment), total)).toBe(
      'This payment was reversed already.',
    );
  });

  it('refuses a reversal for part of an entry', () => {
    const payment = pay(50_000);
    expect(
      ledgerProblem(
        [payment],
        entry('reversal', 100, '2027-03-11', { reverses: payment.id }),
        total,
      ),
    ).toBe('A reversal cancels the whole payment: its amount is $500.');
  });

  it('refuses reversing a payment whose money was refunded: the refund goes first', () => {
    const payment = pay(50_000);
    const back = refund(50_000);
    expect(ledgerProblem([payment, back], reverse(payment), total)).toBe(
      'Reversing this payment of $500 would leave more refunded ($500) than paid ($0): reverse the refund first.',
    );
    const undone = reverse(back);
    expect(ledgerProblem([payment, back, undone], reverse(payment), total)).toBeNull();
  });

  it('refuses amounts that are not whole cents above 0, an id twice and a missing method', () => {
    const payment = pay(50_000);
    expect(ledgerProblem([], pay(0), total)).toBe(
      'The amount must be a whole number of cents, more than $0.',
    );
    expect(ledgerProblem([], pay(10.5), total)).not.toBeNull();
    expect(ledgerProblem([payment], { ...pay(10), id: payment.id }, total)).toBe(
      'This entry is recorded already.',
    );
    expect(ledgerProblem([], pay(10, '2027-03-02', { method: null }), total)).toBe(
      'Choose how the payment was made: Bank transfer, Cash, Card at the villa, Other.',
    );
  });
});

describe('remindersDue', () => {
  const confirmed = { bookingStatus: 'CONFIRMED', confirmedOn: '2027-02-20' };

  it('reminds the guest from 3 days before a due date to the day, while it is owed', () => {
    // Deposit due 4 March: 1 March is 3 days before.
    expect(
      remindersDue({ ...confirmed, account: account([], '2027-02-28'), today: '2027-02-28' }),
    ).toEqual({ guestReminders: [], overdueNotices: [] });
    const due = remindersDue({
      ...confirmed,
      account: account([], '2027-03-01'),
      today: '2027-03-01',
    });
    expect(due.guestReminders).toEqual([
      {
        kind: 'deposit',
        dueOn: '2027-03-04',
        owedCents: 50_000,
        key: 'reminder:deposit:2027-03-04',
      },
    ]);
    expect(due.overdueNotices).toEqual([]);
    // The day itself still reminds (the job sends each key once): a missed day catches up.
    expect(
      remindersDue({ ...confirmed, account: account([], '2027-03-04'), today: '2027-03-04' })
        .guestReminders,
    ).toHaveLength(1);
    // Paid: no reminder.
    expect(
      remindersDue({
        ...confirmed,
        account: account([pay(50_000)], '2027-03-01'),
        today: '2027-03-01',
      }).guestReminders,
    ).toEqual([]);
  });

  it('tells the team from the day after the due date, with what is owed', () => {
    const onTheDay = remindersDue({
      ...confirmed,
      account: account([pay(20_000)], '2027-03-04'),
      today: '2027-03-04',
    });
    expect(onTheDay.overdueNotices).toEqual([]);
    const next = remindersDue({
      ...confirmed,
      account: account([pay(20_000)], '2027-03-05'),
      today: '2027-03-05',
    });
    expect(next).toEqual({
      guestReminders: [],
      overdueNotices: [
        {
          kind: 'deposit',
          dueOn: '2027-03-04',
          owedCents: 30_000,
          key: 'overdue:deposit:2027-03-04',
        },
      ],
    });
  });

  it('sends nothing to a booking that is not confirmed, or owes nothing', () => {
    for (const bookingStatus of ['CANCELLED', 'DECLINED', 'EXPIRED', 'PENDING']) {
      expect(
        remindersDue({ bookingStatus, account: account([], '2027-03-05'), today: '2027-03-05' }),
      ).toEqual({ guestReminders: [], overdueNotices: [] });
    }
    expect(
      remindersDue({
        ...confirmed,
        account: account([pay(100_000)], '2027-04-18'),
        today: '2027-04-18',
      }),
    ).toEqual({ guestReminders: [], overdueNotices: [] });
  });

  it('does not remind of a due date whose reminder day came with the confirmation', () => {
    // Confirmed 1 March, deposit due 4 March: the confirmation said it, so no reminder on the
    // 1st nor, catching up, on the 2nd. Confirmed 28 February, the reminder goes on 1 March.
    for (const today of ['2027-03-01', '2027-03-02']) {
      expect(
        remindersDue({
          bookingStatus: 'CONFIRMED',
          confirmedOn: '2027-03-01',
          account: account([], today),
          today,
        }).guestReminders,
      ).toEqual([]);
    }
    expect(
      remindersDue({
        bookingStatus: 'CONFIRMED',
        confirmedOn: '2027-02-28',
        account: account([], '2027-03-01'),
        today: '2027-03-01',
      }).guestReminders,
    ).toHaveLength(1);
  });
});

/** A few payments and refunds a ledgerProblem accepts, with reversals of some of them. */
const ledgerArbitrary = fc
  .array(
    fc.record({
      kind: fc.constantFrom('payment', 'payment', 'refund', 'reversal'),
      amountCents: fc.integer({ min: 1, max: 150_000 }),
      day: fc.integer({ min: 0, max: 60 }),
      pick: fc.nat(),
    }),
    { maxLength: 12 },
  )
  .map((steps) => {
    const entries: LedgerEntry[] = [];
    steps.forEach((step, i) => {
      const id = `x${String(i).padStart(2, '0')}`;
      const receivedOn = addDays('2027-03-01', step.day);
      let candidate: LedgerEntry;
      if (step.kind === 'reversal') {
        const money = entries.filter((e) => e.kind !== 'reversal');
        const target = money[step.pick % Math.max(1, money.length)];
        if (!target) return;
        candidate = {
          id,
          kind: 'reversal',
          amountCents: target.amountCents,
          receivedOn,
          method: null,
          reverses: target.id,
        };
      } else {
        candidate = {
          id,
          kind: step.kind,
          amountCents: step.amountCents,
          receivedOn,
          method: 'cash',
        };
      }
      if (ledgerProblem(entries, candidate, 100_000) === null) entries.push(candidate);
    });
    return entries;
  });

describe('accountOf, properties', () => {
  it('paid - refunded + balance - credit = total, a refund never exceeds what was paid', () => {
    fc.assert(
      fc.property(ledgerArbitrary, fc.integer({ min: 0, max: 90 }), (entries, day) => {
        const result = account(entries, addDays('2027-03-01', day));
        expect(
          result.paidCents - result.refundedCents + result.balanceCents - result.creditCents,
        ).toBe(result.totalCents);
        expect(result.refundedCents).toBeLessThanOrEqual(result.paidCents);
        expect(result.balanceCents).toBeGreaterThanOrEqual(0);
        expect(result.creditCents).toBeGreaterThanOrEqual(0);
        expect(Math.min(result.balanceCents, result.creditCents)).toBe(0);
        const covered = result.installments.reduce((sum, i) => sum + i.paidCents, 0);
        expect(covered).toBe(result.totalCents - result.balanceCents);
      }),
    );
  });

  it('does not depend on the order the entries come in', () => {
    fc.assert(
      fc.property(
        ledgerArbitrary.chain((entries) =>
          fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray(entries, { minLength: entries.length }),
          ),
        ),
        fc.integer({ min: 0, max: 90 }),
        ([entries, shuffled], day) => {
          const today = addDays('2027-03-01', day);
          expect(account(shuffled, today)).toEqual(account(entries, today));
        },
      ),
    );
  });
});

describe('remindersDue, properties', () => {
  it('reminds only of money owed, within 3 days before its date, and tells of it only after', () => {
    fc.assert(
      fc.property(
        ledgerArbitrary,
        fc.integer({ min: -10, max: 90 }),
        fc.constantFrom('CONFIRMED', 'CANCELLED', 'DECLINED', 'EXPIRED'),
        (entries, day, bookingStatus) => {
          const today = addDays('2027-03-01', day);
          const result = account(entries, today);
          const due = remindersDue({ account: result, today, bookingStatus });
          if (bookingStatus !== 'CONFIRMED' || result.balanceCents === 0) {
            expect(due).toEqual({ guestReminders: [], overdueNotices: [] });
          }
          for (const reminder of due.guestReminders) {
            expect(reminder.owedCents).toBeGreaterThan(0);
            expect(reminder.dueOn >= today && reminder.dueOn <= addDays(today, 3)).toBe(true);
          }
          for (const notice of due.overdueNotices) {
            expect(notice.owedCents).toBeGreaterThan(0);
            expect(notice.dueOn < today).toBe(true);
          }
          const keys = [...due.guestReminders, ...due.overdueNotices].map((n) => n.key);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});
