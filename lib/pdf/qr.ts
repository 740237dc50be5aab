import QRCode from 'qrcode';
import type { PdfKitDocument } from './document.ts';

/**
 * Draws a QR code of `text` as vector squares (sharp at any print size) in a `size`-point box
 * whose top left corner is at x, y, with the two-module quiet zone scanners need around it.
 * Medium error correction: a label survives a smudge or a bent corner.
 */
export function drawQrCode(doc: PdfKitDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      // One rectangle per run of dark modules keeps the file small.
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}
