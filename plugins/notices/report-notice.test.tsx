import { describe, expect, it } from 'vitest';
import { reportNoticeSubject } from './report-notice.tsx';

const facts = { sampleNum: '2611-3', projectAddress: '500 Tower Rd' };

describe("a report notice's subject", () => {
  it('names the report and the project, and what happened to it', () => {
    expect(reportNoticeSubject({ kind: 'issued', revision: 1, amendReason: null }, facts)).toBe('Report 2611-3 issued: 500 Tower Rd');
    expect(reportNoticeSubject({ kind: 'amended', revision: 2, supersedes: 1, reason: 'Typo' }, facts)).toBe(
      'Report 2611-3 is being amended: 500 Tower Rd',
    );
    expect(reportNoticeSubject({ kind: 'issued', revision: 3, amendReason: 'Typo' }, facts)).toBe(
      'Amended report 2611-3, revision 3, issued: 500 Tower Rd',
    );
  });

  it('leaves out an empty project address and keeps to 200 characters', () => {
    expect(reportNoticeSubject({ kind: 'issued', revision: 1, amendReason: null }, { ...facts, projectAddress: '' })).toBe(
      'Report 2611-3 issued',
    );
    expect(
      reportNoticeSubject({ kind: 'issued', revision: 1, amendReason: null }, { ...facts, projectAddress: 'x'.repeat(300) }),
    ).toHaveLength(200);
  });
});
