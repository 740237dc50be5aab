import { strToU8, zipSync } from 'fflate';

/** One column of a sheet: its header, its width in characters, and the format of its numbers. */
export interface XlsxColumn {
  header: string;
  width: number;
  /** `date` cells are days shown mm/dd/yyyy; `money` numbers are dollars, `$1,234.50`. */
  format?: 'date' | 'money';
}

/** A cell: text, a number, a date (a day, written as a date cell), or nothing. */
export type XlsxCell = string | number | Date | null;

/** Style indexes of styles.xml below: the header's bold font, the date and the currency formats. */
const HEADER_STYLE = 1;
const DATE_STYLE = 2;
const MONEY_STYLE = 3;
const FORMAT_STYLES = { date: DATE_STYLE, money: MONEY_STYLE } as const;
const DAY_MS = 86_400_000;
/** Spreadsheets count days from 1899-12-30. */
const EPOCH_MS = Date.UTC(1899, 11, 30);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/><numFmt numFmtId="165" formatCode="&quot;$&quot;#,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Text safe inside XML: escaped, without the control characters XML cannot hold. */
function xmlText(text: string): string {
  return (
    text
      // oxlint-disable-next-line no-control-regex -- these are the characters XML 1.0 refuses
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** A sheet name as spreadsheets take it: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** `A`, `B`, ... `Z`, `AA`: the letters of a column, from 0. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The day of a date as a spreadsheet's serial number: 2026-01-05 is 46027. */
export function serialDay(date: Date): number {
  return Math.floor((date.getTime() - EPOCH_MS) / DAY_MS);
}

function cell(reference: string, value: XlsxCell, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === '') return style ? `<c r="${reference}"${s}/>` : '';
  if (value instanceof Date) return `<c r="${reference}" s="${DATE_STYLE}"><v>${serialDay(value)}</v></c>`;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${reference}"${s}><v>${value}</v></c>`;
  return `<c r="${reference}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

/**
 * A workbook of one sheet: a bold header row, frozen and with filters, then the rows; date
 * columns carry the `mm/dd/yyyy` format and money columns a dollar format. Strings are written
 * inline (no shared-strings table), so a sheet is written in one pass, and the parts are
 * deflated into the package with fflate.
 */
export function writeXlsx(name: string, columns: readonly XlsxColumn[], rows: readonly (readonly XlsxCell[])[]): Uint8Array {
  const letters = columns.map((_, index) => columnLetters(index));
  const sheetRows = [
    `<row r="1">${columns.map((column, index) => cell(`${letters[index]}1`, column.header, HEADER_STYLE)).join('')}</row>`,
    ...rows.map(
      (row, rowIndex) =>
        `<row r="${rowIndex + 2}">${columns
          .map((column, index) =>
            cell(`${letters[index]}${rowIndex + 2}`, row[index] ?? null, column.format ? FORMAT_STYLES[column.format] : 0),
          )
          .join('')}</row>`,
    ),
  ];
  const cols = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`);
  // The header row stays in view while scrolling, and carries the filter buttons.
  const range = columns.length ? `A1:${letters.at(-1)}${rows.length + 1}` : '';
  const views = `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${views}${cols.length ? `<cols>${cols.join('')}</cols>` : ''}<sheetData>${sheetRows.join('')}</sheetData>${range ? `<autoFilter ref="${range}"/>` : ''}</worksheet>`;
  const title = sheetName(name);
  // Spreadsheets keep a sheet's filter range under this reserved name too.
  const filterName = range
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlText(`'${title.replaceAll("'", "''")}'!$${range.replace(':', ':$').replace(/(\d+)/g, '$$$1')}`)}</definedName></definedNames>`
    : '';
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(title)}" sheetId="1" r:id="rId1"/></sheets>${filterName}</workbook>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(workbook),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/styles.xml': strToU8(STYLES),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    },
    { level: 6 },
  );
}
