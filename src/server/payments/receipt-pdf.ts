/**
 * A receipt as a PDF (issue 26 §2, decision 087), made with pdfkit on A4 in the DejaVu Sans
 * TrueType fonts (dejavu-fonts-ttf: Latin with its accents, Cyrillic and Greek in one file, free to
 * embed), subset into the file, so any guest's name prints as written and nothing is fetched.
 * It is written in the booking's language (issue 39, decision 131): its words are the server's
 * messages (`receipt_*`), its dates and amounts as that language writes them; English as before.
 * The same receipt makes the same bytes: the PDF's dates are the entry's, and pdfkit's file id is
 * made from them.
 */
import { letterhead, makePdf, rule } from '#server/lib/pdf-tools.ts';
import type { Language } from '#domain/languages.ts';
import { formatDate } from '#domain/locale-format.ts';
import { formatResortTime } from '#domain/locale-words.ts';
import {
  receiptAmount,
  receiptDateLabel,
  receiptMomentLabel,
  type Receipt,
  type ReceiptRow,
} from '#domain/receipt.ts';
import { brandColours } from '#domain/site-settings.ts';
import { messagesIn } from '#server/i18n/messages.ts';

/** 2 cm: room for a printer's edge and a hole punch. */
const MARGIN = 56;
const LABEL_WIDTH = 170;

