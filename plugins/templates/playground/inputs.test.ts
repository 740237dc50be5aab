import { describe, expect, it } from 'vitest';
import { EMPTY_INPUTS, resultInput } from './inputs.ts';

describe('resultInput', () => {
  it('leaves blank fields out, so the template’s defaults apply, and sends blank sample values as null', () => {
    expect(resultInput({ ...EMPTY_INPUTS, fields: { load: '50000', length: '  ', condition: '' } })).toEqual({
      fields: { load: '50000' },
      sample: { minPsi: null, maxPsi: null, castDate: null, forInformationOnly: false },
      specimen: { testDate: null },
    });
  });

  it('passes the psi limits and dates as typed', () => {
    const input = resultInput({ ...EMPTY_INPUTS, minPsi: ' 4000 ', maxPsi: '6000', castDate: '03/01/2024', testDate: '03/29/2024' });
    expect(input.sample).toEqual({ minPsi: '4000', maxPsi: '6000', castDate: '2024-03-01', forInformationOnly: false });
    expect(input.specimen).toEqual({ testDate: '2024-03-29' });
  });

  it('drops a min psi left in the box when For Information Only is ticked', () => {
    expect(resultInput({ ...EMPTY_INPUTS, minPsi: '4000', forInformationOnly: true }).sample).toMatchObject({
      minPsi: null,
      forInformationOnly: true,
    });
  });
});
