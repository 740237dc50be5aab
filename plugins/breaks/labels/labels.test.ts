import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text.ts';
import type { PdfKitDocument } from '../../../lib/pdf/document.ts';
import { labelSheet, LABEL_SHEET, type SpecimenLabel } from './label-sheet.ts';
import { drawQrCode } from '../../../lib/pdf/qr.ts';

const label = (n: number): SpecimenLabel => ({
  specimenNum: `1042.1.${n}`,
  castDate: '2026-10-27',
  testDate: '2026-11-24',
  sampleType: 'Concrete Cylinder 4x8',
  url: `https://lab.example/admin/break-report/${n}`,
});

describe('the specimen label sheet', () => {
  it('puts ten labels on a letter page: eleven need two pages, each label with its number and dates as text', async () => {
    expect(LABEL_SHEET.top * 2 + LABEL_SHEET.rows * LABEL_SHEET.height).toBe(792);
    const labels = Array.from({ length: 11 }, (_, index) => label(index + 1));
    const { text, pages } = await pdfText(await labelSheet({ title: 'Pickup 1042', footer: 'Materials Testing Lab', labels }));
    expect(pages).toBe(2);
    for (const item of labels) expect(text).toContain(item.specimenNum);
    expect(text).toContain('Cast: 10/27/2026');
    expect(text).toContain('Test: 11/24/2026');
  });

  it("draws every dark module of the link's QR code once, in runs, inside its box", () => {
    const url = 'https://lab.example/admin/break-report/123';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const rects: Array<[number, number, number, number]> = [];
    const doc = { rect: (...box: [number, number, number, number]) => rects.push(box), fillColor: () => doc, fill: () => doc };
    drawQrCode(doc as unknown as PdfKitDocument, url, 10, 20, 108);
    const cell = 108 / (modules.size + 4);
    expect(rects.reduce((sum, [, , width]) => sum + Math.round(width / cell), 0)).toBe(dark);
    expect(rects.length).toBeLessThan(dark);
    for (const [x, y, width, height] of rects) {
      expect(x).toBeGreaterThanOrEqual(10 + 2 * cell - 1e-9);
      expect(x + width).toBeLessThanOrEqual(10 + 108 - 2 * cell + 1e-9);
      expect(y + height).toBeLessThanOrEqual(20 + 108 - 2 * cell + 1e-9);
    }
  });
});
