import { toDisplayDate } from '../../../shared/dates.ts';
import { createPdf } from '../../../lib/pdf/document.ts';
import { drawQrCode } from '../../../lib/pdf/qr.ts';

/** One specimen's label: what a technician reads at the press, and the link its QR code opens. */
export interface SpecimenLabel {
  specimenNum: string;
  castDate: string | null;
  testDate: string | null;
  sampleType: string;
  url: string;
}

/** Letter sheets of 2 × 5 labels of 4 × 2 in (Avery 5163 and its equals), in points. */
export const LABEL_SHEET = { columns: 2, rows: 5, width: 288, height: 144, left: 11.25, top: 36, gap: 13.5, qr: 108 } as const;
const PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

function drawLabel(doc: ReturnType<typeof createPdf>['doc'], label: SpecimenLabel, x: number, y: number): void {
  const pad = 12;
  drawQrCode(doc, label.url, x + pad / 2, y + (LABEL_SHEET.height - LABEL_SHEET.qr) / 2, LABEL_SHEET.qr);
  const textX = x + LABEL_SHEET.qr + pad;
  const width = LABEL_SHEET.width - LABEL_SHEET.qr - 2 * pad;
  const line = (text: string, top: number, font: 'regular' | 'bold', size: number) =>
    doc
      .font(font)
      .fontSize(size)
      .text(text, textX, y + top, { width, height: size + 4, lineBreak: false, ellipsis: true });
  line('Specimen #', 22, 'regular', 8);
  line(label.specimenNum, 33, 'bold', 15);
  line(`Cast: ${toDisplayDate(label.castDate) || 'not set'}`, 62, 'regular', 10);
  line(`Test: ${toDisplayDate(label.testDate) || 'not set'}`, 78, 'regular', 10);
  line(label.sampleType, 98, 'regular', 8);
}

/**
 * The label sheet of a pickup's specimens: each with its number, cast and test dates, sample
 * type and a QR code that opens its break form. Real text, so the sheet can be searched.
 * @example const pdf = await labelSheet({ title: 'Pickup 1042', labels, footer: 'Materials Testing Lab' });
 */
export async function labelSheet(options: { title: string; footer: string; labels: readonly SpecimenLabel[] }): Promise<Buffer> {
  const pdf = createPdf({ title: options.title, footer: options.footer });
  const { doc } = pdf;
  // Labels reach into the page's margins: the sheet's own layout places them.
  doc.page.margins.bottom = 0;
  options.labels.forEach((label, index) => {
    const slot = index % PER_PAGE;
    if (index > 0 && slot === 0) {
      doc.addPage();
      doc.page.margins.bottom = 0;
    }
    const column = slot % LABEL_SHEET.columns;
    const row = Math.floor(slot / LABEL_SHEET.columns);
    drawLabel(doc, label, LABEL_SHEET.left + column * (LABEL_SHEET.width + LABEL_SHEET.gap), LABEL_SHEET.top + row * LABEL_SHEET.height);
  });
  return pdf.finish();
}
