import { describe, expect, it } from 'vitest';
import { fieldNotes } from './FieldsTable.tsx';

describe('fieldNotes', () => {
  it('says how a field is entered and judged', () => {
    expect(
      fieldNotes(
        { name: 'load', label: 'Maximum Load (lbf)', type: 'text', numeric: true, unit: 'lbf', required: true, requireVerification: true },
        undefined,
      ),
    ).toEqual(['required', 'entered twice to verify', 'a number, lbf']);
    expect(
      fieldNotes(
        {
          name: 'defectNotes',
          label: 'Defect Notes',
          type: 'conditional_text',
          conditionState: 'condition',
          conditionValues: ['Defects noted'],
        },
        undefined,
      ),
    ).toEqual(["shown while condition is 'Defects noted'"]);
    expect(
      fieldNotes(
        {
          name: 'failureLocation',
          label: 'Failure Location',
          type: 'radio',
          options: [{ value: 'G', label: 'Grip' }, 'Gage'],
          outOfSpecValue: 'G',
          outOfSpecLabel: 'Invalid break',
        },
        'Gage',
      ),
    ).toEqual(['options: G, Gage', "default 'Gage'", "out of spec when 'G': Invalid break"]);
  });

  it('prefers the template’s defaultValues over the field’s own default', () => {
    expect(fieldNotes({ name: 'condition', label: 'Condition', type: 'radio', default: 'Good' }, 'Defects noted')).toEqual([
      "default 'Defects noted'",
    ]);
    expect(fieldNotes({ name: 'condition', label: 'Condition', type: 'radio', default: 'Good' }, undefined)).toEqual(["default 'Good'"]);
  });
});
