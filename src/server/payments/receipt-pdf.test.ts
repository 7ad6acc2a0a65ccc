/**
 * The receipt's PDF: the same receipt makes the same bytes (its dates are the entry's), and any
 * guest's name prints as written, read back with pdf.js through the embedded font's Unicode map.
 * In the booking's language (issue 39): Russian, German and French words, dates and amounts; the
 * English words those of domain/receipt.ts, word for word.
 */
import { describe, expect, it } from 'vitest';
import {
  receiptAccountRows,
  receiptBookingRows,
  receiptEntryRows,
  receiptMomentLabel,
  receiptTitle,
  type Receipt,
} from '#domain/receipt.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { receiptPdf, receiptWords } from './receipt-pdf.ts';

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

/** pdf.js reads the spaces inside figures ('1 401,00 $') as they are: any space will do here. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("receiptPdf in the booking's language", () => {
  const refund: Receipt = {
    ...receipt,
    kind: 'refund',
    method: null,
    account: { ...receipt.account, refundedCents: 20_000, creditCents: 5_000 },
  };
  const reversal: Receipt = {
    ...receipt,
    kind: 'reversal',
    reference: null,
    reverses: { number: 'R-2027-0041', kind: 'refund' },
  };

  it.each([
    ['payment', receipt],
    ['refund', refund],
    ['reversal', reversal],
  ])('writes an English %s in the words of domain/receipt.ts', (_kind, r) => {
    const words = receiptWords(r);
    expect(words.title).toBe(receiptTitle(r));
    expect(words.lines).toEqual([r.number, `Recorded ${receiptMomentLabel(r.recordedAt)}`]);
    expect(words.sections.map((part) => part.rows)).toEqual([
      receiptBookingRows(r),
      receiptEntryRows(r),
      receiptAccountRows(r),
    ]);
    expect(words.sections.map((part) => part.heading)).toEqual([
      'Booking',
      r.kind === 'reversal' ? 'Correction' : 'Entry',
      'Your account after it',
    ]);
  });

  it('writes a Russian receipt in Russian, Cyrillic read back from the PDF', async () => {
    const pdf = await receiptPdf(receipt, 'ru');
    expect(pdf.toString('latin1')).toContain('/Lang (ru)');
    const text = spaced(await pdfText(pdf));
    for (const words of [
      'Квитанция',
      'R-2027-0042',
      'Платёж получен',
      'БРОНИРОВАНИЕ',
      'Номер бронирования',
      'BK-7Q4M2X',
      'с 10 апреля 2027 г. по 14 апреля 2027 г.',
      'Получено',
      '700,50 $',
      'Дата получения',
      '3 марта 2027 г.',
      'Банковский перевод',
      'Стоимость проживания',
      '1 401,00 $',
      'Осталось оплатить',
      'Анна Кузнецова',
      'Суммы указаны в долларах США',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Balance due');
    expect(text).not.toContain('$700.50');
  });

  it('writes a German and a French receipt in their words and figures', async () => {
    const de = spaced(await pdfText(await receiptPdf(refund, 'de')));
    for (const words of ['Quittung', 'Erstattung gesendet', 'Erstatteter Betrag', '700,50 $']) {
      expect(de).toContain(words);
    }
    expect(de).toContain('Guthaben zu Ihren Gunsten');
    expect(de).toContain('10. April 2027 bis 14. April 2027');
    const fr = spaced(await pdfText(await receiptPdf(reversal, 'fr')));
    for (const words of ['Reçu', 'Remboursement annulé', 'Le reçu R-2027-0041', '700,50 $']) {
      expect(fr).toContain(words);
    }
    expect(fr).toContain('du 10 avril 2027 au 14 avril 2027');
    expect(fr).toContain('enregistré par erreur');
  });

  it('makes the same bytes for the same receipt in a language', async () => {
    const [one, two] = await Promise.all([receiptPdf(receipt, 'ru'), receiptPdf(receipt, 'ru')]);
    expect(one.equals(two)).toBe(true);
  });
});
