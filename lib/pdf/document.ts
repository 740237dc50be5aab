import PdfKit from 'pdfkit';
import { pdfFonts } from './fonts.ts';

/** A PDF being written: pdfkit's document, with the portal's fonts registered as `regular` and `bold`. */
export type PdfKitDocument = InstanceType<typeof PdfKit>;

export interface PdfOptions {
  /** The document's title, kept in its properties (and shown by viewers in the window title). */
  title: string;
  author?: string;
  subject?: string;
  /** Letter paper by default (a US lab); landscape for wide tables. */
  layout?: 'portrait' | 'landscape';
  /** Writes `Page n of m` (and the footer text, when given) at the foot of every page. */
  footer?: string;
  /** PDF/A-2b (archival: sRGB output intent, XMP identification, embedded fonts only), for documents a lab keeps and sends. */
  archival?: boolean;
}

export interface PdfBuilder {
  doc: PdfKitDocument;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

export const PDF_MARGIN = 54;
const FOOTER_SIZE = 8;

function writeFooters(doc: PdfKitDocument, footer: string | undefined): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - PDF_MARGIN / 2 - FOOTER_SIZE;
    const width = doc.page.width - 2 * PDF_MARGIN;
    // The bottom margin is lifted for the footer, or pdfkit would start a new page under it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(FOOTER_SIZE).fillColor('#555555');
    if (footer) doc.text(footer, PDF_MARGIN, bottom, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, PDF_MARGIN, bottom, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor('#000000');
}

/**
 * Starts a PDF with embedded fonts, ready for text, tables and images; `finish()` numbers the
 * pages and answers the bytes. Runs on the server only.
 * @example
 * const pdf = createPdf({ title: 'Invoice 1042', footer: 'Materials Testing Lab' });
 * pdf.doc.font('bold').fontSize(16).text('Invoice 1042');
 * const bytes = await pdf.finish();
 */
export function createPdf(options: PdfOptions): PdfBuilder {
  const doc = new PdfKit({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: options.title, Author: options.author ?? '', Subject: options.subject ?? '' },
    displayTitle: true,
    ...(options.archival ? { pdfVersion: '1.7' as const, subset: 'PDF/A-2b' as const, lang: 'en-US' } : {}),
  });
  const fonts = pdfFonts();
  // pdfkit takes a parsed fontkit font as a source; its types name only paths and buffers.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  doc.font('regular').fontSize(10);
  const chunks: Buffer[] = [];
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      writeFooters(doc, options.footer);
      doc.end();
      return ended;
    },
  };
}
