/**
 * What every PDF of the product is made with (receipts, decision 087; statements, decision 097):
 * pdfkit and the DejaVu Sans TrueType fonts (dejavu-fonts-ttf: Latin with its accents, Cyrillic
 * and Greek in one file, free to embed), subset into each file, so any guest's name prints as
 * written and nothing is fetched. pdfkit (150-270 ms to import on the 2-core machine) and the two
 * fonts (1.4 MB) are loaded once, when the first PDF is made: the server's start waits for
 * neither (decision 066).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

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
