/**
 * Just enough WordprocessingML to write a report layout: paragraphs, headings, bordered
 * tables, and the package parts Word needs to open the file.
 */

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface RunStyle {
  bold?: boolean;
  /** Half-points, as Word counts font sizes. */
  size?: number;
}

export function paragraph(text: string, style: RunStyle = {}, align?: 'center' | 'right'): string {
  const runProps = `${style.bold ? '<w:b/>' : ''}${style.size ? `<w:sz w:val="${style.size}"/>` : ''}`;
  const paraProps = `<w:pPr><w:spacing w:after="60"/>${align ? `<w:jc w:val="${align}"/>` : ''}</w:pPr>`;
  const run =
    text === '' ? '' : `<w:r>${runProps ? `<w:rPr>${runProps}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  return `<w:p>${paraProps}${run}</w:p>`;
}

export function heading(text: string): string {
  return paragraph(text, { bold: true, size: 24 });
}

export interface Cell {
  text: string;
  bold?: boolean;
}

const BORDERS = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
  .join('');

/**
 * A table over the page width; `widths` are fifths-of-a-percent (5000 = the full width). With
 * `fitToContent`, Word sizes each column to its content (a column is never narrower than its
 * widest word, so no date or word breaks), in a smaller type.
 */
export function table(rows: readonly (readonly Cell[])[], widths: readonly number[], fitToContent = false): string {
  const grid = widths.map((width) => `<w:gridCol w:w="${Math.round(width * 1.87)}"/>`).join('');
  const size = fitToContent ? 16 : 18;
  const cellWidth = (i: number) => (fitToContent ? '<w:tcW w:w="0" w:type="auto"/>' : `<w:tcW w:w="${widths[i] ?? 0}" w:type="pct"/>`);
  const body = rows
    .map((cells) => {
      const xml = cells
        .map((cell, i) => `<w:tc><w:tcPr>${cellWidth(i)}</w:tcPr>${paragraph(cell.text, { bold: cell.bold ?? false, size })}</w:tc>`)
        .join('');
      return `<w:tr>${xml}</w:tr>`;
    })
    .join('');
  const layout = fitToContent ? '<w:tblLayout w:type="autofit"/>' : '';
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${BORDERS}</w:tblBorders>${layout}</w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

/** The page footer: `text` at the left, "Page x of y" (Word's PAGE and NUMPAGES fields) at the right. */
export function footerXml(text: string): string {
  const run = (content: string) => `<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">${escapeXml(content)}</w:t></w:r>`;
  const field = (name: string) => `<w:fldSimple w:instr=" ${name} ">${run('1')}</w:fldSimple>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="10080"/></w:tabs></w:pPr>${run(text)}<w:r><w:tab/></w:r>${run('Page ')}${field('PAGE')}${run(' of ')}${field('NUMPAGES')}</w:p>` +
    '</w:ftr>'
  );
}

export function documentXml(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<w:body>${body}<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter1"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`
  );
}

export const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="png" ContentType="image/png"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' +
  '</Types>';

export const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

export const DOCUMENT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rIdFooter1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' +
  '</Relationships>';
