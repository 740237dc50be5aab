import { describe, expect, it } from 'vitest';
import { pdfsForOnFile } from './on-file.ts';

const issued = (filename: string, issue: number) => ({
  filename,
  issue,
  generatedAt: '2026-11-24T10:00:00Z',
  finalized: false,
  amendReason: null,
});

describe("a report's 'Kept on file' setting", () => {
  it('marks the report ONFILE, and gives its files back, latest last, when it is no longer kept on paper', () => {
    expect(pdfsForOnFile('["report_7_a.pdf"]', [issued('report_7_a.pdf', 1)], true)).toBe('ONFILE');
    expect(pdfsForOnFile(null, [], true)).toBe('ONFILE');
    expect(pdfsForOnFile('ONFILE', [issued('report_7_a.pdf', 1), issued('report_7_b.pdf', 2)], false)).toBe(
      '["report_7_a.pdf","report_7_b.pdf"]',
    );
    expect(pdfsForOnFile('ONFILE', [], false)).toBe('[]');
  });

  it('leaves pdfs alone when the setting does not change', () => {
    expect(pdfsForOnFile('ONFILE', [], true)).toBeUndefined();
    expect(pdfsForOnFile('["report_7_a.pdf"]', [issued('report_7_a.pdf', 1)], false)).toBeUndefined();
    expect(pdfsForOnFile(null, [], false)).toBeUndefined();
  });
});
