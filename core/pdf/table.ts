import type { PdfKitDocument } from './document.ts';

export interface PdfColumn {
  header: string;
  /** A share of the table's width; the shares of all columns are scaled to fill it. */
  weight?: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTableOptions {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  fontSize?: number;
  /** Rows whose text is drawn in red (a failed result), by index. */
  highlight?: ReadonlySet<number>;
}

const PADDING = 3;
const RULE = '#999999';

function columnWidths(columns: readonly PdfColumn[], total: number): number[] {
  const weights = columns.map((column) => column.weight ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (total * weight) / sum);
}

function rowHeight(doc: PdfKitDocument, cells: readonly string[], widths: number[]): number {
  return Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index]! - 2 * PADDING }))) + 2 * PADDING;
}

function drawRow(
  doc: PdfKitDocument,
  cells: readonly string[],
  columns: readonly PdfColumn[],
  widths: number[],
  y: number,
  height: number,
) {
  let x = doc.page.margins.left;
  cells.forEach((cell, index) => {
    doc.text(cell, x + PADDING, y + PADDING, { width: widths[index]! - 2 * PADDING, align: columns[index]?.align ?? 'left' });
    x += widths[index]!;
  });
  doc
    .moveTo(doc.page.margins.left, y + height)
    .lineTo(x, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/**
 * Draws a table across the page's width at the current position. Cells wrap; a row that does
 * not fit starts a new page, which repeats the header row.
 */
export function drawTable(doc: PdfKitDocument, options: PdfTableOptions): void {
  const fontSize = options.fontSize ?? 9;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const widths = columnWidths(options.columns, width);
  const headers = options.columns.map((column) => column.header);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const drawHeader = () => {
    doc.font('bold').fontSize(fontSize);
    const height = rowHeight(doc, headers, widths);
    drawRow(doc, headers, options.columns, widths, doc.y, height);
    doc.y += height;
    doc.font('regular').fontSize(fontSize);
  };

  drawHeader();
  options.rows.forEach((row, index) => {
    doc.font('regular').fontSize(fontSize);
    const height = rowHeight(doc, row, widths);
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    doc.fillColor(options.highlight?.has(index) ? '#b00020' : '#000000');
    drawRow(doc, row, options.columns, widths, y, height);
    doc.fillColor('#000000');
    doc.y = y + height;
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.5);
}
