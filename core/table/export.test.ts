import { read as readWorkbook, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { SPECIMENS, specimensModel as model } from '../../test/support/table-fixture.ts';
import { toCsv, toXlsx, usDate } from './export.ts';
import { defineTableModel } from './model.ts';
import { readXlsx } from '../../testing/xlsx.ts';

const rows = SPECIMENS.map((row, index) => ({ id: index + 1, ...row }));

/** The fixture with a money column and a search-only twin, as the invoices list has them. */
const priced = defineTableModel({
  ...model,
  fields: {
    ...model.fields,
    price: { column: 'tableSpecimens.weight', type: 'number', label: 'Price', format: 'money' },
    weightText: { column: 'tableSpecimens.weight', type: 'text', label: 'Weight Text', sortable: false, exported: false },
  },
});
const pricedRows = rows.map((row, index) => ({
  ...row,
  price: [1234.5, 80, 0.99, 15_000, 7, 12.25][index],
  weightText: String(row.weight),
}));

describe('table exports', () => {
  it('writes CSV with the model labels, dates as MM/DD/YYYY and booleans as Yes/No', () => {
    const csv = toCsv(model, rows.slice(0, 4));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\n')).toEqual([
      'Label,City,Weight,Cast On,Passed',
      'Cylinder A,Portland,12,01/05/2026,Yes',
      'Cylinder B,Salem,8,01/10/2026,No',
      'Cube 50%,Eugene,15,01/31/2026,Yes',
      'Cube_7,,3,02/01/2026,Yes',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(model, [{ ...rows[0]!, label: 'Slab, "east"', city: '=HYPERLINK("http://evil")' }]);
    expect(csv.split('\n')[1]).toBe(`"Slab, ""east""","'=HYPERLINK(""http://evil"")",12,01/05/2026,Yes`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(model, []).slice(1)).toBe('Label,City,Weight,Cast On,Passed\n');
  });

  it('writes an XLSX workbook with a bold labelled header, every row, and real dates', () => {
    const { name, rows: count, cells } = readXlsx(toXlsx(model, rows));
    expect(name).toBe('specimens');
    expect(count).toBe(1 + rows.length);
    expect(['A1', 'B1', 'C1', 'D1', 'E1'].map((ref) => cells[ref])).toEqual(
      ['Label', 'City', 'Weight', 'Cast On', 'Passed'].map((value) => ({ value, bold: true })),
    );
    expect(cells.F1).toBeUndefined();
    // 2026-01-05 is day 46027 counted from 1899-12-30, shown as 01/05/2026.
    expect(['A2', 'B2', 'C2', 'D2', 'E2'].map((ref) => cells[ref])).toEqual([
      { value: 'Cylinder A' },
      { value: 'Portland' },
      { value: 12 },
      { value: 46027, format: 'mm/dd/yyyy' },
      { value: 'Yes' },
    ]);
    expect(cells.D6).toEqual({ value: null, format: 'mm/dd/yyyy' });
  });

  it('keeps text as text in XLSX, escaped, and a formula-like value never runs', () => {
    const { cells } = readXlsx(toXlsx(model, [{ ...rows[0]!, label: 'Slab <east> & "west"', city: '=SUM(1,2)' }]));
    expect(cells.A2).toEqual({ value: 'Slab <east> & "west"' });
    expect(cells.B2).toEqual({ value: '=SUM(1,2)' });
  });

  it('opens in another reader with typed cells: money in a dollar format, dates as dates, a filtered header, fitting widths', () => {
    const workbook = readWorkbook(toXlsx(priced, pricedRows), { cellDates: true, cellNF: true, cellStyles: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
    const table = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    // No internal ids (ID, Company), no search-only twin; the same columns as the CSV.
    expect(table[0]).toEqual(['Label', 'City', 'Weight', 'Cast On', 'Passed', 'Price']);
    expect(toCsv(priced, []).slice(1)).toBe('Label,City,Weight,Cast On,Passed,Price\n');
    expect(table).toHaveLength(1 + rows.length);
    expect(sheet.A2).toMatchObject({ t: 's', v: 'Cylinder A' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 12 });
    expect(sheet.D2).toMatchObject({ t: 'd', v: new Date('2026-01-05T00:00:00Z'), z: 'mm/dd/yyyy', w: '01/05/2026' });
    expect(sheet.F2).toMatchObject({ t: 'n', v: 1234.5, z: '"$"#,##0.00', w: '$1,234.50' });
    expect(sheet.F5).toMatchObject({ t: 'n', v: 15_000, w: '$15,000.00' });
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:F7' });
    // Each column as wide as its widest text plus a margin: 'Prism north' (11), '$15,000.00' (10).
    expect(sheet['!cols']?.map((column) => column.width)).toEqual([13, 10, 10, 12, 10, 12]);
    const { frozenRows, cells } = readXlsx(toXlsx(priced, pricedRows));
    expect(frozenRows).toBe(1);
    expect(cells.F1).toEqual({ value: 'Price', bold: true });
  });

  it('writes money, strength and percentages in the CSV as the table shows them', () => {
    const formatted = defineTableModel({
      ...priced,
      fields: {
        ...priced.fields,
        strength: { column: 'tableSpecimens.weight', type: 'number', label: 'Strength', format: 'strength' },
        change: { column: 'tableSpecimens.weight', type: 'number', label: 'Change', format: 'percent' },
      },
    });
    const csv = toCsv(formatted, [{ ...pricedRows[0]!, strength: 3980, change: 5 }]);
    expect(csv.split('\n')[1]).toBe('Cylinder A,Portland,12,01/05/2026,Yes,"$1,234.50","3,980 psi",5%');
  });

  it('turns dates into MM/DD/YYYY and leaves other text alone', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
    expect(usDate(new Date('2026-03-09T12:00:00Z'))).toBe('03/09/2026');
    expect(usDate('soon')).toBe('soon');
  });
});
