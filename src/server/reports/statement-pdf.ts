/**
 * A villa's monthly statement as a PDF (issue 28 §3, decision 097), drawn as the receipts are
 * (payments/receipt-pdf.ts, decision 087): pdfkit, the DejaVu Sans fonts embedded as subsets, the
 * company's name and address at the top, A4. Landscape: eleven columns do not fit a portrait
 * page at a size one can read. Long tables go on over pages, their header repeated on each.
 */
import { letterhead, makePdf, rule } from '#server/lib/pdf-tools.ts';
import { utcDateLabel } from '#domain/date-labels.ts';
import type { IsoDate } from '#domain/dates.ts';
import { receiptAmount } from '#domain/receipt.ts';
import { brandColours } from '#domain/site-settings.ts';
import { STATEMENT_COLUMNS, type Statement, type StatementLine } from './statement.ts';

/** 14 mm: the widest margin that leaves the eleven columns room on a landscape A4 page. */
const MARGIN = 40;
const FONT_SIZE = 8.5;
const CELL_GAP = 4;
/**
 * The columns' widths in points, in STATEMENT_COLUMNS' order: 762, a landscape A4 page less its
 * margins. Figures are right-aligned so their decimals line up.
 */
const WIDTHS = [62, 64, 62, 68, 108, 66, 44, 72, 72, 72, 72] as const;
const RIGHT_FROM = 6;

const shortDate = (date: IsoDate) =>
  utcDateLabel(new Date(`${date}T00:00:00Z`), { month: 'short' });
const amount = (cents: number | null) => (cents === null ? '' : receiptAmount(cents));

/** A line's cells as the PDF prints them. */
function lineTexts(line: StatementLine): string[] {
  return [
    line.bookedOn === null ? '' : shortDate(line.bookedOn),
    line.reference ?? '',
    shortDate(line.arrival),
    shortDate(line.departure),
    line.guest,
    line.channel,
    String(line.nights),
    amount(line.averageNightCents),
    amount(line.totalCents),
    amount(line.paidCents),
    amount(line.balanceCents),
  ];
}

export async function statementPdf(statement: Statement, madeAt: Date): Promise<Buffer> {
  const title = `Statement: ${statement.villa.name}, ${statement.monthLabel}`;
  return makePdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      info: {
        Title: title,
        Author: statement.company.name,
        Subject: `The stays that arrived at ${statement.villa.name} in ${statement.monthLabel}`,
        Creator: statement.company.name,
        CreationDate: madeAt,
        ModDate: madeAt,
      },
      lang: 'en',
      displayTitle: true,
    },
    (doc) => draw(doc, statement, title),
  );
}

function draw(doc: PDFKit.PDFDocument, statement: Statement, title: string) {
  const width = doc.page.width - 2 * MARGIN;
  const { company } = statement;

  // The company, left; what the paper is, right: as on a receipt.
  let y =
    letterhead(doc, {
      company,
      paper: 'Statement',
      lines: [
        {
          text: `${statement.villa.name} · ${statement.monthLabel}`,
          size: 12,
          colour: brandColours.ink,
        },
      ],
      companyShare: 0.55,
    }) + 14;
  rule(doc, y, brandColours.gold600);
  y += 14;
  doc.font('bold').fontSize(14).fillColor(brandColours.teal800);
  doc.text(title, MARGIN, y, { width });
  doc.font('regular').fontSize(9).fillColor(brandColours.inkSoft);
  doc.text(
    'The stays that arrived in the month: confirmed bookings and stays imported from the platforms’ calendars. Amounts in US dollars; an imported stay’s total is the amount the team entered, blank while unknown, and its payment was taken by the platform.',
    { width },
  );
  y = doc.y + 12;

  if (statement.lines.length === 0) {
    doc.font('regular').fontSize(12).fillColor(brandColours.ink);
    doc.text(`No stays arrived in ${statement.monthLabel}.`, MARGIN, y, { width });
    return;
  }

  y = headerRow(doc, y);
  for (const line of statement.lines) {
    y = row(doc, y, lineTexts(line), 'regular');
  }
  const { totals } = statement;
  y += 2;
  rule(doc, y, brandColours.ink);
  y += 4;
  y = row(
    doc,
    y,
    [
      'Total',
      '',
      '',
      '',
      `${totals.stays} ${totals.stays === 1 ? 'stay' : 'stays'}`,
      '',
      String(totals.nights),
      amount(totals.averageNightCents),
      amount(totals.totalCents),
      amount(totals.paidCents),
      amount(totals.balanceCents),
    ],
    'bold',
  );
  if (totals.nightsWithoutAmount > 0) {
    doc.font('regular').fontSize(9).fillColor(brandColours.inkSoft);
    const nights = totals.nightsWithoutAmount;
    doc.text(
      `${nights} ${nights === 1 ? 'night' : 'nights'} of imported stays have no amount entered: left out of the total and the average night price.`,
      MARGIN,
      y + 8,
      { width },
    );
  }
}

/** The height a row of `texts` takes, its longest cell wrapped in its column. */
function rowHeight(doc: PDFKit.PDFDocument, texts: readonly string[]): number {
  return Math.max(
    ...texts.map((text, i) =>
      doc.heightOfString(text || ' ', { width: (WIDTHS[i] ?? 40) - CELL_GAP }),
    ),
  );
}

/** Draws a row of cells at `y` (on a new page when it would not fit); returns the y below it. */
function row(
  doc: PDFKit.PDFDocument,
  top: number,
  texts: readonly string[],
  font: 'regular' | 'bold',
): number {
  doc.font(font).fontSize(FONT_SIZE).fillColor(brandColours.ink);
  let y = top;
  const height = rowHeight(doc, texts);
  if (y + height > doc.page.height - MARGIN) {
    doc.addPage();
    y = headerRow(doc, MARGIN);
    doc.font(font).fontSize(FONT_SIZE).fillColor(brandColours.ink);
  }
  let x = MARGIN;
  texts.forEach((text, i) => {
    const columnWidth = WIDTHS[i] ?? 40;
    doc.text(text, x, y, {
      width: columnWidth - CELL_GAP,
      align: i >= RIGHT_FROM ? 'right' : 'left',
    });
    x += columnWidth;
  });
  y += height + 5;
  if (font === 'regular') {
    doc
      .moveTo(MARGIN, y - 2.5)
      .lineTo(doc.page.width - MARGIN, y - 2.5)
      .lineWidth(0.5)
      .strokeColor(brandColours.sand200)
      .stroke();
  }
  return y;
}

/** The columns' names, in the gold of the receipts' headings; returns the y below them. */
function headerRow(doc: PDFKit.PDFDocument, top: number): number {
  doc.font('bold').fontSize(FONT_SIZE).fillColor(brandColours.gold600);
  const names = STATEMENT_COLUMNS.map((name) => name.toUpperCase());
  const height = rowHeight(doc, names);
  let x = MARGIN;
  names.forEach((name, i) => {
    const columnWidth = WIDTHS[i] ?? 40;
    doc.text(name, x, top, {
      width: columnWidth - CELL_GAP,
      align: i >= RIGHT_FROM ? 'right' : 'left',
    });
    x += columnWidth;
  });
  const y = top + height + 4;
  rule(doc, y, brandColours.gold600);
  return y + 5;
}