/** Every word and figure of one receipt, in its language. */
export interface ReceiptWords {
  language: Language;
  /** The file's title and subject (its properties, and the title a PDF viewer shows). */
  fileTitle: string;
  fileSubject: string;
  paper: string;
  lines: [number: string, recorded: string];
  title: string;
  sections: { heading: string; rows: ReceiptRow[] }[];
  notes: [note: string, questions: string];
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/**
 * An amount with its cents, as every receipt writes it, so its figures line up and add up:
 * '$1,401.00' (en, `receiptAmount`), '1 401,00 $' (ru, fr), '1.401,00 $' (de). locale-format's
 * `formatMoney` leaves whole dollars without cents, as pages and e-mails want; a receipt does not.
 */
export function receiptAmountIn(language: Language, cents: number): string {
  if (language === 'en') return receiptAmount(cents);
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/**
 * The receipt's words in `language`, from the server's messages (`receipt_*`, src/server/i18n):
 * English reads as the rows of domain/receipt.ts, word for word (receipt-pdf.test.ts checks).
 */
export function receiptWords(receipt: Receipt, language: Language = 'en'): ReceiptWords {
  const t = messagesIn(language);
  const english = language === 'en';
  const amount = (cents: number) => receiptAmountIn(language, cents);
  const day = (iso: string) =>
    english ? receiptDateLabel(iso) : formatDate(language, iso, { month: 'long' });
  const moment = english
    ? receiptMomentLabel(receipt.recordedAt)
    : formatResortTime(language, receipt.recordedAt);
  const reversed = receipt.reverses?.kind === 'refund' ? 'refund' : 'payment';
  const title =
    receipt.kind === 'payment'
      ? t.mail_receipt_title_payment()
      : receipt.kind === 'refund'
        ? t.mail_receipt_title_refund()
        : reversed === 'refund'
          ? t.mail_receipt_title_refund_cancelled()
          : t.mail_receipt_title_payment_cancelled();

  const entry: ReceiptRow[] = [];
  if (receipt.kind === 'reversal') {
    const facts = { number: receipt.reverses?.number ?? '', amount: amount(receipt.amountCents) };
    entry.push([
      t.receipt_cancels(),
      reversed === 'refund' ? t.receipt_cancels_refund(facts) : t.receipt_cancels_payment(facts),
    ]);
    entry.push([t.receipt_amount(), amount(receipt.amountCents)]);
    entry.push([t.receipt_date(), day(receipt.receivedOn)]);
  } else {
    const payment = receipt.kind === 'payment';
    entry.push([
      payment ? t.receipt_amount_received() : t.receipt_amount_refunded(),
      amount(receipt.amountCents),
    ]);
    entry.push([
      payment ? t.receipt_date_received() : t.receipt_date_sent(),
      day(receipt.receivedOn),
    ]);
    if (receipt.method) entry.push([t.receipt_method(), METHODS[receipt.method](t)]);
    if (receipt.reference) entry.push([t.receipt_reference(), receipt.reference]);
  }

  const a = receipt.account;
  const account: ReceiptRow[] = [
    [t.receipt_total(), amount(a.totalCents)],
    [t.receipt_paid(), amount(a.paidCents)],
  ];
  if (a.refundedCents > 0) account.push([t.receipt_refunded(), amount(a.refundedCents)]);
  if (a.creditCents > 0) account.push([t.receipt_credit(), amount(a.creditCents)]);
  else account.push([t.receipt_balance(), amount(a.balanceCents)]);

  return {
    language,
    fileTitle: t.receipt_pdf_title({ number: receipt.number }),
    fileSubject: t.receipt_pdf_subject({ title, reference: receipt.bookingReference }),
    paper: t.receipt_paper(),
    lines: [receipt.number, t.receipt_recorded({ moment })],
    title,
    sections: [
      {
        heading: t.receipt_section_booking(),
        rows: [
          [t.receipt_guest(), receipt.guestName],
          [t.receipt_booking_reference(), receipt.bookingReference],
          [t.receipt_villa(), receipt.villaName],
          [
            t.receipt_stay(),
            t.receipt_stay_dates({ from: day(receipt.checkIn), to: day(receipt.checkOut) }),
          ],
        ],
      },
      {
        heading:
          receipt.kind === 'reversal' ? t.receipt_section_correction() : t.receipt_section_entry(),
        rows: entry,
      },
      { heading: t.receipt_section_account(), rows: account },
    ],
    notes: [
      receipt.kind === 'reversal'
        ? t.receipt_note_reversal({ number: receipt.reverses?.number ?? '' })
        : t.receipt_note_payment(),
      t.receipt_questions({ email: receipt.company.email, phone: receipt.company.phone }),
    ],
  };
}

type Messages = ReturnType<typeof messagesIn>;

/** How the money moved, in the receipt's language (the ledger's methods). */
const METHODS: Record<NonNullable<Receipt['method']>, (t: Messages) => string> = {
  bank_transfer: (t) => t.receipt_method_bank_transfer(),
  cash: (t) => t.receipt_method_cash(),
  card_at_villa: (t) => t.receipt_method_card_at_villa(),
  other: (t) => t.receipt_method_other(),
  card_online: (t) => t.receipt_method_card_online(),
};

/** The receipt's PDF, written in `language` (the booking's; English by default). */
export async function receiptPdf(receipt: Receipt, language: Language = 'en'): Promise<Buffer> {
  const recorded = new Date(receipt.recordedAt);
  const words = receiptWords(receipt, language);
  return makePdf(
    {
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: words.fileTitle,
        Author: receipt.company.name,
        Subject: words.fileSubject,
        Creator: receipt.company.name,
        CreationDate: recorded,
        ModDate: recorded,
      },
      lang: language,
      displayTitle: true,
    },
    (doc) => draw(doc, receipt, words),
  );
}

function draw(doc: PDFKit.PDFDocument, receipt: Receipt, words: ReceiptWords) {
  const width = doc.page.width - 2 * MARGIN;
  const { company } = receipt;

  // The company, left; the receipt's name and number, right.
  let y =
    letterhead(doc, {
      company,
      paper: words.paper,
      lines: [
        { text: words.lines[0], size: 12, colour: brandColours.ink },
        { text: words.lines[1], size: 9, colour: brandColours.inkSoft },
      ],
      companyShare: 0.6,
    }) + 18;
  rule(doc, y, brandColours.gold600);
  y += 18;

  doc.font('bold').fontSize(14).fillColor(brandColours.teal800);
  doc.text(words.title, MARGIN, y, { width });
  y = doc.y + 10;

  for (const { heading, rows } of words.sections) y = section(doc, y, heading, rows);

  doc.font('regular').fontSize(9).fillColor(brandColours.inkSoft);
  doc.text(words.notes[0], MARGIN, y + 8, { width });
  doc.text(words.notes[1], { width });
}

/** A heading and its rows, label left and value beside it; returns the y below it. */
function section(doc: PDFKit.PDFDocument, top: number, heading: string, rows: ReceiptRow[]) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(10).fillColor(brandColours.gold600);
  doc.text(heading.toUpperCase(), MARGIN, top, { width, characterSpacing: 0.6 });
  let y = doc.y + 4;
  rule(doc, y, brandColours.sand200);
  y += 6;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(10).fillColor(brandColours.inkSoft);
    doc.text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.font('regular').fontSize(11).fillColor(brandColours.ink);
    doc.text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    y = Math.max(labelBottom, doc.y) + 5;
  }
  return y + 12;
}
