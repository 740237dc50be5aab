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

const MIN_FONT_SIZE = 6;

/** The width of the widest word of each column (header in bold), padding included: no cell may be narrower. */
function widestWords(doc: PdfKitDocument, headers: readonly string[], rows: readonly (readonly string[])[], fontSize: number): number[] {
  const widest = (font: 'regular' | 'bold', text: string) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));
  };
  return headers.map(
    (header, index) => Math.max(widest('bold', header), ...rows.map((row) => widest('regular', row[index] ?? ''))) + 2 * PADDING + 1,
  );
}

/**
 * Column widths across `total`: each column at least its widest word (a date or a word never
 * breaks), the room left shared by the columns' weights. When the words do not fit at the
 * asked size, the table's type gets smaller, down to 6 pt.
 */
function layoutColumns(doc: PdfKitDocument, options: PdfTableOptions, total: number): { widths: number[]; fontSize: number } {
  const headers = options.columns.map((column) => column.header);
  const weights = options.columns.map((column) => column.weight ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  let fontSize = options.fontSize ?? 9;
  let minimum = widestWords(doc, headers, options.rows, fontSize);
  while (minimum.reduce((a, b) => a + b, 0) > total && fontSize > MIN_FONT_SIZE) {
    fontSize = Math.max(MIN_FONT_SIZE, fontSize - 0.5);
    minimum = widestWords(doc, headers, options.rows, fontSize);
  }
  // Each column takes its weight's share, or its minimum when that is more; the others share what is left.
  let fixed = new Set<number>();
  for (;;) {
    const room = total - [...fixed].reduce((a, index) => a + minimum[index]!, 0);
    const share = weights.reduce((a, weight, index) => (fixed.has(index) ? a : a + weight), 0) || sum;
    const widths = weights.map((weight, index) => (fixed.has(index) ? minimum[index]! : (room * weight) / share));
    const short = widths.flatMap((width, index) => (!fixed.has(index) && width < minimum[index]! ? [index] : []));
    if (short.length === 0 || room <= 0) return { widths, fontSize };
    fixed = new Set([...fixed, ...short]);
  }
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
 * Draws a table across the page's width at the current position. Cells wrap between words,
 * never inside one; a row that does not fit starts a new page, which repeats the header row.
 */
export function drawTable(doc: PdfKitDocument, options: PdfTableOptions): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const { widths, fontSize } = layoutColumns(doc, options, width);
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
