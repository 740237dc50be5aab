import { describe, expect, it } from 'vitest';
import { SPECIMENS, specimensModel as model } from './fixture.ts';
import { toCsv, toXlsx, usDate } from './export.ts';
import { readXlsx } from '../testing/xlsx.ts';

const rows = SPECIMENS.map((row, index) => ({ id: index + 1, ...row }));

describe('table exports', () => {
  it('writes CSV with the model labels, dates as MM/DD/YYYY and booleans as Yes/No', () => {
    const csv = toCsv(model, rows.slice(0, 4));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\n')).toEqual([
      'ID,Label,City,Weight,Cast On,Passed,Company',
      '1,Cylinder A,Portland,12,01/05/2026,Yes,1',
      '2,Cylinder B,Salem,8,01/10/2026,No,1',
      '3,Cube 50%,Eugene,15,01/31/2026,Yes,2',
      '4,Cube_7,,3,02/01/2026,Yes,2',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(model, [{ ...rows[0]!, label: 'Slab, "east"', city: '=HYPERLINK("http://evil")' }]);
    expect(csv.split('\n')[1]).toBe(`1,"Slab, ""east""","'=HYPERLINK(""http://evil"")",12,01/05/2026,Yes,1`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(model, []).slice(1)).toBe('ID,Label,City,Weight,Cast On,Passed,Company\n');
  });

  it('writes an XLSX workbook with a bold labelled header, every row, and real dates', () => {
    const { name, rows: count, cells } = readXlsx(toXlsx(model, rows));
    expect(name).toBe('specimens');
    expect(count).toBe(1 + rows.length);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'].map((ref) => cells[ref])).toEqual(
      ['ID', 'Label', 'City', 'Weight', 'Cast On', 'Passed', 'Company'].map((value) => ({ value, bold: true })),
    );
    // 2026-01-05 is day 46027 counted from 1899-12-30, shown as 01/05/2026.
    expect(['A2', 'B2', 'C2', 'D2', 'E2', 'F2', 'G2'].map((ref) => cells[ref])).toEqual([
      { value: 1 },
      { value: 'Cylinder A' },
      { value: 'Portland' },
      { value: 12 },
      { value: 46027, format: 'mm/dd/yyyy' },
      { value: 'Yes' },
      { value: 1 },
    ]);
    expect(cells.E6).toEqual({ value: null, format: 'mm/dd/yyyy' });
  });

  it('keeps text as text in XLSX, escaped, and a formula-like value never runs', () => {
    const { cells } = readXlsx(toXlsx(model, [{ ...rows[0]!, label: 'Slab <east> & "west"', city: '=SUM(1,2)' }]));
    expect(cells.B2).toEqual({ value: 'Slab <east> & "west"' });
    expect(cells.C2).toEqual({ value: '=SUM(1,2)' });
  });

  it('turns dates into MM/DD/YYYY and leaves other text alone', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
    expect(usDate(new Date('2026-03-09T12:00:00Z'))).toBe('03/09/2026');
    expect(usDate('soon')).toBe('soon');
  });
});
