/** The formulas the editor can show, keyed `computedValues.<name>`, `finalComputedValues.<name>` or `scratch`. */
import type { TemplateDefinition } from '../engine/schema.ts';
import type { FormulaTarget } from './run.ts';

export const SCRATCH = 'scratch';

export function editorChoices(definition: TemplateDefinition): { key: string; label: string }[] {
  return [
    ...Object.keys(definition.computedValues).map((name) => ({ key: `computedValues.${name}`, label: `Computed value: ${name}` })),
    ...Object.keys(definition.finalComputedValues).map((name) => ({
      key: `finalComputedValues.${name}`,
      label: `Final computed value: ${name}`,
    })),
    { key: SCRATCH, label: 'A formula of your own (try one)' },
  ];
}

/** @example targetOf('computedValues.area') // { section: 'computedValues', name: 'area' } */
export function targetOf(key: string): FormulaTarget {
  const dot = key.indexOf('.');
  const section = key.slice(0, dot);
  if (dot < 0 || (section !== 'computedValues' && section !== 'finalComputedValues')) return { section: 'scratch' };
  return { section, name: key.slice(dot + 1) };
}
