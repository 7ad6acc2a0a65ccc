/**
 * A receipt as a PDF (issue 26 §2, decision 087), made with pdfkit on A4 in the DejaVu Sans
 * TrueType fonts (dejavu-fonts-ttf: Latin with its accents, Cyrillic and Greek in one file, free to
 * embed), subset into the file, so any guest's name prints as written and nothing is fetched.
 * The same receipt makes the same bytes: the PDF's dates are the entry's, and pdfkit's file id is
 * made from them.
 */
import { letterhead, makePdf, rule } from '#server/lib/pdf-tools.ts';
import {
  receiptAccountRows,
  receiptBookingRows,
  receiptEntryRows,
  receiptMomentLabel,
  receiptTitle,
  type Receipt,
  type ReceiptRow,
} from '#domain/receipt.ts';
import { brandColours } from '#domain/site-settings.ts';

/** 2 cm: room for a printer's edge and a hole punch. */
const MARGIN = 56;
const LABEL_WIDTH = 170;

export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const recorded = new Date(receipt.recordedAt);
  return makePdf(
    {
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `Receipt ${receipt.number}`,
        Author: receipt.company.name,
        Subject: `${receiptTitle(receipt)}: booking ${receipt.bookingReference}`,
        Creator: receipt.company.name,
        CreationDate: recorded,
        ModDate: recorded,
      },
      lang: 'en',
      displayTitle: true,
    },
    (doc) => draw(doc, receipt),
  );
}

function draw(doc: PDFKit.PDFDocument, receipt: Receipt) {
  const width = doc.page.width - 2 * MARGIN;
  const { company } = receipt;

  // The company, left; the receipt's name and number, right.
  let y =
    letterhead(doc, {
      company,
      paper: 'Receipt',
      lines: [
        { text: receipt.number, size: 12, colour: brandColours.ink },
        {
          text: `Recorded ${receiptMomentLabel(receipt.recordedAt)}`,
          size: 9,
          colour: brandColours.inkSoft,
        },
      ],
      companyShare: 0.6,
    }) + 18;
  rule(doc, y, brandColours.gold600);
  y += 18;

  doc.font('bold').fontSize(14).fillColor(brandColours.teal800);
  doc.text(receiptTitle(receipt), MARGIN, y, { width });
  y = doc.y + 10;

  y = section(doc, y, 'Booking', receiptBookingRows(receipt));
  y = section(
    doc,
    y,
    receipt.kind === 'reversal' ? 'Correction' : 'Entry',
    receiptEntryRows(receipt),
  );
  y = section(doc, y, 'Your account after it', receiptAccountRows(receipt));

  doc.font('regular').fontSize(9).fillColor(brandColours.inkSoft);
  const note =
    receipt.kind === 'reversal'
      ? `This receipt cancels receipt ${receipt.reverses?.number ?? ''}, which was recorded in error. Amounts in US dollars.`
      : 'Thank you. Amounts in US dollars. Keep this receipt for your records.';
  doc.text(note, MARGIN, y + 8, { width });
  doc.text(`Questions: ${company.email} or ${company.phone}.`, { width });
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
