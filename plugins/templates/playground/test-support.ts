/** The concrete-cylinder template and a worked 4 in × 8 in cylinder, for the playground's tests. */
import { readFileSync } from 'node:fs';
import { templateSchema } from '../engine/index.ts';
import type { TemplateDefinition } from '../engine/index.ts';
import { EMPTY_INPUTS } from './inputs.ts';
import type { PlaygroundInputs } from './inputs.ts';

export const CONCRETE_META = { id: 'ds-pq-502.1', version: '1.1.0' };

export function concreteDefinition(): TemplateDefinition {
  return templateSchema.parse(JSON.parse(readFileSync(new URL('../../../templates/ds-pq-502.1/template.json', import.meta.url), 'utf8')));
}

/**
 * D 4.00 (both), L 8.00, 50,000 lbf: A = π × 4² / 4 = 12.5664 in², L/D 2 > 1.75 so no
 * correction, 50,000 / 12.5664 = 3978.87 → 3980 psi; cast 03/01, tested 03/29: 28 days, 100 %.
 */
export const CYLINDER: PlaygroundInputs = {
  ...EMPTY_INPUTS,
  fields: { diameter1: '4', diameter2: '4', length: '8', load: '50000', fractureType: '1' },
  minPsi: '3000',
  castDate: '03/01/2024',
  testDate: '03/29/2024',
};
