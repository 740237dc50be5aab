import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { createPdf } from './document.ts';
import { drawTable } from './table.ts';

describe('PDF documents', () => {
  it('holds searchable text in embedded fonts, with numbered pages', async () => {
    const pdf = createPdf({ title: 'Compressive strength report', footer: 'Materials Testing Lab' });
    pdf.doc.font('bold').fontSize(16).text('Compressive strength report');
    pdf.doc.font('regular').fontSize(10).text('Specimen 1024.1.2 broke at 4,520 psi.');
    const bytes = await pdf.finish();

    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Compressive strength report');
    expect(text).toContain('Specimen 1024.1.2 broke at 4,520 psi.');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Materials Testing Lab');
    // The font program travels inside the file (FontFile2 for TrueType outlines), not a reference to a system font.
    expect(bytes.toString('latin1')).toMatch(/\/FontFile[23]?/);
  });

  it('continues a long table on new pages, repeating its header on each', async () => {
    const pdf = createPdf({ title: 'Specimens' });
    const rows = Array.from({ length: 120 }, (_, index) => [
      `1024.1.${index + 1}`,
      `${4000 + index * 10}`,
      index % 7 === 0 ? 'Failed' : 'Passed',
    ]);
    drawTable(pdf.doc, {
      columns: [{ header: 'Specimen #' }, { header: 'Strength (psi)', align: 'right' }, { header: 'Result' }],
      rows,
      highlight: new Set([0, 7]),
    });
    const { text, pages } = await pdfText(await pdf.finish());

    expect(pages).toBeGreaterThan(1);
    expect(text.split('Strength (psi)').length - 1).toBe(pages);
    expect(text).toContain('1024.1.120');
    expect(text).toContain('5190');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('PDF tables', () => {
  it('never breaks a word or a date: columns are at least their widest word wide', async () => {
    const pdf = createPdf({ title: 'Results' });
    const headers = [
      'Specimen #',
      'Test Date',
      'Age (days)',
      'Diameter (in)',
      'Area (in²)',
      'Max Load (lbf)',
      'L/D',
      'Correction',
      'Strength (psi)',
      'Fracture Type',
      'Status',
    ];
    drawTable(pdf.doc, {
      columns: headers.map((header) => ({ header })),
      rows: [['1004.1.1', '12/25/2026', '28', '4.00', '12.57', '52,000', '2.00', '1.000', '4,140', '3', 'Passed']],
      fontSize: 8,
    });
    const { text } = await pdfText(await pdf.finish());
    for (const word of ['Correction', 'Strength', 'Diameter', '12/25/2026', '1004.1.1', 'Fracture']) expect(text).toContain(word);
  });
});
