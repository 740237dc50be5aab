import { describe, expect, it } from 'vitest';
import { editorChoices, SCRATCH, targetOf } from './targets.ts';
import { concreteDefinition } from './test-support.ts';

describe('the formula editor’s choices', () => {
  it('lists the computed values, then the final ones, then a free formula', () => {
    const keys = editorChoices(concreteDefinition()).map((choice) => choice.key);
    expect(keys[0]).toBe('computedValues.meanDiameter');
    expect(keys).toContain('finalComputedValues.strengthTest28');
    expect(keys.at(-1)).toBe(SCRATCH);
    expect(keys).toHaveLength(8 + 4 + 1);
  });

  it('reads a key back', () => {
    expect(targetOf('computedValues.calculatedPsi')).toEqual({ section: 'computedValues', name: 'calculatedPsi' });
    expect(targetOf('finalComputedValues.average7Day')).toEqual({ section: 'finalComputedValues', name: 'average7Day' });
    expect(targetOf(SCRATCH)).toEqual({ section: 'scratch' });
    expect(targetOf('report.columns.x')).toEqual({ section: 'scratch' });
  });
});
