import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SPECIMENS, specimensModel as model } from './fixture.ts';
import { toCsv, toXlsx, usDate } from './export.ts';

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

  it('writes an XLSX workbook that opens, with labelled columns, every row and real dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(model, rows)).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('specimens')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Label', 'City', 'Weight', 'Cast On', 'Passed', 'Company']);
    expect(sheet.rowCount).toBe(1 + rows.length);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'Cylinder A', 'Portland', 12, new Date('2026-01-05T00:00:00Z'), 'Yes', 1]);
    expect(sheet.getCell('E2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getRow(6).getCell(5).value).toBe('');
  });

  it('turns dates into MM/DD/YYYY and leaves other text alone', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
    expect(usDate(new Date('2026-03-09T12:00:00Z'))).toBe('03/09/2026');
    expect(usDate('soon')).toBe('soon');
  });
});
