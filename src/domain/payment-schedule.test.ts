import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates } from './dates.ts';
import {
  allocate,
  DEFAULT_PAYMENT_TERMS,
  paymentSchedule,
  repriceSchedule,
  scheduleTotal,
  type PaymentSchedule,
  type PaymentTerms,
} from './payment-schedule.ts';

const terms = DEFAULT_PAYMENT_TERMS;

describe('DEFAULT_PAYMENT_TERMS', () => {
  it('are the site terms of issue 26: 50% within 3 days, the balance 30 days before arrival', () => {
    expect(DEFAULT_PAYMENT_TERMS).toEqual({
      depositPercent: 50,
      depositDueDays: 3,
      balanceDueDays: 30,
    });
  });
});

describe('paymentSchedule', () => {
  it('splits a stay booked well ahead into a deposit and a balance', () => {
    // Confirmed 1 March for 20 May: deposit by 4 March, balance by 20 April (30 days before).
    expect(
      paymentSchedule({
        totalCents: 318_201,
        confirmedOn: '2027-03-01',
        checkIn: '2027-05-20',
        terms,
      }),
    ).toEqual([
      { kind: 'deposit', amountCents: 159_101, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 159_100, dueOn: '2027-04-20' },
    ]);
  });

  it('rounds the deposit to the nearest cent, half up, and gives the rest to the balance', () => {
    const [deposit, balance] = paymentSchedule({
      totalCents: 1_001,
      confirmedOn: '2027-01-01',
      checkIn: '2027-06-01',
      terms: { ...terms, depositPercent: 25 },
    });
    // 1,001 x 25% = 250.25 cents -> 250; the balance 751.
    expect(deposit?.amountCents).toBe(250);
    expect(balance?.amountCents).toBe(751);
  });

  it('asks for the whole within the deposit days when confirmed inside the balance term', () => {
    // 20 days before arrival, with the balance due 30 days before: all due in 3 days.
    expect(
      paymentSchedule({
        totalCents: 200_000,
        confirmedOn: '2027-05-01',
        checkIn: '2027-05-21',
        terms,
      }),
    ).toEqual([{ kind: 'full', amountCents: 200_000, dueOn: '2027-05-04' }]);
  });

  it('asks for the whole when the deposit would fall due on the balance day or after', () => {
    // Confirmed 32 days ahead: deposit by day 3 = 29 days ahead, after the balance's 30.
    const confirmedOn = '2027-04-18';
    const checkIn = addDays(confirmedOn, 32);
    expect(paymentSchedule({ totalCents: 10_000, confirmedOn, checkIn, terms })).toEqual([
      { kind: 'full', amountCents: 10_000, dueOn: '2027-04-21' },
    ]);
    // 34 days ahead: deposit 31 days ahead, balance 30: two installments a day apart.
    expect(
      paymentSchedule({
        totalCents: 10_000,
        confirmedOn,
        checkIn: addDays(confirmedOn, 34),
        terms,
      }).map((i) => i.dueOn),
    ).toEqual(['2027-04-21', '2027-04-22']);
  });

  it('asks for the whole on the day when confirmed on the day of arrival', () => {
    expect(
      paymentSchedule({
        totalCents: 90_000,
        confirmedOn: '2027-02-10',
        checkIn: '2027-02-10',
        terms,
      }),
    ).toEqual([{ kind: 'full', amountCents: 90_000, dueOn: '2027-02-10' }]);
  });

  it('never sets the whole due after check-in when the deposit days reach past arrival', () => {
    expect(
      paymentSchedule({
        totalCents: 90_000,
        confirmedOn: '2027-02-09',
        checkIn: '2027-02-10',
        terms,
      }),
    ).toEqual([{ kind: 'full', amountCents: 90_000, dueOn: '2027-02-10' }]);
  });

  it('asks for the whole on the day of confirmation when that is after check-in', () => {
    expect(
      paymentSchedule({
        totalCents: 90_000,
        confirmedOn: '2027-02-11',
        checkIn: '2027-02-10',
        terms,
      }),
    ).toEqual([{ kind: 'full', amountCents: 90_000, dueOn: '2027-02-11' }]);
  });

  it('with 0 deposit days, wants the deposit on the day of confirmation', () => {
    expect(
      paymentSchedule({
        totalCents: 10_000,
        confirmedOn: '2027-03-01',
        checkIn: '2027-05-20',
        terms: { ...terms, depositDueDays: 0 },
      })[0],
    ).toEqual({ kind: 'deposit', amountCents: 5_000, dueOn: '2027-03-01' });
  });

  it('with 0 balance days, wants the balance on the day of arrival', () => {
    expect(
      paymentSchedule({
        totalCents: 10_000,
        confirmedOn: '2027-05-01',
        checkIn: '2027-05-20',
        terms: { ...terms, balanceDueDays: 0 },
      }),
    ).toEqual([
      { kind: 'deposit', amountCents: 5_000, dueOn: '2027-05-04' },
      { kind: 'balance', amountCents: 5_000, dueOn: '2027-05-20' },
    ]);
  });

  it('gives one installment for a 100% deposit', () => {
    expect(
      paymentSchedule({
        totalCents: 10_000,
        confirmedOn: '2027-03-01',
        checkIn: '2027-05-20',
        terms: { ...terms, depositPercent: 100 },
      }),
    ).toEqual([{ kind: 'full', amountCents: 10_000, dueOn: '2027-03-04' }]);
  });

  it('gives one installment when a part would be 0 cents, and none for a total of 0', () => {
    const far = { confirmedOn: '2027-03-01', checkIn: '2027-05-20' };
    expect(
      paymentSchedule({ ...far, totalCents: 1, terms: { ...terms, depositPercent: 50 } }),
    ).toEqual([{ kind: 'full', amountCents: 1, dueOn: '2027-03-04' }]);
    expect(
      paymentSchedule({ ...far, totalCents: 40, terms: { ...terms, depositPercent: 1 } }),
    ).toEqual([{ kind: 'full', amountCents: 40, dueOn: '2027-03-04' }]);
    expect(paymentSchedule({ ...far, totalCents: 0, terms })).toEqual([]);
  });

  it('refuses terms out of their limits, amounts that are not cents and malformed dates', () => {
    const base = { totalCents: 100, confirmedOn: '2027-03-01', checkIn: '2027-05-20', terms };
    expect(() => paymentSchedule({ ...base, terms: { ...terms, depositPercent: 0 } })).toThrow(
      'depositPercent must be a whole number from 1 to 100, not 0.',
    );
    expect(() => paymentSchedule({ ...base, terms: { ...terms, depositDueDays: 31 } })).toThrow(
      RangeError,
    );
    expect(() => paymentSchedule({ ...base, terms: { ...terms, balanceDueDays: 2.5 } })).toThrow(
      RangeError,
    );
    expect(() => paymentSchedule({ ...base, totalCents: 10.5 })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, totalCents: -1 })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, checkIn: '2027-02-30' })).toThrow(RangeError);
  });
});

