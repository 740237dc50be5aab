import { describe, expect, it } from 'vitest';
import { labLines } from './lab-lines.ts';

describe("the lab's identity on a report", () => {
  it('prints the address lines, the contact line and the accreditation', () => {
    expect(
      labLines({
        labName: 'Valley Materials Lab',
        labIdentity: {
          address: '12 Kiln Rd\nFresno, CA 93722',
          phone: '559-555-0100',
          email: 'lab@valley.test',
          accreditationBody: 'IAS',
          accreditationNumber: 'TL-123',
        },
      }),
    ).toEqual({
      name: 'Valley Materials Lab',
      lines: [
        '12 Kiln Rd',
        'Fresno, CA 93722',
        'Phone 559-555-0100 · E-mail lab@valley.test',
        'Accredited by IAS, certificate TL-123 (ISO/IEC 17025)',
      ],
    });
  });

  it('leaves out what is not set', () => {
    expect(labLines({ labName: 'Lab', labIdentity: {} })).toEqual({ name: 'Lab', lines: [] });
  });
});
