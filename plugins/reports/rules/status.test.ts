import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../core/errors.ts';
import { assertChangeable, dashboardState, FINALIZED_MESSAGE, reportStatus } from './status.ts';

const flags = (overrides: Partial<{ reportInfoComplete: boolean; finalized: boolean; amended: boolean }> = {}) => ({
  reportInfoComplete: false,
  finalized: false,
  amended: false,
  ...overrides,
});

describe('report status', () => {
  it('is Info Incomplete until the info is complete', () => {
    expect(reportStatus(flags())).toBe('Info Incomplete');
    expect(reportStatus(flags({ reportInfoComplete: true }))).toBe('Info Complete');
  });

  it('puts finalized over complete and amended over finalized', () => {
    expect(reportStatus(flags({ reportInfoComplete: true, finalized: true }))).toBe('Finalized');
    expect(reportStatus(flags({ finalized: true }))).toBe('Finalized');
    expect(reportStatus(flags({ reportInfoComplete: true, finalized: true, amended: true }))).toBe('Amended');
    expect(reportStatus(flags({ amended: true }))).toBe('Amended');
  });
});

describe('dashboard state', () => {
  it('is Finalized when finalized, whatever is left to test', () => {
    expect(dashboardState({ ...flags({ finalized: true }), hasUntested: true })).toBe('Finalized');
  });
  it('is Finalized when everything is tested and the info complete, else Interim', () => {
    expect(dashboardState({ ...flags({ reportInfoComplete: true }), hasUntested: false })).toBe('Finalized');
    expect(dashboardState({ ...flags({ reportInfoComplete: true }), hasUntested: true })).toBe('Interim');
    expect(dashboardState({ ...flags(), hasUntested: false })).toBe('Interim');
  });
});

describe('the finalized lock', () => {
  it('refuses a change to a finalized report with a 409', () => {
    expect(() => assertChangeable({ finalized: true })).toThrow(ConflictError);
    expect(() => assertChangeable({ finalized: true })).toThrow(FINALIZED_MESSAGE);
    expect(() => assertChangeable({ finalized: false })).not.toThrow();
  });
});
