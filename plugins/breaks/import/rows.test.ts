import { describe, expect, it } from 'vitest';
import { CSV_MESSAGE, CsvError, IMPORT_LIMITS, readMachineCsv } from './csv.ts';
import { importRows, missingColumns, ROW_MESSAGE } from './rows.ts';
import { SAMPLE_CSV as SAMPLE, SAMPLE_CSV_MAPPING as SAMPLE_MAPPING } from '../test-support.ts';

describe("reading a compression machine's CSV export", () => {
  it('reads the sample file: its headers and one row per break, with its line', () => {
    const csv = readMachineCsv(SAMPLE);
    expect(csv.headers).toEqual([...Object.values(SAMPLE_MAPPING), 'Operator']);
    expect(csv.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(csv.rows[0]?.cells).toMatchObject({ 'Specimen ID': '10042.1.1', 'Max Load (lbf)': '52000' });
  });

  it('takes semicolons, a byte-order mark, quoted commas and blank lines', () => {
    const csv = readMachineCsv('\ufeffSpecimen;Load\n\n"1.1.1";"52,000"\n');
    expect(csv.headers).toEqual(['Specimen', 'Load']);
    expect(csv.rows).toEqual([{ line: 3, cells: { Specimen: '1.1.1', Load: '52,000' } }]);
  });

  it('refuses an empty file, two columns of one name and more rows than an import holds', () => {
    expect(() => readMachineCsv('')).toThrow(new CsvError(CSV_MESSAGE.empty));
    expect(() => readMachineCsv('A,A\n1,2\n')).toThrow(CSV_MESSAGE.duplicateHeader('A'));
    const big = `A\n${'1\n'.repeat(IMPORT_LIMITS.rows + 1)}`;
    expect(() => readMachineCsv(big)).toThrow(CSV_MESSAGE.tooManyRows);
    expect(() => readMachineCsv('A,B\n"1,2\n')).toThrow(CsvError);
  });
});

describe('mapping the rows to results', () => {
  it("maps the sample's columns to the template's fields, the date to YYYY-MM-DD and the 24-hour time to h:mm AM/PM", () => {
    const rows = importRows(readMachineCsv(SAMPLE), SAMPLE_MAPPING);
    expect(rows[0]).toEqual({
      line: 2,
      specimenNum: '10042.1.1',
      results: {
        testDate: '2026-11-24',
        time: '9:31 AM',
        diameter1: '4.00',
        diameter2: '4.00',
        length: '8.00',
        load: '52000',
        fractureType: '1',
      },
    });
    // An empty cell is left out, so the template's own rule says 'Fracture Type is required'.
    expect(rows[3]?.results.fractureType).toBeUndefined();
    expect(rows[3]?.problem).toBeUndefined();
  });

  it('reads a date with its time in one cell, and 14:05:59 as 2:05 PM', () => {
    const csv = readMachineCsv('Id,When\n1.1.1,2026-11-24 14:05:59\n');
    expect(importRows(csv, { specimenNum: 'Id', testDate: 'When' })[0]?.results).toEqual({ testDate: '2026-11-24', time: '2:05 PM' });
  });

  it('lists a row without a specimen number, a repeated specimen, a bad date and a bad time, never drops one', () => {
    const csv = readMachineCsv(
      'Id,Date,Time\n,2026-11-24,9:00\n1.1.1,2026-11-24,9:00\n1.1.1,2026-11-24,9:10\n1.1.2,2026-02-30,9:00\n1.1.3,,25:00\n',
    );
    const rows = importRows(csv, { specimenNum: 'Id', testDate: 'Date', time: 'Time' });
    expect(rows.map((row) => row.problem)).toEqual([
      ROW_MESSAGE.noSpecimen,
      undefined,
      ROW_MESSAGE.duplicate(3),
      ROW_MESSAGE.date,
      ROW_MESSAGE.time,
    ]);
  });

  it('names the mapped columns the file does not have', () => {
    const csv = readMachineCsv('Id,Load\n1.1.1,1\n');
    expect(missingColumns(csv, { specimenNum: 'Id', load: 'Max Load', fractureType: 'Break' })).toEqual({
      'columns.load': 'The file has no column "Max Load"',
      'columns.fractureType': 'The file has no column "Break"',
    });
  });
});
