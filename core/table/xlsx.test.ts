import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../testing/xlsx.ts';
import { columnLetters, serialDay, sheetName, writeXlsx } from './xlsx.ts';

describe('the XLSX writer', () => {
  it('names columns A to Z, then AA to ZZ, then AAA', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('counts days from 1899-12-30: 1900-03-01 is 61, 2026-01-05 is 46027', () => {
    expect(serialDay(new Date('1900-03-01T00:00:00Z'))).toBe(61);
    expect(serialDay(new Date('2026-01-05T00:00:00Z'))).toBe(46027);
  });

  it('keeps a sheet name to 31 characters without the ones spreadsheets refuse', () => {
    expect(sheetName('pickups/2026: [east]?')).toBe('pickups 2026   east  ');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });

  it('drops characters XML cannot hold and writes a sheet with no rows', () => {
    const { rows, cells } = readXlsx(writeXlsx('empty', [{ header: 'Note\u0001', width: 10 }], []));
    expect(rows).toBe(1);
    expect(cells.A1).toEqual({ value: 'Note', bold: true });
  });
});
