import { describe, expect, it } from 'vitest';
import { refusedFields } from '#tests/helpers/schema-refusal.ts';
import { addDays, resortToday } from '../dates.ts';
import { DEFAULT_PAYMENT_TERMS } from '../payment-schedule.ts';
import {
  accountSchema,
  paymentSettingsSchema,
  paymentTermsSchema,
  recordPaymentSchema,
  recordRefundSchema,
  recordReversalSchema,
} from './payment.ts';

const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';
const PAYMENT = {
  amountCents: 159_101,
  receivedOn: '2026-11-20',
  method: 'bank_transfer',
  reference: 'HNB 88213',
  note: 'Deposit, sent from\r\nthe guest’s company account',
  idempotencyKey: KEY,
};

describe('recordPaymentSchema', () => {
  it('takes a payment and keeps the note’s lines as LF', () => {
    expect(recordPaymentSchema.parse(PAYMENT)).toEqual({
      ...PAYMENT,
      note: 'Deposit, sent from\nthe guest’s company account',
    });
  });

  it('reads a missing or blank reference and note as none', () => {
    const { reference: _, note: __, ...bare } = PAYMENT;
    expect(recordPaymentSchema.parse(bare)).toMatchObject({ reference: null, note: null });
    expect(recordPaymentSchema.parse({ ...PAYMENT, reference: '  ' }).reference).toBeNull();
  });

  it('takes whole cents above $0 and at most $1,000,000', () => {
    expect(recordPaymentSchema.parse({ ...PAYMENT, amountCents: 1_000_000_00 }).amountCents).toBe(
      1_000_000_00,
    );
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, amountCents: 0 })).toEqual({
      amountCents: 'The amount must be more than $0',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, amountCents: 1_000_000_01 })).toEqual({
      amountCents: 'The amount must be at most $1,000,000',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, amountCents: 100.5 })).toEqual({
      amountCents: 'The amount must be a whole number of cents',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, amountCents: '100' })).toEqual({
      amountCents: 'The amount must be an amount in cents',
    });
  });

  it('takes the four methods only', () => {
    for (const method of ['bank_transfer', 'cash', 'card_at_villa', 'other']) {
      expect(recordPaymentSchema.parse({ ...PAYMENT, method }).method).toBe(method);
    }
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, method: 'crypto' })).toEqual({
      method: 'The method must be one of bank_transfer, cash, card_at_villa or other',
    });
  });

  it('takes a real date up to today in Sri Lanka, never a later one', () => {
    const today = resortToday();
    expect(recordPaymentSchema.parse({ ...PAYMENT, receivedOn: today }).receivedOn).toBe(today);
    expect(
      refusedFields(recordPaymentSchema, { ...PAYMENT, receivedOn: addDays(today, 1) }),
    ).toEqual({
      receivedOn: 'The date received cannot be in the future',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, receivedOn: '2027-02-30' })).toEqual({
      receivedOn: 'The date received must be a real calendar date written as YYYY-MM-DD',
    });
  });

  it('refuses control characters, and text over its limits', () => {
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, reference: 'HNB\u0000 1' })).toEqual({
      reference: 'The reference must be one line of text without control characters',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, reference: 'HNB\n1' })).toEqual({
      reference: 'The reference must be one line of text without control characters',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, note: 'a\u0007b' })).toEqual({
      note: 'The note must be text without control characters (line breaks and tabs are fine)',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, reference: 'x'.repeat(101) })).toEqual({
      reference: 'The reference must be at most 100 characters',
    });
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, note: 'x'.repeat(1001) })).toEqual({
      note: 'The note must be at most 1000 characters',
    });
  });

  it('needs the form’s key, a UUID, and no field it does not know', () => {
    expect(
      recordPaymentSchema.parse({ ...PAYMENT, idempotencyKey: KEY.toUpperCase() }).idempotencyKey,
    ).toBe(KEY);
    expect(refusedFields(recordPaymentSchema, { ...PAYMENT, idempotencyKey: 'abc' })).toEqual({
      idempotencyKey: 'The form key must be a UUID',
    });
    const { idempotencyKey: _, ...keyless } = PAYMENT;
    expect(Object.keys(refusedFields(recordPaymentSchema, keyless))).toEqual(['idempotencyKey']);
    expect(recordPaymentSchema.safeParse({ ...PAYMENT, bookingId: 'x' }).success).toBe(false);
  });
});

