import { describe, expect, it } from 'vitest';
import { confirmPoints, REASON_MESSAGE, reviewPoints, type ReviewedSpecimen } from './review.ts';

const specimen = (id: number, status: string, resultStatus: string | null): ReviewedSpecimen => ({
  id,
  specimenNum: `1004.1.${id}`,
  status,
  resultStatus,
});

describe('the review before a report is finalized', () => {
  it('asks about a failed, an untested, a cancelled and a held specimen, and not about a passed one', () => {
    const points = reviewPoints(
      [
        specimen(1, 'Passed', 'Passed'),
        specimen(2, 'Failed', 'Failed'),
        specimen(3, 'Open', null),
        specimen(4, 'Cancelled', null),
        specimen(5, 'Hold', null),
      ],
      { hasRequirement: true },
    );
    expect(points).toEqual([
      { key: 'failed:2', text: 'Specimen 1004.1.2 failed' },
      { key: 'untested:3', text: 'Specimen 1004.1.3 not tested' },
      { key: 'cancelled:4', text: 'Specimen 1004.1.4 cancelled' },
      { key: 'held:5', text: 'Specimen 1004.1.5 held, not tested' },
    ]);
  });

  it('asks about every result when the set has no strength requirement', () => {
    expect(reviewPoints([specimen(1, 'Pending', 'Pending')], { hasRequirement: false })).toEqual([
      { key: 'no-requirement:1', text: 'Specimen 1004.1.1 has no strength requirement' },
    ]);
  });

  it('has nothing to ask of a set that passed', () => {
    expect(reviewPoints([specimen(1, 'Passed', 'Passed'), specimen(2, 'Passed', 'Passed')], { hasRequirement: true })).toEqual([]);
  });

  it("prints each reason as the lab's statement, and names the points left without one", () => {
    const points = [
      { key: 'untested:3', text: 'Specimen 1004.1.3 not tested' },
      { key: 'failed:2', text: 'Specimen 1004.1.2 failed' },
    ];
    expect(confirmPoints(points, { 'untested:3': ' damaged in transport ', 'failed:2': 'retest requested by the engineer' })).toEqual({
      statements: [
        { key: 'untested:3', text: 'Specimen 1004.1.3 not tested: damaged in transport' },
        { key: 'failed:2', text: 'Specimen 1004.1.2 failed: retest requested by the engineer' },
      ],
    });
    expect(confirmPoints(points, { 'untested:3': 'ok' })).toEqual({
      missing: { 'confirmations.untested:3': REASON_MESSAGE, 'confirmations.failed:2': REASON_MESSAGE },
    });
  });
});
