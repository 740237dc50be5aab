import { describe, expect, it } from 'vitest';
import { withProjectAddress } from './addresses.ts';

const pickup = {
  pickupAddr1: '12 Main St',
  pickupAddr2: 'Gate B',
  pickupCity: 'Fresno',
  pickupState: 'CA',
  pickupZip: '93701',
  projectAddr1: null,
  projectAddr2: null,
  projectCity: null,
  projectState: null,
  projectZip: null,
  droppedOff: false,
};

describe('the project address', () => {
  it('is copied from the pickup address when not dropped off and none is given', () => {
    expect(withProjectAddress(pickup)).toMatchObject({
      projectAddr1: '12 Main St',
      projectAddr2: 'Gate B',
      projectCity: 'Fresno',
      projectState: 'CA',
      projectZip: '93701',
    });
  });
  it('is kept when given, and left empty for a drop-off', () => {
    expect(withProjectAddress({ ...pickup, projectAddr1: '9 Site Rd', projectCity: 'Clovis' })).toMatchObject({
      projectAddr1: '9 Site Rd',
      projectCity: 'Clovis',
      projectZip: null,
    });
    expect(withProjectAddress({ ...pickup, droppedOff: true }).projectAddr1).toBeNull();
  });
});