const termsArbitrary: fc.Arbitrary<PaymentTerms> = fc.record({
  depositPercent: fc.integer({ min: 1, max: 100 }),
  depositDueDays: fc.integer({ min: 0, max: 30 }),
  balanceDueDays: fc.integer({ min: 0, max: 365 }),
});
/** A confirmation from 2026 to 2029 and a check-in on it or up to two years later. */
const stayArbitrary = fc.record({
  totalCents: fc.integer({ min: 0, max: 100_000_000 }),
  confirmedOn: fc.integer({ min: 0, max: 4 * 365 }).map((days) => addDays('2026-01-01', days)),
  ahead: fc.integer({ min: 0, max: 800 }),
  terms: termsArbitrary,
});

describe('paymentSchedule, properties', () => {
  it('sums to the total, with every due date from confirmation to check-in, in order', () => {
    fc.assert(
      fc.property(stayArbitrary, ({ totalCents, confirmedOn, ahead, terms }) => {
        const checkIn = addDays(confirmedOn, ahead);
        const schedule = paymentSchedule({ totalCents, confirmedOn, checkIn, terms });
        expect(scheduleTotal(schedule)).toBe(totalCents);
        for (const installment of schedule) {
          expect(installment.amountCents).toBeGreaterThan(0);
          expect(Number.isInteger(installment.amountCents)).toBe(true);
          expect(compareDates(installment.dueOn, confirmedOn)).toBeGreaterThanOrEqual(0);
          expect(compareDates(installment.dueOn, checkIn)).toBeLessThanOrEqual(0);
        }
        const [first, second] = schedule;
        if (first && second) expect(compareDates(first.dueOn, second.dueOn)).toBe(-1);
        expect(schedule.length).toBeLessThanOrEqual(2);
        if (terms.depositPercent === 100) expect(schedule.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

// Confirmed 1 March for 20 May: $500 by 4 March, $500 by 20 April.
const twoParts: PaymentSchedule = [
  { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
  { kind: 'balance', amountCents: 50_000, dueOn: '2027-04-20' },
];
const sameStay = { checkIn: '2027-05-20', terms };

describe('repriceSchedule', () => {
  it('puts a higher total on the balance, the deposit paid or not', () => {
    for (const paidCents of [0, 20_000, 50_000]) {
      expect(
        repriceSchedule(twoParts, {
          ...sameStay,
          newTotalCents: 112_000,
          paidCents,
          changedOn: '2027-03-02',
        }),
      ).toEqual([
        { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
        { kind: 'balance', amountCents: 62_000, dueOn: '2027-04-20' },
      ]);
    }
  });

  it('takes a lower total off the balance before an unpaid deposit', () => {
    const change = { ...sameStay, paidCents: 0, changedOn: '2027-03-02' };
    expect(repriceSchedule(twoParts, { ...change, newTotalCents: 70_000 })).toEqual([
      { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 20_000, dueOn: '2027-04-20' },
    ]);
    // Below the deposit: the balance goes, and the deposit left alone is the whole.
    expect(repriceSchedule(twoParts, { ...change, newTotalCents: 30_000 })).toEqual([
      { kind: 'full', amountCents: 30_000, dueOn: '2027-03-04' },
    ]);
  });

  it('never takes a lower total off what was paid while the total covers it', () => {
    // 80,000 paid: the deposit and 30,000 of the balance. The new total 85,000 keeps both.
    expect(
      repriceSchedule(twoParts, {
        ...sameStay,
        newTotalCents: 85_000,
        paidCents: 80_000,
        changedOn: '2027-03-10',
      }),
    ).toEqual([
      { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 35_000, dueOn: '2027-04-20' },
    ]);
  });

  it('leaves nothing due when the new total is below what was paid', () => {
    const schedule = repriceSchedule(twoParts, {
      ...sameStay,
      newTotalCents: 60_000,
      paidCents: 80_000,
      changedOn: '2027-03-10',
    });
    expect(schedule).toEqual([
      { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 10_000, dueOn: '2027-04-20' },
    ]);
    // Every installment covered; the 20,000 over the total is credit in the ledger.
    expect(allocate(schedule, 80_000)).toEqual([50_000, 10_000]);
  });

  it('gives new money after the balance date the deposit days, by check-in', () => {
    // All paid; a transfer added 10 days before arrival: $100 more, due within 3 days.
    expect(
      repriceSchedule(twoParts, {
        ...sameStay,
        newTotalCents: 110_000,
        paidCents: 100_000,
        changedOn: '2027-05-10',
      }),
    ).toEqual([
      { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 60_000, dueOn: '2027-05-13' },
    ]);
    // Added two days before arrival: due by check-in; added during the stay: due that day.
    const late = { newTotalCents: 110_000, paidCents: 100_000, terms };
    expect(
      repriceSchedule(twoParts, { ...late, checkIn: '2027-05-20', changedOn: '2027-05-18' })[1]
        ?.dueOn,
    ).toBe('2027-05-20');
    expect(
      repriceSchedule(twoParts, { ...late, checkIn: '2027-05-20', changedOn: '2027-05-22' })[1]
        ?.dueOn,
    ).toBe('2027-05-22');
  });

  it('keeps the date of money already late: a change does not excuse it', () => {
    // The balance was due 20 April and is unpaid on 25 April; fewer guests lower it.
    expect(
      repriceSchedule(twoParts, {
        ...sameStay,
        newTotalCents: 90_000,
        paidCents: 50_000,
        changedOn: '2027-04-25',
      }),
    ).toEqual([
      { kind: 'deposit', amountCents: 50_000, dueOn: '2027-03-04' },
      { kind: 'balance', amountCents: 40_000, dueOn: '2027-04-20' },
    ]);
  });

  it('moves the balance with new dates, 30 days before the new arrival', () => {
    const moved = { newTotalCents: 100_000, paidCents: 50_000, changedOn: '2027-03-10', terms };
    expect(repriceSchedule(twoParts, { ...moved, checkIn: '2027-08-20' })[1]).toEqual({
      kind: 'balance',
      amountCents: 50_000,
      dueOn: '2027-07-21',
    });
    // Moved to 2 April, 31 days after 2 March: the balance falls due with the unpaid deposit.
    expect(
      repriceSchedule(twoParts, {
        newTotalCents: 100_000,
        paidCents: 0,
        changedOn: '2027-03-02',
        checkIn: '2027-04-02',
        terms,
      }).map((i) => i.dueOn),
    ).toEqual(['2027-03-04', '2027-03-04']);
    // Moved to the next day with the deposit paid: the balance is due on arrival, not after it.
    expect(
      repriceSchedule(twoParts, {
        newTotalCents: 100_000,
        paidCents: 50_000,
        changedOn: '2027-03-01',
        checkIn: '2027-03-02',
        terms,
      }).map((i) => i.dueOn),
    ).toEqual(['2027-03-04', '2027-03-02']);
  });

  it('keeps the schedule as it is when neither the total nor the dates change', () => {
    expect(
      repriceSchedule(twoParts, {
        ...sameStay,
        newTotalCents: 100_000,
        paidCents: 30_000,
        changedOn: '2027-03-02',
      }),
    ).toEqual(twoParts);
  });

  it('gives an empty schedule a total due within the deposit days', () => {
    expect(
      repriceSchedule([], {
        ...sameStay,
        newTotalCents: 5_000,
        paidCents: 0,
        changedOn: '2027-04-01',
      }),
    ).toEqual([{ kind: 'full', amountCents: 5_000, dueOn: '2027-04-04' }]);
    expect(() =>
      repriceSchedule(twoParts, {
        ...sameStay,
        newTotalCents: -5,
        paidCents: 0,
        changedOn: '2027-04-01',
      }),
    ).toThrow(RangeError);
  });
});

describe('repriceSchedule, properties', () => {
  const repricing = fc.record({
    stay: stayArbitrary,
    newTotalCents: fc.integer({ min: 0, max: 100_000_000 }),
    paidShare: fc.double({ min: 0, max: 1.5, noNaN: true }),
    changedAfter: fc.integer({ min: 0, max: 400 }),
    newAhead: fc.integer({ min: 0, max: 800 }),
  });

  it('sums to the new total, keeps what was paid, and never makes money late by itself', () => {
    fc.assert(
      fc.property(repricing, ({ stay, newTotalCents, paidShare, changedAfter, newAhead }) => {
        const schedule = paymentSchedule({
          ...stay,
          checkIn: addDays(stay.confirmedOn, stay.ahead),
        });
        const paidCents = Math.floor(stay.totalCents * paidShare);
        const changedOn = addDays(stay.confirmedOn, changedAfter);
        const checkIn = addDays(stay.confirmedOn, newAhead);
        const repriced = repriceSchedule(schedule, {
          newTotalCents,
          paidCents,
          changedOn,
          checkIn,
          terms: stay.terms,
        });
        expect(scheduleTotal(repriced)).toBe(newTotalCents);
        expect(repriced.every((i) => i.amountCents > 0)).toBe(true);

        const before = allocate(schedule, paidCents);
        const after = allocate(repriced, paidCents);
        if (newTotalCents >= paidCents) {
          // Each installment keeps what was paid of it; only unpaid ones, the last, are dropped.
          schedule.forEach((_, i) => {
            // (Credit from before the change may cover more of the grown installment.)
            if (i >= repriced.length) expect(before[i]).toBe(0);
            else if (paidCents <= stay.totalCents) expect(after[i]).toBe(before[i]);
            else expect(after[i]).toBeGreaterThanOrEqual(before[i] ?? 0);
          });
        } else {
          // Below what was paid: every installment covered, nothing left owing.
          expect(after.reduce((a, b) => a + b, 0)).toBe(newTotalCents);
        }

        let previous: string | null = null;
        repriced.forEach((installment, i) => {
          if (installment.amountCents === after[i]) return;
          // Owing and due before the change: it was owing, on that date, before the change.
          if (compareDates(installment.dueOn, changedOn) < 0) {
            const was = schedule[i];
            expect(was?.dueOn).toBe(installment.dueOn);
            expect((was?.amountCents ?? 0) > (before[i] ?? 0)).toBe(true);
          }
          const lastDay = compareDates(checkIn, changedOn) >= 0 ? checkIn : changedOn;
          expect(compareDates(installment.dueOn, lastDay)).toBeLessThanOrEqual(0);
          if (previous) expect(compareDates(previous, installment.dueOn)).toBeLessThanOrEqual(0);
          previous = installment.dueOn;
        });
      }),
      { numRuns: 300 },
    );
  });
});