describe('recordRefundSchema', () => {
  it('takes the shape of a payment, its amount named a refund and its date the day sent', () => {
    expect(recordRefundSchema.parse(PAYMENT).amountCents).toBe(159_101);
    expect(refusedFields(recordRefundSchema, { ...PAYMENT, amountCents: -5 })).toEqual({
      amountCents: 'The refund must be more than $0',
    });
    const tomorrow = addDays(resortToday(), 1);
    expect(refusedFields(recordRefundSchema, { ...PAYMENT, receivedOn: tomorrow })).toEqual({
      receivedOn: 'The date sent cannot be in the future',
    });
  });
});

describe('recordReversalSchema', () => {
  const REVERSAL = { entryId: 'a'.repeat(24), reason: 'Recorded twice', idempotencyKey: KEY };

  it('takes the entry, a reason and the key', () => {
    expect(recordReversalSchema.parse(REVERSAL)).toEqual(REVERSAL);
  });

  it('needs a reason of 1 to 500 characters and an entry id', () => {
    expect(refusedFields(recordReversalSchema, { ...REVERSAL, reason: ' ' })).toEqual({
      reason: 'The reason is required',
    });
    expect(refusedFields(recordReversalSchema, { ...REVERSAL, reason: 'x'.repeat(501) })).toEqual({
      reason: 'The reason must be at most 500 characters',
    });
    expect(refusedFields(recordReversalSchema, { ...REVERSAL, entryId: 'nope' })).toEqual({
      entryId: 'must be an id of 24 hexadecimal characters',
    });
  });
});

describe('paymentTermsSchema', () => {
  it('takes the default terms', () => {
    expect(paymentTermsSchema.parse(DEFAULT_PAYMENT_TERMS)).toEqual(DEFAULT_PAYMENT_TERMS);
  });

  it('names each term and its limits', () => {
    expect(
      refusedFields(paymentTermsSchema, {
        depositPercent: 0,
        depositDueDays: 31,
        balanceDueDays: 366,
      }),
    ).toEqual({
      depositPercent: 'The deposit must be at least 1 percent',
      depositDueDays: 'The days to pay the deposit must be at most 30 days',
      balanceDueDays: 'The days before arrival the balance is due must be at most 365 days',
    });
    expect(
      refusedFields(paymentTermsSchema, { ...DEFAULT_PAYMENT_TERMS, depositPercent: 50.5 }),
    ).toEqual({ depositPercent: 'The deposit must be a whole number of percent from 1 to 100' });
  });
});

describe('paymentSettingsSchema', () => {
  const SETTINGS = {
    ...DEFAULT_PAYMENT_TERMS,
    graceDays: 5,
    autoCancel: false,
    bankDetails: 'Hatton National Bank, Weligama\nAccount 0123 4567 8901',
    paymentInstructions: '',
  };

  it('takes the terms, the grace and how to pay', () => {
    expect(paymentSettingsSchema.parse(SETTINGS)).toEqual({
      ...SETTINGS,
      paymentInstructions: null,
    });
  });

  it('takes a grace of 0 to 60 days', () => {
    expect(refusedFields(paymentSettingsSchema, { ...SETTINGS, graceDays: 61 })).toEqual({
      graceDays: 'The grace period must be at most 60 days',
    });
  });
});

describe('accountSchema', () => {
  it('describes an account as the API answers it', () => {
    const account = {
      currency: 'USD',
      totalCents: 100_000,
      paidCents: 50_000,
      refundedCents: 0,
      balanceCents: 50_000,
      creditCents: 0,
      installments: [
        {
          kind: 'deposit',
          amountCents: 50_000,
          dueOn: '2027-03-04',
          status: 'paid',
          paidCents: 50_000,
          owedCents: 0,
          daysLate: 0,
          paidOn: '2027-03-02',
        },
      ],
      daysLate: 0,
      cancelForNonPayment: false,
      entries: [
        {
          id: 'a'.repeat(24),
          kind: 'payment',
          amountCents: 50_000,
          receivedOn: '2027-03-02',
          method: 'cash',
          reference: null,
          note: null,
          reverses: null,
          reversedBy: null,
          receiptNumber: 'R-2027-0001',
          recordedAt: '2027-03-02T06:00:00.000Z',
        },
      ],
    };
    expect(accountSchema.parse(account)).toEqual(account);
    expect(accountSchema.safeParse({ ...account, currency: 'LKR' }).success).toBe(false);
  });
});
