import { createPdf, type PdfKitDocument } from '../../../lib/pdf/document.ts';
import { drawQrCode } from '../../../lib/pdf/qr.ts';
import { drawTable } from '../../../lib/pdf/table.ts';
import { GRAPH_RATIO } from './stress-strain.ts';
import type { LabelledValue, ReportData } from '../../templates/index.ts';

/** Who the lab is, as every report prints it (ISO/IEC 17025 §7.8.2: the lab's name and address, its accreditation). */
export interface LabLines {
  name: string;
  /** Address, phone and e-mail, and the accreditation, one line each; empty settings leave no line. */
  lines: string[];
}

/** Who approved the revision, by name and role, and when (§7.8.2.1 k). */
export interface Approval {
  name: string;
  role: string;
  date: string;
}

/** What a report's PDF prints, gathered by the generation service. */
export interface ReportDocument {
  lab: LabLines;
  /** The customer's report header image (jpg or png), printed across the top of the first page. */
  headerImage?: Uint8Array | null;
  data: ReportData;
  /** The report's number, printed with its revision on every page. */
  reportNumber: string;
  revision: number;
  /** The report's own heading lines: customer, pickup, project address, dates. */
  heading: LabelledValue[];
  /** The results table's extra columns' labels, in the template's `report.columns` order. */
  columnLabels: Array<{ key: string; label: string }>;
  /** Row indexes of failed results, printed in red. */
  failedRows: ReadonlySet<number>;
  /** The lab's statements confirmed at review: deviations and conditions, with their reasons. */
  statements: string[];
  testedBy: string[];
  approval: Approval | null;
  /** An amended revision: why, and which revision it replaces (§7.8.8). */
  amendment: { reason: string; supersedes: number } | null;
  /** The stress-strain graph (PNG), when the template asks for one and the results allow it. */
  graph?: Uint8Array | null;
  /** An issued revision: the code and address of its public verification page, printed with a QR code. */
  verification?: { code: string; url: string } | null;
  /** Not an issued document: a preview, or an interim file of a report not yet finalized. */
  notice?: string | null;
  /** The chain of custody the driver recorded at pickup: who released the samples, when, the driver, the signature (PNG). */
  custody?: { releasedBy: string; time: string; driver: string | null; signature: Uint8Array | null } | null;
}

export const PREVIEW_NOTICE = 'Preview: not an issued report';
export const INTERIM_NOTICE = 'Interim report: not reviewed, not issued';
export const ITEMS_TESTED_STATEMENT = 'The results relate only to the items tested.';
export const REPRODUCTION_STATEMENT = 'This report shall not be reproduced except in full without the written approval of the laboratory.';

/** The title of an amended revision (§7.8.8.2: identified as such, naming what it replaces). */
export const amendedTitle = (revision: number, supersedes: number) =>
  `Amended report, revision ${revision}, supersedes revision ${supersedes}`;

/** Groups a verification code in fours, as it is printed and typed. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

const QR_SIZE = 72;

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

/** The lab's name and identity at the head of the first page, the QR code of an issued file at its right. */
function drawHead(doc: PdfKitDocument, input: ReportDocument): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  const textWidth = input.verification ? width - QR_SIZE - 12 : width;
  doc.font('bold').fontSize(16).text(input.lab.name, left, top, { width: textWidth });
  doc.font('regular').fontSize(8.5);
  for (const line of input.lab.lines) doc.text(line, { width: textWidth });
  const textBottom = doc.y;
  if (input.verification) {
    drawQrCode(doc, input.verification.url, left + width - QR_SIZE, top, QR_SIZE);
    doc.font('regular').fontSize(7).fillColor('#333333');
    doc.text(`Verify: ${groupedCode(input.verification.code)}`, left + width - QR_SIZE - 90, top + QR_SIZE + 2, {
      width: QR_SIZE + 90,
      align: 'right',
    });
    doc.fillColor('#000000');
  }
  doc.x = left;
  doc.y = Math.max(textBottom, input.verification ? top + QR_SIZE + 14 : 0);
}

function approvalLines(doc: PdfKitDocument, input: ReportDocument): void {
  doc.moveDown(0.8).font('bold').fontSize(11).text('Approval');
  doc.font('regular').fontSize(9);
  const line = (label: string, value: string) => doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  line('Tested by', input.testedBy.join(', ') || '—');
  line('Approved by', input.approval ? `${input.approval.name}, ${input.approval.role}, ${input.approval.date}` : 'Not yet reviewed');
}

/**
 * Writes a report as a PDF/A-2b file: the lab and its identity, the title (an amended revision
 * says what it supersedes and why), the report's heading, general info, the data sheet, the
 * composite sections, the results table with pass/fail and the template's summary, the lab's
 * statements, the approval, the statement that results relate only to the items tested, and on
 * every page the report number with its revision and "Page x of y". `beforeEnd` runs on the
 * finished pages before the file is closed: the signature is reserved there.
 */
export function writeReportPdf(input: ReportDocument, beforeEnd?: (doc: PdfKitDocument) => void): Promise<Buffer> {
  const { data } = input;
  const title = input.amendment ? amendedTitle(input.revision, input.amendment.supersedes) : data.template.title;
  const pdf = createPdf({
    title: `${data.template.title}: report ${input.reportNumber}, revision ${input.revision}`,
    author: input.lab.name,
    subject: data.template.standard,
    footer: `${input.lab.name} · Report ${input.reportNumber}, revision ${input.revision}`,
    archival: true,
  });
  const { doc } = pdf;
  if (input.headerImage) {
    doc.image(Buffer.from(input.headerImage), { fit: [doc.page.width - doc.page.margins.left - doc.page.margins.right, 90] });
    doc.moveDown(0.5);
  }
  drawHead(doc, input);
  doc.moveDown(0.5).font('bold').fontSize(13).text(title);
  if (input.amendment) doc.font('regular').fontSize(9).text(`${data.template.title}. Reason for the amendment: ${input.amendment.reason}`);
  if (data.template.standard) doc.font('regular').fontSize(9).text(data.template.standard);
  if (input.notice) doc.moveDown(0.3).font('bold').fontSize(10).fillColor('#b45309').text(input.notice).fillColor('#000000');
  labelled(doc, 'Report', [
    { label: 'Report No.', value: input.reportNumber },
    { label: 'Revision', value: String(input.revision) },
    ...input.heading,
  ]);
  if (input.custody) {
    labelled(doc, 'Chain of Custody', [
      { label: 'Released By', value: input.custody.releasedBy },
      { label: 'Time', value: input.custody.time },
      { label: 'Driver', value: input.custody.driver ?? '' },
    ]);
    if (input.custody.signature) doc.image(Buffer.from(input.custody.signature), { fit: [160, 50] }).moveDown(0.2);
  }
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
  if (input.statements.length > 0) {
    doc.moveDown(0.6).font('bold').fontSize(11).text('Statements of the Laboratory');
    doc.font('regular').fontSize(9);
    for (const statement of input.statements) doc.text(`• ${statement}`);
  }
  approvalLines(doc, input);
  doc.moveDown(0.8).font('regular').fontSize(8.5).text(ITEMS_TESTED_STATEMENT).text(REPRODUCTION_STATEMENT);
  if (input.verification) doc.text(`Check this report at ${input.verification.url} (code ${groupedCode(input.verification.code)}).`);
  beforeEnd?.(doc);
  return pdf.finish();
}
