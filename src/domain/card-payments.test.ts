import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardChoices,
  cardOutcome,
  centsOfGatewayAmount,
  checkoutSignedText,
  gatewayAmount,
  notificationSignedText,
} from './card-payments.ts';
import { accountOf, type LedgerEntry } from './ledger.ts';
import type { PaymentSchedule } from './payment-schedule.ts';

/** A deposit of $1,276 by 2 December and a balance of $1,276 by 20 March. */
const SCHEDULE: PaymentSchedule = [
  { kind: 'deposit', amountCents: 127_600, dueOn: '2027-12-02' },
  { kind: 'balance', amountCents: 127_600, dueOn: '2028-03-20' },
];

const paid = (amountCents: number, id = 'p1'): LedgerEntry => ({
  id,
  kind: 'payment',
  amountCents,
  receivedOn: '2027-11-30',
  method: 'bank_transfer',
});

const account = (schedule: PaymentSchedule, entries: LedgerEntry[]) =>
  accountOf({ schedule, entries, today: '2027-12-01', graceDays: 5 });

describe('cardChoices', () => {
  it('offers the deposit, or everything left, on a booking nothing was paid on', () => {
    expect(cardChoices(account(SCHEDULE, []))).toEqual([
      { kind: 'next', amountCents: 127_600, pays: ['deposit'] },
      { kind: 'rest', amountCents: 255_200, pays: ['deposit', 'balance'] },
    ]);
  });

  it('offers what is left of a part-paid deposit as the next part', () => {
    expect(cardChoices(account(SCHEDULE, [paid(27_600)]))).toEqual([
      { kind: 'next', amountCents: 100_000, pays: ['deposit'] },
      { kind: 'rest', amountCents: 227_600, pays: ['deposit', 'balance'] },
    ]);
  });

  it('offers the balance alone once the deposit is paid', () => {
    expect(cardChoices(account(SCHEDULE, [paid(127_600)]))).toEqual([
      { kind: 'next', amountCents: 127_600, pays: ['balance'] },
    ]);
  });

  it('offers nothing when nothing is owed, nor on credit', () => {
    expect(cardChoices(account(SCHEDULE, [paid(255_200)]))).toEqual([]);
    expect(cardChoices(account(SCHEDULE, [paid(300_000)]))).toEqual([]);
    expect(cardChoices(account([], []))).toEqual([]);
  });

  it('asks for no more than is owed, and leaves nothing owed once everything left is paid', () => {
    const installment = fc.integer({ min: 1, max: 5_000_000 });
    fc.assert(
      fc.property(installment, installment, fc.nat({ max: 12_000_000 }), (deposit, rest, kept) => {
        const schedule: PaymentSchedule = [
          { kind: 'deposit', amountCents: deposit, dueOn: '2027-12-02' },
          { kind: 'balance', amountCents: rest, dueOn: '2028-03-20' },
        ];
        const entries = kept > 0 ? [paid(kept)] : [];
        const before = account(schedule, entries);
        const choices = cardChoices(before);
        const everything = choices.at(-1);
        if (before.balanceCents === 0) {
          expect(choices).toEqual([]);
          return;
        }
        expect(choices[0]?.amountCents).toBeLessThanOrEqual(before.balanceCents);
        expect(everything?.amountCents).toBe(before.balanceCents);
        // The next part, paid: its installment is paid in full, and paid + owed is the total.
        const next = choices[0];
        if (!next) throw new Error('a booking that owes offers the next part');
        const afterNext = account(schedule, [...entries, paid(next.amountCents, 'card')]);
        const settled = afterNext.installments.find((i) => i.kind === next.pays.at(-1));
        expect(settled?.owedCents).toBe(0);
        expect(afterNext.paidCents + afterNext.balanceCents - afterNext.creditCents).toBe(
          afterNext.totalCents,
        );
        // Everything left, paid: nothing is owed and nothing is credit.
        const afterAll = account(schedule, [...entries, paid(everything?.amountCents ?? 0, 'c')]);
        expect([afterAll.balanceCents, afterAll.creditCents]).toEqual([0, 0]);
      }),
    );
  });
});

describe('gatewayAmount', () => {
  it('writes whole cents with two decimals, a point and no separators', () => {
    expect(gatewayAmount(127_600)).toBe('1276.00');
    expect(gatewayAmount(5)).toBe('0.05');
    expect(gatewayAmount(1_050)).toBe('10.50');
    expect(gatewayAmount(2_000_000_000)).toBe('20000000.00');
  });

  it('refuses what is not whole cents of 1 or more', () => {
    for (const bad of [0, -100, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => gatewayAmount(bad)).toThrow(RangeError);
    }
  });
});

describe('centsOfGatewayAmount', () => {
  it('reads digits, a point and two digits', () => {
    expect(centsOfGatewayAmount('1276.00')).toBe(127_600);
    expect(centsOfGatewayAmount('0.05')).toBe(5);
  });

  it('refuses any other text', () => {
    for (const bad of [
      '',
      '1276',
      '1276.0',
      '1276.000',
      '.50',
      '1,276.00',
      '-1.00',
      ' 1.00',
      '1.00 ',
      '12a6.00',
      '1e3.00',
      '1276.0\u0000',
      `${'9'.repeat(14)}.00`,
    ]) {
      expect(centsOfGatewayAmount(bad), bad).toBeNull();
    }
  });

  it('reads back every amount gatewayAmount writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (cents) => {
        expect(centsOfGatewayAmount(gatewayAmount(cents))).toBe(cents);
      }),
    );
  });
});

describe('the texts PayHere signs', () => {
  const secretDigest = 'DC8FE1D6497EBD23F5975D8D2A1C5E81';

  it("puts the checkout's merchant, order, amount and currency before the secret's digest", () => {
    expect(
      checkoutSignedText(
        { merchantId: '1211149', orderId: 'VB-7Q2M-1', amountCents: 127_600, currency: 'USD' },
        secretDigest,
      ),
    ).toBe('1211149VB-7Q2M-11276.00USDDC8FE1D6497EBD23F5975D8D2A1C5E81');
  });

  it("puts the notification's fields as received, then its status, before the secret's digest", () => {
    expect(
      notificationSignedText(
        {
          merchantId: '1211149',
          orderId: 'VB-7Q2M-1',
          amount: '1276.00',
          currency: 'USD',
          statusCode: '-2',
        },
        secretDigest,
      ),
    ).toBe('1211149VB-7Q2M-11276.00USD-2DC8FE1D6497EBD23F5975D8D2A1C5E81');
  });
});

describe('cardOutcome', () => {
  it("names PayHere's five documented status codes", () => {
    expect(['2', '0', '-1', '-2', '-3'].map(cardOutcome)).toEqual([
      'paid',
      'pending',
      'cancelled',
      'failed',
      'charged-back',
    ]);
  });

  it('knows no other code', () => {
    for (const code of ['1', '3', '', ' 2', '2.0', '+2', '__proto__', 'constructor', 'toString']) {
      expect(cardOutcome(code), code).toBeNull();
    }
  });
});
