import { describe, expect, it } from 'vitest';
import { copiedMessage, withPickupInfo } from './general-info.service.ts';

describe("copying a pickup's General Report Info to a report", () => {
  it("puts the pickup's filled fields over the report's and keeps the report's where the pickup leaves a blank", () => {
    expect(
      withPickupInfo(
        { projectName: 'Old Tower', tagSpecimenId: 'T-4', inspectorLicense: 'On File' },
        { projectName: 'Tower Block C', contractor: 'Acme Build', tagSpecimenId: '', inspectorLicense: 'CA-1234' },
      ),
    ).toEqual({ projectName: 'Tower Block C', tagSpecimenId: 'T-4', contractor: 'Acme Build', inspectorLicense: 'CA-1234' });
  });

  it('says how many reports took it and how many finalized ones kept theirs', () => {
    expect(copiedMessage(1, 0)).toBe('The general report info was saved and copied to 1 report');
    expect(copiedMessage(3, 1)).toBe('The general report info was saved and copied to 3 reports; 1 report finalized kept its');
    expect(copiedMessage(0, 2)).toBe('The general report info was saved and copied to 0 reports; 2 reports finalized kept theirs');
  });
});
