import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TemplateDefinition } from '../../templates/client.ts';
import { isBlankRow, ROW_INPUTS, rowLayout, setAverage, setStatus } from './set.ts';

const fieldsOf = (id: string) =>
  (JSON.parse(readFileSync(new URL(`../../../templates/${id}/template.json`, import.meta.url), 'utf8')) as TemplateDefinition).fields;

describe('which templates a set is entered in rows with', () => {
  it.each([
    ['ds-pq-502.1', 'concrete cylinders (C39)', ['diameter1', 'diameter2', 'length', 'load', 'fractureType', 'condition', 'defectNotes']],
    ['ds-pq-502.4', 'grout prisms (C1019)', ['width', 'depth', 'height', 'load']],
    ['ds-pq-502.5', 'mortar cubes (C109)', ['side1', 'side2', 'load']],
    ['ds-pq-502.6', 'masonry prisms (C1314)', ['length', 'thickness', 'height', 'construction', 'netArea', 'load']],
  ])('%s, %s: one row, its fields in the paper form order', (id, _what, names) => {
    const layout = rowLayout(fieldsOf(id));
    expect(layout.fits).toBe(true);
    expect(layout.fits && layout.columns.map((field) => field.name)).toEqual(names);
  });

  it('keeps the composite coupons (D3039) on the single form: 3 widths, 3 thicknesses, the load twice and the failure are 10 entries', () => {
    expect(rowLayout(fieldsOf('ds-pq-502.2'))).toEqual({
      fits: false,
      reason: `its 10 entries per specimen do not fit in a row (at most ${ROW_INPUTS})`,
    });
    // With the two strain readings, 12.
    expect(rowLayout(fieldsOf('ds-pq-502.3'))).toMatchObject({ fits: false, reason: expect.stringContaining('its 12 entries') });
  });

  it('keeps a template with a text area or a field whose name changes on the single form', () => {
    expect(rowLayout([{ name: 'notes', label: 'Notes', type: 'textarea' }])).toEqual({
      fits: false,
      reason: 'Notes does not fit in a row',
    });
    expect(rowLayout([{ name: 'reading', label: 'Reading', type: 'dynamic_input', dynamicName: '"a"' }])).toMatchObject({ fits: false });
  });
});

describe("the set's average strength", () => {
  it('is the mean of the strengths entered, to the nearest 10 psi: 4140, 4220 and 4060 give 4140', () => {
    expect(setAverage([4140, 4220, 4060])).toBe(4140);
  });
  it('leaves out the rows not entered yet: 4140 and 4230 (and two empty rows) give 4185, reported as 4190', () => {
    expect(setAverage([4140, null, 4230, undefined])).toBe(4190);
  });
  it('is none while no row has a strength', () => {
    expect(setAverage([null, null])).toBeNull();
    expect(setAverage([])).toBeNull();
  });
});

describe("the set's pass/fail", () => {
  it('passes when every row passed', () => expect(setStatus(['Passed', 'Passed', 'Passed', 'Passed'], false)).toBe('Passed'));
  it('fails as soon as one row failed, even with rows still to enter', () => {
    expect(setStatus(['Passed', 'Failed', null, 'Passed'], false)).toBe('Failed');
  });
  it('waits (Pending) while a row is not entered or cannot be judged', () => {
    expect(setStatus(['Passed', null], false)).toBe('Pending');
    expect(setStatus(['Passed', 'Pending'], false)).toBe('Pending');
    expect(setStatus([], false)).toBe('Pending');
  });
  it("reads 'Info only' for a For Information Only set once judged", () => {
    expect(setStatus(['Passed', 'Failed'], true)).toBe('Info only');
    expect(setStatus(['Passed', null], true)).toBe('Pending');
  });
});

describe('a row left empty', () => {
  const c39 = fieldsOf('ds-pq-502.1');
  it('is one where nothing was typed: the condition keeps its default, Good', () => {
    expect(isBlankRow(c39, { diameter1: '', condition: 'Good' }, {})).toBe(true);
  });
  it('is not once a dimension, the load or its second typing is there', () => {
    expect(isBlankRow(c39, { diameter1: '4.00', condition: 'Good' }, {})).toBe(false);
    expect(isBlankRow(c39, { loadVerification: '52000' }, {})).toBe(false);
  });
});
