import { describe, expect, it } from 'vitest';
import type { PaymentSchedule } from './payment-schedule.ts';
import {
  receiptAccountRows,
  receiptAmount,
  receiptEntryRows,
  receiptMomentLabel,
  receiptOf,
  receiptTitle,
  type RecordedEntry,
} from './receipt.ts';

const schedule: PaymentSchedule = [
  { kind: 'deposit', amountCents: 70_050, dueOn: '2027-03-07' },
  { kind: 'balance', amountCents: 70_050, dueOn: '2027-03-11' },
];
const booking = {
  reference: 'BK-7Q4M2X',
  guestName: 'Анна Кузнецова',
  villaName: 'Villa River Breeze',
  checkIn: '2027-04-10',
  checkOut: '2027-04-14',
};
const company = { name: 'Villas', address: 'Weligama', phone: '+94 77', email: 'a@b.lk' };
const entry = (id: string, more: Partial<RecordedEntry>): RecordedEntry => ({
  id,
  kind: 'payment',
  amountCents: 70_050,
  receivedOn: '2027-03-04',
  method: 'bank_transfer',
  reference: null,
  reverses: null,
  receiptNumber: `R-2027-000${id}`,
  recordedAt: '2027-03-04T09:35:00.000Z',
  ...more,
});
const entries = [
  entry('1', { reference: 'HNB 4471' }),
  entry('2', { amountCents: 100_000, method: 'cash' }),
  entry('3', { kind: 'refund', amountCents: 29_950, method: 'cash' }),
  entry('4', { kind: 'reversal', amountCents: 29_950, method: null, reverses: '3' }),
];
const receipt = (entryId: string) => receiptOf({ entryId, entries, schedule, booking, company });

describe('receiptOf', () => {
  it('shows the account as it stood after the entry, not after later ones', () => {
    expect(receipt('1').account).toEqual({
      totalCents: 140_100,
      paidCents: 70_050,
      refundedCents: 0,
      balanceCents: 70_050,
      creditCents: 0,
    });
    // Over-paid by $299.50: credit, then refunded, then the refund reversed.
    expect(receipt('2').account).toMatchObject({ balanceCents: 0, creditCents: 29_950 });
    expect(receipt('3').account).toMatchObject({ refundedCents: 29_950, creditCents: 0 });
    expect(receipt('4').account).toMatchObject({ refundedCents: 0, creditCents: 29_950 });
  });

  it('names the receipt a reversal cancels, and titles each kind', () => {
    expect(receipt('4').reverses).toEqual({ number: 'R-2027-0003', kind: 'refund' });
    expect(receiptTitle(receipt('1'))).toBe('Payment received');
    expect(receiptTitle(receipt('3'))).toBe('Refund sent');
    expect(receiptTitle(receipt('4'))).toBe('Refund cancelled');
    expect(receiptEntryRows(receipt('4'))).toContainEqual([
      'Cancels',
      'Receipt R-2027-0003, the refund of $299.50',
    ]);
  });

  it("writes the entry's rows and the account's in dollars with their cents", () => {
    expect(receiptEntryRows(receipt('1'))).toEqual([
      ['Amount received', '$700.50'],
      ['Date received', 'March 4, 2027'],
      ['Method', 'Bank transfer'],
      ['Reference', 'HNB 4471'],
    ]);
    expect(receiptAccountRows(receipt('2'))).toEqual([
      ['Total of the stay', '$1,401.00'],
      ['Paid to date', '$1,700.50'],
      ['Credit in your favour', '$299.50'],
    ]);
    expect(receiptAmount(125_000)).toBe('$1,250.00');
    expect(receiptAmount(5)).toBe('$0.05');
  });

  it('dates the recording in Sri Lanka time', () => {
    expect(receiptMomentLabel('2027-03-04T20:00:00.000Z')).toBe(
      'March 5, 2027, 1:30 AM Sri Lanka time',
    );
  });

  it('refuses an entry that is not in the ledger', () => {
    expect(() => receipt('9')).toThrow(RangeError);
  });
});
