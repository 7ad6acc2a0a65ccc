/**
 * The text of a PDF, page by page, read with Mozilla's pdf.js (pdfjs-dist, a dev dependency): the
 * receipts' fonts are embedded subsets, so their text is read through the fonts' ToUnicode maps,
 * as a PDF reader shows and copies it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({
    // pdf.js takes the buffer over: a copy, so the caller's bytes stay readable.
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}
