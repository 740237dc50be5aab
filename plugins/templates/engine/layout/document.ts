/**
 * Builds a template's DOCX layout from its template.json: the report header, its sections as
 * label/value tables, a results table with the template's report columns, and the summary.
 * The layout is a starting point the lab may restyle in Word; commands use { } delimiters.
 */
import { strToU8, zipSync } from 'fflate';
import type { TemplateDefinition } from '../schema.ts';
import { EQUIPMENT_FIELDS } from '../report-fields.ts';
import { CONTENT_TYPES, DOCUMENT_RELS, PACKAGE_RELS, documentXml, footerXml, heading, paragraph, table } from './ooxml.ts';
import type { Cell } from './ooxml.ts';

/** docx-templates reads commands between these; the report renderer uses the same. */
export const COMMAND_DELIMITER: [string, string] = ['{', '}'];

const cmd = (command: string): string => `${COMMAND_DELIMITER[0]}${command}${COMMAND_DELIMITER[1]}`;

/** A table whose middle row repeats once per item of `list`, named `item` inside the loop. */
function loopTable(
  list: string,
  item: string,
  header: readonly string[],
  cells: readonly string[],
  widths: readonly number[],
  fitToContent = false,
): string {
  const blank = (text: string): Cell[] => [{ text }, ...header.slice(1).map(() => ({ text: '' }))];
  const rows: Cell[][] = [];
  if (header.some((text) => text !== '')) rows.push(header.map((text) => ({ text, bold: true })));
  rows.push(
    blank(cmd(`FOR ${item} IN ${list}`)),
    cells.map((text) => ({ text })),
    blank(cmd(`END-FOR ${item}`)),
  );
  return table(rows, widths, fitToContent);
}

/** A label in bold and a value beside it, one table row each. */
function facts(rows: ReadonlyArray<readonly [string, string]>): string {
  return table(
    rows.map(([label, value]) => [{ text: label, bold: true }, { text: cmd(`INS ${value}`) }]),
    [1500, 3500],
  );
}

function labelValueSection(title: string, list: string): string {
  return heading(title) + loopTable(list, 'row', ['', ''], [cmd('INS $row.label'), cmd('INS $row.value')], [1800, 3200]);
}

function even(count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(5000 / count));
}

/** The document.xml of a layout, before packaging. */
export function layoutXml(definition: TemplateDefinition): string {
  const { report } = definition;
  const parts = [
    // The lab's identity (§7.8.2.1 b of ISO/IEC 17025), the title, and an amendment's reason.
    paragraph(cmd('INS report.labName'), { bold: true, size: 28 }),
    paragraph(cmd('INS report.labIdentity'), { size: 17 }),
    paragraph(cmd('INS report.title || template.title'), { bold: true, size: 32 }, 'center'),
    paragraph(
      `${cmd('IF report.amendReason')}Reason for the amendment: ${cmd('INS report.amendReason')}${cmd('END-IF')}`,
      { size: 20 },
      'center',
    ),
    paragraph(cmd('INS template.standard'), { size: 20 }, 'center'),
    table(
      [
        [
          { text: 'Report No.', bold: true },
          { text: cmd('INS report.sampleNum') },
          { text: 'Revision', bold: true },
          { text: cmd('INS report.revision') },
        ],
        [
          { text: 'Customer', bold: true },
          { text: cmd('INS report.customer') },
          { text: 'Report Date', bold: true },
          { text: cmd('INS report.reportDate') },
        ],
        [
          { text: 'Project Address', bold: true },
          { text: cmd('INS report.projectAddress') },
          { text: 'Cast Date', bold: true },
          { text: cmd('INS report.castDate') },
        ],
      ],
      [900, 1600, 900, 1600],
    ),
    labelValueSection('General Information', 'generalInfo'),
    labelValueSection('Data Sheet Information', 'dataSheetInfo'),
  ];
  if (report.sections.materialIdentification !== undefined)
    parts.push(labelValueSection('Material Identification', 'materialIdentification'));
  if (report.sections.testEquipment !== undefined) {
    const fields = report.sections.testEquipment.includedFields;
    parts.push(
      heading('Test Equipment'),
      loopTable(
        'equipment',
        'item',
        fields.map((field) => EQUIPMENT_FIELDS[field] ?? field),
        fields.map((field) => cmd(`INS $item.${field}`)),
        even(fields.length),
      ),
    );
  }
  const columns = [
    { label: 'Specimen #', key: 'specimenNum' },
    { label: 'Test Date', key: 'testDate' },
    ...report.columns,
    { label: 'Status', key: 'status' },
  ];
  parts.push(
    heading('Results'),
    loopTable(
      'specimens',
      'specimen',
      columns.map((column) => column.label),
      columns.map((column) => cmd(`INS $specimen.${column.key}`)),
      even(columns.length),
      true,
    ),
  );
  if (report.summary.length > 0) parts.push(labelValueSection('Summary', 'summary'));
  if (report.images !== undefined)
    parts.push(heading('Panel Images'), paragraph(`${cmd('FOR image IN images')}${cmd('IMAGE $image')}${cmd('END-FOR image')}`));
  if (report.graph === true)
    parts.push(heading('Stress-Strain Graph'), paragraph(`${cmd('IF graph')}${cmd('IMAGE graph')}${cmd('END-IF')}`));
  parts.push(
    paragraph(`${cmd('IF report.statements')}`),
    heading('Statements of the Laboratory'),
    paragraph(cmd('INS report.statements'), { size: 18 }),
    paragraph(cmd('END-IF')),
    heading('Approval'),
    facts([
      ['Tested by', 'report.testedBy'],
      ['Approved by', 'report.approvedBy'],
    ]),
    paragraph(cmd('INS report.itemsTested'), { size: 17 }),
    paragraph(`${cmd('IF report.verification')}Check this report at ${cmd('INS report.verification')}${cmd('END-IF')}`, { size: 17 }),
  );
  return documentXml(parts.join(''));
}

/** The layout's footer: the lab, the report and its revision on every page, with "Page x of y". */
export const LAYOUT_FOOTER = footerXml(
  `${cmd('INS report.labName')} · Report ${cmd('INS report.sampleNum')}, revision ${cmd('INS report.revision')}`,
);

/**
 * The layout as .docx bytes: stored uncompressed with a fixed date (1980-01-01, the earliest a
 * ZIP entry carries), so the same layout always gives the same bytes and a committed .docx diffs cleanly.
 */
export function buildLayout(definition: TemplateDefinition): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
      'word/document.xml': strToU8(layoutXml(definition)),
      'word/footer1.xml': strToU8(LAYOUT_FOOTER),
    },
    { level: 0, mtime: new Date(1980, 0, 1) },
  );
}
