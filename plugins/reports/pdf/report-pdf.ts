import { createPdf, type PdfKitDocument } from '../../../core/pdf/document.ts';
import { drawTable } from '../../../core/pdf/table.ts';
import { GRAPH_RATIO } from './stress-strain.ts';
import type { LabelledValue, ReportData } from '../../templates/index.ts';

/** What a report's PDF prints, gathered by the generation service. */
export interface ReportDocument {
  labName: string;
  /** The customer's report header image (jpg or png), printed across the top of the first page. */
  headerImage?: Uint8Array | null;
  data: ReportData;
  /** The report's own heading lines: report number, customer, pickup, project address, dates. */
  heading: LabelledValue[];
  /** The results table's extra columns' labels, in the template's `report.columns` order. */
  columnLabels: Array<{ key: string; label: string }>;
  /** Row indexes of failed results, printed in red. */
  failedRows: ReadonlySet<number>;
  remarks: string[];
  testedBy: string[];
  reviewedBy: string | null;
  amendment: string | null;
  /** The stress-strain graph (PNG), when the template asks for one and the results allow it. */
  graph?: Uint8Array | null;
  /** A preview, not an issued document: says so at its head. */
  preview?: boolean;
}

export const PREVIEW_NOTICE = 'Preview: not an issued report';

function labelled(doc: PdfKitDocument, title: string, rows: readonly LabelledValue[]): void {
  if (rows.length === 0) return;
  doc.moveDown(0.6).font('bold').fontSize(11).text(title);
  doc.font('regular').fontSize(9);
  for (const row of rows) {
    doc
      .font('bold')
      .text(`${row.label}: `, { continued: true })
      .font('regular')
      .text(row.value || '—');
  }
}

/** The graph across the page's width, on a new page when it does not fit under the text above. */
function drawGraph(doc: PdfKitDocument, png: Uint8Array): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const height = width * GRAPH_RATIO;
  if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6).font('bold').fontSize(11).text('Stress-Strain Graph');
  doc.image(Buffer.from(png), doc.page.margins.left, doc.y + 4, { width });
  doc.y += height + 8;
  doc.x = doc.page.margins.left;
}

/**
 * Writes a report as a PDF: the lab and the method, the report's heading, general info, the
 * data sheet, the composite sections, the results table with pass/fail and the template's
 * summary, remarks, who tested and who reviewed; pages numbered by core/pdf.
 */
export function writeReportPdf(input: ReportDocument): Promise<Buffer> {
  const { data } = input;
  const pdf = createPdf({
    title: `${data.template.title}: ${data.report.sampleNum ?? ''}`,
    author: input.labName,
    subject: data.template.standard,
    footer: `${input.labName} · Report ${data.report.sampleNum ?? ''}`,
  });
  const { doc } = pdf;
  if (input.headerImage) {
    doc.image(Buffer.from(input.headerImage), { fit: [doc.page.width - doc.page.margins.left - doc.page.margins.right, 90] });
    doc.moveDown(0.5);
  }
  doc.font('bold').fontSize(16).text(input.labName);
  doc.font('bold').fontSize(13).text(data.template.title);
  if (data.template.standard) doc.font('regular').fontSize(9).text(data.template.standard);
  if (input.preview) doc.moveDown(0.3).font('bold').fontSize(10).fillColor('#b45309').text(PREVIEW_NOTICE).fillColor('#000000');
  if (input.amendment)
    doc.moveDown(0.3).font('bold').fontSize(10).fillColor('#b91c1c').text(`Amended: ${input.amendment}`).fillColor('#000000');
  labelled(doc, 'Report', input.heading);
  labelled(doc, 'General Info', data.generalInfo);
  labelled(doc, 'Data Sheet Info', data.dataSheetInfo);
  labelled(doc, 'Material Identification', data.materialIdentification);
  if (data.equipment.length > 0) {
    labelled(
      doc,
      'Test Equipment',
      data.equipment.map((item) => ({
        label: item.name ?? 'Equipment',
        value: Object.entries(item)
          .filter(([key]) => key !== 'name')
          .map(([, value]) => value)
          .filter(Boolean)
          .join(' · '),
      })),
    );
  }
  doc.moveDown(0.8).font('bold').fontSize(11).text('Results');
  doc.moveDown(0.2).font('regular');
  drawTable(doc, {
    columns: [
      { header: 'Specimen #', weight: 1.2 },
      { header: 'Test Date', weight: 1.1 },
      ...input.columnLabels.map((column) => ({ header: column.label, align: 'right' as const })),
      { header: 'Status', weight: 1 },
    ],
    rows: data.specimens.map((row) => [
      row.specimenNum ?? '',
      row.testDate ?? '',
      ...input.columnLabels.map((column) => row[column.key] ?? ''),
      row.status ?? '',
    ]),
    highlight: input.failedRows,
    fontSize: 8,
  });
  labelled(doc, 'Summary', data.summary);
  if (input.graph) drawGraph(doc, input.graph);
  if (input.remarks.length > 0) {
    doc.moveDown(0.6).font('bold').fontSize(11).text('Remarks');
    doc.font('regular').fontSize(9);
    for (const remark of input.remarks) doc.text(`• ${remark}`);
  }
  doc.moveDown(0.8).font('regular').fontSize(9);
  doc
    .font('bold')
    .text('Tested by: ', { continued: true })
    .font('regular')
    .text(input.testedBy.join(', ') || '—');
  doc
    .font('bold')
    .text('Reviewed by: ', { continued: true })
    .font('regular')
    .text(input.reviewedBy ?? 'Not yet reviewed');
  return pdf.finish();
}
