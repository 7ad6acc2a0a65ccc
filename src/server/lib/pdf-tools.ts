/**
 * What every PDF of the product (receipts, decision 087; statements, decision 097) is made with,
 * and the parts each paper shares: its letterhead and rules. pdfkit and the DejaVu Sans TrueType
 * fonts (dejavu-fonts-ttf: Latin with its accents, Cyrillic and Greek in one file, free to embed),
 * subset into each file, so any guest's name prints as written and nothing is fetched. pdfkit (150-270 ms to import on the 2-core machine) and the two
 * fonts (1.4 MB) are loaded once, when the first PDF is made: the server's start waits for
 * neither (decision 066).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { brandColours } from '#domain/site-settings.ts';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let pdfkit: Promise<typeof PDFKitDocument> | undefined;
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/**
 * A PDF's bytes: a pdfkit document made with `options` (its fonts registered as 'regular' and
 * 'bold'), drawn by `draw`.
 */
export async function makePdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  fonts ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  const [PDFDocument, { regular, bold }] = await Promise.all([pdfkit, fonts]);
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  draw(doc);
  doc.end();
  return done;
}

/** A line across the page between its margins, at `y`. */
export function rule(doc: PDFKit.PDFDocument, y: number, colour: string): void {
  const { left, right } = doc.page.margins;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke();
}

/** A line of the letterhead's right side, under the paper's name. */
export interface LetterheadLine {
  text: string;
  size: number;
  colour: string;
}

/**
 * The top of every paper: the company's name, address and contacts on the left (in `companyShare`
 * of the width), what the paper is on the right in large type with `lines` under it. Returns the
 * y below both sides.
 */
export function letterhead(
  doc: PDFKit.PDFDocument,
  head: {
    company: { name: string; address: string; phone: string; email: string };
    paper: string;
    lines: readonly LetterheadLine[];
    companyShare: number;
  },
): number {
  const { left, right, top } = doc.page.margins;
  const width = doc.page.width - left - right;
  const companyWidth = width * head.companyShare;
  doc.font('bold').fontSize(16).fillColor(brandColours.teal800);
  doc.text(head.company.name, left, top, { width: companyWidth });
  doc.font('regular').fontSize(9).fillColor(brandColours.inkSoft);
  doc.text(head.company.address, { width: companyWidth });
  doc.text(`${head.company.phone}  ·  ${head.company.email}`, { width: companyWidth });
  const leftBottom = doc.y;
  doc.font('bold').fontSize(22).fillColor(brandColours.ink);
  doc.text(head.paper, left, top, { width, align: 'right' });
  doc.font('regular');
  for (const line of head.lines) {
    doc.fontSize(line.size).fillColor(line.colour);
    doc.text(line.text, { width, align: 'right' });
  }
  return Math.max(leftBottom, doc.y);
}
