/**
 * The receipt's PDF: the same receipt makes the same bytes (its dates are the entry's), and any
 * guest's name prints as written, read back with pdf.js through the embedded font's Unicode map.
 */
import { describe, expect, it } from 'vitest';
import type { Receipt } from '#domain/receipt.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { receiptPdf } from './receipt-pdf.ts';

const receipt: Receipt = {
  number: 'R-2027-0042',
  kind: 'payment',
  recordedAt: '2027-03-04T09:35:00.000Z',
  company: {
    name: 'Serendib Shores Villas',
    address: 'Weligama',
    phone: '+94 77',
    email: 'a@b.lk',
  },
  guestName: 'Анна Кузнецова',
  bookingReference: 'BK-7Q4M2X',
  villaName: 'Villa River Breeze',
  checkIn: '2027-04-10',
  checkOut: '2027-04-14',
  amountCents: 70_050,
  receivedOn: '2027-03-03',
  method: 'bank_transfer',
  reference: 'HNB 4471',
  reverses: null,
  account: {
    totalCents: 140_100,
    paidCents: 70_050,
    refundedCents: 0,
    balanceCents: 70_050,
    creditCents: 0,
  },
};

describe('receiptPdf', () => {
  it('makes an A4 PDF with the receipt, the same bytes every time', async () => {
    const [pdf, again] = await Promise.all([receiptPdf(receipt), receiptPdf(receipt)]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.equals(again)).toBe(true);
    // A4 is 595.28 x 841.89 points.
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = await pdfText(pdf);
    for (const words of ['Receipt', 'R-2027-0042', 'Payment received', 'BK-7Q4M2X', '$700.50']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Balance due');
    expect(text).toContain('March 3, 2027');
  });

  it.each([
    ['Cyrillic', 'Анна Кузнецова'],
    ['Latin with accents', 'Zoë Łukasiewicz-Müller, Ñúñez Çelik'],
    ['Greek', 'Ελένη Παπαδοπούλου'],
  ])("prints a guest's name in %s as written", async (_script, guestName) => {
    const text = await pdfText(await receiptPdf({ ...receipt, guestName }));
    expect(text).toContain(guestName);
  });

  it('dates the file with the moment the entry was recorded', async () => {
    // The info dictionary's creation and modification dates: a string object each.
    const pdf = (await receiptPdf(receipt)).toString('latin1');
    expect(pdf).toContain('(D:20270304093500Z)');
    const later = await receiptPdf({ ...receipt, recordedAt: '2027-03-05T09:35:00.000Z' });
    expect(later.toString('latin1')).toContain('(D:20270305093500Z)');
  });
});
