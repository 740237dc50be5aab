import { flattenFields, type TemplateDefinition } from '../../templates/client.ts';
import { verificationName } from './entry.ts';

/** Plain labels of what the break form stores beside the template's fields. */
const STORED_LABELS: Readonly<Record<string, string>> = {
  technician: 'Technician',
  testDate: 'Test Date',
  time: 'Time',
  testsComplete: 'Tests complete',
  calculatedPsi: 'Strength (psi)',
  pctAge: 'Percent of specified strength at this age',
  failedStatus: 'Failure message',
  status: 'Status',
  message: 'Message',
  remarks: 'Remarks',
};

/** `ldRatio` → `Ld ratio`: the last resort for a computed value its template gives no label. */
const spelledOut = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What a person reads for a stored name (issue 27: never `meanDiameter`, `ldRatio` or
 * `calculatedPsi`): the template field's label, 'Verify <label>' for its second typing, the
 * template's label for a computed value (`labels`), the form's plain label for what it stores,
 * else the name spelled out as words.
 * @example labelOf('meanDiameter', c39) // 'Mean Diameter (in)'
 */
export function labelOf(name: string, definition: Pick<TemplateDefinition, 'fields' | 'labels'> | null): string {
  const fields = definition ? flattenFields(definition.fields) : [];
  const field = fields.find((item) => item.name === name);
  if (field) return field.label;
  const verified = fields.find((item) => verificationName(item.name) === name);
  if (verified) return `Verify ${verified.label}`;
  return definition?.labels?.[name] ?? STORED_LABELS[name] ?? spelledOut(name);
}
