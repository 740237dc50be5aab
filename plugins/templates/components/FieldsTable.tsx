import type { TemplateField } from '../engine/index.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';

type Scalar = string | number | boolean | null;

const text = (value: Scalar | undefined) => (typeof value === 'string' ? `'${value}'` : String(value));

/** The attributes of a field that change how it is entered or judged, in words. */
export function fieldNotes(field: TemplateField, defaultValue: Scalar | undefined): string[] {
  const notes: string[] = [];
  if (field.required === true) notes.push('required');
  if (field.requireVerification === true) notes.push('entered twice to verify');
  if (field.numeric === true) notes.push(field.unit === undefined ? 'a number' : `a number, ${field.unit}`);
  if (field.options !== undefined)
    notes.push(
      `options: ${field.options.map((option) => (typeof option === 'object' ? String(option.value) : String(option))).join(', ')}`,
    );
  const fallback = defaultValue ?? field.default;
  if (fallback !== undefined) notes.push(`default ${text(fallback)}`);
  if (field.conditionState !== undefined)
    notes.push(`shown while ${field.conditionState} is ${(field.conditionValues ?? []).map(text).join(' or ')}`);
  if (field.dynamicName !== undefined) notes.push(`stored as ${field.dynamicName}`);
  if (field.dynamicLabel !== undefined) notes.push(`labelled ${field.dynamicLabel}`);
  if (field.dynamicPsi === true) notes.push('its value is checked against min psi');
  if (field.outOfSpecValue !== undefined)
    notes.push(`out of spec when ${text(field.outOfSpecValue)}${field.outOfSpecLabel === undefined ? '' : `: ${field.outOfSpecLabel}`}`);
  return notes;
}

function rows(
  fields: readonly TemplateField[],
  defaults: Readonly<Record<string, Scalar>>,
  depth: number,
): { field: TemplateField; depth: number; notes: string[] }[] {
  return fields.flatMap((field) => [
    { field, depth, notes: fieldNotes(field, defaults[field.name]) },
    ...rows(field.fields ?? [], defaults, depth + 1),
  ]);
}

/** The template's fields in order, children of a group indented under it. */
export function FieldsTable({ fields, defaults }: { fields: readonly TemplateField[]; defaults: Readonly<Record<string, Scalar>> }) {
  return (
    <TableScroll label="Fields">
      <table className="w-full text-sm" aria-label="Fields">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">Label</th>
            <th className="px-3 py-2">Type</th>
            <th className="px-3 py-2">Rules</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows(fields, defaults, 0).map(({ field, depth, notes }) => (
            <tr key={field.name}>
              <td className="px-3 py-2 font-mono" style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
                {field.name}
              </td>
              <td className="px-3 py-2">{field.label}</td>
              <td className="px-3 py-2 font-mono text-xs">{field.type}</td>
              <td className="px-3 py-2 text-slate-600">{notes.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
